<?php
/**
 * Demo sales for the overview's chart: the demo bookings (Bookings feature)
 * are all made on the day the site is seeded, so this set adds paid bookings
 * spread over the last 30 days.
 *
 * @package EventinPro
 */

namespace EventinPro\Overview;

use EventinPro\Bookings\Bookings;
use EventinPro\Bookings\BookingsService;
use EventinPro\Events\EventsDemoData;
use EventinPro\Events\EventsService;

defined( 'ABSPATH' ) || exit;

/**
 * Demo data set of the feature (see Support\DemoData).
 */
final class OverviewDemoData {

	/**
	 * The customers' e-mail addresses start with this (and mark the set as seeded).
	 */
	private const EMAIL_PREFIX = 'buyer.';

	/**
	 * The demo event that sells on the chart: upcoming, so these are its
	 * pre-sales. (The other demo events keep the figures their own tests
	 * count on.)
	 */
	private const EVENT = 'WordPress Meetup Dhaka';

	/**
	 * Books a few tickets on most of the last 30 days, once: supporter
	 * tickets (paid) every other day, free ones on the days between.
	 */
	public static function seed(): void {
		$bookings = new BookingsService();
		if ( $bookings->find( array( 'search' => self::EMAIL_PREFIX ), 1, 1 )[1] > 0 ) {
			return;
		}
		$id    = EventsDemoData::find( self::EVENT );
		$event = $id ? ( new EventsService() )->get( $id ) : null;
		if ( ! $event || count( $event['ticket_variations'] ) < 2 ) {
			return;
		}
		$today = strtotime( 'today', time() );
		for ( $back = OverviewService::SALES_DAYS - 1; $back >= 1; $back-- ) {
			if ( 3 === $back % 5 ) {
				continue; // A quiet day now and then.
			}
			$paid     = 0 === $back % 2;
			$quantity = 1 + ( $back * 7 ) % ( $paid ? 2 : 3 );
			// Mid-afternoon UTC of that day: the booking's own date, not the seeding time.
			self::book_on( $bookings, $event['id'], $event['ticket_variations'][ $paid ? 1 : 0 ]['slug'], $quantity, $today - $back * DAY_IN_SECONDS + 15 * HOUR_IN_SECONDS, $back );
		}
	}

	/**
	 * One paid booking dated $when (a WordPress hook: its storage stays the Bookings feature's).
	 *
	 * @param BookingsService $bookings Bookings.
	 * @param int             $event_id Event.
	 * @param string          $slug     Ticket variation.
	 * @param int             $quantity Tickets.
	 * @param int             $when     Unix timestamp.
	 * @param int             $n        Number of the customer.
	 */
	private static function book_on( BookingsService $bookings, int $event_id, string $slug, int $quantity, int $when, int $n ): void {
		$date = static function ( array $data ) use ( $when ): array {
			if ( Bookings::POST_TYPE === $data['post_type'] ) {
				$data['post_date']     = wp_date( 'Y-m-d H:i:s', $when );
				$data['post_date_gmt'] = gmdate( 'Y-m-d H:i:s', $when );
			}
			return $data;
		};
		add_filter( 'wp_insert_post_data', $date );
		$bookings->create(
			array(
				'event_id'       => $event_id,
				'first_name'     => 'Guest',
				'last_name'      => (string) $n,
				'email'          => self::EMAIL_PREFIX . $n . '@example.org',
				'tickets'        => array(
					array(
						'slug'     => $slug,
						'quantity' => $quantity,
					),
				),
				'status'         => 'completed',
				'payment_method' => 'demo',
			)
		);
		remove_filter( 'wp_insert_post_data', $date );
	}
}
