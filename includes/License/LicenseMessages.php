<?php
/**
 * Human messages for the license server's error codes.
 *
 * @package EventinPro
 */

namespace EventinPro\License;

defined( 'ABSPATH' ) || exit;

/**
 * EDD Software Licensing error codes => messages.
 */
final class LicenseMessages {

	/**
	 * Why the server refused a key.
	 *
	 * @param string $code    EDD `error` code (or the `license` status when there is none).
	 * @param string $expires Expiry date the server sent, if any.
	 */
	public static function refusal( string $code, string $expires = '' ): string {
		switch ( $code ) {
			case 'missing':
				return __( 'This license key does not exist. Check the key and try again.', 'eventin-pro' );
			case 'missing_url':
				return __( 'The license server did not receive the address of this site.', 'eventin-pro' );
			case 'expired':
				if ( '' !== $expires && 'lifetime' !== $expires ) {
					return sprintf(
						/* translators: %s: expiry date. */
						__( 'This license key expired on %s. Renew it to activate it again.', 'eventin-pro' ),
						self::date( $expires )
					);
				}
				return __( 'This license key has expired. Renew it to activate it again.', 'eventin-pro' );
			case 'disabled':
			case 'revoked':
				return __( 'This license key has been disabled. Contact support.', 'eventin-pro' );
			case 'no_activations_left':
				return __( 'This license key has reached its activation limit. Deactivate it on another site or upgrade the license.', 'eventin-pro' );
			case 'item_name_mismatch':
			case 'invalid_item_id':
				return __( 'This license key is not for Eventin Pro.', 'eventin-pro' );
			case 'key_mismatch':
				return __( 'This license key does not match the product it was issued for.', 'eventin-pro' );
			case 'site_inactive':
				return __( 'This license key is not active on this site.', 'eventin-pro' );
			case 'license_not_activable':
				return __( 'This license key cannot be activated: use the key of Eventin Pro itself, not of a bundle.', 'eventin-pro' );
			case 'invalid':
				return __( 'This license key is not valid.', 'eventin-pro' );
		}
		return sprintf(
			/* translators: %s: error code from the license server. */
			__( 'The license server refused this license key (%s).', 'eventin-pro' ),
			'' === $code ? __( 'no reason given', 'eventin-pro' ) : $code
		);
	}

	/**
	 * A server date ("2020-01-31 23:59:59") in the site's date format.
	 *
	 * @param string $value Date.
	 */
	private static function date( string $value ): string {
		$time = strtotime( $value );
		return false === $time ? $value : date_i18n( (string) get_option( 'date_format', 'Y-m-d' ), $time );
	}
}
