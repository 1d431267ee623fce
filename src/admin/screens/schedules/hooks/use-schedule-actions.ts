/**
 * The row actions of a schedule: clone and delete, each confirmed first and
 * reported with the spec's notifications. The store refetches the lists.
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
import { schedulesStore, type Schedule } from '../../../../data/schedules';
import { scheduleDeleteMessages } from '../delete-messages';

/**
 * Clone and delete, bound to the schedules store.
 */
export function useScheduleActions() {
	const { cloneItem } = useCollectionActions< Schedule >( schedulesStore );
	const { deleteOne } = useDeleteAction(
		schedulesStore,
		scheduleDeleteMessages()
	);

	const cloneOne = ( id: number ) =>
		confirmAction( {
			title: __(
				'Are you sure you want to clone this schedule?',
				'eventin-pro'
			),
			okText: __( 'Clone', 'eventin-pro' ),
			danger: false,
			onConfirm: async () => {
				try {
					await cloneItem( id );
					notify.success(
						__( 'Successfully cloned the schedule!', 'eventin-pro' )
					);
				} catch ( error ) {
					notify.error(
						__( 'Failed to clone the schedule!', 'eventin-pro' ),
						( error as ApiError ).message
					);
				}
			},
		} );

	return { cloneOne, deleteOne };
}
