/**
 * RSVP reports and the RSVP invitation form (spec 01 §2). Not built yet.
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

export const rsvpReportSection: Section = {
	name: 'rsvp-report',
	permission: 'etn_manage_event',
	addNew: { label: () => __( 'RSVP Reminder', 'eventin-pro' ) },
	routes: comingSoonRoutes(
		[ 'rsvp-report', 'rsvp-report/create', 'rsvp-report/:id' ],
		() => __( 'RSVP Reports', 'eventin-pro' )
	),
};
