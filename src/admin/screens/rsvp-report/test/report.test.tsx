/**
 * External dependencies
 */
import { act, screen, waitFor } from '@testing-library/react';
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
import { SEARCH_DEBOUNCE_MS } from '../../../../components/list-page';
import {
	aResponse,
	anRsvpEvent,
	queriesOf,
	serveRsvp,
	type RsvpServerState,
} from './fixtures/rsvp';

let server: FakeServer;
let state: RsvpServerState;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const FIRST_PAGE = { paged: '1', per_page: '10' };
const reportQueries = () => queriesOf( server, 'rsvp-report' );

/**
 * Texts of a row's cells, in column order.
 *
 * @param row Table row.
 */
const cellTexts = ( row: HTMLElement ) =>
	Array.from( row.querySelectorAll( 'td' ), ( cell ) => cell.textContent );

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	state = { events: [], responses: [] };
} );

describe( 'RSVP report', () => {
	it( 'lists the events with their counts, the limit or a dash, and links each to its responses', async () => {
		state.events = [
			anRsvpEvent( {
				id: 5,
				title: 'Jazz Night',
				start_date: '2026-12-04',
				limit: 50,
			} ),
			anRsvpEvent( {
				id: 6,
				title: 'Code Camp',
				start_date: '2026-10-01',
				limit: 0,
			} ),
		];
		state.responses = [
			aResponse( 101, 'Ann Lee', { people: 3 } ),
			aResponse( 102, 'Bo Chen', { status: 'maybe', people: 2 } ),
			aResponse( 103, 'Cy Diaz', { status: 'not_going' } ),
			aResponse( 104, 'Di Eze', { event_id: 6 } ),
		];
		serveRsvp( server, state );
		renderApp( '/rsvp-report' );

		expect(
			Array.from(
				( await rowOf( 'Jazz Night' ) )
					.closest( 'table' )
					?.querySelectorAll( 'thead th' ) ?? [],
				( cell ) => cell.textContent
			)
		).toEqual( [
			'Event',
			'Start date',
			'Going',
			'Not going',
			'Maybe',
			'Limit',
			'Responses',
		] );
		expect( cellTexts( await rowOf( 'Jazz Night' ) ) ).toEqual( [
			'Jazz Night',
			'Dec 4, 2026',
			'3',
			'1',
			'2',
			'50',
			'3',
		] );
		expect( cellTexts( await rowOf( 'Code Camp' ) ) ).toEqual( [
			'Code Camp',
			'Oct 1, 2026',
			'1',
			'0',
			'0',
			'—',
			'1',
		] );
		expect( screen.getByText( 'Jazz Night' ) ).toHaveAttribute(
			'href',
			'#/rsvp-report/5'
		);
		expect(
			screen.getByText( 'Showing 1 - 2 of 2 events' )
		).toBeInTheDocument();
		expect( reportQueries() ).toEqual( [ FIRST_PAGE ] );
	} );

	it( 'pages through the events', async () => {
		state.events = Array.from( { length: 23 }, ( _, index ) =>
			anRsvpEvent( {
				id: index + 1,
				title: `Event ${ index + 1 }`,
				start_date: `2026-01-${ String( index + 1 ).padStart(
					2,
					'0'
				) }`,
			} )
		);
		serveRsvp( server, state );
		renderApp( '/rsvp-report' );
		await screen.findByText( 'Showing 1 - 10 of 23 events' );
		expect( await rowOf( 'Event 23' ) ).toBeInTheDocument();
		await user.click( screen.getByTitle( '3' ) );
		await screen.findByText( 'Showing 21 - 23 of 23 events' );
		expect( await rowOf( 'Event 1' ) ).toBeInTheDocument();
		expect( reportQueries().at( -1 ) ).toEqual( {
			paged: '3',
			per_page: '10',
		} );
	} );

	it( 'searches by event name once the typing stops', async () => {
		state.events = [
			anRsvpEvent( { id: 5, title: 'Jazz Night' } ),
			anRsvpEvent( { id: 6, title: 'Code Camp' } ),
		];
		serveRsvp( server, state );
		renderApp( '/rsvp-report' );
		await screen.findByText( 'Showing 1 - 2 of 2 events' );
		jest.useFakeTimers();
		try {
			const typist = userEvent.setup( {
				advanceTimers: jest.advanceTimersByTime,
				pointerEventsCheck: 0,
			} );
			await typist.type(
				screen.getByPlaceholderText( 'Search event by name' ),
				'code'
			);
			await act( async () => {
				jest.advanceTimersByTime( SEARCH_DEBOUNCE_MS - 100 );
			} );
			expect( reportQueries() ).toHaveLength( 1 );
			await act( async () => {
				jest.advanceTimersByTime( 100 );
			} );
			await waitFor( () => expect( reportQueries() ).toHaveLength( 2 ) );
		} finally {
			jest.useRealTimers();
		}
		await screen.findByText( 'Showing 1 - 1 of 1 events' );
		expect( screen.queryByText( 'Jazz Night' ) ).toBeNull();
		expect( reportQueries() ).toEqual( [
			FIRST_PAGE,
			{ search: 'code', ...FIRST_PAGE },
		] );
	} );

	it( 'says how RSVP is turned on when no event takes it', async () => {
		serveRsvp( server, state );
		renderApp( '/rsvp-report' );
		expect( await screen.findByText( 'No RSVP yet' ) ).toBeInTheDocument();
		expect(
			screen.getByText(
				/RSVP is turned on for each event in the event editor/
			)
		).toBeInTheDocument();
	} );

	it( "shows the server's message when the report fails, and tries again", async () => {
		let fail = true;
		server.on( 'GET', '/eventin/v2/rsvp-report', () =>
			fail
				? {
						status: 500,
						body: {
							code: 'internal_error',
							message: 'The report could not be read.',
							data: { status: 500 },
						},
				  }
				: { body: { items: [], total_items: 0 } }
		);
		renderApp( '/rsvp-report' );
		expect(
			await screen.findByText( 'The report could not be read.' )
		).toBeInTheDocument();
		expect( screen.queryByText( 'No RSVP yet' ) ).toBeNull();
		fail = false;
		await user.click(
			button(
				document.querySelector(
					'.eventin-list-page__error'
				) as HTMLElement,
				'Try again'
			)
		);
		expect( await screen.findByText( 'No RSVP yet' ) ).toBeInTheDocument();
		expect( reportQueries() ).toHaveLength( 2 );
	} );

	it( 'says RSVP is off, and asks nothing of the server, while the module is off', async () => {
		givenUser( server, 'all', { modules: { rsvp: 'off' } } );
		serveRsvp( server, state );
		renderApp( '/rsvp-report' );
		expect(
			await screen.findByText( 'RSVP is turned off' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Open the settings' ) ).toHaveAttribute(
			'href',
			'#/settings'
		);
		expect( reportQueries() ).toHaveLength( 0 );
	} );

	it( 'reads the counts again when coming back from an event', async () => {
		state.events = [ anRsvpEvent( { id: 5, title: 'Jazz Night' } ) ];
		state.responses = [ aResponse( 101, 'Ann Lee', { people: 2 } ) ];
		serveRsvp( server, state );
		renderApp( '/rsvp-report' );
		await user.click( await screen.findByText( 'Jazz Night' ) );
		await rowOf( 'Ann Lee' );
		state.responses = [];
		await user.click( screen.getByText( 'All RSVP events' ) );
		await waitFor( () =>
			expect(
				cellTexts(
					screen
						.getByText( 'Jazz Night' )
						.closest( 'tr' ) as HTMLElement
				)[ 2 ]
			).toBe( '0' )
		);
		expect( reportQueries() ).toHaveLength( 2 );
	} );
} );
