/**
 * The overview (#/dashboard), rendered in the whole app against the fake
 * server: its cards, its chart, who sees sales, empty states and errors.
 */

/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { withInlineComputedStyle } from '../../../../../tests/js/inline-computed-style';
import { givenOverview } from '../../../../../tests/js/overview';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import type { Overview, SalesDay } from '../../../../data/overview';

let server: FakeServer;

withInlineComputedStyle();

/**
 * 30 days from 2026-02-08 to 2026-03-09, with sales on three of them.
 */
function salesDays(): SalesDay[] {
	const days: SalesDay[] = [];
	for ( let n = 0; n < 30; n++ ) {
		const date = new Date( Date.UTC( 2026, 1, 8 + n ) )
			.toISOString()
			.slice( 0, 10 );
		days.push( { date, tickets: 0, revenue: 0 } );
	}
	days[ 0 ] = { ...days[ 0 ], tickets: 3, revenue: 75 };
	days[ 28 ] = { ...days[ 28 ], tickets: 12, revenue: 300 };
	days[ 29 ] = { ...days[ 29 ], tickets: 1, revenue: 25.5 };
	return days;
}

const OVERVIEW: Overview = {
	upcoming: [
		{
			id: 12,
			title: 'Spring Conference',
			start_date: '2026-03-12',
			start_time: '10:00',
			timezone: 'America/New_York',
			sold_tickets: 3,
			total_ticket: 40,
			link: 'https://example.test/events/spring-conference/',
		},
		{
			id: 14,
			title: 'Open Day',
			start_date: '2026-04-02',
			start_time: '',
			timezone: 'America/New_York',
			sold_tickets: 7,
			total_ticket: -1,
			link: 'https://example.test/events/open-day/',
		},
		{
			id: 15,
			title: 'Date to be announced',
			start_date: '',
			start_time: '',
			timezone: 'America/New_York',
			sold_tickets: 0,
			total_ticket: 20,
			link: 'https://example.test/events/date-to-be-announced/',
		},
	],
	ongoing: [],
	sales: salesDays(),
	currency: 'USD',
	checkins_today: 4,
	next_event: {
		id: 12,
		title: 'Spring Conference',
		start: '2026-03-12T14:00:00Z',
		link: 'https://example.test/events/spring-conference/',
		checked_in: 2,
		total: 5,
	},
};

const EMPTY: Overview = {
	upcoming: [],
	ongoing: [],
	sales: salesDays().map( ( day ) => ( {
		...day,
		tickets: 0,
		revenue: 0,
	} ) ),
	currency: 'USD',
	checkins_today: 0,
	next_event: null,
};

beforeEach( () => {
	server = installFakeServer();
	server.on( 'GET', '/eventin/v2/events', () => ( {
		body: { items: [], total_items: 0 },
	} ) );
} );

describe( 'the overview', () => {
	it( 'shows upcoming events with their dates and sales, linked to the editor', async () => {
		givenUser( server, 'all' );
		givenOverview( server, OVERVIEW );
		renderApp( '/dashboard' );

		const upcoming = (
			await screen.findByText( 'Upcoming events' )
		).closest( '.eventin-overview__card' ) as HTMLElement;
		const link = within( upcoming ).getByRole( 'link', {
			name: 'Spring Conference',
		} );
		expect( link ).toHaveAttribute( 'href', '#/events/create/12/basic' );
		expect( within( upcoming ).getByText( /Mar 12, 2026/ ) ).toBeVisible();
		expect( within( upcoming ).getByText( '3 / 40 sold' ) ).toBeVisible();
		expect( within( upcoming ).getByText( '7 / ∞ sold' ) ).toBeVisible();
		expect( within( upcoming ).getByText( 'No date yet' ) ).toBeVisible();

		fireEvent.click( link );
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/events/create/12/basic' )
		);
	} );

	it( 'shows check-ins today and the next event’s check-in progress', async () => {
		givenUser( server, 'all' );
		givenOverview( server, OVERVIEW );
		renderApp( '/dashboard' );

		const today = ( await screen.findByText( 'Check-ins today' ) ).closest(
			'.eventin-overview__card'
		) as HTMLElement;
		expect( within( today ).getByText( '4' ) ).toBeVisible();

		const progress = screen
			.getByText( 'Check-in progress' )
			.closest( '.eventin-overview__card' ) as HTMLElement;
		expect(
			within( progress ).getByText( '2 of 5 checked in' )
		).toBeVisible();
		expect( within( progress ).getByRole( 'progressbar' ) ).toHaveAttribute(
			'aria-valuenow',
			'40'
		);
		// An administrator may open the event's attendees.
		expect(
			within( progress ).getByRole( 'link', {
				name: 'Spring Conference',
			} )
		).toHaveAttribute( 'href', '#/attendees/event/12' );
	} );

	it( 'charts tickets sold and revenue over 30 days, with the numbers for screen readers', async () => {
		givenUser( server, [ 'etn_manage_event', 'etn_manage_order' ] );
		givenOverview( server, OVERVIEW );
		renderApp( '/dashboard' );

		expect(
			await screen.findByRole( 'img', {
				name: 'Tickets sold from Feb 8 to Mar 9: 16 in total, highest 12 on Mar 8.',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'img', {
				name: 'Revenue from Feb 8 to Mar 9: $400.50 in total, highest $300.00 on Mar 8.',
			} )
		).toBeInTheDocument();
		const table = screen.getByRole( 'table', { name: 'Revenue' } );
		expect( within( table ).getAllByRole( 'row' ) ).toHaveLength( 31 );
		expect(
			within( table ).getByRole( 'rowheader', { name: 'Mar 9' } )
				.nextSibling?.textContent
		).toBe( '$25.50' );
	} );

	it( 'leaves sales out for a user who may not see bookings', async () => {
		givenUser( server, [ 'etn_manage_event' ] );
		givenOverview( server, { ...OVERVIEW, sales: null } );
		renderApp( '/dashboard' );

		expect( await screen.findByText( 'Upcoming events' ) ).toBeVisible();
		expect( screen.queryByText( 'Sales, last 30 days' ) ).toBeNull();
		expect( screen.queryByRole( 'img' ) ).toBeNull();
		// Without the attendee permission the event is not a link to its attendees.
		const progress = screen
			.getByText( 'Check-in progress' )
			.closest( '.eventin-overview__card' ) as HTMLElement;
		expect( within( progress ).queryByRole( 'link' ) ).toBeNull();
		expect(
			within( progress ).getByText( 'Spring Conference' )
		).toBeVisible();
	} );

	it( 'says what to do when there is nothing to show yet', async () => {
		givenUser( server, 'all' );
		givenOverview( server, EMPTY );
		renderApp( '/dashboard' );

		expect(
			await screen.findByText(
				'No upcoming events. Create an event with a date and publish it to see it here.'
			)
		).toBeVisible();
		expect(
			screen.getByText( 'No event is under way right now.' )
		).toBeVisible();
		expect(
			screen.getByText(
				'No event is under way or coming up. Publish an event with a date to follow its check-ins here.'
			)
		).toBeVisible();
		expect(
			screen.getByText(
				'No paid bookings in the last 30 days. Tickets sold and revenue show here, day by day, once bookings are completed.'
			)
		).toBeVisible();
		expect(
			screen.getByText(
				'No ticket checked in since midnight. Check attendees in from the attendee list or with the ticket scanner.'
			)
		).toBeVisible();

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add New Event' } )
		);
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/events/create' )
		);
	} );

	it( 'fetches the figures afresh when the screen opens again, once', async () => {
		givenUser( server, 'all' );
		givenOverview( server, OVERVIEW );
		renderApp( '/dashboard' );
		const card = async () =>
			( await screen.findByText( 'Check-ins today' ) ).closest(
				'.eventin-overview__card'
			) as HTMLElement;
		expect( within( await card() ).getByText( '4' ) ).toBeVisible();

		givenOverview( server, { ...OVERVIEW, checkins_today: 9 } );
		act( () => {
			window.location.hash = '#/events';
		} );
		expect( await screen.findByText( 'No events yet' ) ).toBeVisible();
		const overviewRequests = () =>
			server.requests.filter(
				( request ) => request.path === '/eventin/v2/overview'
			);
		// Leaving the screen fetches nothing.
		expect( overviewRequests() ).toHaveLength( 1 );
		act( () => {
			window.location.hash = '#/dashboard';
		} );
		expect( await within( await card() ).findByText( '9' ) ).toBeVisible();
		expect( overviewRequests() ).toHaveLength( 2 );
	} );

	it( 'shows the server’s message when the overview cannot load', async () => {
		givenUser( server, 'all' );
		server.on( 'GET', '/eventin/v2/overview', () => ( {
			status: 500,
			body: {
				code: 'internal_server_error',
				message: 'The database is not answering.',
				data: { status: 500 },
			},
		} ) );
		renderApp( '/dashboard' );

		expect(
			await screen.findByText( 'Could not load the overview.' )
		).toBeVisible();
		expect(
			screen.getByText( 'The database is not answering.' )
		).toBeVisible();
	} );

	it( 'is denied to a user without the event permission', async () => {
		givenUser( server, [ 'etn_manage_order' ] );
		givenOverview( server, OVERVIEW );
		renderApp( '/dashboard' );

		expect(
			await screen.findByText( 'Access Denied! Redirecting...' )
		).toBeVisible();
		expect(
			server.requests.some( ( r ) => r.path === '/eventin/v2/overview' )
		).toBe( false );
	} );
} );
