<?php
/**
 * Thrown instead of wp_die() ending the test run.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

/**
 * wp_die() in a test throws this; its message is wp_die()'s message.
 */
final class WPDieException extends \RuntimeException {

	/**
	 * The wp_die handler (for every wp_die_*_handler filter).
	 *
	 * @param string|\WP_Error|int $message wp_die() message.
	 * @param string|int           $title   Title or response code.
	 * @param array|int            $args    Arguments or response code.
	 * @throws WPDieException Always.
	 */
	public static function handler( $message, $title = '', $args = array() ): void {
		if ( $message instanceof \WP_Error ) {
			$message = $message->get_error_message();
		}
		$code = is_array( $args ) && isset( $args['response'] ) ? (int) $args['response'] : ( is_int( $args ) ? $args : 0 );
		throw new self( is_scalar( $message ) ? (string) $message : '', $code );
	}
}
