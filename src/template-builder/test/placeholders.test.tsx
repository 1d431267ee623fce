/**
 * The placeholders sidebar: a caret in a text gets the placeholder;
 * otherwise it is copied, through navigator.clipboard in secure contexts
 * and a hidden textarea with execCommand( 'copy' ) elsewhere.
 */

/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { PlaceholdersSidebar } from '../components/placeholders-sidebar';
import { PLACEHOLDER_KEYS } from '../lib/placeholders';

const notify = { success: jest.fn(), error: jest.fn() };
const execCommand = jest.fn();

beforeEach( () => {
	notify.success.mockClear();
	notify.error.mockClear();
	execCommand.mockReset();
	document.execCommand = execCommand;
} );

afterEach( () => {
	Object.defineProperty( window, 'isSecureContext', {
		configurable: true,
		value: false,
	} );
} );

/**
 * Renders the sidebar.
 *
 * @param insertAtCaret The caret inserter.
 */
function renderSidebar( insertAtCaret = jest.fn( () => false ) ) {
	render(
		<PlaceholdersSidebar
			insertAtCaret={ insertAtCaret }
			notify={ notify }
		/>
	);
	return insertAtCaret;
}

describe( 'PlaceholdersSidebar', () => {
	it( "lists the spec's fourteen placeholders", () => {
		renderSidebar();
		expect( PLACEHOLDER_KEYS ).toHaveLength( 14 );
		expect(
			screen.getAllByRole( 'button' ).map( ( b ) => b.textContent )
		).toEqual( PLACEHOLDER_KEYS.map( ( key ) => `{{${ key }}}` ) );
	} );

	it( 'writes at the caret when a text is being edited, copying nothing', async () => {
		const insert = renderSidebar( jest.fn( () => true ) );
		await userEvent.click(
			screen.getByRole( 'button', { name: '{{attendee_name}}' } )
		);
		expect( insert ).toHaveBeenCalledWith( '{{attendee_name}}' );
		expect( execCommand ).not.toHaveBeenCalled();
		expect( notify.success ).not.toHaveBeenCalled();
	} );

	it( 'copies through navigator.clipboard in a secure context', async () => {
		const writeText = jest.fn( async () => undefined );
		Object.defineProperty( window, 'isSecureContext', {
			configurable: true,
			value: true,
		} );
		Object.defineProperty( navigator, 'clipboard', {
			configurable: true,
			value: { writeText },
		} );
		renderSidebar();
		await userEvent.click(
			screen.getByRole( 'button', { name: '{{ticket_id}}' } )
		);
		expect( writeText ).toHaveBeenCalledWith( '{{ticket_id}}' );
		expect( execCommand ).not.toHaveBeenCalled();
		expect( notify.success ).toHaveBeenCalledWith( 'Copied Successfully!' );
	} );

	it( 'copies with a hidden textarea over plain http', async () => {
		let copied = '';
		execCommand.mockImplementation( () => {
			copied = document.querySelector( 'textarea' )?.value ?? '';
			return true;
		} );
		renderSidebar();
		await userEvent.click(
			screen.getByRole( 'button', { name: '{{event_title}}' } )
		);
		expect( execCommand ).toHaveBeenCalledWith( 'copy' );
		expect( copied ).toBe( '{{event_title}}' );
		expect( document.querySelector( 'textarea' ) ).toBeNull();
		expect( notify.success ).toHaveBeenCalledWith( 'Copied Successfully!' );
	} );

	it( "says 'Failed to copy' when neither way works", async () => {
		execCommand.mockReturnValue( false );
		renderSidebar();
		await userEvent.click(
			screen.getByRole( 'button', { name: '{{extra_fields}}' } )
		);
		expect( notify.error ).toHaveBeenCalledWith( 'Failed to copy' );
	} );
} );
