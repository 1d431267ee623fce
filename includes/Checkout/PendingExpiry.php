<?php
/**
 * The hourly job cancelling bookings left unpaid: pending bookings made on
 * the event page more than N hours ago (Settings' `pending_booking_hours`,
 * default 24, then the filter `eventin_pending_booking_hours`) are cancelled,
 * which frees their places, and the buyer is told.
 *
 * @package EventinPro
 */

namespace EventinPro\Checkout;

use EventinPro\Bookings\BookingMails;
use EventinPro\Bookings\BookingsService;
use EventinPro\Events\EventsService;
use EventinPro\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Expiry job.
 */
final class PendingExpiry {

	/**
	 * Bookings cancelled per run at most (the next run goes on).
	 */
	public const BATCH = 50;

	/**
	 * Cancels one batch of expired unpaid bookings. Idempotent: a booking no
	 * longer pending is refused by the transition and skipped.
	 *
	 * @return int Bookings cancelled.
	 */
	public static function run(): int {
		/**
		 * Filters how many hours an unpaid booking from the event page holds its places.
		 *
		 * @param int $hours Hours (Settings' pending_booking_hours, default 24).
		 */
		$hours   = max( 1, (int) apply_filters( 'eventin_pending_booking_hours', (int) ( new SettingsRepository() )->get( 'pending_booking_hours' ) ) );
		$before  = gmdate( 'Y-m-d H:i:s', time() - $hours * HOUR_IN_SECONDS );
		$service = new BookingsService();
		// Manual bookings of the dashboard are the administrator's to decide: only the form's methods expire.
		$methods   = array_keys( CheckoutRules::payment_methods() );
		$cancelled = 0;
		foreach ( $service->pending_before( $before, $methods, self::BATCH ) as $id ) {
			$booking = $service->transition( $id, 'cancelled' );
			if ( is_wp_error( $booking ) ) {
				continue;
			}
			++$cancelled;
			$event = ( new EventsService() )->get( (int) $booking['event_id'] );
			BookingMails::unpaid_cancelled( $booking, $event ? (string) $event['title'] : '' );
		}
		return $cancelled;
	}
}
