/**
 * License (#/license), for administrators; its own error page (spec 02 §2).
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
import { LicenseErrorPage } from './error-page';

const LicenseScreen = lazy(
	() => import( /* webpackChunkName: "license" */ '.' )
);

export const licenseSection: Section = {
	name: 'license',
	adminOnly: true,
	menu: { label: () => __( 'License', 'eventin-pro' ) },
	routes: [
		{
			path: 'license',
			element: <LicenseScreen />,
			errorElement: <LicenseErrorPage />,
		},
	],
	stores: async () => [
		( await import( '../../../data/license' ) ).licenseStore,
	],
};
