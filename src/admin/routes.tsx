/**
 * The one route table. Screens are lazy chunks; sections that are not built
 * yet show the ComingSoon panel inside the shell.
 */

/**
 * External dependencies
 */
import { Navigate, type RouteObject } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ComingSoon } from './screens/coming-soon';

const EventsScreen = lazy(
	() => import( /* webpackChunkName: "events" */ './screens/events' )
);
// The create form and the editor share one chunk: one leads to the other.
const EventCreateScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "event-editor" */ './screens/event-editor/create'
		)
);
const EventEditorScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "event-editor" */ './screens/event-editor'
		)
);
const CategoriesScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "categories" */ './screens/taxonomies/categories'
		)
);
const CategoryCreateScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "category-create" */ './screens/taxonomies/category-create'
		)
);
const TagsScreen = lazy(
	() => import( /* webpackChunkName: "tags" */ './screens/taxonomies/tags' )
);
const TagCreateScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "tag-create" */ './screens/taxonomies/tag-create'
		)
);

/**
 * Routes for a section that is not built yet.
 *
 * @param paths Paths of the section.
 * @param title Section title.
 */
function soon( paths: string[], title: () => string ): RouteObject[] {
	return paths.map( ( path ) => ( {
		path,
		element: <ComingSoon title={ title() } />,
	} ) );
}

/**
 * Child routes of the shell.
 */
export function getRoutes(): RouteObject[] {
	return [
		{ path: 'events', element: <EventsScreen /> },
		{ path: 'categories', element: <CategoriesScreen /> },
		{ path: 'categories/create', element: <CategoryCreateScreen /> },
		{ path: 'tags', element: <TagsScreen /> },
		{ path: 'tags/create', element: <TagCreateScreen /> },
		{ path: 'events/create', element: <EventCreateScreen /> },
		{ path: 'events/create/:id/*', element: <EventEditorScreen /> },
		...soon(
			[ 'attendees', 'attendees/event/:id', 'attendees/edit/:id' ],
			() => __( 'Attendees', 'eventin-pro' )
		),
		...soon( [ 'speakers', 'speakers/create', 'speakers/edit/:id/*' ], () =>
			__( 'Speakers', 'eventin-pro' )
		),
		...soon( [ 'group', 'group/create' ], () =>
			__( 'Speakers Group', 'eventin-pro' )
		),
		...soon(
			[
				'schedules',
				'schedules/create',
				'schedules/edit/:id/*',
				'schedules/empty',
			],
			() => __( 'Schedules', 'eventin-pro' )
		),
		...soon( [ 'purchase-report', 'purchase-report/:id' ], () =>
			__( 'Bookings', 'eventin-pro' )
		),
		...soon(
			[ 'rsvp-report', 'rsvp-report/create', 'rsvp-report/:id' ],
			() => __( 'RSVP Reports', 'eventin-pro' )
		),
		...soon( [ 'template-builder/:id' ], () =>
			__( 'Template Builder', 'eventin-pro' )
		),
		{ path: '*', element: <Navigate to="/events" replace /> },
	];
}
