/**
 * /tags/create. A failed create shows the server's message (spec).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { tagsStore } from '../../../data/tags';
import { TermForm } from './term-form';

/**
 * The screen.
 */
export default function TagCreateScreen() {
	return (
		<TermForm
			className="eventin-tag-form"
			store={ tagsStore }
			listPath="/tags"
			title={ __( 'Add New Tag', 'eventin-pro' ) }
			nameLabel={ __( 'Tag Name', 'eventin-pro' ) }
			nameRequired={ __( 'Tag Name is Required!', 'eventin-pro' ) }
			success={ __( 'Successfully created tag!', 'eventin-pro' ) }
		/>
	);
}
