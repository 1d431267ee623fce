/**
 * 'Edit Template Design': the event is required, Create Event leaves for
 * /events/create, and the choice is remembered per template in the browser.
 */

/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { SelectEventModal } from '../components/select-event-modal';
import {
	PREVIEW_EVENTS_KEY,
	rememberPreviewEvent,
	rememberedPreviewEvent,
} from '../lib/preview-events';

const user = userEvent.setup();
const EVENTS = [
	{ id: 7, title: 'Jazz Night' },
	{ id: 9, title: 'Tech Summit' },
];

beforeEach( () => window.localStorage.clear() );

// jsdom has no scrolling; the combobox scrolls its highlighted option.
Element.prototype.scrollIntoView = jest.fn();

describe( 'SelectEventModal', () => {
	it( "asks for an event: 'Please select an event'", async () => {
		const onSubmit = jest.fn();
		render(
			<SelectEventModal
				value={ 0 }
				loadEvents={ async () => EVENTS }
				onSubmit={ onSubmit }
				onCreateEvent={ jest.fn() }
			/>
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Edit Template Design' } )
		).toBeInTheDocument();
		// No way out without a choice.
		expect(
			screen.queryByRole( 'button', { name: /close/i } )
		).not.toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Edit Template' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Please select an event'
		);
		expect( onSubmit ).not.toHaveBeenCalled();
	} );

	it( 'answers the chosen event', async () => {
		const onSubmit = jest.fn();
		render(
			<SelectEventModal
				value={ 0 }
				loadEvents={ async () => EVENTS }
				onSubmit={ onSubmit }
				onCreateEvent={ jest.fn() }
			/>
		);
		await user.type(
			screen.getByRole( 'combobox', { name: 'Event' } ),
			'Tech'
		);
		await user.click(
			await screen.findByRole( 'option', { name: 'Tech Summit' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Edit Template' } )
		);
		expect( onSubmit ).toHaveBeenCalledWith( 9 );
	} );

	it( 'goes to event creation', async () => {
		const onCreateEvent = jest.fn();
		render(
			<SelectEventModal
				value={ 0 }
				loadEvents={ async () => EVENTS }
				onSubmit={ jest.fn() }
				onCreateEvent={ onCreateEvent }
			/>
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Create Event' } )
		);
		expect( onCreateEvent ).toHaveBeenCalled();
	} );
} );

describe( 'the remembered preview events', () => {
	it( 'keeps a map of template id to event id', () => {
		expect( rememberedPreviewEvent( 12 ) ).toBe( 0 );
		rememberPreviewEvent( 12, 7 );
		rememberPreviewEvent( 13, 9 );
		expect( rememberedPreviewEvent( 12 ) ).toBe( 7 );
		expect(
			JSON.parse( window.localStorage.getItem( PREVIEW_EVENTS_KEY )! )
		).toEqual( {
			12: 7,
			13: 9,
		} );
	} );

	it( 'reads junk as nothing', () => {
		window.localStorage.setItem( PREVIEW_EVENTS_KEY, '[1,2' );
		expect( rememberedPreviewEvent( 12 ) ).toBe( 0 );
	} );
} );
