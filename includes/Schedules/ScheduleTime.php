<?php
/**
 * Dates and times of schedules: strict input formats, Eventin 4's stored
 * formats, and slot order.
 *
 * @package EventinPro
 */

namespace EventinPro\Schedules;

use EventinPro\Support\Formats;
defined( 'ABSPATH' ) || exit;

/**
 * Helpers (static: no state).
 */
final class ScheduleTime {

	/**
	 * The English day name of a date ("Monday"), as Eventin 4 stores it; '' for no date.
	 *
	 * @param string $date Y-m-d.
	 */
	public static function day_name( string $date ): string {
		if ( null === Formats::date( $date ) ) {
			return '';
		}
		$day = \DateTimeImmutable::createFromFormat( '!Y-m-d', $date, new \DateTimeZone( 'UTC' ) );
		return $day ? $day->format( 'l' ) : '';
	}

	/**
	 * Slots ordered by start time (then end time); slots without a start go
	 * last; equal slots keep their order.
	 *
	 * @template TSlot of array<string,mixed>
	 * @param array<int,TSlot> $slots Slots with start_time/end_time "HH:mm" or ''.
	 * @return list<TSlot>
	 */
	public static function sort_slots( array $slots ): array {
		$slots = array_values( $slots );
		$keys  = array();
		foreach ( $slots as $position => $slot ) {
			$start  = (string) ( $slot['start_time'] ?? '' );
			$keys[] = array( '' === $start ? '~' : $start, (string) ( $slot['end_time'] ?? '' ), $position );
		}
		usort(
			$keys,
			static function ( array $a, array $b ): int {
				return $a <=> $b;
			}
		);
		$sorted = array();
		foreach ( $keys as $key ) {
			$sorted[] = $slots[ $key[2] ];
		}
		return $sorted;
	}
}
