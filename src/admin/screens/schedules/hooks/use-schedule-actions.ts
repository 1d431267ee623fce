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
import {
	useCloneAction,
	useDeleteAction,
} from '../../../../components/list-page';
import { schedulesStore } from '../../../../data/schedules';
import { scheduleDeleteMessages } from '../delete-messages';

/**
 * Clone and delete, bound to the schedules store.
 */
export function useScheduleActions() {
	const { deleteOne } = useDeleteAction(
		schedulesStore,
		scheduleDeleteMessages()
	);
	const cloneOne = useCloneAction( schedulesStore, {
		confirm: __(
			'Are you sure you want to clone this schedule?',
			'eventin-pro'
		),
		success: __( 'Successfully cloned the schedule!', 'eventin-pro' ),
		failure: __( 'Failed to clone the schedule!', 'eventin-pro' ),
	} );

	return { cloneOne, deleteOne };
}
