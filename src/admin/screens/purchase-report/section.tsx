/**
 * Bookings (spec 01 §2 /purchase-report): every booking, or one event's.
 */

/**
 * WordPress dependencies
 */
import { lazy } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Section } from '../../section';

const PurchaseReportScreen = lazy(
	() => import( /* webpackChunkName: "purchase-report" */ '.' )
);

export const purchaseReportSection: Section = {
	name: 'purchase-report',
	permission: 'etn_manage_order',
	routes: [
		{ path: 'purchase-report', element: <PurchaseReportScreen /> },
		{ path: 'purchase-report/:id', element: <PurchaseReportScreen /> },
	],
	stores: async () => [
		( await import( '../../../data/bookings' ) ).bookingsStore,
		// A booking's change refetches the events' Sold and the attendees.
		( await import( '../../../data/events' ) ).eventsStore,
		( await import( '../../../data/attendees' ) ).attendeesStore,
	],
};
