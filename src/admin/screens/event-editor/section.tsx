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
import { categoriesStore } from '../../../data/categories';
import { schedulesStore } from '../../../data/schedules';
import { speakersStore } from '../../../data/speakers';
import { tagsStore } from '../../../data/tags';
import { editorTemplatesStore } from './data';

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

/** What the editor reads besides the events themselves. */
export const eventEditorStores: AnyStore[] = [
	categoriesStore,
	tagsStore,
	speakersStore,
	schedulesStore,
	editorTemplatesStore,
];
