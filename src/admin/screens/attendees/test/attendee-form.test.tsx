/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { button, rowOf } from '../../../../../tests/js/queries';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import {
	anAttendee,
	serveAttendees,
	type AttendeesServer,
} from './helpers/attendees';

let server: FakeServer;
let state: AttendeesServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const puts = () => server.requests.filter( ( r ) => r.method === 'PUT' );

/**
 * Replaces a field's text in one go (a paste).
 *
 * @param label Field label.
 * @param text  New text.
 */
async function retype( label: string, text: string ) {
	const field = screen.getByLabelText( label );
	await user.clear( field );
	if ( text ) {
		await user.click( field );
		await user.paste( text );
	}
}

/**
 * The form's button.
 *
 * @param label Label.
 */
const formButton = ( label: string ) =>
	button(
		document.querySelector( '.eventin-attendee-form' ) as HTMLElement,
		label
	);

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	state = {
		people: [
			anAttendee( 3, 'Cy Diaz', {
				phone: '555 0100',
				extra_fields: { Company: 'Acme', 'T-shirt size': 'M' },
			} ),
		],
	};
	serveAttendees( server, state );
} );

describe( 'attendee form', () => {
	it( 'shows the stored attendee with one field per extra field', async () => {
		renderApp( '/attendees/edit/3' );
		expect( await screen.findByLabelText( 'Name' ) ).toHaveValue(
			'Cy Diaz'
		);
		expect( screen.getByLabelText( 'Email' ) ).toHaveValue(
			'cy.diaz@example.org'
		);
		expect( screen.getByLabelText( 'Phone' ) ).toHaveValue( '555 0100' );
		expect( screen.getByLabelText( 'Company' ) ).toHaveValue( 'Acme' );
		expect( screen.getByLabelText( 'T-shirt size' ) ).toHaveValue( 'M' );
		expect( screen.getByLabelText( 'Not checked in' ) ).toBeChecked();
		expect( screen.getByLabelText( 'Checked in' ) ).not.toBeChecked();
	} );

	it( 'requires a name and a valid e-mail, and sends nothing without them', async () => {
		renderApp( '/attendees/edit/3' );
		await screen.findByLabelText( 'Name' );
		await retype( 'Name', '' );
		await retype( 'Email', 'not-an-email' );
		await user.click( formButton( 'Save' ) );
		expect(
			await screen.findByText( 'Name is Required!' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Enter a valid email address.' )
		).toBeInTheDocument();
		await retype( 'Email', '' );
		expect(
			await screen.findByText( 'Email is Required!' )
		).toBeInTheDocument();
		expect( puts() ).toHaveLength( 0 );
	} );

	it( "keeps what was typed on a 400 and shows the server's message on the field it names", async () => {
		renderApp( '/attendees/edit/3' );
		await screen.findByLabelText( 'Name' );
		await retype( 'Name', 'Cy Diaz-Ortiz' );
		await retype( 'Email', 'cy@example.invalid' );
		await retype( 'Company', 'Globex' );
		await user.click( screen.getByLabelText( 'Checked in' ) );
		await user.click( formButton( 'Save' ) );

		expect(
			await screen.findByText( "Couldn't update the attendee" )
		).toBeInTheDocument();
		const reason = 'This e-mail address is not accepted.';
		await waitFor( () =>
			expect(
				screen
					.getAllByText( reason )
					.some(
						( node ) =>
							node
								.closest( '.ant-form-item' )
								?.querySelector( '#email' )
					)
			).toBe( true )
		);
		expect( screen.getByLabelText( 'Name' ) ).toHaveValue(
			'Cy Diaz-Ortiz'
		);
		expect( screen.getByLabelText( 'Email' ) ).toHaveValue(
			'cy@example.invalid'
		);
		expect( screen.getByLabelText( 'Company' ) ).toHaveValue( 'Globex' );
		expect( screen.getByLabelText( 'Checked in' ) ).toBeChecked();
		expect( window.location.hash ).toBe( '#/attendees/edit/3' );
		expect( puts()[ 0 ].data ).toEqual( {
			name: 'Cy Diaz-Ortiz',
			email: 'cy@example.invalid',
			extra_fields: { Company: 'Globex', 'T-shirt size': 'M' },
			ticket_status: 'used',
		} );
	} );

	it( 'saves only what changed and returns to the table it came from', async () => {
		renderApp( '/attendees/event/7' );
		await user.click( button( await rowOf( 'Cy Diaz' ), 'Edit' ) );
		await screen.findByLabelText( 'Phone' );
		await retype( 'Phone', '+1 555 0199' );
		await user.click( screen.getByLabelText( 'Checked in' ) );
		await user.click( formButton( 'Save' ) );

		expect(
			await screen.findByText( 'Successfully updated the attendee!' )
		).toBeInTheDocument();
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/attendees/event/7' )
		);
		expect( puts() ).toHaveLength( 1 );
		expect( puts()[ 0 ].path ).toBe( '/eventin/v2/attendees/3' );
		expect( puts()[ 0 ].data ).toEqual( {
			phone: '+1 555 0199',
			ticket_status: 'used',
		} );
		expect( await rowOf( 'Cy Diaz' ) ).toHaveTextContent( 'Checked in' );
	} );

	it( 'goes back without saving on Cancel', async () => {
		renderApp( '/attendees/edit/3' );
		await screen.findByLabelText( 'Name' );
		await retype( 'Name', 'Someone Else' );
		await user.click( formButton( 'Cancel' ) );
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/attendees' )
		);
		expect( puts() ).toHaveLength( 0 );
	} );

	it( 'says so when the attendee cannot be loaded', async () => {
		renderApp( '/attendees/edit/404' );
		expect(
			await screen.findByText( 'The attendee could not be loaded.' )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'No route was found matching the URL and request method.'
			)
		).toBeInTheDocument();
	} );
} );
