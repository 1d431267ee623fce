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
	pickDateRange,
	rowOf,
} from '../../../../../tests/js/queries';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { withInlineComputedStyle } from '../../../../../tests/js/inline-computed-style';
import { SEARCH_DEBOUNCE_MS } from '../../../../components/list-page';
import type { Event } from '../../../../data/events';
import { anEvent, listRequests, serveEvents } from './fixtures/events';

let server: FakeServer;
let events: Event[];
// antd's CSS-in-JS makes jsdom's getComputedStyle slow; the pointer-events check is not what we test.
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const LOCATION_PROBLEM =
	"There's a problem with this event's location. Kindly remove the location and save it again.";

/**
 * Picks an option of an antd Select.
 *
 * @param select The select's root element.
 * @param label  Option label.
 */
const choose = ( select: HTMLElement, label: string ) =>
	chooseOption( user, select, label );

withInlineComputedStyle();

const statusSelect = () =>
	document.querySelector( '.eventin-events__status-filter' ) as HTMLElement;

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	events = [];
	serveEvents( server, () => events );
} );

describe( 'event list columns', () => {
	it( 'shows the title as a link to the editor, the location and the start with its GMT offset', async () => {
		events = [
			anEvent( {
				id: 7,
				title: 'Dhaka Tech Summit',
				timezone: 'Asia/Dhaka',
			} ),
			anEvent( {
				id: 8,
				title: 'Remote Meetup',
				timezone: 'UTC-3:30',
				start_date: '2025-07-01',
				start_time: '18:30',
				location: {
					type: 'online',
					address: '',
					online_link: 'https://meet.example.org/abc',
				},
			} ),
			anEvent( {
				id: 9,
				title: 'New York Gala',
				timezone: 'America/New_York',
				start_date: '2025-07-15',
				start_time: '19:00',
			} ),
		];
		renderApp( '/events' );

		const summit = await rowOf( 'Dhaka Tech Summit' );
		expect( screen.getByText( 'Dhaka Tech Summit' ) ).toHaveAttribute(
			'href',
			'#/events/create/7/basic'
		);
		expect( summit ).toHaveTextContent( 'Gulshan Avenue, Dhaka' );
		expect( summit ).toHaveTextContent(
			/Mar 10, 2025,? 10:00\sAM \(GMT\+06:00\)/
		);

		const meetup = await rowOf( 'Remote Meetup' );
		expect( meetup ).toHaveTextContent( 'https://meet.example.org/abc' );
		expect( meetup ).toHaveTextContent(
			/Jul 1, 2025,? 6:30\sPM \(GMT-03:30\)/
		);

		// Daylight saving time on the event's date.
		expect( await rowOf( 'New York Gala' ) ).toHaveTextContent(
			'(GMT-04:00)'
		);
		expect(
			screen.getByText( 'Showing 1 - 3 of 3 events' )
		).toBeInTheDocument();
	} );

	it( 'shows the recurrence badges', async () => {
		events = [
			anEvent( {
				id: 1,
				title: 'Weekly yoga',
				recurring_enabled: 'yes',
			} ),
			anEvent( {
				id: 2,
				title: 'Weekly yoga, week 2',
				parent: 1,
				recurring_enabled: 'yes',
			} ),
			anEvent( { id: 3, title: 'One-off talk' } ),
		];
		renderApp( '/events' );

		const parent = await rowOf( 'Weekly yoga' );
		expect(
			within( parent ).getByText( 'Recurring Parent' )
		).toBeInTheDocument();
		expect(
			within( parent ).queryByText( 'Recurrence' )
		).not.toBeInTheDocument();

		const child = await rowOf( 'Weekly yoga, week 2' );
		expect( within( child ).getByText( 'Recurrence' ) ).toBeInTheDocument();
		expect(
			within( child ).queryByText( 'Recurring Parent' )
		).not.toBeInTheDocument();

		const single = await rowOf( 'One-off talk' );
		expect( single ).not.toHaveTextContent( 'Recurrence' );
		expect( single ).not.toHaveTextContent( 'Recurring Parent' );
	} );

	it( 'shows sold / total with ∞ for unlimited tickets and a progress bar', async () => {
		events = [
			anEvent( {
				id: 1,
				title: 'Limited',
				sold_tickets: 25,
				total_ticket: 100,
			} ),
			anEvent( {
				id: 2,
				title: 'Unlimited',
				sold_tickets: 12,
				total_ticket: -1,
			} ),
			anEvent( {
				id: 3,
				title: 'Sold out',
				sold_tickets: 40,
				total_ticket: 40,
			} ),
		];
		renderApp( '/events' );

		const limited = await rowOf( 'Limited' );
		expect( within( limited ).getByText( '25 / 100' ) ).toBeInTheDocument();
		const bar = within( limited ).getByLabelText(
			'25 of 100 tickets sold'
		);
		expect( bar ).toHaveAttribute( 'role', 'progressbar' );
		expect( bar ).toHaveAttribute( 'aria-valuenow', '25' );

		const unlimited = await rowOf( 'Unlimited' );
		expect( within( unlimited ).getByText( '12 / ∞' ) ).toBeInTheDocument();
		expect(
			within( unlimited ).getByLabelText( '12 of ∞ tickets sold' )
		).toHaveAttribute( 'aria-valuenow', '0' );

		const soldOut = await rowOf( 'Sold out' );
		expect(
			within( soldOut ).getByLabelText( '40 of 40 tickets sold' )
		).toHaveAttribute( 'aria-valuenow', '100' );
	} );

	it( 'colours the status tag by status', async () => {
		events = [
			anEvent( { id: 1, title: 'A draft', status: 'draft' } ),
			anEvent( { id: 2, title: 'Happening', status: 'ongoing' } ),
			anEvent( { id: 3, title: 'Soon', status: 'upcoming' } ),
			anEvent( { id: 4, title: 'Over', status: 'expired' } ),
		];
		renderApp( '/events' );

		const tagOf = async ( title: string, label: string ) =>
			within( await rowOf( title ) )
				.getByText( label )
				.closest( '.ant-tag' );
		expect( await tagOf( 'A draft', 'Draft' ) ).not.toHaveClass(
			'ant-tag-success',
			'ant-tag-processing',
			'ant-tag-error'
		);
		expect( await tagOf( 'Happening', 'Ongoing' ) ).toHaveClass(
			'ant-tag-success'
		);
		expect( await tagOf( 'Soon', 'Upcoming' ) ).toHaveClass(
			'ant-tag-processing'
		);
		expect( await tagOf( 'Over', 'Expired' ) ).toHaveClass(
			'ant-tag-error'
		);
	} );

	it( 'warns about a malformed location in a tooltip', async () => {
		events = [
			anEvent( {
				id: 1,
				title: 'Broken place',
				location: { type: 'offline', address: 'a:1:{s:7:"address"' },
				location_valid: false,
			} ),
			anEvent( { id: 2, title: 'Fine place' } ),
		];
		renderApp( '/events' );

		const broken = await rowOf( 'Broken place' );
		expect(
			screen.queryByText( LOCATION_PROBLEM )
		).not.toBeInTheDocument();
		await user.hover(
			broken.querySelector(
				'.eventin-events__location.is-invalid'
			) as HTMLElement
		);
		expect(
			await screen.findByText( LOCATION_PROBLEM )
		).toBeInTheDocument();
		expect(
			( await rowOf( 'Fine place' ) ).querySelector( '.is-invalid' )
		).toBeNull();
	} );

	it( 'offers Edit, and Scan Ticket only with the scan permission', async () => {
		events = [ anEvent( { id: 5, title: 'Concert' } ) ];
		givenUser( server, [ 'etn_manage_event' ] );
		renderApp( '/events' );
		const row = await rowOf( 'Concert' );
		expect( within( row ).getByText( 'Edit' ) ).toBeInTheDocument();
		expect( within( row ).queryByText( 'Scan Ticket' ) ).toBeNull();

		await user.click( within( row ).getByText( 'Edit' ) );
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/events/create/5/basic' )
		);
	} );

	it( 'scans tickets from the row with the scan permission', async () => {
		events = [ anEvent( { id: 5, title: 'Concert' } ) ];
		givenUser( server, [ 'etn_manage_event', 'etn_manage_qr_scan' ] );
		renderApp( '/events' );
		const boot = window.eventinBoot;
		window.eventinBoot = {
			...boot,
			scannerUrl: 'https://example.org/ticket-scanner/',
		};
		const open = jest.spyOn( window, 'open' ).mockReturnValue( null );
		try {
			const row = await rowOf( 'Concert' );
			await user.click( within( row ).getByText( 'Scan Ticket' ) );
			expect( open ).toHaveBeenCalledWith(
				'https://example.org/ticket-scanner/?event_id=5',
				'_blank',
				'noopener'
			);
		} finally {
			open.mockRestore();
			window.eventinBoot = boot;
		}
	} );
} );

describe( 'event list states', () => {
	it( 'shows a call to action when there are no events at all', async () => {
		renderApp( '/events' );
		const panel = ( await screen.findByText( 'No events yet' ) ).closest(
			'.eventin-events__empty'
		) as HTMLElement;
		await user.click( within( panel ).getByText( 'Add New Event' ) );
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/events/create' )
		);
	} );

	it( 'says nothing matches when filters exclude every event', async () => {
		events = [ anEvent( { id: 1, title: 'Soon', status: 'upcoming' } ) ];
		renderApp( '/events' );
		await rowOf( 'Soon' );
		await choose( statusSelect(), 'Draft' );
		expect(
			await screen.findByText( 'Nothing matches these filters.' )
		).toBeInTheDocument();
		expect( screen.queryByText( 'No events yet' ) ).not.toBeInTheDocument();
	} );

	it( 'shows a load error with a retry', async () => {
		let fail = true;
		server.on( 'GET', '/eventin/v2/events', () =>
			fail
				? {
						status: 500,
						body: {
							code: 'db_error',
							message: 'Database went away.',
						},
				  }
				: {
						body: {
							items: [ anEvent( { title: 'Back again' } ) ],
							total_items: 1,
						},
				  }
		);
		renderApp( '/events' );
		expect(
			await screen.findByText( 'Database went away.' )
		).toBeInTheDocument();
		fail = false;
		await user.click( screen.getByText( 'Try again' ) );
		expect( await screen.findByText( 'Back again' ) ).toBeInTheDocument();
	} );
} );

describe( 'event list filters', () => {
	beforeEach( () => {
		events = Array.from( { length: 25 }, ( _, i ) =>
			anEvent( {
				id: i + 1,
				title: i % 2 ? `Jazz night ${ i + 1 }` : `Book club ${ i + 1 }`,
				status: i < 5 ? 'expired' : 'upcoming',
			} )
		);
	} );

	it( 'asks for all statuses, page 1 of 10 first', async () => {
		renderApp( '/events' );
		expect(
			await screen.findByText( 'Showing 1 - 10 of 25 events' )
		).toBeInTheDocument();
		expect( listRequests( server ).map( ( r ) => r.query ) ).toEqual( [
			{ status: 'all', paged: '1', per_page: '10' },
		] );
	} );

	it( 'pages with a page-size changer', async () => {
		renderApp( '/events' );
		await screen.findByText( 'Showing 1 - 10 of 25 events' );
		await user.click( screen.getByTitle( '3' ) );
		expect(
			await screen.findByText( 'Showing 21 - 25 of 25 events' )
		).toBeInTheDocument();
		await choose(
			document.querySelector( '.ant-pagination-options' ) as HTMLElement,
			'20 / page'
		);
		await waitFor( () =>
			expect( listRequests( server ).at( -1 )?.query ).toMatchObject( {
				per_page: '20',
			} )
		);
	} );

	it( 'sends status=past for Expired and resets paging to page 1 of 10', async () => {
		renderApp( '/events' );
		await screen.findByText( 'Showing 1 - 10 of 25 events' );
		await choose(
			document.querySelector( '.ant-pagination-options' ) as HTMLElement,
			'20 / page'
		);
		await screen.findByText( 'Showing 1 - 20 of 25 events' );
		await user.click( screen.getByTitle( '2' ) );
		await screen.findByText( 'Showing 21 - 25 of 25 events' );

		await choose( statusSelect(), 'Expired' );
		expect(
			await screen.findByText( 'Showing 1 - 5 of 5 events' )
		).toBeInTheDocument();
		expect( listRequests( server ).at( -1 )?.query ).toEqual( {
			status: 'past',
			paged: '1',
			per_page: '10',
		} );
	} );

	it.each( [
		[ 'Draft', 'draft' ],
		[ 'Ongoing', 'ongoing' ],
		[ 'Upcoming', 'upcoming' ],
	] )( 'sends the status %s as %s', async ( label, value ) => {
		renderApp( '/events' );
		await screen.findByText( 'Showing 1 - 10 of 25 events' );
		await choose( statusSelect(), label );
		await waitFor( () =>
			expect( listRequests( server ).at( -1 )?.query.status ).toBe(
				value
			)
		);
	} );

	it( 'goes back to every status with All', async () => {
		renderApp( '/events' );
		await screen.findByText( 'Showing 1 - 10 of 25 events' );
		await choose( statusSelect(), 'Expired' );
		await screen.findByText( 'Showing 1 - 5 of 5 events' );
		await choose( statusSelect(), 'All' );
		// status=all was asked for first; the store still holds that page.
		expect(
			await screen.findByText( 'Showing 1 - 10 of 25 events' )
		).toBeInTheDocument();
		expect( listRequests( server ).map( ( r ) => r.query.status ) ).toEqual(
			[ 'all', 'past' ]
		);
	} );

	it( 'debounces the search by 500 ms and sends it as search_keyword', async () => {
		renderApp( '/events' );
		await screen.findByText( 'Showing 1 - 10 of 25 events' );
		await user.click( screen.getByTitle( '2' ) );
		await screen.findByText( 'Showing 11 - 20 of 25 events' );

		jest.useFakeTimers();
		try {
			const before = listRequests( server ).length;
			const typing = userEvent.setup( {
				pointerEventsCheck: 0,
				advanceTimers: jest.advanceTimersByTime,
			} );
			await typing.type(
				screen.getByPlaceholderText( 'Search event by name' ),
				'jazz'
			);
			await act( async () => {
				jest.advanceTimersByTime( SEARCH_DEBOUNCE_MS - 100 );
			} );
			expect( listRequests( server ) ).toHaveLength( before );
			await act( async () => {
				jest.advanceTimersByTime( 100 );
			} );
			await waitFor( () =>
				expect( listRequests( server ).length ).toBe( before + 1 )
			);
			expect( listRequests( server ).at( -1 )?.query ).toEqual( {
				status: 'all',
				search_keyword: 'jazz',
				paged: '1',
				per_page: '10',
			} );
		} finally {
			jest.useRealTimers();
		}
		expect(
			await screen.findByText( 'Showing 1 - 10 of 12 events' )
		).toBeInTheDocument();
	} );

	it( 'filters by a date range picked in the calendar, loaded on demand', async () => {
		renderApp( '/events' );
		await screen.findByText( 'Showing 1 - 10 of 25 events' );
		await user.click( screen.getByTitle( '2' ) );
		await screen.findByText( 'Showing 11 - 20 of 25 events' );
		expect( document.querySelector( '.ant-picker' ) ).toBeNull();

		const month = dayjs().startOf( 'month' );
		const start = month.date( 10 ).format( 'YYYY-MM-DD' );
		const end = month.date( 12 ).format( 'YYYY-MM-DD' );
		await pickDateRange( user, start, end );

		await waitFor( () =>
			expect( listRequests( server ).at( -1 )?.query ).toEqual( {
				status: 'all',
				start_date: start,
				end_date: end,
				paged: '1',
				per_page: '10',
			} )
		);
	} );
} );
