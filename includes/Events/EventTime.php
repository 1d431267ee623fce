<?php
/**
 * Dates, times and timezones of events: parsing what is stored (including
 * Eventin 4's older formats) and turning an event's local start and end into
 * the sortable UTC strings the list filters on.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use DateTimeImmutable;
use DateTimeZone;
use EventinPro\Support\Formats;
use Exception;

defined( 'ABSPATH' ) || exit;

/**
 * Pure helpers; no storage access.
 */
final class EventTime {

	/**
	 * Format of the normalized keys: sortable as strings.
	 */
	public const SQL_FORMAT = 'Y-m-d H:i:s';

	/**
	 * Start and end of an event without a start date: it sorts after everything
	 * and is "upcoming" until someone gives it a date.
	 */
	public const UNDATED_UTC = '9999-12-31 23:59:59';

	/**
	 * The timezone an event's dates are in: an IANA name ("Asia/Dhaka"), a UTC
	 * offset ("UTC+6", "UTC+5.5", "UTC-03:30", "+06:00") or "UTC"; '' means the
	 * site's timezone. Null when $name is none of these.
	 *
	 * @param string $name Stored or submitted timezone.
	 */
	public static function timezone( string $name ): ?DateTimeZone {
		$name = trim( $name );
		if ( '' === $name ) {
			return wp_timezone();
		}
		if ( in_array( strtoupper( $name ), array( 'UTC', 'GMT', 'Z' ), true ) ) {
			return new DateTimeZone( 'UTC' );
		}
		if ( preg_match( '/^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?:([:.])(\d{1,2}))?$/i', $name, $m ) ) {
			$hours   = (int) $m[2];
			$minutes = 0;
			if ( isset( $m[4] ) ) {
				// "UTC+5.5" (WordPress's own manual offsets) is a fraction of an hour; "+05:30" is minutes.
				$minutes = '.' === $m[3] ? (int) round( (float) ( '0.' . $m[4] ) * 60 ) : (int) $m[4];
			}
			if ( $hours > 14 || $minutes > 59 || ( 14 === $hours && $minutes > 0 ) ) {
				return null;
			}
			return new DateTimeZone( sprintf( '%s%02d:%02d', $m[1], $hours, $minutes ) );
		}
		if ( isset( self::identifiers()[ $name ] ) ) {
			return new DateTimeZone( $name );
		}
		return null;
	}

	/**
	 * Whether a submitted timezone is one timezone() understands.
	 *
	 * @param string $name Timezone.
	 */
	public static function is_valid_timezone( string $name ): bool {
		return null !== self::timezone( $name );
	}

	/**
	 * A registration deadline "Y-m-d H:i", or null.
	 *
	 * @param mixed $value Value.
	 */
	public static function parse_deadline( $value ): ?string {
		if ( ! is_string( $value ) || ! preg_match( '/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/', $value, $m ) ) {
			return null;
		}
		return Formats::date( $m[1] ) && Formats::input_time( $m[2] ) ? $value : null;
	}

	/**
	 * An event's start and end as local date-times, the way the status rule reads
	 * them: a missing start time is 00:00, a missing end date is the start date,
	 * a missing end time is 23:59:59, and an end before the start (old data) is
	 * read as the end of the start day. Null when there is no valid start date.
	 *
	 * @param array{start_date?:mixed,start_time?:mixed,end_date?:mixed,end_time?:mixed} $dates Stored values.
	 * @param DateTimeZone                                                                 $zone  Event timezone.
	 * @return array{0:DateTimeImmutable,1:DateTimeImmutable}|null
	 */
	public static function local_range( array $dates, DateTimeZone $zone ): ?array {
		$start_date = Formats::date( $dates['start_date'] ?? null );
		if ( null === $start_date ) {
			return null;
		}
		$start_time = Formats::stored_time( $dates['start_time'] ?? null ) ?? '00:00';
		$end_date   = Formats::date( $dates['end_date'] ?? null ) ?? $start_date;
		$end_time   = Formats::stored_time( $dates['end_time'] ?? null );
		$end_time   = null === $end_time ? '23:59:59' : $end_time . ':00';
		try {
			$start = new DateTimeImmutable( "$start_date $start_time:00", $zone );
			$end   = new DateTimeImmutable( "$end_date $end_time", $zone );
		} catch ( Exception $e ) {
			return null;
		}
		if ( $end < $start ) {
			$end = $start->setTime( 23, 59, 59 );
		}
		return array( $start, $end );
	}

	/**
	 * The normalized keys stored with every event: local start/end (for the date
	 * range filter, which is about the dates people see) and UTC start/end (for
	 * the status filter, which compares with "now" whatever the timezone).
	 *
	 * @param array{start_date?:mixed,start_time?:mixed,end_date?:mixed,end_time?:mixed,timezone?:mixed} $dates Stored values.
	 * @return array{start_local:string,end_local:string,start_utc:string,end_utc:string}
	 */
	public static function normalized( array $dates ): array {
		$zone  = self::timezone( is_string( $dates['timezone'] ?? null ) ? $dates['timezone'] : '' ) ?? wp_timezone();
		$range = self::local_range( $dates, $zone );
		if ( null === $range ) {
			return array(
				'start_local' => '',
				'end_local'   => '',
				'start_utc'   => self::UNDATED_UTC,
				'end_utc'     => self::UNDATED_UTC,
			);
		}
		$utc = new DateTimeZone( 'UTC' );
		return array(
			'start_local' => $range[0]->format( self::SQL_FORMAT ),
			'end_local'   => $range[1]->format( self::SQL_FORMAT ),
			'start_utc'   => $range[0]->setTimezone( $utc )->format( self::SQL_FORMAT ),
			'end_utc'     => $range[1]->setTimezone( $utc )->format( self::SQL_FORMAT ),
		);
	}

	/**
	 * Adds whole days to a "Y-m-d" date.
	 *
	 * @param string $date Date.
	 * @param int    $days Days (may be negative).
	 */
	public static function add_days( string $date, int $days ): string {
		return gmdate( 'Y-m-d', (int) strtotime( "$date 00:00:00 UTC" ) + $days * DAY_IN_SECONDS );
	}

	/**
	 * Days from $from to $to ("Y-m-d" each).
	 *
	 * @param string $from Date.
	 * @param string $to   Date.
	 */
	public static function days_between( string $from, string $to ): int {
		return (int) round( ( strtotime( "$to 00:00:00 UTC" ) - strtotime( "$from 00:00:00 UTC" ) ) / DAY_IN_SECONDS );
	}

	/**
	 * Known IANA identifiers (including the backward-compatible ones such as
	 * "Asia/Calcutta" that older sites store), as a set.
	 *
	 * @return array<string,true>
	 */
	private static function identifiers(): array {
		static $set = null;
		if ( null === $set ) {
			$set = array_fill_keys( DateTimeZone::listIdentifiers( DateTimeZone::ALL_WITH_BC ), true );
		}
		return $set;
	}
}
