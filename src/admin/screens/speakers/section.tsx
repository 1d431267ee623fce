/**
 * Speakers and organizers: list, create and edit.
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

const SpeakersScreen = lazy(
	() => import( /* webpackChunkName: "speakers" */ '.' )
);
// The create and edit forms share one chunk.
const SpeakerCreateScreen = lazy(
	() => import( /* webpackChunkName: "speaker-form" */ './create' )
);
const SpeakerEditScreen = lazy(
	() => import( /* webpackChunkName: "speaker-form" */ './edit' )
);

export const speakersSection: Section = {
	name: 'speakers',
	permission: 'etn_manage_organizer',
	menu: { label: () => __( 'Speakers', 'eventin-pro' ), group: 'speakers' },
	addNew: { label: () => __( 'Add New Speaker', 'eventin-pro' ) },
	routes: [
		{ path: 'speakers', element: <SpeakersScreen /> },
		{ path: 'speakers/create', element: <SpeakerCreateScreen /> },
		{ path: 'speakers/edit/:id/*', element: <SpeakerEditScreen /> },
	],
	stores: async () => [
		( await import( '../../../data/speakers' ) ).speakersStore,
		( await import( '../../../data/speaker-groups' ) ).speakerGroupsStore,
	],
};
