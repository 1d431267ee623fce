/**
 * The empty state of the event list: no events at all yet.
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
export function EventsEmpty() {
	const navigate = useNavigate();
	return (
		<div className="eventin-events__empty">
			<h3 className="eventin-events__empty-title">
				{ __( 'No events yet', 'eventin-pro' ) }
			</h3>
			<p>
				{ __(
					'Create your first event: set its dates, location and tickets, then publish it.',
					'eventin-pro'
				) }
			</p>
			<Button
				type="primary"
				onClick={ () => navigate( '/events/create' ) }
			>
				{ __( 'Add New Event', 'eventin-pro' ) }
			</Button>
		</div>
	);
}
