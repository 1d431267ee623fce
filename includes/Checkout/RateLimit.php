<?php
/**
 * Attempts per visitor's IP address on the public booking endpoint.
 *
 * @package EventinPro
 */

namespace EventinPro\Checkout;

use EventinPro\Support\RateLimit as SupportRateLimit;

defined( 'ABSPATH' ) || exit;

/**
 * The booking endpoint's limit per IP address.
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
	 * Counts one attempt from an address; false when the address used up its
	 * window (Support\RateLimit).
	 *
	 * @param string $ip Client address.
	 */
	public static function attempt( string $ip ): bool {
		/**
		 * Filters how many booking attempts one IP address may make per 10 minutes.
		 *
		 * @param int $attempts Attempts.
		 */
		return SupportRateLimit::attempt( 'checkout', $ip, (int) apply_filters( 'eventin_checkout_rate_limit', self::ATTEMPTS ), self::WINDOW );
	}
}
