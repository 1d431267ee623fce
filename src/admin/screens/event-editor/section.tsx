/**
 * The event create form and editor: routes of the events section
 * (screens/events/section.tsx), declared here beside their screens.
 */

/**
 * External dependencies
 */
import type { RouteObject } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { lazy } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { AnyStore } from '../../section';

// The create form and the editor share one chunk: one leads to the other.
const EventCreateScreen = lazy(
	() => import( /* webpackChunkName: "event-editor" */ './create' )
);
const EventEditorScreen = lazy(
	() => import( /* webpackChunkName: "event-editor" */ '.' )
);

export const eventEditorRoutes: RouteObject[] = [
	{ path: 'events/create', element: <EventCreateScreen /> },
	{ path: 'events/create/:id/*', element: <EventEditorScreen /> },
];

/**
 * What the editor reads besides the events themselves.
 */
export async function eventEditorStores(): Promise< AnyStore[] > {
	const [ categories, tags, speakers, schedules, templates ] =
		await Promise.all( [
			import( '../../../data/categories' ),
			import( '../../../data/tags' ),
			import( '../../../data/speakers' ),
			import( '../../../data/schedules' ),
			import( '../../../data/templates' ),
		] );
	return [
		categories.categoriesStore,
		tags.tagsStore,
		speakers.speakersStore,
		schedules.schedulesStore,
		templates.templatesStore,
	];
}
