/**
 * Delete one or many rows: confirm first, then notify (spec texts per screen).
 * Bulk deletes report partial failures instead of hiding them.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiError } from '../../api/client';
import type { createCollectionStore } from '../../data/factory';
import { useCollectionActions } from '../../data/hooks';
import { confirmAction } from '../confirm';
import { notify } from '../notifications';

export interface DeleteMessages {
	/** e.g. 'Are you sure you want to delete this event?' */
	confirm: string;
	/** e.g. 'Are you sure you want to delete the selected events?' */
	confirmBulk: string;
	success: string;
	failure: string;
}

/**
 * Delete actions bound to a store and its messages.
 *
 * @param store    Collection store.
 * @param messages Texts.
 */
export function useDeleteAction(
	store: ReturnType< typeof createCollectionStore >,
	messages: DeleteMessages
) {
	const { deleteItem, deleteItems } = useCollectionActions( store );

	const deleteOne = ( id: number ) =>
		confirmAction( {
			title: messages.confirm,
			onConfirm: async () => {
				try {
					await deleteItem( id );
					notify.success( messages.success );
				} catch ( error ) {
					notify.error(
						messages.failure,
						( error as ApiError ).message
					);
				}
			},
		} );

	const deleteMany = ( ids: number[] ) =>
		confirmAction( {
			title: messages.confirmBulk,
			onConfirm: async () => {
				try {
					const result = await deleteItems( ids );
					if ( result.failed.length === 0 ) {
						notify.success( messages.success );
						return;
					}
					notify.error(
						messages.failure,
						sprintf(
							/* translators: 1: number deleted, 2: number failed, 3: reasons. */
							__(
								'%1$d deleted, %2$d failed: %3$s',
								'eventin-pro'
							),
							result.deleted.length,
							result.failed.length,
							result.failed
								.map( ( f ) => `#${ f.id } ${ f.message }` )
								.join( '; ' )
						)
					);
				} catch ( error ) {
					notify.error(
						messages.failure,
						( error as ApiError ).message
					);
				}
			},
		} );

	return { deleteOne, deleteMany };
}
