/**
 * /schedules/edit/{id}/*: changes a schedule.
 */

/**
 * External dependencies
 */
import { Alert, Button, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCollectionActions, useItem } from '../../../data/hooks';
import { schedulesStore, type Schedule } from '../../../data/schedules';
import { ScheduleForm } from './components/schedule-form';
import './style.scss';

/**
 * The screen.
 */
export default function ScheduleEditScreen() {
	const id = Number( useParams().id );
	const navigate = useNavigate();
	const { item, error } = useItem< Schedule >( schedulesStore, id );
	const { updateItem } = useCollectionActions< Schedule >( schedulesStore );

	if ( error ) {
		return (
			<Alert
				className="eventin-schedule-form__load-error"
				type="error"
				showIcon
				message={ __(
					'The schedule could not be loaded.',
					'eventin-pro'
				) }
				description={ error.message }
				action={
					<Button
						size="small"
						onClick={ () => navigate( '/schedules' ) }
					>
						{ __( 'Back to schedules', 'eventin-pro' ) }
					</Button>
				}
			/>
		);
	}
	if ( ! item ) {
		return <Spin className="eventin-schedule-form__loading" />;
	}
	return (
		<ScheduleForm
			// A fresh form per schedule: its initial values are that schedule's.
			key={ item.id }
			title={ __( 'Edit Schedule', 'eventin-pro' ) }
			initialValues={ {
				program_title: item.program_title,
				date: item.date,
				slots: item.slots,
			} }
			onSave={ ( payload ) => updateItem( item.id, { ...payload } ) }
			successMessage={ __(
				'Successfully updated the schedule!',
				'eventin-pro'
			) }
			failureMessage={ __(
				'Failed to update the schedule!',
				'eventin-pro'
			) }
		/>
	);
}
