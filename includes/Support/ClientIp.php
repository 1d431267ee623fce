<?php
/**
 * The address of the visitor a public endpoint counts for its rate limit
 * (the booking form, ticket and certificate pages, the RSVP form).
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Client address.
 */
final class ClientIp {

	/**
	 * REMOTE_ADDR only: forwarded headers are the visitor's to write. A site
	 * behind a trusted proxy or load balancer filters it (`eventin_client_ip`),
	 * for instance with the proxy's X-Forwarded-For entry; otherwise every
	 * visitor would share the proxy's address and its limit. '' when unknown.
	 */
	public static function get(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		/**
		 * Filters the visitor's address the plugin's rate limits count.
		 *
		 * @param string $ip REMOTE_ADDR.
		 */
		$ip = (string) apply_filters( 'eventin_client_ip', $ip );
		/**
		 * Filters the address the booking rate limit counts.
		 *
		 * @deprecated 0.7.0 Use eventin_client_ip, which every rate limit reads.
		 *
		 * @param string $ip The address.
		 */
		return (string) apply_filters_deprecated( 'eventin_checkout_client_ip', array( $ip ), '0.7.0', 'eventin_client_ip' );
	}
}
