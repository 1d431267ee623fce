/**
 * RSVP reports (spec 01 §2): the events that take RSVP, each event's
 * responses, and the invitation form behind the 'RSVP Reminder' button
 * (shown to those who may send invitations: etn_manage_rsvp).
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

// The report and an event's responses share one chunk; the invitation form
// has its own, and the edit dialog loads on demand ("rsvps.edit"). Not named
// "rsvp-…": that prefix marks the lazy chunks of the visitors' RSVP form
// (the "rsvp" entry) in scripts/size.mjs.
const RsvpReportScreen = lazy(
	() => import( /* webpackChunkName: "rsvps" */ '.' )
);
const RsvpResponsesScreen = lazy(
	() => import( /* webpackChunkName: "rsvps" */ './responses' )
);
const RsvpCreateScreen = lazy(
	() => import( /* webpackChunkName: "rsvps-invite" */ './create' )
);

export const rsvpReportSection: Section = {
	name: 'rsvp-report',
	permission: 'etn_manage_event',
	addNew: {
		label: () => __( 'RSVP Reminder', 'eventin-pro' ),
		permission: 'etn_manage_rsvp',
	},
	// Reached from the events list: WordPress's Events item stays current.
	submenu: 'events',
	routes: [
		{ path: 'rsvp-report', element: <RsvpReportScreen /> },
		{ path: 'rsvp-report/create', element: <RsvpCreateScreen /> },
		{ path: 'rsvp-report/:id', element: <RsvpResponsesScreen /> },
	],
	stores: async () => {
		const {
			rsvpInvitationOptionsStore,
			rsvpReportStore,
			rsvpResponsesStore,
		} = await import( '../../../data/rsvp' );
		return [
			rsvpReportStore,
			rsvpResponsesStore,
			rsvpInvitationOptionsStore,
		];
	},
};
