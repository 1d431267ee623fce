<?php
/**
 * What the event page says about an event beyond its stored fields: its
 * dates in its own timezone, whether it takes bookings and why not, what each
 * ticket type has left and how prices read.
 *
 * @package EventinPro
 */

namespace EventinPro\EventPage;

use DateTimeImmutable;
use DateTimeZone;

defined( 'ABSPATH' ) || exit;

/**
 * Pure reads of an event item (EventsService::get()), shared by the page,
 * the JSON-LD and the calendar file.
 */
final class EventFacts {

	/**
	 * Why an event takes no bookings (keys of reason()).
	 */
	public const CLOSED_DRAFT    = 'draft';
	public const CLOSED_PAST     = 'past';
	public const CLOSED_DEADLINE = 'deadline';
	public const CLOSED_SOLD_OUT = 'sold_out';
	public const CLOSED_NO_TYPES = 'no_tickets';

	/**
	 * The event's zone (its own, else the site's).
	 *
	 * @param array<string,mixed> $event Event item.
	 */
	public static function zone( array $event ): DateTimeZone {
		try {
			return new DateTimeZone( (string) ( $event['timezone'] ?? '' ) );
		} catch ( \Exception $e ) {
			return wp_timezone();
		}
	}

	/**
	 * Start and end as dates in the event's zone; null when the event has no start date.
	 * A missing start time is midnight; a missing end time is the end of the end day
	 * when no start time is set either, else the start time.
	 *
	 * @param array<string,mixed> $event Event item.
	 * @return array{0:DateTimeImmutable,1:DateTimeImmutable,2:bool}|null Start, end, whether times are known.
	 */
	public static function range( array $event ): ?array {
		$start_date = (string) ( $event['start_date'] ?? '' );
		if ( '' === $start_date ) {
			return null;
		}
		$zone       = self::zone( $event );
		$end_date   = '' !== (string) ( $event['end_date'] ?? '' ) ? (string) $event['end_date'] : $start_date;
		$start_time = (string) ( $event['start_time'] ?? '' );
		$end_time   = (string) ( $event['end_time'] ?? '' );
		$timed      = '' !== $start_time;
		$start      = DateTimeImmutable::createFromFormat( '!Y-m-d H:i', $start_date . ' ' . ( $timed ? $start_time : '00:00' ), $zone );
		$end        = DateTimeImmutable::createFromFormat( '!Y-m-d H:i', $end_date . ' ' . ( '' !== $end_time ? $end_time : ( $timed ? $start_time : '23:59' ) ), $zone );
		if ( ! $start || ! $end ) {
			return null;
		}
		return array( $start, $end < $start ? $start : $end, $timed );
	}

	/**
	 * Stored HTML as plain text (tags dropped, entities decoded), for
	 * formats that escape in their own way (JSON, iCalendar).
	 *
	 * @param string $html Stored text or HTML.
	 */
	public static function plain( string $html ): string {
		return trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}

	/**
	 * The zone as visitors read it: "UTC+02:00, Europe/Berlin", or the offset
	 * alone when the zone is an offset.
	 *
	 * @param \DateTimeInterface $at An instant in the zone.
	 */
	public static function zone_label( \DateTimeInterface $at ): string {
		$name   = $at->getTimezone()->getName();
		$offset = 'UTC' . $at->format( 'P' );
		if ( preg_match( '/^[+-]\d{2}:\d{2}$/', $name ) || 'UTC' === $name ) {
			return $offset;
		}
		/* translators: 1: UTC offset like UTC+02:00, 2: timezone name. */
		return sprintf( __( '%1$s, %2$s', 'eventin-pro' ), $offset, $name );
	}

	/**
	 * Now (the `eventin_now` filter the status rule reads too).
	 */
	public static function now(): int {
		return (int) apply_filters( 'eventin_now', time() );
	}

	/**
	 * Places left of one ticket type: -1 for unlimited.
	 *
	 * @param array<string,mixed> $ticket Ticket variation (name, price, capacity, sold).
	 */
	public static function left( array $ticket ): int {
		$capacity = (int) ( $ticket['capacity'] ?? 0 );
		return $capacity < 0 ? -1 : max( 0, $capacity - (int) ( $ticket['sold'] ?? 0 ) );
	}

	/**
	 * Whether every ticket type is sold out (false without ticket types).
	 *
	 * @param array<string,mixed> $event Event item.
	 */
	public static function sold_out( array $event ): bool {
		$tickets = (array) ( $event['ticket_variations'] ?? array() );
		if ( ! $tickets ) {
			return false;
		}
		$total = (int) ( $event['total_ticket'] ?? 0 );
		if ( $total > 0 && (int) ( $event['sold_tickets'] ?? 0 ) >= $total ) {
			return true;
		}
		foreach ( $tickets as $ticket ) {
			if ( 0 !== self::left( (array) $ticket ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Why the event takes no bookings, or '' when it takes them.
	 *
	 * @param array<string,mixed> $event Event item.
	 */
	public static function closed_reason( array $event ): string {
		if ( 'draft' === ( $event['status'] ?? '' ) || 'publish' !== ( $event['post_status'] ?? 'publish' ) ) {
			return self::CLOSED_DRAFT;
		}
		if ( 'expired' === ( $event['status'] ?? '' ) ) {
			return self::CLOSED_PAST;
		}
		$deadline = (string) ( $event['registration_deadline'] ?? '' );
		if ( '' !== $deadline ) {
			$at = DateTimeImmutable::createFromFormat( 'Y-m-d H:i', substr( $deadline, 0, 16 ), self::zone( $event ) );
			if ( $at && $at->getTimestamp() < self::now() ) {
				return self::CLOSED_DEADLINE;
			}
		}
		if ( ! (array) ( $event['ticket_variations'] ?? array() ) ) {
			return self::CLOSED_NO_TYPES;
		}
		return self::sold_out( $event ) ? self::CLOSED_SOLD_OUT : '';
	}

	/**
	 * The sentence a visitor reads for a closed_reason().
	 *
	 * @param string $reason Reason key.
	 */
	public static function reason_text( string $reason ): string {
		switch ( $reason ) {
			case self::CLOSED_DRAFT:
				return __( 'This event is not published yet: it takes no bookings.', 'eventin-pro' );
			case self::CLOSED_PAST:
				return __( 'This event has ended.', 'eventin-pro' );
			case self::CLOSED_DEADLINE:
				return __( 'Registration for this event is closed.', 'eventin-pro' );
			case self::CLOSED_SOLD_OUT:
				return __( 'This event is sold out.', 'eventin-pro' );
			case self::CLOSED_NO_TYPES:
				return __( 'This event has no tickets on sale.', 'eventin-pro' );
		}
		return '';
	}

	/**
	 * Sale status of one ticket type: 'on_sale', 'ended' or 'sold_out'.
	 *
	 * @param array<string,mixed> $event  Event item.
	 * @param array<string,mixed> $ticket Ticket variation.
	 */
	public static function sale_status( array $event, array $ticket ): string {
		$reason = self::closed_reason( $event );
		if ( in_array( $reason, array( self::CLOSED_PAST, self::CLOSED_DEADLINE, self::CLOSED_DRAFT ), true ) ) {
			return 'ended';
		}
		return 0 === self::left( $ticket ) || self::CLOSED_SOLD_OUT === $reason ? 'sold_out' : 'on_sale';
	}
}
