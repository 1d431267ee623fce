/**
 * Speaker groups (/group): list and create.
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

const SpeakerGroupsScreen = lazy(
	() => import( /* webpackChunkName: "speaker-groups" */ '.' )
);
const SpeakerGroupCreateScreen = lazy(
	() => import( /* webpackChunkName: "speaker-group-create" */ './create' )
);

export const speakerGroupsSection: Section = {
	name: 'group',
	permission: 'etn_manage_organizer',
	menu: {
		label: () => __( 'Speakers Group', 'eventin-pro' ),
		group: 'speakers',
	},
	addNew: { label: () => __( 'Add New Group', 'eventin-pro' ) },
	// WordPress's submenu has no item of its own for the groups.
	submenu: 'speakers',
	routes: [
		{ path: 'group', element: <SpeakerGroupsScreen /> },
		{ path: 'group/create', element: <SpeakerGroupCreateScreen /> },
	],
	stores: async () => [
		( await import( '../../../data/speaker-groups' ) ).speakerGroupsStore,
	],
};
