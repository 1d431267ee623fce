<?php
/**
 * The one error a service returns when a field breaks a rule JSON schema
 * cannot express; Controller::service_error() turns it into a 400 naming it.
 *
 * @package EventinPro
 */

namespace EventinPro\Rest;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Field rejection.
 */
final class FieldError {

	public const CODE = 'eventin_invalid_field';

	/**
	 * A rejection of one field.
	 *
	 * @param string $field   Field name.
	 * @param string $message Reason.
	 */
	public static function make( string $field, string $message ): WP_Error {
		return new WP_Error( self::CODE, $message, array( 'field' => $field ) );
	}
}
