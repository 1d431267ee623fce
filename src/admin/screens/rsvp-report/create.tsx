/**
 * /rsvp-report/create, where the 'RSVP Reminder' button leads: the RSVP
 * invitation form is not built yet, so a panel says what will come here and
 * where the answers are meanwhile. The shell's Go Back leads to the report.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './style.scss';

/**
 * The screen.
 */
export default function RsvpCreateScreen() {
	return (
		<section className="eventin-rsvp__panel eventin-rsvp-create">
			<h2 className="eventin-rsvp__panel-title">
				{ __( 'RSVP invitations and reminders', 'eventin-pro' ) }
			</h2>
			<p>
				{ __(
					'Sending invitations to an event, and reminders to the people who answered, is coming soon to this dashboard.',
					'eventin-pro'
				) }
			</p>
			<p>
				{ __(
					'Meanwhile, the answers to each event are in the RSVP report.',
					'eventin-pro'
				) }
			</p>
			<Link to="/rsvp-report">
				{ __( 'Open the RSVP report', 'eventin-pro' ) }
			</Link>
		</section>
	);
}
