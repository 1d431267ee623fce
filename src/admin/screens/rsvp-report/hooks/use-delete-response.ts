/**
 * Deletes one response after asking, naming whose answer goes and for how
 * many people (the list kit's delete asks the same question for any row).
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { asApiError } from '../../../../api/client';
import { confirmAction } from '../../../../components/confirm';
import { notify } from '../../../../components/notifications';
import { useCollectionActions } from '../../../../data/hooks';
import { rsvpResponsesStore, type RsvpResponse } from '../../../../data/rsvp';

/**
 * What the confirmation says about a response.
 *
 * @param response The response.
 */
export function deleteDetails( response: RsvpResponse ): string {
	const who = response.email
		? `${ response.name } (${ response.email })`
		: response.name;
	return sprintf(
		/* translators: 1: name and e-mail of who answered, 2: number of people in the answer. */
		_n(
			'The answer of %1$s, for %2$d person, will be removed from this event. This cannot be undone.',
			'The answer of %1$s, for %2$d people, will be removed from this event. This cannot be undone.',
			response.people,
			'eventin-pro'
		),
		who,
		response.people
	);
}

/**
 * The delete action of a row.
 *
 * @return Asks, then deletes; resolves true when the user confirmed.
 */
export function useDeleteResponse(): (
	response: RsvpResponse
) => Promise< boolean > {
	const { deleteItem } = useCollectionActions( rsvpResponsesStore );
	return ( response ) =>
		confirmAction( {
			title: __(
				'Are you sure you want to delete this RSVP response?',
				'eventin-pro'
			),
			content: deleteDetails( response ),
			onConfirm: async () => {
				try {
					await deleteItem( response.id );
					notify.success(
						__(
							'Successfully deleted the RSVP response!',
							'eventin-pro'
						)
					);
				} catch ( error ) {
					notify.error(
						__(
							'Failed to delete the RSVP response!',
							'eventin-pro'
						),
						asApiError( error ).message
					);
				}
			},
		} );
}
