/**
 * Schedules: list, empty state, create and edit.
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

const SchedulesScreen = lazy(
	() => import( /* webpackChunkName: "schedules" */ '.' )
);
const SchedulesEmptyScreen = lazy(
	() => import( /* webpackChunkName: "schedules-empty" */ './empty' )
);
// The create and edit forms share one chunk.
const ScheduleCreateScreen = lazy(
	() => import( /* webpackChunkName: "schedule-form" */ './create' )
);
const ScheduleEditScreen = lazy(
	() => import( /* webpackChunkName: "schedule-form" */ './edit' )
);

export const schedulesSection: Section = {
	name: 'schedules',
	permission: 'etn_manage_schedule',
	menu: { label: () => __( 'Schedules', 'eventin-pro' ) },
	addNew: { label: () => __( 'Add New Schedule', 'eventin-pro' ) },
	routes: [
		{ path: 'schedules', element: <SchedulesScreen /> },
		{ path: 'schedules/empty', element: <SchedulesEmptyScreen /> },
		{ path: 'schedules/create', element: <ScheduleCreateScreen /> },
		{ path: 'schedules/edit/:id/*', element: <ScheduleEditScreen /> },
	],
	stores: async () => [
		( await import( '../../../data/schedules' ) ).schedulesStore,
		( await import( '../../../data/speakers' ) ).speakersStore,
	],
};
