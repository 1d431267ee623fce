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
import { csvFileName } from '../../../../components/export';
import {
	anAttendee,
	checkedIn,
	serveAttendees,
	type AttendeesServer,
} from './helpers/attendees';

let server: FakeServer;
let state: AttendeesServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const AT = '2026-11-23T08:00:00Z';

const listRequests = () =>
	server.requests.filter(
		( r ) => r.method === 'GET' && r.path === '/eventin/v2/attendees'
	);

const countText = () =>
	document.querySelector( '.eventin-attendees__count' )?.textContent;

beforeEach( () => {
	server = installFakeServer();
	state = {
		people: [
			checkedIn( anAttendee( 1, 'Ann Lee' ), AT ),
			checkedIn( anAttendee( 2, 'Bo Chen' ), AT ),
			anAttendee( 3, 'Cy Diaz' ),
			anAttendee( 4, 'Di Evans', { payment_status: 'pending' } ),
			anAttendee( 5, 'Ed Fox', { payment_status: 'success' } ),
			// Neither counts: the place is not held.
			checkedIn(
				anAttendee( 6, 'Flo Gray', { payment_status: 'refunded' } ),
				AT
			),
			anAttendee( 7, 'Gus Hall', { payment_status: 'failed' } ),
			// Another event.
			checkedIn(
				anAttendee( 8, 'Hal Ito', {
					event_id: 8,
					event_title: 'Code Camp',
				} ),
				AT
			),
		],
	};
	serveAttendees( server, state );
} );

describe( "one event's attendees", () => {
	it( "shows the event's title, the checked-in count of the attendees whose payment counts, and its table", async () => {
		givenUser( server, [ 'etn_manage_attendee' ] );
		renderApp( '/attendees/event/7' );
		expect(
			await screen.findByText( 'Showing 1 - 7 of 7 attendees' )
		).toBeInTheDocument();
		expect(
			document.querySelector( '.eventin-attendees__title' )
		).toHaveTextContent( 'Jazz Night' );
		await waitFor( () =>
			expect( countText() ).toBe( 'Checked in: 2 / 5' )
		);
		expect( screen.queryByText( 'Hal Ito' ) ).not.toBeInTheDocument();
		// Every list request is for this event; the counts ask for one row.
		expect(
			listRequests().every( ( r ) => r.query.event_id === '7' )
		).toBe( true );
		expect(
			listRequests()
				.filter( ( r ) => r.query.per_page === '1' )
				.map( ( r ) => [
					r.query.payment_status,
					r.query.ticket_status,
				] )
				.sort()
		).toEqual( [
			[ 'pending', undefined ],
			[ 'pending', 'used' ],
			[ 'success', undefined ],
			[ 'success', 'used' ],
		] );
		// No event column nor filter here (the event is the heading); the
		// other filters stay.
		const headers = [
			...document.querySelectorAll( '.ant-table-thead th' ),
		].map( ( th ) => th.textContent );
		expect( headers ).not.toContain( 'Event' );
		expect( headers ).toContain( 'Ticket status' );
		expect(
			document.querySelector( '.eventin-attendees__event-filter' )
		).toBeNull();
		expect(
			document.querySelector( '.eventin-attendees__payment-filter' )
		).not.toBeNull();
		// Nothing asked of the events routes without the event permission.
		expect(
			server.requests.some( ( r ) =>
				r.path.startsWith( '/eventin/v2/events' )
			)
		).toBe( false );
	} );

	it( 'counts a check-in made on the page', async () => {
		givenUser( server, 'all' );
		renderApp( '/attendees/event/7' );
		await waitFor( () =>
			expect( countText() ).toBe( 'Checked in: 2 / 5' )
		);
		await user.click( button( await rowOf( 'Cy Diaz' ), 'Check in' ) );
		await waitFor( () =>
			expect( countText() ).toBe( 'Checked in: 3 / 5' )
		);
	} );

	it( 'names an event without attendees from the events store and shows its empty table', async () => {
		givenUser( server, 'all' );
		renderApp( '/attendees/event/9' );
		expect( await screen.findByText( 'Empty Hall' ) ).toBeInTheDocument();
		await waitFor( () =>
			expect( countText() ).toBe( 'Checked in: 0 / 0' )
		);
		expect(
			await screen.findByText( 'No attendees yet.' )
		).toBeInTheDocument();
	} );

	it( 'filters within the event', async () => {
		givenUser( server, 'all' );
		renderApp( '/attendees/event/7' );
		await screen.findByText( 'Showing 1 - 7 of 7 attendees' );
		await user.click(
			document.querySelector(
				'.eventin-attendees__ticket-filter .ant-select-selector'
			) as HTMLElement
		);
		await user.click( await screen.findByTitle( 'Checked in' ) );
		expect(
			await screen.findByText( 'Showing 1 - 3 of 3 attendees' )
		).toBeInTheDocument();
		expect( listRequests().at( -1 )?.query ).toMatchObject( {
			event_id: '7',
			ticket_status: 'used',
			paged: '1',
		} );
	} );

	it( "exports the event's attendees to a file named after it", async () => {
		givenUser( server, 'all' );
		URL.createObjectURL = jest.fn( () => 'blob:attendees' );
		URL.revokeObjectURL = jest.fn();
		const names: string[] = [];
		const click = jest
			.spyOn( HTMLAnchorElement.prototype, 'click' )
			.mockImplementation( function ( this: HTMLAnchorElement ) {
				names.push( this.download );
			} );
		server.on( 'GET', '/eventin/v2/attendees/export', () => ( {
			text: 'Ticket ID,Name\n',
			headers: { 'X-WP-Total': '0' },
		} ) );
		try {
			renderApp( '/attendees/event/7' );
			await screen.findByText( 'Showing 1 - 7 of 7 attendees' );
			await user.click(
				button(
					document.querySelector(
						'.eventin-list-page__toolbar'
					) as HTMLElement,
					'Export CSV'
				)
			);
			await waitFor( () => expect( names ).toHaveLength( 1 ) );
		} finally {
			click.mockRestore();
		}
		expect( names[ 0 ] ).toBe( csvFileName( 'attendees-event-7' ) );
		expect(
			server.requests.find(
				( r ) => r.path === '/eventin/v2/attendees/export'
			)?.query.event_id
		).toBe( '7' );
	} );
} );
