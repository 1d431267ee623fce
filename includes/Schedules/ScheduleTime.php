<?php
/**
 * Dates and times of schedules: strict input formats, Eventin 4's stored
 * formats, and slot order.
 *
 * @package EventinPro
 */

namespace EventinPro\Schedules;

defined( 'ABSPATH' ) || exit;

/**
 * Helpers (static: no state).
 */
final class ScheduleTime {

	/**
	 * A strict calendar date "Y-m-d", or null ("2026-02-30", "2026-2-3" and the like).
	 *
	 * @param mixed $value Value.
	 */
	public static function parse_date( $value ): ?string {
		if ( ! is_string( $value ) || ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $m ) ) {
			return null;
		}
		return checkdate( (int) $m[2], (int) $m[3], (int) $m[1] ) ? $value : null;
	}

	/**
	 * A submitted time: strictly 24-hour "HH:mm" ("09:30", "23:59"), or null.
	 *
	 * @param mixed $value Value.
	 */
	public static function parse_input_time( $value ): ?string {
		return is_string( $value ) && preg_match( '/^([01]\d|2[0-3]):[0-5]\d$/', $value ) ? $value : null;
	}

	/**
	 * A stored time as "HH:mm": accepts "H:i", "H:i:s" and Eventin 4's "9:00 AM".
	 *
	 * @param mixed $value Stored value.
	 */
	public static function parse_stored_time( $value ): ?string {
		if ( ! is_string( $value ) ) {
			return null;
		}
		$value = trim( $value );
		if ( preg_match( '/^(\d{1,2}):(\d{2})(?::\d{2})?$/', $value, $m ) ) {
			$hours = (int) $m[1];
		} elseif ( preg_match( '/^(\d{1,2}):(\d{2})\s*([ap])\.?m\.?$/i', $value, $m ) ) {
			$hours = (int) $m[1];
			if ( $hours < 1 || $hours > 12 ) {
				return null;
			}
			$hours = ( 12 === $hours ? 0 : $hours ) + ( 'p' === strtolower( $m[3] ) ? 12 : 0 );
		} else {
			return null;
		}
		$minutes = (int) $m[2];
		return $hours > 23 || $minutes > 59 ? null : sprintf( '%02d:%02d', $hours, $minutes );
	}

	/**
	 * The English day name of a date ("Monday"), as Eventin 4 stores it; '' for no date.
	 *
	 * @param string $date Y-m-d.
	 */
	public static function day_name( string $date ): string {
		if ( null === self::parse_date( $date ) ) {
			return '';
		}
		$day = \DateTimeImmutable::createFromFormat( '!Y-m-d', $date, new \DateTimeZone( 'UTC' ) );
		return $day ? $day->format( 'l' ) : '';
	}

	/**
	 * Slots ordered by start time (then end time); slots without a start go
	 * last; equal slots keep their order.
	 *
	 * @param array<int,array<string,mixed>> $slots Slots with start_time/end_time "HH:mm" or ''.
	 * @return array<int,array<string,mixed>>
	 */
	public static function sort_slots( array $slots ): array {
		$keyed = array();
		foreach ( array_values( $slots ) as $position => $slot ) {
			$start   = (string) ( $slot['start_time'] ?? '' );
			$keyed[] = array( '' === $start ? '~' : $start, (string) ( $slot['end_time'] ?? '' ), $position, $slot );
		}
		usort(
			$keyed,
			static function ( array $a, array $b ): int {
				return array( $a[0], $a[1], $a[2] ) <=> array( $b[0], $b[1], $b[2] );
			}
		);
		return array_column( $keyed, 3 );
	}
}
