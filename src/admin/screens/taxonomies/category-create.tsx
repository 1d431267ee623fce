/**
 * /categories/create.
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
import { TermForm } from './term-form';

/**
 * The screen.
 */
export default function CategoryCreateScreen() {
	const { items } = useCollection< Category >(
		categoriesStore,
		ALL_CATEGORIES
	);
	return (
		<TermForm
			className="eventin-category-form"
			store={ categoriesStore }
			listPath="/categories"
			title={ __( 'Add New Category', 'eventin-pro' ) }
			nameLabel={ __( 'Category Name', 'eventin-pro' ) }
			nameRequired={ __( 'Category Name is Required!', 'eventin-pro' ) }
			parentOptions={ items.map( ( item ) => ( {
				value: item.id,
				label: item.name,
			} ) ) }
			colorField
			success={ __( 'Successfully created category!', 'eventin-pro' ) }
			// Spec: a failed category create is only logged (the field error still shows inline).
			onFailed={ ( error ) => console.error( error ) } // eslint-disable-line no-console
		/>
	);
}
