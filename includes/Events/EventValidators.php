<?php
/**
 * Validate callbacks for what JSON schema cannot say: real calendar dates,
 * 24-hour times, timezones, deadlines, ticket capacities. Each first runs the
 * schema check, so a wrong type still gets WordPress's own message.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use EventinPro\Support\Formats;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * REST argument validators (static; signature of a validate_callback).
 */
final class EventValidators {

	/**
	 * A date "Y-m-d" that exists on the calendar.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_date( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( null === Formats::date( $value ) ) {
			/* translators: %s: parameter name. */
			return new WP_Error( 'rest_invalid_param', sprintf( __( '%s must be a real date in the form Y-m-d (e.g. 2026-05-31).', 'eventin-pro' ), $param ) );
		}
		return true;
	}

	/**
	 * validate_date(), or ''.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_optional_date( $value, $request, $param ) {
		return '' === $value ? rest_validate_request_arg( $value, $request, $param ) : self::validate_date( $value, $request, $param );
	}

	/**
	 * A 24-hour time "H:i", or ''.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_time( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( '' !== $value && null === Formats::input_time( $value ) ) {
			/* translators: %s: parameter name. */
			return new WP_Error( 'rest_invalid_param', sprintf( __( '%s must be a 24-hour time H:i (00:00 to 23:59).', 'eventin-pro' ), $param ) );
		}
		return true;
	}

	/**
	 * A timezone EventTime understands, or '' (the site's).
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_timezone( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( ! EventTime::is_valid_timezone( (string) $value ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'timezone must be a timezone name such as Asia/Dhaka, or a UTC offset such as UTC+6 or +05:30.', 'eventin-pro' ) );
		}
		return true;
	}

	/**
	 * A deadline "Y-m-d H:i", or ''.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_deadline( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( '' !== $value && null === EventTime::parse_deadline( $value ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'registration_deadline must be a date and time Y-m-d H:i (e.g. 2026-05-30 18:00), or empty.', 'eventin-pro' ) );
		}
		return true;
	}

	/**
	 * Ticket capacities: at least 1, or -1 for unlimited (the per-order limits,
	 * which need the stored variation, are checked by EventRules).
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_tickets( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		foreach ( (array) $value as $index => $ticket ) {
			$capacity = (int) $ticket['capacity'];
			if ( 0 === $capacity || $capacity < -1 ) {
				/* translators: %d: position of the ticket variation. */
				return new WP_Error( 'rest_invalid_param', sprintf( __( 'ticket_variations[%d][capacity] must be at least 1, or -1 for unlimited.', 'eventin-pro' ), $index ) );
			}
		}
		return true;
	}

	/**
	 * Extra fields: labels given, plain text and different, options for the
	 * choice types only (ExtraFields::problem()).
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_extra_fields( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$problem = ExtraFields::problem( (array) $value );
		if ( $problem ) {
			/* translators: 1: field path such as extra_fields[0][label], 2: reason. */
			return new WP_Error( 'rest_invalid_param', sprintf( __( '%1$s: %2$s', 'eventin-pro' ), $problem[0], $problem[1] ) );
		}
		return true;
	}

	/**
	 * A recurrence whose `until` is a real date.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Param name.
	 * @return true|WP_Error
	 */
	public static function validate_recurrence( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( is_array( $value ) && null === Formats::date( $value['until'] ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'recurrence[until] must be a real date in the form Y-m-d.', 'eventin-pro' ) );
		}
		return true;
	}
}
