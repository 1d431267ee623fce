<?php
/**
 * The date, time and id formats every feature reads: what clients submit
 * (strict) and what is stored (including the older formats of Eventin 4
 * sites).
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Pure parsers; null (or an empty list) for anything else.
 */
final class Formats {

	/**
	 * A strict calendar date "Y-m-d", or null ("2026-13-40", "2026-2-3" and the like).
	 *
	 * @param mixed $value Value.
	 */
	public static function date( $value ): ?string {
		if ( ! is_string( $value ) || ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $m ) ) {
			return null;
		}
		return checkdate( (int) $m[2], (int) $m[3], (int) $m[1] ) ? $value : null;
	}

	/**
	 * A submitted time: strictly 24-hour "H:i" ("09:30", "23:59"). Null otherwise.
	 *
	 * @param mixed $value Value.
	 */
	public static function input_time( $value ): ?string {
		if ( ! is_string( $value ) || ! preg_match( '/^([01]\d|2[0-3]):([0-5]\d)$/', $value ) ) {
			return null;
		}
		return $value;
	}

	/**
	 * A stored time as "H:i": accepts "H:i", "H:i:s", "9:00" and Eventin 4's "9:00 AM".
	 * Null when it is none of these.
	 *
	 * @param mixed $value Stored value.
	 */
	public static function stored_time( $value ): ?string {
		if ( ! is_string( $value ) ) {
			return null;
		}
		$value = trim( $value );
		if ( preg_match( '/^(\d{1,2}):(\d{2})(?::\d{2})?$/', $value, $m ) ) {
			$hours   = (int) $m[1];
			$minutes = (int) $m[2];
		} elseif ( preg_match( '/^(\d{1,2}):(\d{2})\s*([ap])\.?m\.?$/i', $value, $m ) ) {
			$hours   = (int) $m[1];
			$minutes = (int) $m[2];
			if ( $hours < 1 || $hours > 12 ) {
				return null;
			}
			$hours = ( 12 === $hours ? 0 : $hours ) + ( 'p' === strtolower( $m[3] ) ? 12 : 0 );
		} else {
			return null;
		}
		if ( $hours > 23 || $minutes > 59 ) {
			return null;
		}
		return sprintf( '%02d:%02d', $hours, $minutes );
	}

	/**
	 * A list of positive ids from a stored value (array, single id, or junk).
	 *
	 * @param mixed $raw Stored value.
	 * @return int[]
	 */
	public static function ids( $raw ): array {
		$raw = is_array( $raw ) ? $raw : ( is_numeric( $raw ) ? array( $raw ) : array() );
		$ids = array();
		foreach ( $raw as $value ) {
			if ( is_numeric( $value ) && (int) $value > 0 ) {
				$ids[] = (int) $value;
			}
		}
		return array_values( array_unique( $ids ) );
	}
}
