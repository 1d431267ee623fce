/**
 * The cells of the attendee table: the person, the ticket, the event and
 * the ticket status.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatInstant } from '../../../../components/dates';
import type { Attendee } from '../../../../data/attendees';
import { getBoot } from '../../../boot';
import { eventEditorPath } from '../paths';

interface CellProps {
	attendee: Attendee;
}

/**
 * Name with the e-mail under it.
 *
 * @param props          Props.
 * @param props.attendee Attendee.
 */
export function PersonCell( { attendee }: CellProps ) {
	return (
		<div className="eventin-attendees__stack">
			<span className="eventin-attendees__name">
				{ attendee.name || '—' }
			</span>
			<span className="eventin-attendees__email">{ attendee.email }</span>
		</div>
	);
}

/**
 * Ticket name with the ticket id small under it.
 *
 * @param props          Props.
 * @param props.attendee Attendee.
 */
export function TicketCell( { attendee }: CellProps ) {
	return (
		<div className="eventin-attendees__stack">
			<span>{ attendee.ticket_name || '—' }</span>
			<small className="eventin-attendees__ticket-id">
				{ attendee.ticket_id }
			</small>
		</div>
	);
}

/**
 * The event's title, linking to the event editor.
 *
 * @param props          Props.
 * @param props.attendee Attendee.
 */
export function EventCell( { attendee }: CellProps ) {
	return (
		<Link to={ eventEditorPath( attendee.event_id ) }>
			{ attendee.event_title ||
				sprintf(
					/* translators: %d: event id. */
					__( 'Event #%d', 'eventin-pro' ),
					attendee.event_id
				) }
		</Link>
	);
}

/**
 * Checked in (and when, in the site's timezone) or not.
 *
 * @param props          Props.
 * @param props.attendee Attendee.
 */
export function TicketStatusCell( { attendee }: CellProps ) {
	if ( attendee.ticket_status !== 'used' ) {
		return (
			<span className="eventin-attendees__status">
				{ __( 'Not checked in', 'eventin-pro' ) }
			</span>
		);
	}
	const at = attendee.checked_in
		? formatInstant( attendee.checked_in.at, getBoot().timezone )
		: '';
	return (
		<div className="eventin-attendees__stack">
			<span className="eventin-attendees__status is-checked-in">
				{ __( 'Checked in', 'eventin-pro' ) }
			</span>
			{ at && (
				<small className="eventin-attendees__checked-in-at">
					{
						/* translators: %s: date and time of the check-in. */
						sprintf( __( 'at %s', 'eventin-pro' ), at )
					}
				</small>
			) }
		</div>
	);
}
