/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
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
	aResponse,
	anRsvpEvent,
	serveRsvp,
	type RsvpServerState,
} from './fixtures/rsvp';

let server: FakeServer;
let state: RsvpServerState;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const puts = () => server.requests.filter( ( r ) => r.method === 'PUT' );

/**
 * The open edit dialog.
 */
const dialog = () =>
	document.querySelector( '.eventin-rsvp__dialog' ) as HTMLElement;

/**
 * Opens the edit dialog of a row.
 *
 * @param name Who answered.
 */
async function edit( name: string ) {
	await user.click( button( await rowOf( name ), 'Edit' ) );
	await screen.findByText( 'Edit RSVP response' );
	await waitFor( () =>
		expect( screen.getByLabelText( 'Name' ) ).toHaveValue( name )
	);
}

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
 * The texts of the counts under the title.
 */
const legend = () =>
	Array.from(
		document.querySelectorAll( '.eventin-rsvp__legend-item' ),
		( item ) => item.textContent
	);

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	state = {
		events: [ anRsvpEvent( { id: 5, title: 'Jazz Night', limit: 6 } ) ],
		responses: [
			aResponse( 101, 'Ann Lee', {
				people: 3,
				guests: [
					{ id: 1, name: 'Max Lee', email: 'max@example.org' },
					{ id: 2, name: 'Zoe Lee', email: '' },
				],
				date: '2026-11-20T10:00:00Z',
			} ),
			aResponse( 102, 'Di Eze', { date: '2026-11-17T10:00:00Z' } ),
		],
	};
	serveRsvp( server, state );
} );

describe( 'editing a response', () => {
	it( 'shows the stored answer, people, person and guests, and no reason for a going answer', async () => {
		renderApp( '/rsvp-report/5' );
		await edit( 'Ann Lee' );
		expect( screen.getByLabelText( 'Going' ) ).toBeChecked();
		expect( screen.getByLabelText( 'People' ) ).toHaveValue( '3' );
		expect( screen.getByLabelText( 'Email' ) ).toHaveValue(
			'ann.lee@example.org'
		);
		expect( screen.getByLabelText( 'Guest 1 name' ) ).toHaveValue(
			'Max Lee'
		);
		expect( screen.getByLabelText( 'Guest 1 email' ) ).toHaveValue(
			'max@example.org'
		);
		expect( screen.getByLabelText( 'Guest 2 name' ) ).toHaveValue(
			'Zoe Lee'
		);
		// A reason is for not going only.
		expect( screen.queryByLabelText( 'Reason for not going' ) ).toBeNull();
	} );

	it( 'asks for a reason instead of people and guests when not going, and sends only those', async () => {
		renderApp( '/rsvp-report/5' );
		await edit( 'Ann Lee' );
		await user.click( screen.getByLabelText( 'Not going' ) );
		expect( screen.queryByLabelText( 'People' ) ).toBeNull();
		expect( screen.queryByLabelText( 'Guest 1 name' ) ).toBeNull();
		await retype( 'Reason for not going', 'Out of town.' );
		await user.click( button( dialog(), 'Save' ) );

		expect(
			await screen.findByText( 'Successfully updated the RSVP response!' )
		).toBeInTheDocument();
		expect( puts()[ 0 ].data ).toEqual( {
			status: 'not_going',
			reason: 'Out of town.',
		} );
		await waitFor( () =>
			expect( legend().slice( 0, 3 ) ).toEqual( [
				'Going: 1 of 6',
				'Maybe: 0',
				'Not going: 1',
			] )
		);
	} );

	it( 'sends only what changed, the whole guest list included, then shows the new counts', async () => {
		renderApp( '/rsvp-report/5' );
		await edit( 'Ann Lee' );
		await user.click( screen.getByLabelText( 'Maybe' ) );
		await user.click( screen.getByLabelText( 'Remove guest 2' ) );
		await user.click( button( dialog(), 'Add guest' ) );
		await retype( 'Guest 2 name', 'Kim Park' );
		await retype( 'People', '4' );
		await user.click( button( dialog(), 'Save' ) );

		expect(
			await screen.findByText( 'Successfully updated the RSVP response!' )
		).toBeInTheDocument();
		await waitFor( () =>
			expect( screen.queryByText( 'Edit RSVP response' ) ).toBeNull()
		);
		expect( puts() ).toHaveLength( 1 );
		expect( puts()[ 0 ].path ).toBe( '/eventin/v2/rsvp-report/101' );
		expect( puts()[ 0 ].data ).toEqual( {
			status: 'maybe',
			people: 4,
			guests: [
				{ name: 'Max Lee', email: 'max@example.org' },
				{ name: 'Kim Park', email: '' },
			],
		} );
		// Ann now answers maybe: the going list and the counts are read again.
		await waitFor( () =>
			expect( screen.queryByText( 'Ann Lee' ) ).toBeNull()
		);
		await waitFor( () =>
			expect( legend() ).toEqual( [
				'Going: 1 of 6',
				'Maybe: 4',
				'Not going: 0',
				'5 places left',
			] )
		);
	} );

	it( 'asks for a name for each guest and enough people for them, and sends nothing without', async () => {
		renderApp( '/rsvp-report/5' );
		await edit( 'Ann Lee' );
		await user.click( button( dialog(), 'Add guest' ) );
		await user.click( button( dialog(), 'Save' ) );
		expect(
			await screen.findByText( 'Guest name is Required!' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'At least 4: who answered and each guest.' )
		).toBeInTheDocument();
		expect( puts() ).toHaveLength( 0 );
	} );

	it( "keeps what was typed on a 400 and shows the server's reason on the field", async () => {
		renderApp( '/rsvp-report/5' );
		await edit( 'Ann Lee' );
		await retype( 'Name', 'Ann Lee-Park' );
		await retype( 'Email', 'ann@example.invalid' );
		await retype( 'Guest 2 email', 'zoe@example.org' );
		await user.click( button( dialog(), 'Save' ) );

		expect(
			await screen.findByText( "Couldn't update the RSVP response" )
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
		// The reason is on its field, not repeated at the top of the dialog.
		expect( dialog().querySelector( '.eventin-rsvp__failure' ) ).toBeNull();
		expect( screen.getByText( 'Edit RSVP response' ) ).toBeInTheDocument();
		expect( screen.getByLabelText( 'Name' ) ).toHaveValue( 'Ann Lee-Park' );
		expect( screen.getByLabelText( 'Email' ) ).toHaveValue(
			'ann@example.invalid'
		);
		expect( screen.getByLabelText( 'Guest 2 email' ) ).toHaveValue(
			'zoe@example.org'
		);
		expect( puts()[ 0 ].data ).toEqual( {
			name: 'Ann Lee-Park',
			email: 'ann@example.invalid',
			guests: [
				{ name: 'Max Lee', email: 'max@example.org' },
				{ name: 'Zoe Lee', email: 'zoe@example.org' },
			],
		} );
	} );

	it( "shows the server's reason about the guests under the guest list", async () => {
		state.guestNames = true;
		renderApp( '/rsvp-report/5' );
		await edit( 'Ann Lee' );
		await retype( 'People', '4' );
		await user.click( button( dialog(), 'Save' ) );

		const reason = 'Give the names of your 3 guests.';
		await waitFor( () =>
			expect(
				dialog().querySelector( '.eventin-rsvp__guests' )
			).toHaveTextContent( reason )
		);
		expect( dialog().querySelector( '.eventin-rsvp__failure' ) ).toBeNull();
		expect( screen.getByLabelText( 'People' ) ).toHaveValue( '4' );
		expect( puts()[ 0 ].data ).toEqual( { people: 4 } );
	} );

	it( "shows the server's message when the event is full, and keeps the dialog as it was", async () => {
		renderApp( '/rsvp-report/5' );
		await edit( 'Di Eze' );
		await retype( 'People', '5' );
		await user.click( button( dialog(), 'Save' ) );

		const alert = await waitFor( () => {
			const found = dialog().querySelector( '.eventin-rsvp__failure' );
			expect( found ).not.toBeNull();
			return found as HTMLElement;
		} );
		// Ann's 3 of the 6 places are taken: 3 are left.
		expect( alert ).toHaveTextContent( 'Only 3 places are left.' );
		const notice = (
			await screen.findByText( "Couldn't update the RSVP response" )
		).closest( '.ant-notification-notice' ) as HTMLElement;
		expect(
			within( notice ).getByText( 'Only 3 places are left.' )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'People' ) ).toHaveValue( '5' );
		expect( screen.getByLabelText( 'Going' ) ).toBeChecked();
		expect( puts()[ 0 ].data ).toEqual( { people: 5 } );
		expect( state.responses[ 1 ].people ).toBe( 1 );
	} );

	it( 'closes on Cancel without sending anything', async () => {
		renderApp( '/rsvp-report/5' );
		await edit( 'Di Eze' );
		await retype( 'Name', 'Someone Else' );
		await user.click( button( dialog(), 'Cancel' ) );
		await waitFor( () =>
			expect( screen.queryByText( 'Edit RSVP response' ) ).toBeNull()
		);
		expect( puts() ).toHaveLength( 0 );
		expect( await rowOf( 'Di Eze' ) ).toBeInTheDocument();
	} );
} );
