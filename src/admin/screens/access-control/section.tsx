/**
 * Manage Access (#/access-control), for administrators.
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

const AccessControlScreen = lazy(
	() => import( /* webpackChunkName: "access-control" */ '.' )
);

export const accessControlSection: Section = {
	name: 'access-control',
	adminOnly: true,
	menu: { label: () => __( 'Manage Access', 'eventin-pro' ) },
	routes: [ { path: 'access-control', element: <AccessControlScreen /> } ],
	stores: async () => {
		const access = await import( '../../../data/access' );
		return [
			access.permissionLabelsStore,
			access.rolesStore,
			access.configuredRolesStore,
		];
	},
};
