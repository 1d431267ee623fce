/**
 * Schedules as the API returns them, a fake schedules API that filters and
 * pages like the real one, and speakers for the slot picker.
 */

/**
 * Internal dependencies
 */
import type { FakeServer } from '../../../../../../tests/js/fake-server';
import type { Schedule, ScheduleSlot } from '../../../../../data/schedules';

export const ROUTE = '/eventin/v2/schedules';

/**
 * A slot.
 *
 * @param overrides Fields to change.
 */
export function aSlot( overrides: Partial< ScheduleSlot > = {} ): ScheduleSlot {
	return {
		start_time: '09:00',
		end_time: '10:00',
		topic: 'Keynote',
		speakers: [],
		objective: '',
		room: '',
		...overrides,
	};
}

/**
 * A schedule.
 *
 * @param overrides Fields to change.
 */
export function aSchedule( overrides: Partial< Schedule > = {} ): Schedule {
	return {
		id: 1,
		program_title: 'Day one',
		date: '2026-06-01',
		slots: [ aSlot() ],
		...overrides,
	};
}

/**
 * Serves GET /schedules from `schedules()` (year, search and paging as the
 * server does) and GET /schedules/{id}.
 *
 * @param server    Fake server.
 * @param schedules The current schedules.
 */
export function serveSchedules(
	server: FakeServer,
	schedules: () => Schedule[]
) {
	server.on( 'GET', ROUTE, ( { query } ) => {
		const search = ( query.search ?? '' ).toLowerCase();
		const matching = schedules().filter(
			( schedule ) =>
				( ! query.year || schedule.date.startsWith( query.year ) ) &&
				schedule.program_title.toLowerCase().includes( search )
		);
		const perPage = Number( query.per_page ?? 10 );
		const paged = Number( query.paged ?? 1 );
		return {
			body: {
				items: matching.slice(
					( paged - 1 ) * perPage,
					paged * perPage
				),
				total_items: matching.length,
			},
		};
	} );
	schedules().forEach( ( schedule ) =>
		server.on( 'GET', `${ ROUTE }/${ schedule.id }`, () => ( {
			body: schedules().find( ( s ) => s.id === schedule.id ),
		} ) )
	);
}

/**
 * Serves the speakers list (a bare array with X-WP-Total).
 *
 * @param server   Fake server.
 * @param speakers Id and name of each.
 */
export function serveSpeakers(
	server: FakeServer,
	speakers: Array< { id: number; name: string } >
) {
	server.on( 'GET', '/eventin/v2/speakers', () => ( {
		body: speakers,
		headers: { 'X-WP-Total': String( speakers.length ) },
	} ) );
}

/**
 * Queries of the list's GET requests, in order (without api-fetch's `_locale`).
 *
 * @param server Fake server.
 */
export const listQueries = ( server: FakeServer ) =>
	server.requests
		.filter( ( r ) => r.method === 'GET' && r.path === ROUTE )
		.map( ( r ) => {
			const { _locale: locale, ...query } = r.query;
			return query;
		} );
