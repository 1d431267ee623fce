<?php
/**
 * Speaks the Easy Digital Downloads Software Licensing protocol with the
 * license server (the vendor's store, or scripts/license-server.mjs locally).
 *
 * @package EventinPro
 */

namespace EventinPro\License;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * License server client.
 */
class LicenseClient {

	/**
	 * The product's name in the store.
	 */
	public const ITEM_NAME = 'Eventin Pro';

	/**
	 * Seconds to wait for the license server.
	 */
	public const TIMEOUT = 15;

	/**
	 * The server's URL: the constant EVENTIN_PRO_LICENSE_SERVER through the
	 * filter eventin_license_server_url.
	 */
	public function server_url(): string {
		$url = defined( 'EVENTIN_PRO_LICENSE_SERVER' ) ? (string) EVENTIN_PRO_LICENSE_SERVER : License::DEFAULT_SERVER;
		/**
		 * Filters the URL of the license server (EDD Software Licensing endpoint).
		 *
		 * @param string $url Server URL.
		 */
		return (string) apply_filters( 'eventin_license_server_url', $url );
	}

	/**
	 * activate_license.
	 *
	 * @param string $key License key.
	 * @return array<string,mixed>|WP_Error The server's reply, or why there is none.
	 */
	public function activate( string $key ) {
		return $this->call( 'activate_license', $key );
	}

	/**
	 * deactivate_license.
	 *
	 * @param string $key License key.
	 * @return array<string,mixed>|WP_Error The server's reply, or why there is none.
	 */
	public function deactivate( string $key ) {
		return $this->call( 'deactivate_license', $key );
	}

	/**
	 * check_license.
	 *
	 * @param string $key License key.
	 * @return array<string,mixed>|WP_Error The server's reply, or why there is none.
	 */
	public function check( string $key ) {
		return $this->call( 'check_license', $key );
	}

	/**
	 * One protocol call. A network failure, a status other than 200 or a body
	 * that is not the protocol's JSON object is an error; nothing else is.
	 *
	 * @param string $action EDD action.
	 * @param string $key    License key.
	 * @return array<string,mixed>|WP_Error
	 */
	private function call( string $action, string $key ) {
		$url = $this->server_url();
		if ( ! $this->is_http_url( $url ) ) {
			return $this->unreachable( new WP_Error( 'eventin_license_server_url', __( 'The license server address is not a valid URL.', 'eventin-pro' ) ) );
		}
		$response = wp_remote_post(
			$url,
			array(
				'timeout' => self::TIMEOUT,
				'body'    => array(
					'edd_action' => $action,
					'license'    => $key,
					'item_name'  => self::ITEM_NAME,
					'url'        => home_url(),
				),
			)
		);
		if ( is_wp_error( $response ) ) {
			return $this->unreachable( $response );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( 200 !== $status ) {
			return $this->invalid_reply(
				/* translators: %d: HTTP status code. */
				sprintf( __( 'it answered with HTTP status %d', 'eventin-pro' ), $status )
			);
		}
		$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( ! is_array( $body ) || ! isset( $body['license'] ) || ! is_string( $body['license'] ) ) {
			return $this->invalid_reply( __( 'its answer was not a license reply', 'eventin-pro' ) );
		}
		return $body;
	}

	/**
	 * An http(s) URL with a host. Loopback hosts are allowed on purpose: the
	 * local development server listens on 127.0.0.1 (so wp_remote_post, not the
	 * "safe" variant that refuses them).
	 *
	 * @param string $url URL.
	 */
	private function is_http_url( string $url ): bool {
		$parts = wp_parse_url( $url );
		return is_array( $parts )
			&& isset( $parts['scheme'], $parts['host'] )
			&& in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true );
	}

	/**
	 * 502: the server could not be reached. The browser gets a neutral
	 * message: the transport's own (cURL's "Failed to connect to 10.0.0.5
	 * port 8443", "Could not resolve host: ...") names hosts and addresses of
	 * the site's network. That detail goes to the action
	 * eventin_license_request_failed and, with WP_DEBUG_LOG on, the debug log.
	 *
	 * @param WP_Error $failure Why, in the transport's words.
	 */
	private function unreachable( WP_Error $failure ): WP_Error {
		/**
		 * Fires when the license server cannot be reached, with the
		 * transport's error (which may name internal hosts and addresses).
		 *
		 * @param WP_Error $failure The error.
		 */
		do_action( 'eventin_license_request_failed', $failure );
		if ( defined( 'WP_DEBUG_LOG' ) && WP_DEBUG_LOG ) {
			error_log( 'Eventin Pro: the license server could not be reached: ' . $failure->get_error_message() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the detail belongs in the site's log, not in the browser.
		}
		return new WP_Error(
			'eventin_license_server_unreachable',
			__( 'Could not reach the license server. Check the site\'s internet connection and try again.', 'eventin-pro' ),
			array( 'status' => 502 )
		);
	}

	/**
	 * 502: the server answered something other than the protocol.
	 *
	 * @param string $detail What was wrong.
	 */
	private function invalid_reply( string $detail ): WP_Error {
		return new WP_Error(
			'eventin_license_server_invalid_reply',
			sprintf(
				/* translators: %s: what was wrong with the answer. */
				__( 'The license server sent an unexpected answer (%s). Try again later.', 'eventin-pro' ),
				$detail
			),
			array( 'status' => 502 )
		);
	}
}
