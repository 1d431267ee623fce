<?php
/**
 * Fixed-window counters for public endpoints (bookings, RSVP answers).
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

defined( 'ABSPATH' ) || exit;

/**
 * A counter per bucket and subject (an IP address, an e-mail address), kept
 * in a transient (the object cache when there is one).
 *
 * Not atomic: two requests at the same instant may both read the same count,
 * which lets a few attempts more through, never fewer; what must be exact
 * (places, limits) is protected by locks, this only slows down abuse.
 */
final class RateLimit {

	/**
	 * Counts one attempt; false when the subject used up its window.
	 *
	 * @param string $bucket  What is limited ('checkout', 'rsvp_ip', …).
	 * @param string $subject Who (hashed before it is stored).
	 * @param int    $allowed Attempts per window.
	 * @param int    $window  Window length in seconds.
	 */
	public static function attempt( string $bucket, string $subject, int $allowed, int $window ): bool {
		$key   = 'eventin_rl_' . $bucket . '_' . md5( $subject );
		$now   = time();
		$state = get_transient( $key );
		if ( ! is_array( $state ) || (int) ( $state['start'] ?? 0 ) + $window <= $now ) {
			$state = array(
				'start' => $now,
				'count' => 0,
			);
		}
		if ( $state['count'] >= $allowed ) {
			return false;
		}
		++$state['count'];
		set_transient( $key, $state, max( 1, $state['start'] + $window - $now ) );
		return true;
	}
}
