/**
 * Bookings (spec 01 §2 /purchase-report): every booking, or one event's.
 * Not built yet.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Section } from '../../section';
import { comingSoonRoutes } from '../coming-soon';

export const purchaseReportSection: Section = {
	name: 'purchase-report',
	permission: 'etn_manage_order',
	routes: comingSoonRoutes(
		[ 'purchase-report', 'purchase-report/:id' ],
		() => __( 'Bookings', 'eventin-pro' )
	),
};
