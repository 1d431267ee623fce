/**
 * The row actions of a template: clone and delete, each confirmed first and
 * reported bottom right. The store refetches the lists.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiError } from '../../../../api/client';
import { confirmAction } from '../../../../components/confirm';
import { useDeleteAction } from '../../../../components/list-page';
import { notify } from '../../../../components/notifications';
import { useCollectionActions } from '../../../../data/hooks';
import { templatesStore, type Template } from '../../../../data/templates';
import { templateDeleteMessages } from '../delete-messages';

/**
 * Clone and delete, bound to the templates store.
 */
export function useTemplateActions() {
	const { cloneItem } = useCollectionActions< Template >( templatesStore );
	const { deleteOne } = useDeleteAction(
		templatesStore,
		templateDeleteMessages()
	);

	const cloneOne = ( id: number ) =>
		confirmAction( {
			title: __(
				'Are you sure you want to clone this template?',
				'eventin-pro'
			),
			okText: __( 'Clone', 'eventin-pro' ),
			danger: false,
			onConfirm: async () => {
				try {
					await cloneItem( id );
					notify.success(
						__( 'Successfully cloned the template!', 'eventin-pro' )
					);
				} catch ( error ) {
					notify.error(
						__( 'Failed to clone the template!', 'eventin-pro' ),
						( error as ApiError ).message
					);
				}
			},
		} );

	return { cloneOne, deleteOne };
}
