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
			return $this->unreachable( __( 'The license server address is not a valid URL.', 'eventin-pro' ) );
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
			return $this->unreachable( $response->get_error_message() );
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
	 * 502: the server could not be reached.
	 *
	 * @param string $detail Why.
	 */
	private function unreachable( string $detail ): WP_Error {
		return new WP_Error(
			'eventin_license_server_unreachable',
			sprintf(
				/* translators: %s: technical reason. */
				__( 'Could not reach the license server. Check the site\'s internet connection and try again. (%s)', 'eventin-pro' ),
				$detail
			),
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
