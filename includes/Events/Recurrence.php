<?php
/**
 * Recurrence rules: { frequency, interval, until } and the dates they produce.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use EventinPro\Support\Formats;
defined( 'ABSPATH' ) || exit;

/**
 * Pure helpers; the service turns the dates into child events.
 */
final class Recurrence {

	public const FREQUENCIES = array( 'daily', 'weekly', 'monthly' );

	public const MAX_INTERVAL = 30;

	/**
	 * A series has at most this many occurrences (children).
	 */
	public const MAX_OCCURRENCES = 100;

	/**
	 * A stored rule as { frequency, interval, until }, or null when it is missing or malformed.
	 *
	 * @param mixed $raw Stored meta value.
	 * @return array{frequency:string,interval:int,until:string}|null
	 */
	public static function from_meta( $raw ): ?array {
		if ( ! is_array( $raw ) ) {
			return null;
		}
		$frequency = $raw['frequency'] ?? null;
		$interval  = $raw['interval'] ?? null;
		$until     = Formats::date( $raw['until'] ?? null );
		if ( ! in_array( $frequency, self::FREQUENCIES, true ) || ! is_numeric( $interval ) || null === $until ) {
			return null;
		}
		$interval = (int) $interval;
		if ( $interval < 1 || $interval > self::MAX_INTERVAL ) {
			return null;
		}
		return array(
			'frequency' => $frequency,
			'interval'  => $interval,
			'until'     => $until,
		);
	}

	/**
	 * Start dates of the occurrences from $start to the rule's `until` (both
	 * included). Stops after $limit + 1 dates so callers can tell "too many".
	 * Monthly on a day a month lacks (the 31st) skips that month, as RFC 5545 does.
	 *
	 * @param string                                            $start Series start "Y-m-d".
	 * @param array{frequency:string,interval:int,until:string} $rule  Rule.
	 * @param int                                               $limit Most dates wanted.
	 * @return string[]
	 */
	public static function dates( string $start, array $rule, int $limit = self::MAX_OCCURRENCES ): array {
		$dates                      = array();
		$found                      = 0;
		list( $year, $month, $day ) = array_map( 'intval', explode( '-', $start ) );
		for ( $step = 0; $found <= $limit; $step++ ) {
			$offset = $step * $rule['interval'];
			if ( 'monthly' === $rule['frequency'] ) {
				$months = $month - 1 + $offset;
				$y      = $year + intdiv( $months, 12 );
				$m      = $months % 12 + 1;
				if ( sprintf( '%04d-%02d-01', $y, $m ) > $rule['until'] ) {
					break;
				}
				if ( ! checkdate( $m, $day, $y ) ) {
					continue;
				}
				$date = sprintf( '%04d-%02d-%02d', $y, $m, $day );
			} else {
				$date = EventTime::add_days( $start, 'weekly' === $rule['frequency'] ? 7 * $offset : $offset );
			}
			if ( $date > $rule['until'] ) {
				break;
			}
			$dates[] = $date;
			++$found;
		}
		return $dates;
	}
}
