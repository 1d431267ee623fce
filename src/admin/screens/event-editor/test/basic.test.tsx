/**
 * External dependencies
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	invalidParam,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { anEvent, givenEvent, PATH, puts } from './helpers/fixtures';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const END_DATE_REASON = 'end_date must not be before start_date.';

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	givenEvent( server );
} );

function fieldOf( label: string ) {
	return screen
		.getByLabelText( label )
		.closest( '.ant-form-item' ) as HTMLElement;
}

describe( 'event editor: basic', () => {
	it( 'shows the event and sends only the basic fields', async () => {
		renderApp( '/events/create/42/basic' );
		const title = await screen.findByLabelText( 'Event Title' );
		expect( title ).toHaveValue( 'Jazz Night' );
		expect( screen.getByLabelText( 'Venue Address' ) ).toHaveValue(
			'Main Hall'
		);
		await user.clear( title );
		await user.type( title, 'Jazz Night Live' );
		fireEvent.change( screen.getByLabelText( 'End Date' ), {
			target: { value: '2030-06-02' },
		} );
		await user.click( screen.getByText( 'Save' ) );

		expect(
			await screen.findByText( 'Event updated successfully' )
		).toBeInTheDocument();
		const [ put ] = puts( server );
		expect( put.data ).toEqual( {
			title: 'Jazz Night Live',
			description: '',
			start_date: '2030-06-01',
			end_date: '2030-06-02',
			start_time: '19:00',
			end_time: '',
			timezone: 'Europe/Berlin',
			location: { type: 'offline', address: 'Main Hall' },
			categories: [],
			tags: [],
			featured_image: 0,
		} );
		// The store has the saved event: the heading follows.
		expect(
			await screen.findByRole( 'heading', { name: 'Jazz Night Live' } )
		).toBeInTheDocument();
	} );

	it( 'keeps the values and marks the field on a 400', async () => {
		server.on( 'PUT', PATH, () =>
			invalidParam( 'end_date', END_DATE_REASON )
		);
		renderApp( '/events/create/42/basic' );
		const title = await screen.findByLabelText( 'Event Title' );
		await user.clear( title );
		await user.type( title, 'Renamed' );
		fireEvent.change( screen.getByLabelText( 'End Date' ), {
			target: { value: '2030-05-01' },
		} );
		await user.click( screen.getByText( 'Save' ) );

		expect(
			await within( fieldOf( 'End Date' ) ).findByText( END_DATE_REASON )
		).toBeInTheDocument();
		// Inline and in the notification.
		expect( screen.getAllByText( END_DATE_REASON ) ).toHaveLength( 2 );
		expect( screen.getByLabelText( 'Event Title' ) ).toHaveValue(
			'Renamed'
		);
		expect( screen.getByLabelText( 'End Date' ) ).toHaveValue(
			'2030-05-01'
		);
	} );

	it( 'switches the location to an online link', async () => {
		renderApp( '/events/create/42/basic' );
		await user.click( await screen.findByText( 'Online' ) );
		await user.type(
			await screen.findByLabelText( 'Online Link' ),
			'https://meet.example.com/jazz'
		);
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data.location ).toEqual( {
			type: 'online',
			// An online event has no venue.
			address: '',
			online_link: 'https://meet.example.com/jazz',
		} );
	} );

	it( 'disables the image button without the media library', async () => {
		renderApp( '/events/create/42/basic' );
		expect(
			( await screen.findByText( 'Select image' ) ).closest( 'button' )
		).toBeDisabled();
	} );

	it( 'shows the featured image with a Remove button', async () => {
		server.on( 'GET', PATH, () => ( {
			body: anEvent( {
				featured_image: 7,
				featured_image_url: 'https://example.test/poster.jpg',
			} ),
		} ) );
		renderApp( '/events/create/42/basic' );
		expect(
			await screen.findByAltText( 'Featured image' )
		).toHaveAttribute( 'src', 'https://example.test/poster.jpg' );
		await user.click( screen.getByText( 'Remove' ) );
		expect( screen.queryByAltText( 'Featured image' ) ).toBeNull();
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data.featured_image ).toBe( 0 );
	} );
} );
