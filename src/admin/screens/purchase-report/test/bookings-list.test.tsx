/**
 * External dependencies
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import {
	chooseOption,
	openRowMenu,
	pickDateRange,
	rowOf,
} from '../../../../../tests/js/queries';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { SEARCH_DEBOUNCE_MS } from '../../../../components/list-page';
import type { Booking } from '../../../../data/bookings';
import { anEvent, serveEvents } from '../../events/test/fixtures/events';
import {
	aBooking,
	bookingListQueries,
	serveBookings,
} from './fixtures/bookings';

let server: FakeServer;
let bookings: Booking[];
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const FIRST_PAGE = { paged: '1', per_page: '10' };

/**
 * Picks a status in the status filter.
 *
 * @param label Option label.
 */
const chooseStatus = ( label: string ) =>
	chooseOption(
		user,
		document.querySelector(
			'.eventin-bookings__status-filter'
		) as HTMLElement,
		label
	);

/**
 * Texts of a row's cells, in column order.
 *
 * @param row Table row.
 */
const cellTexts = ( row: HTMLElement ) =>
	Array.from( row.querySelectorAll( 'td' ), ( cell ) => cell.textContent );

/**
 * The column titles of the table.
 */
const columnTitles = () =>
	Array.from(
		document.querySelectorAll( '.eventin-bookings thead th' ),
		( cell ) => cell.textContent
	);

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	window.eventinBoot = { timezone: 'Asia/Dhaka' };
	bookings = [];
	serveBookings( server, () => bookings );
} );

afterEach( () => {
	delete window.eventinBoot;
} );

describe( 'bookings table', () => {
	it( 'shows every column of a booking, the total in its currency and the date in site time', async () => {
		bookings = [
			aBooking( {
				id: 42,
				first_name: 'Ana',
				last_name: 'Silva',
				email: 'ana@example.org',
				event_title: 'Jazz night',
				tickets: [
					{ slug: 'vip', name: 'VIP', quantity: 2, price: 100 },
					{ slug: 'std', name: 'Standard', quantity: 1, price: 50 },
				],
				total_price: 1250,
				currency: 'USD',
				payment_method: 'stripe',
				status: 'completed',
				// 02:30 on the 21st in Dhaka (UTC+6).
				date: '2026-11-20T20:30:00Z',
			} ),
			aBooking( {
				id: 41,
				first_name: '',
				last_name: '',
				email: 'anon@example.org',
				total_price: 12.5,
				currency: 'EUR',
				payment_method: '',
				status: 'pending',
			} ),
		];
		renderApp( '/purchase-report' );

		expect( await rowOf( '#42' ) ).toBeInTheDocument();
		expect( columnTitles() ).toEqual( [
			'Booking',
			'Customer',
			'Event',
			'Tickets',
			'Total',
			'Payment method',
			'Status',
			'Date',
			'Actions',
		] );
		expect( cellTexts( await rowOf( '#42' ) ) ).toEqual( [
			'#42',
			'Ana Silvaana@example.org',
			'Jazz night',
			'2 × VIP, 1 × Standard',
			'$1,250.00',
			'Stripe',
			'Completed',
			'Nov 21, 2026, 2:30 AM',
			'Details',
		] );
		// No name: the e-mail stands in; no method: a dash.
		const second = cellTexts( await rowOf( '#41' ) );
		expect( second[ 1 ] ).toBe( 'anon@example.organon@example.org' );
		expect( second[ 4 ] ).toBe( '€12.50' );
		expect( second[ 5 ] ).toBe( '—' );
		expect( second[ 6 ] ).toBe( 'Pending' );
		expect(
			screen.getByText( 'Showing 1 - 2 of 2 bookings' )
		).toBeInTheDocument();
		// The event links to its own bookings.
		expect( screen.getAllByText( 'Jazz night' )[ 0 ] ).toHaveAttribute(
			'href',
			'#/purchase-report/3'
		);
		expect( bookingListQueries( server ) ).toEqual( [ FIRST_PAGE ] );
	} );

	it( 'tags each status with its label and colour class', async () => {
		bookings = (
			[
				'completed',
				'pending',
				'failed',
				'refunded',
				'cancelled',
			] as const
		 ).map( ( status, index ) => aBooking( { id: index + 1, status } ) );
		renderApp( '/purchase-report' );
		const tag = async ( id: number ) =>
			( await rowOf( `#${ id }` ) ).querySelector(
				'.eventin-bookings__status'
			) as HTMLElement;
		expect( await tag( 1 ) ).toHaveClass( 'is-completed' );
		expect( await tag( 2 ) ).toHaveClass( 'is-pending' );
		expect( await tag( 3 ) ).toHaveClass( 'is-failed' );
		expect( await tag( 4 ) ).toHaveClass( 'is-refunded' );
		expect( await tag( 5 ) ).toHaveClass( 'is-cancelled' );
		expect( ( await tag( 4 ) ).textContent ).toBe( 'Refunded' );
		expect( ( await tag( 5 ) ).textContent ).toBe( 'Cancelled' );
	} );

	it( 'names an event without a title (deleted since) by its number', async () => {
		bookings = [ aBooking( { id: 9, event_id: 41, event_title: '' } ) ];
		renderApp( '/purchase-report' );
		const link = within( await rowOf( '#9' ) ).getByRole( 'link', {
			name: 'Event #41',
		} );
		expect( link ).toHaveAttribute( 'href', '#/purchase-report/41' );
	} );

	it( 'pages through the bookings', async () => {
		bookings = Array.from( { length: 23 }, ( _, index ) =>
			aBooking( { id: 100 - index } )
		);
		renderApp( '/purchase-report' );
		await screen.findByText( 'Showing 1 - 10 of 23 bookings' );
		await user.click( screen.getByTitle( '3' ) );
		await screen.findByText( 'Showing 21 - 23 of 23 bookings' );
		expect( await rowOf( '#78' ) ).toBeInTheDocument();
		expect( bookingListQueries( server ).at( -1 ) ).toEqual( {
			paged: '3',
			per_page: '10',
		} );
	} );

	it( 'says so when there are no bookings', async () => {
		renderApp( '/purchase-report' );
		expect(
			await screen.findByText( 'No bookings yet.' )
		).toBeInTheDocument();
	} );

	it( 'shows the server message when the list fails', async () => {
		server.on( 'GET', '/eventin/v2/orders', () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to see bookings.',
				data: { status: 403 },
			},
		} ) );
		renderApp( '/purchase-report' );
		expect(
			await screen.findByText(
				'Sorry, you are not allowed to see bookings.'
			)
		).toBeInTheDocument();
	} );
} );

describe( 'filters', () => {
	beforeEach( () => {
		bookings = [
			aBooking( { id: 3, status: 'pending', email: 'bo@example.org' } ),
			aBooking( { id: 2, status: 'completed', first_name: 'Carla' } ),
			aBooking( { id: 1, status: 'refunded' } ),
		];
	} );

	it( 'sends the status filter and starts again at page 1', async () => {
		bookings = Array.from( { length: 15 }, ( _, index ) =>
			aBooking( {
				id: index + 1,
				status: index % 2 ? 'pending' : 'completed',
			} )
		);
		renderApp( '/purchase-report' );
		await screen.findByText( 'Showing 1 - 10 of 15 bookings' );
		await user.click( screen.getByTitle( '2' ) );
		await screen.findByText( 'Showing 11 - 15 of 15 bookings' );

		await chooseStatus( 'Pending' );
		await screen.findByText( 'Showing 1 - 7 of 7 bookings' );
		expect( bookingListQueries( server ).at( -1 ) ).toEqual( {
			status: 'pending',
			...FIRST_PAGE,
		} );

		await chooseStatus( 'All statuses' );
		await screen.findByText( 'Showing 1 - 10 of 15 bookings' );
		expect( bookingListQueries( server ).at( -1 ) ).toEqual( FIRST_PAGE );
	} );

	it( 'searches by customer once the typing stops', async () => {
		renderApp( '/purchase-report' );
		await screen.findByText( 'Showing 1 - 3 of 3 bookings' );
		jest.useFakeTimers();
		try {
			const typist = userEvent.setup( {
				advanceTimers: jest.advanceTimersByTime,
				pointerEventsCheck: 0,
			} );
			await typist.type(
				screen.getByPlaceholderText(
					'Search by customer name or email'
				),
				'carla'
			);
			await act( async () => {
				jest.advanceTimersByTime( SEARCH_DEBOUNCE_MS - 100 );
			} );
			expect( bookingListQueries( server ) ).toHaveLength( 1 );
			await act( async () => {
				jest.advanceTimersByTime( 100 );
			} );
			await waitFor( () =>
				expect( bookingListQueries( server ) ).toHaveLength( 2 )
			);
		} finally {
			jest.useRealTimers();
		}
		await screen.findByText( 'Showing 1 - 1 of 1 bookings' );
		expect( await rowOf( '#2' ) ).toBeInTheDocument();
		// One request for the whole word, not one per key.
		expect( bookingListQueries( server ) ).toEqual( [
			FIRST_PAGE,
			{ search: 'carla', ...FIRST_PAGE },
		] );
	} );

	it( 'sends a date range picked in the calendar', async () => {
		renderApp( '/purchase-report' );
		await screen.findByText( 'Showing 1 - 3 of 3 bookings' );
		const month = dayjs().startOf( 'month' );
		const start = month.date( 10 ).format( 'YYYY-MM-DD' );
		const end = month.date( 12 ).format( 'YYYY-MM-DD' );
		await pickDateRange( user, start, end );

		await waitFor( () =>
			expect( bookingListQueries( server ).at( -1 ) ).toEqual( {
				start_date: start,
				end_date: end,
				...FIRST_PAGE,
			} )
		);
	} );
} );

describe( "one event's bookings", () => {
	beforeEach( () => {
		bookings = [
			aBooking( { id: 7, event_id: 3, event_title: 'Jazz night' } ),
			aBooking( { id: 8, event_id: 4, event_title: 'Workshop' } ),
		];
		server.on( 'GET', '/eventin/v2/events/4', () => ( {
			body: { id: 4, title: 'Workshop: React in a day' },
		} ) );
	} );

	it( "lists only the event's bookings under its title, without the Event column", async () => {
		renderApp( '/purchase-report/4' );
		expect(
			await screen.findByText( 'Bookings: Workshop: React in a day' )
		).toBeInTheDocument();
		expect( await rowOf( '#8' ) ).toBeInTheDocument();
		expect( screen.queryByText( '#7' ) ).toBeNull();
		expect( columnTitles() ).not.toContain( 'Event' );
		expect( bookingListQueries( server ) ).toEqual( [
			{ event_id: '4', ...FIRST_PAGE },
		] );
	} );

	it( 'keeps the event when filtering, and takes the title from the bookings without the event permission', async () => {
		givenUser( server, [ 'etn_manage_order' ] );
		renderApp( '/purchase-report/4' );
		expect(
			await screen.findByText( 'Bookings: Workshop' )
		).toBeInTheDocument();
		expect(
			server.requests.some( ( r ) => r.path === '/eventin/v2/events/4' )
		).toBe( false );
		await chooseStatus( 'Completed' );
		await waitFor( () =>
			expect( bookingListQueries( server ).at( -1 ) ).toEqual( {
				event_id: '4',
				status: 'completed',
				...FIRST_PAGE,
			} )
		);
	} );

	it( 'names the event by its id when nothing gives its title', async () => {
		givenUser( server, [ 'etn_manage_order' ] );
		renderApp( '/purchase-report/9' );
		expect(
			await screen.findByText( 'No bookings for this event yet.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Bookings of event #9' )
		).toBeInTheDocument();
	} );

	it( "opens from the event list's Bookings action", async () => {
		serveEvents( server, () => [
			anEvent( { id: 4, title: 'Workshop: React in a day' } ),
		] );
		renderApp( '/events' );
		await openRowMenu( user, await rowOf( 'Workshop: React in a day' ) );
		await user.click( await screen.findByText( 'Bookings' ) );
		expect( await rowOf( '#8' ) ).toBeInTheDocument();
		expect( window.location.hash ).toBe( '#/purchase-report/4' );
	} );
} );

describe( 'export', () => {
	it( "downloads the CSV of the current filter, the event's included", async () => {
		bookings = [ aBooking( { id: 8, event_id: 4, status: 'pending' } ) ];
		const csv =
			'Booking ID,Date,First name,Last name,Email\n8,2026-11-20,Ana,Silva,ana8@example.org\n';
		server.on( 'GET', '/eventin/v2/orders/export', () => ( {
			text: csv,
			headers: { 'Content-Type': 'text/csv', 'X-WP-Total': '1' },
		} ) );
		let saved: { name: string; blob: Blob } | undefined;
		let blob: Blob | undefined;
		URL.createObjectURL = jest.fn( ( value: Blob ) => {
			blob = value;
			return 'blob:bookings';
		} );
		URL.revokeObjectURL = jest.fn();
		const click = jest
			.spyOn( HTMLAnchorElement.prototype, 'click' )
			.mockImplementation( function ( this: HTMLAnchorElement ) {
				saved = { name: this.download, blob: blob as Blob };
			} );
		try {
			renderApp( '/purchase-report/4' );
			await rowOf( '#8' );
			await chooseStatus( 'Pending' );
			await screen.findByText( 'Showing 1 - 1 of 1 bookings' );
			await user.click( screen.getByText( 'Export CSV' ) );
			await waitFor( () => expect( saved ).toBeDefined() );
			// The click took focus from the status select, which resets its
			// focus state on a 10 ms timer (rc-select): let it run here.
			await waitFor( () =>
				expect(
					document.querySelector(
						'.eventin-bookings__status-filter .ant-select-focused, .eventin-bookings__status-filter.ant-select-focused'
					)
				).toBeNull()
			);
		} finally {
			click.mockRestore();
		}
		const exports = server.requests
			.filter( ( r ) => r.path === '/eventin/v2/orders/export' )
			.map( ( { query: { _locale: locale, ...query } } ) => query );
		expect( exports ).toEqual( [
			{ event_id: '4', status: 'pending', paged: '1', per_page: '2000' },
		] );
		expect( saved?.name ).toMatch(
			/^bookings-event-4-\d{4}-\d{2}-\d{2}\.csv$/
		);
		const text = await new Promise< string >( ( resolve ) => {
			const reader = new FileReader();
			reader.onload = () => resolve( String( reader.result ) );
			reader.readAsText( saved?.blob as Blob );
		} );
		expect( text ).toBe( csv );
	} );
} );
