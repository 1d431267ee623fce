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
	 * A stored rule as { frequency, interval, until }, or null when it is missing,
	 * malformed or a form this plugin cannot follow. Reads this plugin's own
	 * shape and Eventin's daily one (`recurrence_freq` "day" with
	 * `recurrence_daily_interval`, 1 when empty, as Eventin reads it), whose
	 * series runs to the parent event's end date.
	 *
	 * @param mixed  $raw      Stored meta value.
	 * @param string $end_date The parent event's end date "Y-m-d", '' when unknown.
	 * @return array{frequency:string,interval:int,until:string}|null
	 */
	public static function from_meta( $raw, string $end_date = '' ): ?array {
		if ( ! is_array( $raw ) ) {
			return null;
		}
		if ( isset( $raw['recurrence_freq'] ) ) {
			$raw = self::from_eventin( $raw, $end_date );
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
	 * Eventin's rule in this plugin's terms. Only the daily form maps one to one;
	 * weekly (chosen weekdays), monthly and yearly forms give an empty rule, which
	 * callers treat as unreadable (children are left alone).
	 *
	 * @param array<string,mixed> $raw      Eventin's `etn_event_recurrence`.
	 * @param string              $end_date The parent event's end date.
	 * @return array<string,mixed>
	 */
	private static function from_eventin( array $raw, string $end_date ): array {
		if ( 'day' !== $raw['recurrence_freq'] ) {
			return array();
		}
		$interval = $raw['recurrence_daily_interval'] ?? '';
		return array(
			'frequency' => 'daily',
			'interval'  => empty( $interval ) ? 1 : $interval,
			'until'     => $end_date,
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
