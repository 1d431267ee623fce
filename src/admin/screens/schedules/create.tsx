/**
 * /schedules/create: a new schedule.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCollectionActions } from '../../../data/hooks';
import { schedulesStore, type Schedule } from '../../../data/schedules';
import { ScheduleForm } from './components/schedule-form';
import { emptySlot } from './slots';
import './style.scss';

/**
 * The screen.
 */
export default function ScheduleCreateScreen() {
	const { createItem } = useCollectionActions< Schedule >( schedulesStore );
	return (
		<ScheduleForm
			title={ __( 'Add New Schedule', 'eventin-pro' ) }
			initialValues={ {
				program_title: '',
				date: '',
				slots: [ emptySlot() ],
			} }
			onSave={ ( payload ) => createItem( { ...payload } ) }
			successMessage={ __(
				'Successfully created the schedule!',
				'eventin-pro'
			) }
			failureMessage={ __(
				'Failed to create the schedule!',
				'eventin-pro'
			) }
		/>
	);
}
