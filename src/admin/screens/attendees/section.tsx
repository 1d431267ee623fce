/**
 * Attendees (spec 01 §2): the overview, one event's table and the attendee
 * form. Not built yet.
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

export const attendeesSection: Section = {
	name: 'attendees',
	permission: 'etn_manage_attendee',
	routes: comingSoonRoutes(
		[ 'attendees', 'attendees/event/:id', 'attendees/edit/:id' ],
		() => __( 'Attendees', 'eventin-pro' )
	),
};
