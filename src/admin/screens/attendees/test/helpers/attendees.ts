/**
 * A small in-memory attendees "server" for the screen tests: the list with
 * its filters, search and paging, one attendee, its update and delete, the
 * bulk delete, check-in and undo, answered as the REST routes answer.
 */

/**
 * Internal dependencies
 */
import {
	invalidParam,
	type FakeServer,
} from '../../../../../../tests/js/fake-server';
import type { Attendee, CheckinOutcome } from '../../../../../data/attendees';
import { anEvent, serveEvents } from '../../../events/test/fixtures/events';

export const EVENTS = [
	anEvent( { id: 7, title: 'Jazz Night' } ),
	anEvent( { id: 8, title: 'Code Camp' } ),
	anEvent( { id: 9, title: 'Empty Hall' } ),
];

/**
 * An attendee with defaults.
 *
 * @param id       Id.
 * @param name     Name.
 * @param override Fields to change.
 */
export function anAttendee(
	id: number,
	name: string,
	override: Partial< Attendee > = {}
): Attendee {
	return {
		id,
		event_id: 7,
		event_title: 'Jazz Night',
		booking_id: 100 + id,
		name,
		email: `${ name.toLowerCase().replace( /\W+/g, '.' ) }@example.org`,
		phone: '',
		ticket_id: `tkt-${ id }`,
		ticket_name: 'Standard',
		ticket_slug: 'standard',
		ticket_price: 20,
		seat: '',
		payment_status: 'success',
		ticket_status: 'unused',
		checked_in: null,
		extra_fields: {},
		date: '2026-11-20T10:00:00Z',
		...override,
	};
}

/**
 * The attendee checked in by the dashboard at `at`.
 *
 * @param attendee Attendee.
 * @param at       ISO UTC.
 */
export const checkedIn = ( attendee: Attendee, at: string ): Attendee => ( {
	...attendee,
	ticket_status: 'used',
	checked_in: {
		at,
		by: { id: 1, name: 'Ana' },
		source: 'dashboard',
		device: '',
	},
} );

export interface AttendeesServer {
	/** The current attendees (tests may replace them). */
	people: Attendee[];
}

/**
 * Serves the attendee routes from `state.people`, and the events list.
 *
 * @param server Fake server.
 * @param state  The data, read and changed on every request.
 */
export function serveAttendees( server: FakeServer, state: AttendeesServer ) {
	serveEvents( server, () => EVENTS );
	EVENTS.forEach( ( event ) =>
		server.on( 'GET', `/eventin/v2/events/${ event.id }`, () => ( {
			body: event,
		} ) )
	);
	const base = '/eventin/v2/attendees';
	server.on( 'GET', base, ( { query } ) => {
		const search = ( query.search ?? '' ).toLowerCase();
		const matching = state.people.filter(
			( p ) =>
				( ! query.event_id ||
					p.event_id === Number( query.event_id ) ) &&
				( ! query.payment_status ||
					p.payment_status === query.payment_status ) &&
				( ! query.ticket_status ||
					p.ticket_status === query.ticket_status ) &&
				[ p.name.toLowerCase(), p.email, p.ticket_id ].some( ( v ) =>
					v.includes( search )
				)
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
			headers: { 'X-WP-Total': String( matching.length ) },
		};
	} );
	state.people.forEach( ( { id } ) => {
		const find = () => state.people.find( ( p ) => p.id === id );
		server.on( 'GET', `${ base }/${ id }`, () => ( { body: find() } ) );
		server.on( 'PUT', `${ base }/${ id }`, ( { data } ) => {
			if (
				typeof data.email === 'string' &&
				data.email.endsWith( '.invalid' )
			) {
				return invalidParam(
					'email',
					'This e-mail address is not accepted.'
				);
			}
			const current = find() as Attendee;
			let next = { ...current, ...data } as Attendee;
			if ( data.ticket_status === 'used' ) {
				next = checkedIn( next, '2026-11-23T09:30:00Z' );
			} else if ( data.ticket_status === 'unused' ) {
				next = { ...next, checked_in: null };
			}
			state.people = state.people.map( ( p ) =>
				p.id === id ? next : p
			);
			return { body: next };
		} );
		server.on( 'DELETE', `${ base }/${ id }`, () => {
			state.people = state.people.filter( ( p ) => p.id !== id );
			return { body: { deleted: true } };
		} );
	} );
	server.on( 'DELETE', base, ( { query, data } ) => {
		const ids = ( ( data.ids as number[] ) ??
			String( query.ids ).split( ',' ).map( Number ) ) as number[];
		state.people = state.people.filter( ( p ) => ! ids.includes( p.id ) );
		return { body: { deleted: ids, failed: [] } };
	} );
	const checkin = ( undo: boolean ) => ( ids: number[] ) =>
		ids.map( ( id ): CheckinOutcome => {
			const person = state.people.find( ( p ) => p.id === id );
			if ( ! person ) {
				return {
					id,
					result: 'not_found',
					message: 'No attendee with this id.',
					attendee: null,
				};
			}
			if ( ! undo && person.payment_status !== 'success' ) {
				return {
					id,
					result: 'not_paid',
					message: `The ticket of ${ person.name } is not paid.`,
					attendee: person,
				};
			}
			const used = person.ticket_status === 'used';
			if ( used !== undo ) {
				return {
					id,
					result: undo ? 'not_checked_in' : 'already_checked_in',
					message: undo
						? 'Not checked in.'
						: 'Already checked in at 09:12 by Ana.',
					attendee: person,
				};
			}
			const next = undo
				? {
						...person,
						ticket_status: 'unused' as const,
						checked_in: null,
				  }
				: checkedIn( person, '2026-11-23T09:30:00Z' );
			state.people = state.people.map( ( p ) =>
				p.id === id ? next : p
			);
			return {
				id,
				result: undo ? 'undone' : 'checked_in',
				message: undo ? 'Check-in undone.' : 'Checked in.',
				attendee: next,
			};
		} );
	server.on( 'POST', `${ base }/check-in`, ( { data } ) => ( {
		body: { results: checkin( false )( data.ids as number[] ) },
	} ) );
	server.on( 'POST', `${ base }/undo-check-in`, ( { data } ) => ( {
		body: { results: checkin( true )( data.ids as number[] ) },
	} ) );
}
