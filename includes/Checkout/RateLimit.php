<?php
/**
 * Attempts per visitor's IP address on the public booking endpoint.
 *
 * @package EventinPro
 */

namespace EventinPro\Checkout;

defined( 'ABSPATH' ) || exit;

/**
 * A fixed-window counter per IP address, kept in a transient.
 */
final class RateLimit {

	/**
	 * Attempts allowed per window (filter `eventin_checkout_rate_limit`).
	 */
	public const ATTEMPTS = 10;

	/**
	 * Window length in seconds.
	 */
	public const WINDOW = 600;

	/**
	 * Counts one attempt from an address; false when the address used up its window.
	 *
	 * Not atomic: two requests at the same instant may both read the same count,
	 * which lets a few attempts more through, never fewer; the booking itself
	 * is protected by the event's lock, this only slows down abuse.
	 *
	 * @param string $ip Client address.
	 */
	public static function attempt( string $ip ): bool {
		$key   = 'eventin_checkout_rl_' . md5( $ip );
		$now   = time();
		$state = get_transient( $key );
		if ( ! is_array( $state ) || (int) ( $state['start'] ?? 0 ) + self::WINDOW <= $now ) {
			$state = array(
				'start' => $now,
				'count' => 0,
			);
		}
		/**
		 * Filters how many booking attempts one IP address may make per 10 minutes.
		 *
		 * @param int $attempts Attempts.
		 */
		$allowed = (int) apply_filters( 'eventin_checkout_rate_limit', self::ATTEMPTS );
		if ( $state['count'] >= $allowed ) {
			return false;
		}
		++$state['count'];
		set_transient( $key, $state, max( 1, $state['start'] + self::WINDOW - $now ) );
		return true;
	}
}
