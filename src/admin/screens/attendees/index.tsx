/**
 * /attendees: every attendee (spec 01 §2).
 */

/**
 * Internal dependencies
 */
import { AttendeeTable } from './components/attendee-table';
import './style.scss';

/**
 * The screen.
 */
export default function AttendeesScreen() {
	return <AttendeeTable />;
}
