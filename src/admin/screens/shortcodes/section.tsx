/**
 * Shortcodes (#/shortcodes), for holders of etn_manage_shortcode: the
 * catalogue of widgets and each widget's generator (spec 02 §2).
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

// One chunk for the catalogue and the forms. Not named "widgets…": that
// marks the visitors' widget script in scripts/size.mjs.
const ShortcodesScreen = lazy(
	() => import( /* webpackChunkName: "shortcodes" */ '.' )
);
const ShortcodeFormScreen = lazy(
	() => import( /* webpackChunkName: "shortcodes" */ './form' )
);

export const shortcodesSection: Section = {
	name: 'shortcodes',
	permission: 'etn_manage_shortcode',
	menu: { label: () => __( 'Shortcodes', 'eventin-pro' ) },
	routes: [
		{ path: 'shortcodes', element: <ShortcodesScreen /> },
		{ path: 'shortcodes/:key', element: <ShortcodeFormScreen /> },
	],
	stores: async () => {
		const [ shortcodes, categories, tags, groups, schedules, events ] =
			await Promise.all( [
				import( '../../../data/shortcodes' ),
				import( '../../../data/categories' ),
				import( '../../../data/tags' ),
				import( '../../../data/speaker-groups' ),
				import( '../../../data/schedules' ),
				import( '../../../data/events' ),
			] );
		return [
			shortcodes.shortcodeCatalogueStore,
			shortcodes.shortcodeScriptsStore,
			categories.categoriesStore,
			tags.tagsStore,
			groups.speakerGroupsStore,
			schedules.schedulesStore,
			events.eventsStore,
		];
	},
};
