/**
 * /tags: event tags.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { tagsStore, type Tag } from '../../../data/tags';
import { TermList } from './term-list';

/**
 * The screen.
 */
export default function TagsScreen() {
	return (
		<TermList< Tag >
			className="eventin-tags"
			store={ tagsStore }
			nounPlural={ __( 'tags', 'eventin-pro' ) }
			searchPlaceholder={ __( 'Search tag by name', 'eventin-pro' ) }
			emptyText={ __( 'No tags yet.', 'eventin-pro' ) }
			deleteMessages={ {
				confirm: __(
					'Are you sure you want to delete this tag?',
					'eventin-pro'
				),
				confirmBulk: __(
					'Are you sure you want to delete the selected tags?',
					'eventin-pro'
				),
				success: __( 'Successfully deleted the tag!', 'eventin-pro' ),
				failure: __( 'Failed to delete the tag!', 'eventin-pro' ),
			} }
		/>
	);
}
