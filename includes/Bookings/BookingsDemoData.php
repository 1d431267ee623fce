<?php
/**
 * Demo bookings of the demo events, in every status, with their attendees.
 *
 * @package EventinPro
 */

namespace EventinPro\Bookings;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Events\EventsDemoData;
use EventinPro\Events\EventsService;

defined( 'ABSPATH' ) || exit;

/**
 * Demo data set of the feature (see Support\DemoData).
 */
final class BookingsDemoData {

	/**
	 * Customers of the demo bookings.
	 */
	private const PEOPLE = array( 'Ada Lovelace', 'Grace Hopper', 'Linus Torvalds', 'Margaret Hamilton', 'Alan Turing', 'Katherine Johnson', 'Tim Berners-Lee', 'Radia Perlman' );

	/**
	 * Bookings per demo event: [status, tickets per variation (in stored order)].
	 * Statuses other than completed/pending/failed are reached through the
	 * allowed changes, as on a real site.
	 */
	private const PLANS = array(
		'Spring Conference'      => array(
			array( 'completed', array( 2 ) ),
			array( 'completed', array( 3 ) ),
			array( 'pending', array( 1 ) ),
			array( 'refunded', array( 1 ) ),
			array( 'cancelled', array( 2 ) ),
			array( 'failed', array( 1 ) ),
		),
		'Jazz Night'             => array(
			array( 'completed', array( 2 ) ),
			array( 'pending', array( 1 ) ),
			array( 'failed', array( 1 ) ),
		),
		'WordPress Meetup Dhaka' => array(
			array( 'completed', array( 3, 1 ) ),
			array( 'completed', array( 0, 2 ) ),
			array( 'refunded', array( 1, 0 ) ),
		),
	);

	/**
	 * Seeds the bookings of each demo event that has no attendee yet.
	 */
	public static function seed(): void {
		$bookings  = new BookingsService();
		$attendees = new AttendeesService();
		$person    = 0;
		foreach ( self::PLANS as $title => $plan ) {
			$event_id = EventsDemoData::find( $title );
			$event    = $event_id ? ( new EventsService() )->get( $event_id ) : null;
			if ( ! $event || $attendees->has_attendees( $event_id ) ) {
				continue;
			}
			foreach ( $plan as list( $status, $quantities ) ) {
				$name = explode( ' ', self::PEOPLE[ $person % count( self::PEOPLE ) ], 2 );
				++$person;
				$tickets = array();
				foreach ( $event['ticket_variations'] as $n => $variation ) {
					if ( ! empty( $quantities[ $n ] ) ) {
						$tickets[] = array(
							'slug'     => $variation['slug'],
							'quantity' => $quantities[ $n ],
						);
					}
				}
				$created = $bookings->create(
					array(
						'event_id'       => $event_id,
						'first_name'     => $name[0],
						'last_name'      => $name[1],
						'email'          => strtolower( str_replace( ' ', '.', implode( ' ', $name ) ) ) . '@example.org',
						'tickets'        => $tickets,
						'status'         => in_array( $status, array( 'pending', 'cancelled' ), true ) ? 'pending' : ( 'failed' === $status ? 'failed' : 'completed' ),
						'payment_method' => 'demo',
					)
				);
				if ( ! is_wp_error( $created ) && in_array( $status, array( 'refunded', 'cancelled' ), true ) ) {
					$bookings->transition( $created['id'], $status );
				}
			}
		}
	}
}
