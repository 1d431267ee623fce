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
		$state = self::window( get_transient( $key ), $now, $window );
		if ( $state['count'] >= $allowed ) {
			return false;
		}
		++$state['count'];
		set_transient( $key, $state, max( 1, $state['start'] + $window - $now ) );
		return true;
	}

	/**
	 * The current window of a stored state: the stored one while it lasts, else
	 * a new one starting now.
	 *
	 * @param mixed $stored What the transient holds (false when none).
	 * @param int   $now    Current time.
	 * @param int   $window Window length in seconds.
	 * @return array{start:int,count:int}
	 */
	public static function window( $stored, int $now, int $window ): array {
		$start = is_array( $stored ) ? (int) ( $stored['start'] ?? 0 ) : 0;
		if ( $start + $window <= $now ) {
			return array(
				'start' => $now,
				'count' => 0,
			);
		}
		return array(
			'start' => $start,
			'count' => (int) ( $stored['count'] ?? 0 ),
		);
	}
}
