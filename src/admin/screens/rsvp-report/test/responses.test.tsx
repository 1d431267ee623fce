/**
 * External dependencies
 */
import { act, screen, waitFor } from '@testing-library/react';
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
import { anEvent, serveEvents } from '../../events/test/fixtures/events';
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
const GOING = { status: 'going', ...FIRST_PAGE };
const responseQueries = () => queriesOf( server, 'rsvp-report/5' );

/**
 * Picks an answer in the answers filter.
 *
 * @param label Option label.
 */
const chooseAnswer = ( label: string ) =>
	chooseOption(
		user,
		document.querySelector( '.eventin-rsvp__answer-filter' ) as HTMLElement,
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
 * The texts of the counts under the title.
 */
const legend = () =>
	Array.from(
		document.querySelectorAll( '.eventin-rsvp__legend-item' ),
		( item ) => item.textContent
	);

/**
 * Widths of the bar's parts: going, maybe, not going.
 */
const barWidths = () =>
	Array.from(
		document.querySelectorAll< HTMLElement >( '.eventin-rsvp__bar-part' ),
		( part ) => part.style.width
	);

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	window.eventinBoot = { timezone: 'Asia/Dhaka' };
	state = {
		events: [ anRsvpEvent( { id: 5, title: 'Jazz Night', limit: 20 } ) ],
		responses: [
			aResponse( 101, 'Ann Lee', {
				people: 3,
				guests: [
					{ id: 1, name: 'Max Lee', email: 'max@example.org' },
					{ id: 2, name: 'Zoe Lee', email: '' },
				],
				// 02:30 on the 21st in Dhaka (UTC+6).
				date: '2026-11-20T20:30:00Z',
			} ),
			aResponse( 102, 'Bo Chen', {
				status: 'maybe',
				people: 2,
				date: '2026-11-19T10:00:00Z',
			} ),
			aResponse( 103, 'Cy Diaz', {
				status: 'not_going',
				reason: 'Out of town that week.',
				date: '2026-11-18T10:00:00Z',
			} ),
			aResponse( 104, 'Di Eze', { date: '2026-11-17T10:00:00Z' } ),
		],
	};
} );

afterEach( () => {
	delete window.eventinBoot;
} );

describe( "an event's responses", () => {
	it( 'asks for the going answers first and shows the title, the counts against the limit and every column', async () => {
		serveRsvp( server, state );
		renderApp( '/rsvp-report/5' );

		expect(
			await screen.findByRole( 'heading', { name: 'Jazz Night' } )
		).toBeInTheDocument();
		expect( cellTexts( await rowOf( 'Ann Lee' ) ) ).toEqual( [
			'',
			'Ann Lee',
			'ann.lee@example.org',
			'Going',
			'3',
			'Max Lee, Zoe Lee',
			'Nov 21, 2026, 2:30 AM',
			'EditDelete',
		] );
		expect(
			( await rowOf( 'Ann Lee' ) ).querySelector(
				'.eventin-rsvp__answer'
			)
		).toHaveClass( 'is-going' );
		expect( cellTexts( await rowOf( 'Di Eze' ) )[ 5 ] ).toBe( '—' );
		expect( screen.queryByText( 'Bo Chen' ) ).toBeNull();
		expect(
			screen.getByText( 'Showing 1 - 2 of 2 responses' )
		).toBeInTheDocument();
		expect( legend() ).toEqual( [
			'Going: 4 of 20',
			'Maybe: 2',
			'Not going: 1',
			'16 places left',
		] );
		// 4, 2 and 1 people against a limit of 20.
		expect( barWidths() ).toEqual( [ '20%', '10%', '5%' ] );
		expect( responseQueries() ).toEqual( [ GOING ] );
		expect( queriesOf( server, 'rsvp-report' ) ).toEqual( [] );
	} );

	it( 'switches to maybe, not going and all, back on page 1, and keeps the counts meanwhile', async () => {
		state.responses.push(
			...Array.from( { length: 12 }, ( _, index ) =>
				aResponse( 200 + index, `Guest ${ index }`, {
					date: `2026-10-${ String( index + 1 ).padStart(
						2,
						'0'
					) }T10:00:00Z`,
				} )
			)
		);
		serveRsvp( server, state );
		renderApp( '/rsvp-report/5' );
		await screen.findByText( 'Showing 1 - 10 of 14 responses' );
		await user.click( screen.getByTitle( '2' ) );
		await screen.findByText( 'Showing 11 - 14 of 14 responses' );

		let release: () => void = () => {};
		state.hold = new Promise( ( resolve ) => ( release = resolve ) );
		await chooseAnswer( 'Maybe' );
		await waitFor( () =>
			expect( responseQueries().at( -1 ) ).toMatchObject( {
				status: 'maybe',
			} )
		);
		// While the maybe answers load, the heading keeps its counts.
		expect( legend()[ 0 ] ).toBe( 'Going: 16 of 20' );
		await act( async () => release() );
		state.hold = undefined;
		expect( await rowOf( 'Bo Chen' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Showing 1 - 1 of 1 responses' )
		).toBeInTheDocument();
		expect( responseQueries().at( -1 ) ).toEqual( {
			status: 'maybe',
			...FIRST_PAGE,
		} );
		expect( legend()[ 0 ] ).toBe( 'Going: 16 of 20' );

		await chooseAnswer( 'Not going' );
		const row = await rowOf( 'Cy Diaz' );
		expect( row ).toHaveTextContent( 'Not goingOut of town that week.' );
		expect( row.querySelector( '.eventin-rsvp__answer' ) ).toHaveClass(
			'is-not_going'
		);

		await chooseAnswer( 'All' );
		await screen.findByText( 'Showing 1 - 10 of 16 responses' );
		expect( responseQueries().at( -1 ) ).toEqual( {
			status: 'all',
			...FIRST_PAGE,
		} );
	} );

	it( 'searches by name or e-mail once the typing stops', async () => {
		serveRsvp( server, state );
		renderApp( '/rsvp-report/5' );
		await screen.findByText( 'Showing 1 - 2 of 2 responses' );
		jest.useFakeTimers();
		try {
			const typist = userEvent.setup( {
				advanceTimers: jest.advanceTimersByTime,
				pointerEventsCheck: 0,
			} );
			await typist.type(
				screen.getByPlaceholderText( 'Search by name or email' ),
				'di'
			);
			await act( async () => {
				jest.advanceTimersByTime( SEARCH_DEBOUNCE_MS );
			} );
			await waitFor( () =>
				expect( responseQueries() ).toHaveLength( 2 )
			);
		} finally {
			jest.useRealTimers();
		}
		await screen.findByText( 'Showing 1 - 1 of 1 responses' );
		expect( screen.queryByText( 'Ann Lee' ) ).toBeNull();
		expect( responseQueries() ).toEqual( [
			GOING,
			{ ...GOING, search: 'di' },
		] );
	} );

	it( 'sends a date range picked in the calendar as date_from and date_to', async () => {
		serveRsvp( server, state );
		renderApp( '/rsvp-report/5' );
		await screen.findByText( 'Showing 1 - 2 of 2 responses' );
		const month = dayjs().startOf( 'month' );
		const start = month.date( 10 ).format( 'YYYY-MM-DD' );
		const end = month.date( 12 ).format( 'YYYY-MM-DD' );
		await pickDateRange( user, start, end );

		await waitFor( () =>
			expect( responseQueries().at( -1 ) ).toEqual( {
				...GOING,
				date_from: start,
				date_to: end,
			} )
		);
	} );

	it( 'shows the counts without a limit', async () => {
		state.events = [ anRsvpEvent( { id: 5, limit: 0 } ) ];
		serveRsvp( server, state );
		renderApp( '/rsvp-report/5' );
		await rowOf( 'Ann Lee' );
		expect( legend() ).toEqual( [
			'Going: 4',
			'Maybe: 2',
			'Not going: 1',
			'No limit',
		] );
		// Against the 7 people who answered.
		expect( barWidths()[ 0 ] ).toMatch( /^57\.14/ );
	} );

	it( 'says so when nobody is going yet', async () => {
		state.responses = [];
		serveRsvp( server, state );
		renderApp( '/rsvp-report/5' );
		expect(
			await screen.findByText( 'No one has said they are going yet.' )
		).toBeInTheDocument();
		expect( legend()[ 0 ] ).toBe( 'Going: 0 of 20' );
	} );

	it( "names the event by its id and shows the server's message for an id that is no event", async () => {
		serveRsvp( server, state );
		server.on( 'GET', '/eventin/v2/rsvp-report/99', () => ( {
			status: 404,
			body: {
				code: 'eventin_event_not_found',
				message: 'No event has this id.',
				data: { status: 404 },
			},
		} ) );
		renderApp( '/rsvp-report/99' );
		expect(
			await screen.findByText( 'No event has this id.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Event #99' } )
		).toBeInTheDocument();
		expect( legend() ).toEqual( [] );
	} );

	it( "opens from the event list's RSVP Report action", async () => {
		serveRsvp( server, state );
		serveEvents( server, () => [
			anEvent( { id: 5, title: 'Jazz Night' } ),
		] );
		renderApp( '/events' );
		await openRowMenu( user, await rowOf( 'Jazz Night' ) );
		await user.click( await screen.findByText( 'RSVP Report' ) );
		expect( await rowOf( 'Ann Lee' ) ).toBeInTheDocument();
		expect( window.location.hash ).toBe( '#/rsvp-report/5' );
	} );
} );
