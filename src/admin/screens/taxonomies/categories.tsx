/**
 * /categories: event categories.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ALL_CATEGORIES,
	categoriesStore,
	type Category,
} from '../../../data/categories';
import { useCollection } from '../../../data/hooks';
import { TermList } from './term-list';

/**
 * Id → name of every category.
 */
export function useCategoryNames(): Map< number, string > {
	const { items } = useCollection< Category >(
		categoriesStore,
		ALL_CATEGORIES
	);
	return new Map( items.map( ( item ) => [ item.id, item.name ] ) );
}

/**
 * The screen.
 */
export default function CategoriesScreen() {
	const names = useCategoryNames();
	return (
		<TermList< Category >
			className="eventin-categories"
			store={ categoriesStore }
			nounPlural={ __( 'categories', 'eventin-pro' ) }
			searchPlaceholder={ __( 'Search category by name', 'eventin-pro' ) }
			emptyText={ __( 'No categories yet.', 'eventin-pro' ) }
			deleteMessages={ {
				confirm: __(
					'Are you sure you want to delete this category?',
					'eventin-pro'
				),
				confirmBulk: __(
					'Are you sure you want to delete the selected categories?',
					'eventin-pro'
				),
				success: __(
					'Successfully deleted the category!',
					'eventin-pro'
				),
				failure: __( 'Failed to delete the category!', 'eventin-pro' ),
			} }
			extraColumns={ [
				{
					title: __( 'Parent', 'eventin-pro' ),
					dataIndex: 'parent',
					key: 'parent',
					render: ( parent: number ) =>
						parent ? names.get( parent ) ?? `#${ parent }` : '—',
				},
			] }
		/>
	);
}
