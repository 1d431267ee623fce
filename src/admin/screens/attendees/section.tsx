/**
 * Attendees (spec 01 §2): the overview, one event's table and the attendee
 * form.
 */

/**
 * WordPress dependencies
 */
import { lazy } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Section } from '../../section';

// Both tables share one chunk; the form has its own.
const AttendeesScreen = lazy(
	() => import( /* webpackChunkName: "attendees" */ '.' )
);
const EventAttendeesScreen = lazy(
	() => import( /* webpackChunkName: "attendees" */ './event' )
);
const AttendeeEditScreen = lazy(
	() => import( /* webpackChunkName: "attendee-form" */ './edit' )
);

export const attendeesSection: Section = {
	name: 'attendees',
	permission: 'etn_manage_attendee',
	routes: [
		{ path: 'attendees', element: <AttendeesScreen /> },
		{ path: 'attendees/event/:id', element: <EventAttendeesScreen /> },
		{ path: 'attendees/edit/:id', element: <AttendeeEditScreen /> },
	],
	stores: async () => [
		( await import( '../../../data/attendees' ) ).attendeesStore,
		( await import( '../../../data/events' ) ).eventsStore,
	],
};
