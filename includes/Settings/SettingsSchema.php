<?php
/**
 * The settings object's schema (clean field names) and the checks JSON schema
 * cannot express, each answering with a reason a person can act on.
 *
 * @package EventinPro
 */

namespace EventinPro\Settings;

use EventinPro\Shortcodes\Embed\EmbedDomains;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Schema of /eventin/v2/settings and its validate/sanitize callbacks.
 */
final class SettingsSchema {

	public const ON_OFF = array( 'on', 'off' );

	/**
	 * Where the currency symbol goes: '$99', '99$', '$ 99', '99 $' (Eventin 4's values).
	 */
	public const CURRENCY_POSITIONS = array( 'left', 'right', 'left_space', 'right_space' );

	public const MAX_SENDER_NAME = 100;
	public const MAX_EMAIL       = 100;
	public const MAX_MESSAGE     = 250;

	/**
	 * How long an unpaid booking from the event page may hold its places: 1 hour to 30 days.
	 */
	public const PENDING_HOURS_MIN = 1;
	public const PENDING_HOURS_MAX = 720;

	/**
	 * Schema properties.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function properties(): array {
		$ctx    = array( 'view', 'edit' );
		$on_off = array(
			'type'    => 'string',
			'enum'    => self::ON_OFF,
			'context' => $ctx,
		);
		$text   = static function ( string $description, int $max, string $validate, string $sanitize ) use ( $ctx ): array {
			return array(
				'description' => $description,
				'type'        => 'string',
				'maxLength'   => $max,
				'context'     => $ctx,
				'arg_options' => array(
					'validate_callback' => array( self::class, $validate ),
					'sanitize_callback' => array( self::class, $sanitize ),
				),
			);
		};

		return array(
			'disable_category_and_tags'   => array( 'description' => __( 'Hide event categories and tags.', 'eventin-pro' ) ) + $on_off,
			'modules'                     => array(
				'description'          => __( 'Optional modules.', 'eventin-pro' ),
				'type'                 => 'object',
				'context'              => $ctx,
				'properties'           => array(
					'rsvp' => array( 'description' => __( 'RSVP invitations and responses.', 'eventin-pro' ) ) + $on_off,
				),
				'additionalProperties' => false,
			),
			'attendee_verification_style' => array( 'description' => __( "'on' checks a scanned ticket in at once; 'off' asks the scanner to confirm or reject it first.", 'eventin-pro' ) ) + $on_off,
			'scanner_failure_message'     => $text( __( 'What the ticket scanner shows when the network fails or there is no camera (plain text; HTML is removed).', 'eventin-pro' ), self::MAX_MESSAGE, 'validate_message', 'plain_text' ),
			'email_sender_name'           => $text( __( 'Sender name of the mails the plugin sends.', 'eventin-pro' ), self::MAX_SENDER_NAME, 'validate_sender_name', 'trimmed' ),
			'email_sender_address'        => array( 'format' => 'email' ) + $text( __( 'Sender address of the mails the plugin sends.', 'eventin-pro' ), self::MAX_EMAIL, 'validate_sender_address', 'trimmed' ),
			'currency'                    => $text( __( 'ISO 4217 code of the currency ticket prices are in.', 'eventin-pro' ), 3, 'validate_currency', 'currency_code' ),
			'currency_position'           => array(
				'description' => __( 'Where the currency symbol goes around a price.', 'eventin-pro' ),
				'type'        => 'string',
				'enum'        => self::CURRENCY_POSITIONS,
				'context'     => $ctx,
			),
			'pending_booking_hours'       => array(
				'description' => __( 'Hours an unpaid booking from the event page holds its places before it is cancelled.', 'eventin-pro' ),
				'type'        => 'integer',
				'minimum'     => self::PENDING_HOURS_MIN,
				'maximum'     => self::PENDING_HOURS_MAX,
				'context'     => $ctx,
			),
			'booking_admin_notification'  => array( 'description' => __( "Mail the site's administration e-mail address about each booking made on the event page.", 'eventin-pro' ) ) + $on_off,
			'delete_data_on_uninstall'    => array( 'description' => __( 'Delete all Eventin data when the plugin is uninstalled (administrators only).', 'eventin-pro' ) ) + $on_off,
			// Changed by holders of etn_manage_shortcode (SettingsController).
			EmbedDomains::SETTING         => EmbedDomains::schema(),
		);
	}

	/**
	 * A failure message that is text once markup is removed.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_message( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid;
		}
		if ( '' === self::plain_text( $value ) ) {
			return self::invalid( __( 'scanner_failure_message must contain text (HTML is removed).', 'eventin-pro' ) );
		}
		return true;
	}

	/**
	 * A sender name fit for a mail header: text, no markup, no line breaks.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_sender_name( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid;
		}
		if ( '' === trim( $value ) ) {
			return self::invalid( __( 'email_sender_name must not be empty.', 'eventin-pro' ) );
		}
		if ( preg_match( '/[<>\r\n]/', $value ) ) {
			return self::invalid( __( 'email_sender_name must be plain text, without HTML or line breaks.', 'eventin-pro' ) );
		}
		return true;
	}

	/**
	 * A sender address WordPress accepts as an e-mail address.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_sender_address( $value, $request, $param ) {
		if ( is_string( $value ) && ! is_email( trim( $value ) ) ) {
			return self::invalid( __( 'email_sender_address must be a valid e-mail address, such as events@example.com.', 'eventin-pro' ) );
		}
		return rest_validate_request_arg( is_string( $value ) ? trim( $value ) : $value, $request, $param );
	}

	/**
	 * An ISO 4217 currency code (letter case does not matter).
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_currency( $value, $request, $param ) {
		if ( ! is_string( $value ) ) {
			return rest_validate_request_arg( $value, $request, $param );
		}
		if ( ! Currencies::is_known( self::currency_code( $value ) ) ) {
			return self::invalid( __( 'currency must be an ISO 4217 currency code, such as USD or EUR.', 'eventin-pro' ) );
		}
		return true;
	}

	/**
	 * Text without markup or line breaks.
	 *
	 * @param mixed $value Value.
	 */
	public static function plain_text( $value ): string {
		return sanitize_text_field( (string) $value );
	}

	/**
	 * Text without surrounding white space.
	 *
	 * @param mixed $value Value.
	 */
	public static function trimmed( $value ): string {
		return trim( (string) $value );
	}

	/**
	 * A currency code as stored: upper case.
	 *
	 * @param mixed $value Value.
	 */
	public static function currency_code( $value ): string {
		return strtoupper( trim( (string) $value ) );
	}

	/**
	 * A rejection; WordPress names the field in the 400.
	 *
	 * @param string $message Reason.
	 */
	private static function invalid( string $message ): WP_Error {
		return new WP_Error( 'rest_invalid_param', $message );
	}
}
