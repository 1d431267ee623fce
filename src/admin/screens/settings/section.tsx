/**
 * Settings (#/settings), for holders of etn_manage_settings.
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
	menu: { label: () => __( 'Settings', 'eventin-pro' ) },
	routes: [ { path: 'settings', element: <SettingsScreen /> } ],
};
