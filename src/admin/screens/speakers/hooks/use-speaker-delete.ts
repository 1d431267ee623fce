/**
 * Deleting one speaker: the confirmation says what happens to the account
 * (kept when it holds another role, else deleted with its content
 * reassigned), then a notification reports the outcome.
 */

/**
 * Internal dependencies
 */
import type { ApiError } from '../../../../api/client';
import { confirmAction } from '../../../../components/confirm';
import { notify } from '../../../../components/notifications';
import { useCollectionActions } from '../../../../data/hooks';
import { speakersStore, type Speaker } from '../../../../data/speakers';
import { deleteConsequence, speakerDeleteMessages } from '../delete-messages';

/**
 * A function that asks, then deletes a speaker.
 */
export function useSpeakerDelete(): ( speaker: Speaker ) => Promise< boolean > {
	const { deleteItem } = useCollectionActions< Speaker >( speakersStore );
	return ( speaker: Speaker ) => {
		const messages = speakerDeleteMessages();
		return confirmAction( {
			title: messages.confirm,
			content: deleteConsequence( speaker ),
			onConfirm: async () => {
				try {
					await deleteItem( speaker.id );
					notify.success( messages.success );
				} catch ( error ) {
					notify.error(
						messages.failure,
						( error as ApiError ).message
					);
				}
			},
		} );
	};
}
