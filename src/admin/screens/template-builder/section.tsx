/**
 * Templates (spec 01 §2 "Template chooser", spec 02 §2 "Template builder"):
 * the list with the chooser, and the builder opened after a template is
 * created. The builder's screen comes from its own entry, loaded with the
 * block editor on the builder's page (builder-route.tsx).
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

const TemplatesScreen = lazy(
	() => import( /* webpackChunkName: "templates" */ '.' )
);
const BuilderRoute = lazy(
	() =>
		import(
			/* webpackChunkName: "template-builder-host" */ './builder-route'
		)
);

export const templateBuilderSection: Section = {
	name: 'template-builder',
	permission: 'etn_manage_template',
	menu: { label: () => __( 'Templates', 'eventin-pro' ) },
	addNew: {
		label: () => __( 'Add New Template', 'eventin-pro' ),
		path: 'template-builder/create',
	},
	routes: [
		{ path: 'template-builder', element: <TemplatesScreen /> },
		{ path: 'template-builder/create', element: <TemplatesScreen /> },
		{ path: 'template-builder/:id', element: <BuilderRoute /> },
	],
	stores: async () => [
		( await import( '../../../data/templates' ) ).templatesStore,
	],
};
