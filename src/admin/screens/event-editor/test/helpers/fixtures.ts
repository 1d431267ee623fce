/**
 * An event as GET /eventin/v2/events/{id} returns it, and a fake events API.
 */

/**
 * Internal dependencies
 */
import type { FakeServer } from '../../../../../../tests/js/fake-server';
import type { EditorEvent } from '../../types';

export const EVENT_ID = 42;

export const PATH = `/eventin/v2/events/${ EVENT_ID }`;

/**
 * A draft event.
 *
 * @param overrides Fields to change.
 */
export function anEvent( overrides: Partial< EditorEvent > = {} ): EditorEvent {
	return {
		id: EVENT_ID,
		title: 'Jazz Night',
		description: '',
		status: 'draft',
		post_status: 'draft',
		start_date: '2030-06-01',
		end_date: '',
		start_time: '19:00',
		end_time: '',
		timezone: 'Europe/Berlin',
		location: { type: 'offline', address: 'Main Hall' },
		location_valid: true,
		parent: 0,
		recurring_enabled: 'no',
		recurrence: null,
		sold_tickets: 3,
		total_ticket: 0,
		ticket_variations: [],
		categories: [],
		tags: [],
		link: 'https://example.test/events/jazz-night/',
		certificate_template: 0,
		ticket_template: 0,
		registration_deadline: '',
		rsvp_enabled: 'no',
		rsvp: {
			limit: 0,
			min_people: 1,
			max_people: 1,
			answers: [ 'going', 'not_going', 'maybe' ],
			guest_names: true,
			deadline: '',
		},
		ask_attendees: 'no',
		extra_fields: [],
		featured_image: 0,
		featured_image_url: '',
		speakers: [],
		organizers: [],
		speaker_type: 'single',
		speaker_groups: [],
		organizer_type: 'single',
		organizer_groups: [],
		resolved_speakers: [],
		resolved_organizers: [],
		schedules: [],
		...overrides,
	};
}

/**
 * Serves the event; PUTs merge into it and answer the full event.
 *
 * @param server Fake server.
 * @param event  The event.
 */
export function givenEvent( server: FakeServer, event = anEvent() ) {
	let current = event;
	server.on( 'GET', PATH, () => ( { body: current } ) );
	server.on( 'PUT', PATH, ( request ) => {
		current = { ...current, ...( request.data as Partial< EditorEvent > ) };
		return { body: current };
	} );
	// The lists of the selects: empty unless a test says otherwise.
	server.on( 'GET', '/eventin/v2/event/categories', () => ( {
		body: { items: [], total_items: 0 },
	} ) );
	server.on( 'GET', '/eventin/v2/event/tags', () => ( {
		body: { items: [], total_items: 0 },
	} ) );
}

/**
 * The PUT requests sent for the event.
 *
 * @param server Fake server.
 */
export function puts( server: FakeServer ) {
	return server.requests.filter(
		( request ) => request.method === 'PUT' && request.path === PATH
	);
}
