/**
 * /attendees/event/{id}: one event's attendees, under the event's title and
 * its check-in count.
 */

/**
 * External dependencies
 */
import { useParams } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { AttendeeTable } from './components/attendee-table';
import { EventHeading } from './components/event-heading';
import './style.scss';

/**
 * The screen.
 */
export default function EventAttendeesScreen() {
	const eventId = Number( useParams().id );
	return (
		<section className="eventin-attendees-event">
			<EventHeading eventId={ eventId } />
			{ /* A new table per event: filters and selection start afresh. */ }
			<AttendeeTable key={ eventId } eventId={ eventId } />
		</section>
	);
}
