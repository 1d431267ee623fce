/**
 * External dependencies
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	invalidParam,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { withInlineComputedStyle } from '../../../../../tests/js/inline-computed-style';
import {
	answerRowAction,
	button,
	chooseOption,
	dialogWith,
	rowOf,
} from '../../../../../tests/js/queries';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { SEARCH_DEBOUNCE_MS } from '../../../../components/list-page';
import type { Schedule } from '../../../../data/schedules';
import {
	aSchedule,
	aSlot,
	listQueries,
	ROUTE,
	serveSchedules,
} from './helpers/fixtures';

let server: FakeServer;
let schedules: Schedule[];
const user = userEvent.setup( { pointerEventsCheck: 0 } );

withInlineComputedStyle();

/**
 * Picks an option of an antd Select.
 *
 * @param select The select's root element.
 * @param label  Option label.
 */
const choose = ( select: HTMLElement, label: string ) =>
	chooseOption( user, select, label );

const yearSelect = () =>
	document.querySelector( '.eventin-schedules__year-filter' ) as HTMLElement;

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, [ 'etn_manage_schedule' ] );
	schedules = Array.from( { length: 12 }, ( _, i ) =>
		aSchedule( {
			id: i + 1,
			program_title: i % 2 ? `Workshop ${ i + 1 }` : `Meetup ${ i + 1 }`,
			date: `${ i < 4 ? 2025 : 2026 }-06-${ String( i + 1 ).padStart(
				2,
				'0'
			) }`,
			slots: i === 0 ? [ aSlot(), aSlot( { start_time: '10:00' } ) ] : [],
		} )
	);
	serveSchedules( server, () => schedules );
} );

describe( 'schedule list', () => {
	it( 'shows Program Title (to the editor), Date and Actions', async () => {
		renderApp( '/schedules' );
		const row = await rowOf( 'Meetup 1' );
		const headers = Array.from(
			document.querySelectorAll( '.ant-table-thead th' ),
			( th ) => th.textContent
		).filter( Boolean );
		expect( headers ).toEqual( [ 'Program Title', 'Date', 'Actions' ] );
		expect(
			within( row ).getByText( 'Meetup 1' ).closest( 'a' )
		).toHaveAttribute( 'href', '#/schedules/edit/1' );
		expect( within( row ).getByText( '2 slots' ) ).toBeInTheDocument();
		expect(
			within( row ).getByText( 'Sun, Jun 1, 2025' )
		).toBeInTheDocument();
		for ( const label of [ 'Clone', 'Edit', 'Delete' ] ) {
			expect( button( row, label ) ).toBeInTheDocument();
		}
		expect(
			screen.getByText( 'Showing 1 - 10 of 12 schedules' )
		).toBeInTheDocument();
		expect( listQueries( server )[ 0 ] ).toEqual( {
			paged: '1',
			per_page: '10',
		} );
	} );

	it( 'goes to the editor from Edit', async () => {
		renderApp( '/schedules' );
		await user.click( button( await rowOf( 'Workshop 2' ), 'Edit' ) );
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/schedules/edit/2' )
		);
	} );

	it( 'debounces the search by 500 ms and sends it as search', async () => {
		renderApp( '/schedules' );
		await screen.findByText( 'Showing 1 - 10 of 12 schedules' );
		await user.click( screen.getByTitle( '2' ) );
		await screen.findByText( 'Showing 11 - 12 of 12 schedules' );

		jest.useFakeTimers();
		try {
			const before = listQueries( server ).length;
			const typing = userEvent.setup( {
				pointerEventsCheck: 0,
				advanceTimers: jest.advanceTimersByTime,
			} );
			await typing.type(
				screen.getByPlaceholderText( 'Search by program title' ),
				'work'
			);
			await act( async () => {
				jest.advanceTimersByTime( SEARCH_DEBOUNCE_MS - 100 );
			} );
			expect( listQueries( server ) ).toHaveLength( before );
			await act( async () => {
				jest.advanceTimersByTime( 100 );
			} );
			await waitFor( () =>
				expect( listQueries( server ) ).toHaveLength( before + 1 )
			);
			expect( listQueries( server ).at( -1 ) ).toEqual( {
				search: 'work',
				paged: '1',
				per_page: '10',
			} );
		} finally {
			jest.useRealTimers();
		}
		expect(
			await screen.findByText( 'Showing 1 - 6 of 6 schedules' )
		).toBeInTheDocument();
	} );

	it( 'filters by year, back to page 1, and back to all years', async () => {
		renderApp( '/schedules' );
		await screen.findByText( 'Showing 1 - 10 of 12 schedules' );
		await user.click( screen.getByTitle( '2' ) );
		await screen.findByText( 'Showing 11 - 12 of 12 schedules' );

		const thisYear = new Date().getFullYear();
		expect( thisYear ).toBeGreaterThanOrEqual( 2025 );
		await choose( yearSelect(), '2025' );
		expect(
			await screen.findByText( 'Showing 1 - 4 of 4 schedules' )
		).toBeInTheDocument();
		expect( listQueries( server ).at( -1 ) ).toEqual( {
			year: '2025',
			paged: '1',
			per_page: '10',
		} );
		await choose( yearSelect(), 'All years' );
		expect(
			await screen.findByText( 'Showing 1 - 10 of 12 schedules' )
		).toBeInTheDocument();
		expect( listQueries( server ).at( -1 ) ).toEqual( {
			paged: '1',
			per_page: '10',
		} );
	} );

	it( 'clones after confirmation and refetches', async () => {
		server.on( 'GET', `${ ROUTE }/3/clone`, () => {
			const copy = aSchedule( {
				id: 99,
				program_title: 'Meetup 3 (Copy)',
				date: '2025-06-03',
			} );
			schedules = [ copy, ...schedules ];
			return { status: 201, body: copy };
		} );
		renderApp( '/schedules' );
		await answerRowAction(
			user,
			'Meetup 3',
			'Clone',
			'Are you sure you want to clone this schedule?',
			'Clone'
		);
		expect(
			await screen.findByText( 'Successfully cloned the schedule!' )
		).toBeInTheDocument();
		expect(
			await screen.findByText( 'Showing 1 - 10 of 13 schedules' )
		).toBeInTheDocument();
		expect( await screen.findByText( 'Meetup 3 (Copy)' ) ).toBeVisible();
	} );

	it( 'reports a failed clone', async () => {
		server.on( 'GET', `${ ROUTE }/3/clone`, () => ( {
			status: 500,
			body: { code: 'oops', message: 'The database is away.' },
		} ) );
		renderApp( '/schedules' );
		await answerRowAction(
			user,
			'Meetup 3',
			'Clone',
			'Are you sure you want to clone this schedule?',
			'Clone'
		);
		expect(
			await screen.findByText( 'Failed to clone the schedule!' )
		).toBeInTheDocument();
		expect( screen.getByText( 'The database is away.' ) ).toBeVisible();
	} );

	it( 'does nothing when a confirmation is cancelled', async () => {
		renderApp( '/schedules' );
		await answerRowAction(
			user,
			'Meetup 3',
			'Clone',
			'Are you sure you want to clone this schedule?',
			'Cancel'
		);
		await answerRowAction(
			user,
			'Meetup 3',
			'Delete',
			'Are you sure you want to delete this schedule?',
			'Cancel'
		);
		await waitFor( () =>
			expect( document.querySelector( '.ant-modal' ) ).toBeNull()
		);
		expect(
			server.requests.filter(
				( r ) => r.method !== 'GET' || r.path.endsWith( '/clone' )
			)
		).toEqual( [] );
	} );

	it( 'deletes after confirmation and refetches', async () => {
		server.on( 'DELETE', `${ ROUTE }/3`, () => {
			schedules = schedules.filter( ( s ) => s.id !== 3 );
			return { body: { deleted: true } };
		} );
		renderApp( '/schedules' );
		await answerRowAction(
			user,
			'Meetup 3',
			'Delete',
			'Are you sure you want to delete this schedule?',
			'Delete'
		);
		expect(
			await screen.findByText( 'Successfully deleted the schedule!' )
		).toBeInTheDocument();
		expect(
			await screen.findByText( 'Showing 1 - 10 of 11 schedules' )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Meetup 3' ) ).not.toBeInTheDocument();
	} );

	it( 'reports a failed delete', async () => {
		server.on( 'DELETE', `${ ROUTE }/3`, () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
			},
		} ) );
		renderApp( '/schedules' );
		await answerRowAction(
			user,
			'Meetup 3',
			'Delete',
			'Are you sure you want to delete this schedule?',
			'Delete'
		);
		expect(
			await screen.findByText( 'Failed to delete the schedule!' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Meetup 3' ) ).toBeInTheDocument();
	} );

	it( 'deletes the selected rows in bulk', async () => {
		server.on( 'DELETE', ROUTE, ( { query } ) => {
			const ids = query.ids.split( ',' ).map( Number );
			schedules = schedules.filter( ( s ) => ! ids.includes( s.id ) );
			return { body: { deleted: ids, failed: [] } };
		} );
		renderApp( '/schedules' );
		for ( const title of [ 'Meetup 1', 'Workshop 2' ] ) {
			await user.click(
				( await rowOf( title ) ).querySelector(
					'.ant-checkbox-input'
				) as HTMLElement
			);
		}
		await user.click( screen.getByText( 'Delete (2)' ) );
		await user.click(
			button(
				await dialogWith(
					'Are you sure you want to delete the selected schedules?'
				),
				'Delete'
			)
		);
		expect(
			await screen.findByText( 'Successfully deleted the schedule!' )
		).toBeInTheDocument();
		expect(
			await screen.findByText( 'Showing 1 - 10 of 10 schedules' )
		).toBeInTheDocument();
		const bulk = server.requests.find(
			( r ) => r.method === 'DELETE' && r.path === ROUTE
		);
		expect( bulk?.query.ids ).toBe( '1,2' );
	} );

	it( 'shows the empty state when there are no schedules at all', async () => {
		schedules = [];
		renderApp( '/schedules' );
		const panel = await waitFor( () => {
			const found = document.querySelector(
				'.eventin-schedules--empty .eventin-schedules__empty'
			);
			expect( found ).not.toBeNull();
			return found as HTMLElement;
		} );
		expect( within( panel ).getByText( 'No schedules yet' ) ).toBeVisible();
		expect( window.location.hash ).toBe( '#/schedules' );
		await user.click( button( panel, 'Add New Schedule' ) );
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/schedules/create' )
		);
		expect( await screen.findByText( 'Program Title' ) ).toBeVisible();
	} );

	it( 'shows the same empty state at /schedules/empty', async () => {
		renderApp( '/schedules/empty' );
		expect( await screen.findByText( 'No schedules yet' ) ).toBeVisible();
		expect( listQueries( server ) ).toEqual( [] );
	} );

	it( 'says so when a filter matches nothing, without leaving the list', async () => {
		renderApp( '/schedules' );
		await screen.findByText( 'Showing 1 - 10 of 12 schedules' );
		await choose( yearSelect(), String( new Date().getFullYear() + 2 ) );
		expect(
			await screen.findByText( 'Nothing matches these filters.' )
		).toBeVisible();
		expect( window.location.hash ).toBe( '#/schedules' );
	} );

	it( 'shows the error and tries again', async () => {
		let fail = true;
		server.on( 'GET', ROUTE, () =>
			fail
				? invalidParam( 'year', 'year must be between 1000 and 9999.' )
				: { body: { items: [ aSchedule() ], total_items: 1 } }
		);
		renderApp( '/schedules' );
		expect(
			await screen.findByText( 'year must be between 1000 and 9999.' )
		).toBeVisible();
		expect( window.location.hash ).toBe( '#/schedules' );
		fail = false;
		await user.click( screen.getByText( 'Try again' ) );
		expect( await screen.findByText( 'Day one' ) ).toBeVisible();
	} );
} );
