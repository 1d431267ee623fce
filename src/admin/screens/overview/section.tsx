/**
 * The overview (#/dashboard): the landing page of users who manage events.
 * WordPress's "Dashboard" submenu item is the page itself (Overview feature,
 * includes/Overview), so the section names no submenu of its own.
 */

/**
 * WordPress dependencies
 */
import { lazy } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Section } from '../../section';

const OverviewScreen = lazy(
	() => import( /* webpackChunkName: "overview" */ '.' )
);

export const overviewSection: Section = {
	name: 'dashboard',
	permission: 'etn_manage_event',
	routes: [ { path: 'dashboard', element: <OverviewScreen /> } ],
	stores: async () => [
		( await import( '../../../data/overview' ) ).overviewStore,
	],
};
