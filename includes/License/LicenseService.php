<?php
/**
 * License activation, deactivation and the status check.
 *
 * @package EventinPro
 */

namespace EventinPro\License;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * License logic. Nothing is stored unless the server said the key is valid
 * for this site; a server that cannot be reached changes nothing.
 */
final class LicenseService {

	/**
	 * Storage.
	 *
	 * @var LicenseRepository
	 */
	private $repository;

	/**
	 * License server client.
	 *
	 * @var LicenseClient
	 */
	private $client;

	/**
	 * Constructor.
	 *
	 * @param LicenseRepository $repository Storage.
	 * @param LicenseClient     $client     License server client.
	 */
	public function __construct( LicenseRepository $repository, LicenseClient $client ) {
		$this->repository = $repository;
		$this->client     = $client;
	}

	/**
	 * The license as the dashboard may see it (key masked), or null.
	 *
	 * @return array<string,string>|null
	 */
	public function current(): ?array {
		$license = $this->repository->get();
		return $license ? self::public_view( $license ) : null;
	}

	/**
	 * Activates a key for this site.
	 *
	 * @param string $name  Licensee name (sanitized).
	 * @param string $email Licensee email (sanitized).
	 * @param string $key   License key (sanitized).
	 * @return array<string,string>|WP_Error The license, or why not.
	 */
	public function activate( string $name, string $email, string $key ) {
		$stored = $this->repository->get();
		if ( $stored && 'invalid' !== $stored['license'] ) {
			return new WP_Error(
				'eventin_license_active',
				__( 'A license is already active on this site. Deactivate it before activating another key.', 'eventin-pro' ),
				array(
					'status' => 400,
					'params' => array( 'license_key' => __( 'A license is already active on this site.', 'eventin-pro' ) ),
				)
			);
		}
		$reply = $this->client->activate( $key );
		if ( is_wp_error( $reply ) ) {
			return $reply;
		}
		if ( empty( $reply['success'] ) || 'valid' !== $reply['license'] ) {
			$code    = isset( $reply['error'] ) && is_string( $reply['error'] ) ? sanitize_key( $reply['error'] ) : sanitize_key( $reply['license'] );
			$message = LicenseMessages::refusal( $code, self::text( $reply, 'expires' ) );
			return new WP_Error(
				'eventin_license_invalid',
				$message,
				array(
					'status' => 400,
					'reason' => $code,
					'params' => array( 'license_key' => $message ),
				)
			);
		}
		$now     = gmdate( 'c' );
		$license = array(
			'name'         => $name,
			'email'        => $email,
			'license_key'  => $key,
			'license'      => 'valid',
			'expires'      => self::text( $reply, 'expires' ),
			'activated_at' => $now,
			'checked_at'   => $now,
		);
		$this->repository->save( $license );
		LicenseCron::schedule();
		return self::public_view( $license );
	}

	/**
	 * Deactivates the license on this site. When the server no longer counts
	 * this site (it answers "failed"), the local copy goes too: there is
	 * nothing left to deactivate.
	 *
	 * @return true|WP_Error
	 */
	public function deactivate() {
		$license = $this->repository->get();
		if ( ! $license ) {
			return new WP_Error(
				'eventin_license_none',
				__( 'No license is active on this site.', 'eventin-pro' ),
				array( 'status' => 400 )
			);
		}
		$reply = $this->client->deactivate( $license['license_key'] );
		if ( is_wp_error( $reply ) ) {
			return $reply;
		}
		$this->repository->delete();
		LicenseCron::clear();
		return true;
	}

	/**
	 * check_license: updates the stored status. An unreachable server or an
	 * unexpected answer leaves it unchanged.
	 *
	 * @return array<string,string>|WP_Error|null The license after the check; null when none is stored.
	 */
	public function check() {
		$license = $this->repository->get();
		if ( ! $license ) {
			return null;
		}
		$reply = $this->client->check( $license['license_key'] );
		if ( is_wp_error( $reply ) ) {
			return $reply;
		}
		$license['license']    = sanitize_key( $reply['license'] );
		$license['checked_at'] = gmdate( 'c' );
		$expires               = self::text( $reply, 'expires' );
		if ( '' !== $expires ) {
			$license['expires'] = $expires;
		}
		$this->repository->save( $license );
		return self::public_view( $license );
	}

	/**
	 * The stored license with the key masked: every character but the last four becomes '*'.
	 *
	 * @param array<string,string> $license Stored license.
	 * @return array<string,string>
	 */
	public static function public_view( array $license ): array {
		$license['license_key'] = self::mask( $license['license_key'] );
		return $license;
	}

	/**
	 * Masks a key.
	 *
	 * @param string $key Key.
	 */
	public static function mask( string $key ): string {
		$length = strlen( $key );
		return $length <= 4 ? str_repeat( '*', $length ) : str_repeat( '*', $length - 4 ) . substr( $key, -4 );
	}

	/**
	 * A short text field of the server's reply.
	 *
	 * @param array<string,mixed> $reply Reply.
	 * @param string              $field Field.
	 */
	private static function text( array $reply, string $field ): string {
		if ( ! isset( $reply[ $field ] ) || ! is_scalar( $reply[ $field ] ) ) {
			return '';
		}
		return substr( sanitize_text_field( (string) $reply[ $field ] ), 0, 40 );
	}
}
