/**
 * The events section: the list here, the create form and editor in
 * ../event-editor.
 */

/**
 * WordPress dependencies
 */
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Section } from '../../section';
import { eventEditorRoutes, eventEditorStores } from '../event-editor/section';

const EventsScreen = lazy(
	() => import( /* webpackChunkName: "events" */ '.' )
);

export const eventsSection: Section = {
	name: 'events',
	permission: 'etn_manage_event',
	menu: { label: () => __( 'Events', 'eventin-pro' ), group: 'events' },
	addNew: { label: () => __( 'Add New Event', 'eventin-pro' ) },
	routes: [
		{ path: 'events', element: <EventsScreen /> },
		...eventEditorRoutes,
	],
	stores: async () => [
		( await import( '../../../data/events' ) ).eventsStore,
		...( await eventEditorStores() ),
	],
};
