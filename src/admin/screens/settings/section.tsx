/**
 * Settings (#/settings), for holders of etn_manage_settings, and for those
 * of etn_manage_shortcode, who see only the sites allowed to embed widgets.
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

const SettingsScreen = lazy(
	() => import( /* webpackChunkName: "settings" */ '.' )
);

export const settingsSection: Section = {
	name: 'settings',
	permission: 'etn_manage_settings',
	alsoFor: [ 'etn_manage_shortcode' ],
	menu: { label: () => __( 'Settings', 'eventin-pro' ) },
	routes: [ { path: 'settings', element: <SettingsScreen /> } ],
};
