/**
 * Clone a row: confirm first, then notify (spec texts per screen). The store
 * refetches its lists.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiError } from '../../api/client';
import type { createCollectionStore } from '../../data/factory';
import { useCollectionActions } from '../../data/hooks';
import { confirmAction } from '../confirm';
import { notify } from '../notifications';

export interface CloneMessages {
	/** e.g. 'Are you sure you want to clone this event?' */
	confirm: string;
	/** e.g. 'Successfully cloned the event!' */
	success: string;
	/** e.g. 'Failed to clone the event!' (the server's reason goes under it) */
	failure: string;
}

/**
 * The clone action bound to a store and its messages.
 *
 * @param store    Collection store.
 * @param messages Texts.
 * @return Clones the row of that id, once the user confirms.
 */
export function useCloneAction(
	store: ReturnType< typeof createCollectionStore >,
	messages: CloneMessages
): ( id: number ) => Promise< boolean > {
	const { cloneItem } = useCollectionActions( store );
	return ( id: number ) =>
		confirmAction( {
			title: messages.confirm,
			okText: __( 'Clone', 'eventin-pro' ),
			danger: false,
			onConfirm: async () => {
				try {
					await cloneItem( id );
					notify.success( messages.success );
				} catch ( error ) {
					notify.error(
						messages.failure,
						( error as ApiError ).message
					);
				}
			},
		} );
}
