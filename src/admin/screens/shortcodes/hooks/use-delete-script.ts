/**
 * Deletes a saved script after asking. The deletion is permanent and every
 * site that pasted the script shows nothing from then on, so the question
 * names the script and says so. A refusal shows the server's message and
 * the row stays.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { asApiError } from '../../../../api/client';
import { confirmAction } from '../../../../components/confirm';
import { notify } from '../../../../components/notifications';
import { useCollectionActions } from '../../../../data/hooks';
import {
	shortcodeScriptsStore,
	type ShortcodeScript,
} from '../../../../data/shortcodes';

/**
 * The delete action of a row.
 *
 * @return Asks, then deletes; resolves true when the user confirmed.
 */
export function useDeleteScript(): (
	script: ShortcodeScript
) => Promise< boolean > {
	const { deleteItem } = useCollectionActions( shortcodeScriptsStore );
	return ( script ) =>
		confirmAction( {
			title: sprintf(
				/* translators: %s: name of a saved script. */
				__( 'Delete the script "%s"?', 'eventin-pro' ),
				script.post_name
			),
			content: __(
				'Sites using this script will show nothing any more. This cannot be undone.',
				'eventin-pro'
			),
			onConfirm: async () => {
				try {
					await deleteItem( script.id );
					notify.success( __( 'Script deleted.', 'eventin-pro' ) );
				} catch ( error ) {
					notify.error(
						__( 'Could not delete the script.', 'eventin-pro' ),
						asApiError( error ).message
					);
				}
			},
		} );
}
