/**
 * The Event column: title (to the editor), recurrence badges, location and
 * start with the timezone's GMT offset.
 */

/**
 * External dependencies
 */
import { Tag, Tooltip } from 'antd';
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatDateTime } from '../../../../components/dates';
import { gmtOffset } from '../../../../components/gmt-offset';
import { WarningOutlined } from '../../../../components/icons/warning';
import type { Event } from '../../../../data/events';

/**
 * Where the event happens: the address, or the link of an online event.
 *
 * @param event Event.
 */
function place( event: Event ): string {
	const location = event.location;
	if ( ! location ) {
		return '';
	}
	return location.type === 'online'
		? location.online_link ?? location.address ?? ''
		: location.address ?? '';
}

/**
 * The location line, with a warning when the stored address is malformed.
 *
 * @param props       Props.
 * @param props.event Event.
 */
function Location( { event }: { event: Event } ) {
	const text = place( event );
	if ( event.location_valid !== false ) {
		return text ? (
			<span className="eventin-events__location">{ text }</span>
		) : null;
	}
	const problem = __(
		"There's a problem with this event's location. Kindly remove the location and save it again.",
		'eventin-pro'
	);
	return (
		<Tooltip title={ problem }>
			<span className="eventin-events__location is-invalid">
				<WarningOutlined
					className="eventin-events__warning"
					aria-label={ problem }
				/>
				{ text || __( 'Location', 'eventin-pro' ) }
			</span>
		</Tooltip>
	);
}

/**
 * The cell.
 *
 * @param props       Props.
 * @param props.event Event.
 */
export function EventCell( { event }: { event: Event } ) {
	const start = formatDateTime( event.start_date, event.start_time );
	const offset = start
		? gmtOffset( event.timezone, event.start_date, event.start_time )
		: '';
	return (
		<div className="eventin-events__event">
			<div className="eventin-events__heading">
				<Link
					className="eventin-events__title"
					to={ `/events/create/${ event.id }/basic` }
				>
					{ event.title || __( '(no title)', 'eventin-pro' ) }
				</Link>
				{ event.parent !== 0 && (
					<Tag color="purple" className="eventin-events__badge">
						{ __( 'Recurrence', 'eventin-pro' ) }
					</Tag>
				) }
				{ event.parent === 0 && event.recurring_enabled === 'yes' && (
					<Tag color="geekblue" className="eventin-events__badge">
						{ __( 'Recurring Parent', 'eventin-pro' ) }
					</Tag>
				) }
			</div>
			<div className="eventin-events__details">
				<Location event={ event } />
				{ start && (
					<span className="eventin-events__start">
						{ offset ? `${ start } (${ offset })` : start }
					</span>
				) }
			</div>
		</div>
	);
}
