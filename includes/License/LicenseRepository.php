<?php
/**
 * Stores the license of this site (option eventin_pro_license, not autoloaded).
 *
 * @package EventinPro
 */

namespace EventinPro\License;

defined( 'ABSPATH' ) || exit;

/**
 * License storage. The full key is stored here and never leaves the server.
 */
final class LicenseRepository {

	public const OPTION = 'eventin_pro_license';

	/**
	 * The stored license, or null.
	 *
	 * @return array{name:string,email:string,license_key:string,license:string,expires:string,activated_at:string,checked_at:string}|null
	 */
	public function get(): ?array {
		$stored = get_option( self::OPTION, null );
		if ( ! is_array( $stored ) || empty( $stored['license_key'] ) ) {
			return null;
		}
		$license = array();
		foreach ( array( 'name', 'email', 'license_key', 'license', 'expires', 'activated_at', 'checked_at' ) as $field ) {
			$license[ $field ] = isset( $stored[ $field ] ) && is_scalar( $stored[ $field ] ) ? (string) $stored[ $field ] : '';
		}
		return $license;
	}

	/**
	 * Stores the license (replacing any other), not autoloaded: only license screens and the weekly check read it.
	 *
	 * @param array<string,string> $license License.
	 */
	public function save( array $license ): void {
		if ( false === get_option( self::OPTION, false ) ) {
			add_option( self::OPTION, $license, '', false );
			return;
		}
		update_option( self::OPTION, $license, false );
	}

	/**
	 * Forgets the license.
	 */
	public function delete(): void {
		delete_option( self::OPTION );
	}
}
