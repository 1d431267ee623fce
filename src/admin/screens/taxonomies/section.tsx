/**
 * Event categories and event tags: two sections with the same shape.
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

const CategoriesScreen = lazy(
	() => import( /* webpackChunkName: "categories" */ './categories' )
);
const CategoryCreateScreen = lazy(
	() =>
		import( /* webpackChunkName: "category-create" */ './category-create' )
);
const TagsScreen = lazy(
	() => import( /* webpackChunkName: "tags" */ './tags' )
);
const TagCreateScreen = lazy(
	() => import( /* webpackChunkName: "tag-create" */ './tag-create' )
);

export const categoriesSection: Section = {
	name: 'categories',
	permission: 'etn_manage_event',
	menu: {
		label: () => __( 'Event Categories', 'eventin-pro' ),
		group: 'events',
	},
	addNew: { label: () => __( 'Add New Category', 'eventin-pro' ) },
	taxonomy: true,
	routes: [
		{ path: 'categories', element: <CategoriesScreen /> },
		{ path: 'categories/create', element: <CategoryCreateScreen /> },
	],
	stores: async () => [
		( await import( '../../../data/categories' ) ).categoriesStore,
	],
};

export const tagsSection: Section = {
	name: 'tags',
	permission: 'etn_manage_event',
	menu: { label: () => __( 'Event Tags', 'eventin-pro' ), group: 'events' },
	addNew: { label: () => __( 'Add New Tag', 'eventin-pro' ) },
	taxonomy: true,
	routes: [
		{ path: 'tags', element: <TagsScreen /> },
		{ path: 'tags/create', element: <TagCreateScreen /> },
	],
	stores: async () => [ ( await import( '../../../data/tags' ) ).tagsStore ],
};
