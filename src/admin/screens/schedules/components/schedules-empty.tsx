/**
 * The empty state of schedules: none at all yet.
 */

/**
 * External dependencies
 */
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The panel.
 */
export function SchedulesEmpty() {
	const navigate = useNavigate();
	return (
		<div className="eventin-schedules__empty">
			<h3 className="eventin-schedules__empty-title">
				{ __( 'No schedules yet', 'eventin-pro' ) }
			</h3>
			<p>
				{ __(
					'A schedule is the programme of one day: its time slots, topics and speakers. Create one, then show it on your events.',
					'eventin-pro'
				) }
			</p>
			<Button
				type="primary"
				onClick={ () => navigate( '/schedules/create' ) }
			>
				{ __( 'Add New Schedule', 'eventin-pro' ) }
			</Button>
		</div>
	);
}
