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
import { LicenseErrorPage } from './screens/license/error-page';

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
const SchedulesScreen = lazy(
	() => import( /* webpackChunkName: "schedules" */ './screens/schedules' )
);
const SchedulesEmptyScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "schedules-empty" */ './screens/schedules/empty'
		)
);
// The create and edit forms share one chunk.
const ScheduleCreateScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "schedule-form" */ './screens/schedules/create'
		)
);
const ScheduleEditScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "schedule-form" */ './screens/schedules/edit'
		)
);
const SpeakersScreen = lazy(
	() => import( /* webpackChunkName: "speakers" */ './screens/speakers' )
);
// The create and edit forms share one chunk.
const SpeakerCreateScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "speaker-form" */ './screens/speakers/create'
		)
);
const SpeakerEditScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "speaker-form" */ './screens/speakers/edit'
		)
);
const SpeakerGroupsScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "speaker-groups" */ './screens/speaker-groups'
		)
);
const SpeakerGroupCreateScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "speaker-group-create" */ './screens/speaker-groups/create'
		)
);
const AccessControlScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "access-control" */ './screens/access-control'
		)
);
const LicenseScreen = lazy(
	() => import( /* webpackChunkName: "license" */ './screens/license' )
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
		{ path: 'speakers', element: <SpeakersScreen /> },
		{ path: 'speakers/create', element: <SpeakerCreateScreen /> },
		{ path: 'speakers/edit/:id/*', element: <SpeakerEditScreen /> },
		{ path: 'group', element: <SpeakerGroupsScreen /> },
		{ path: 'group/create', element: <SpeakerGroupCreateScreen /> },
		{ path: 'schedules', element: <SchedulesScreen /> },
		{ path: 'schedules/empty', element: <SchedulesEmptyScreen /> },
		{ path: 'schedules/create', element: <ScheduleCreateScreen /> },
		{ path: 'schedules/edit/:id/*', element: <ScheduleEditScreen /> },
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
		{ path: 'access-control', element: <AccessControlScreen /> },
		{
			path: 'license',
			element: <LicenseScreen />,
			errorElement: <LicenseErrorPage />,
		},
		{ path: '*', element: <Navigate to="/events" replace /> },
	];
}
