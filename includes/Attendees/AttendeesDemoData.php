<?php
/**
 * Demo attendees of the demo events.
 *
 * @package EventinPro
 */

namespace EventinPro\Attendees;

use EventinPro\Events\EventsDemoData;

defined( 'ABSPATH' ) || exit;

/**
 * Demo data sets of the feature (see Support\DemoData).
 */
final class AttendeesDemoData {

	/**
	 * Attendees of three demo events, one of them failed and one pending. An
	 * event that has attendees already (an older seed) gets none.
	 */
	public static function seed(): void {
		$plans   = array(
			'Jazz Night'             => array( 'success', 'success', 'success', 'failed' ),
			'Spring Conference'      => array_fill( 0, 5, 'success' ),
			'WordPress Meetup Dhaka' => array( 'success', 'pending' ),
		);
		$service = new AttendeesService();
		foreach ( $plans as $title => $statuses ) {
			$event = EventsDemoData::find( $title );
			if ( ! $event || $service->has_attendees( $event ) ) {
				continue;
			}
			foreach ( $statuses as $n => $status ) {
				$name = 'Attendee ' . ( $n + 1 );
				$service->create(
					$event,
					array(
						'name'   => $name,
						'email'  => sanitize_title( $name ) . '@example.org',
						'status' => $status,
					)
				);
			}
		}
	}
}
