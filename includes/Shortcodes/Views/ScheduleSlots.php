<?php
/**
 * One schedule's date and its slots, as the schedule widgets print them.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Views;

use DateTimeImmutable;
use DateTimeZone;

defined( 'ABSPATH' ) || exit;

/**
 * Escaped markup of a schedule item (SchedulesService::get()).
 */
final class ScheduleSlots {

	/**
	 * The schedule's date as a <time> ("Thursday, December 10, 2026" in the
	 * site's date format, with the day's name), or ''.
	 *
	 * @param array<string,mixed> $schedule Schedule item.
	 */
	public static function date( array $schedule ): string {
		$day = self::day( (string) $schedule['date'] );
		if ( null === $day ) {
			return '';
		}
		$utc  = new DateTimeZone( 'UTC' );
		$text = sprintf(
			/* translators: 1: day name such as Thursday, 2: date in the site's format. */
			__( '%1$s, %2$s', 'eventin-pro' ),
			wp_date( 'l', $day->getTimestamp(), $utc ),
			wp_date( (string) get_option( 'date_format', 'F j, Y' ), $day->getTimestamp(), $utc )
		);
		return '<time class="eventin-schedule__date" datetime="' . esc_attr( $day->format( 'Y-m-d' ) ) . '">' . esc_html( $text ) . '</time>';
	}

	/**
	 * The slots as an ordered list; '' when there are none.
	 *
	 * @param array<string,mixed>            $schedule Schedule item.
	 * @param array<int,array<string,mixed>> $people   Public profiles of the slots' speakers, by id.
	 * @param array<string,bool>             $show     duration, location, objective, speakers.
	 */
	public static function render( array $schedule, array $people, array $show ): string {
		$slots = (array) $schedule['slots'];
		if ( ! $slots ) {
			return '<p class="eventin-schedule__none">' . esc_html__( 'No sessions yet.', 'eventin-pro' ) . '</p>';
		}
		$html = '<ol class="eventin-schedule__slots">';
		foreach ( $slots as $slot ) {
			$html .= '<li class="eventin-schedule__slot">';
			$html .= self::when( $slot, ! empty( $show['duration'] ) );
			$html .= '<div class="eventin-schedule__body">';
			$html .= '<h4 class="eventin-schedule__topic">' . esc_html( (string) $slot['topic'] ) . '</h4>';
			if ( ! empty( $show['location'] ) && '' !== trim( (string) $slot['room'] ) ) {
				$html .= '<p class="eventin-schedule__location"><span class="screen-reader-text">' . esc_html__( 'Location:', 'eventin-pro' ) . ' </span>' . esc_html( (string) $slot['room'] ) . '</p>';
			}
			if ( ! empty( $show['objective'] ) && '' !== trim( (string) $slot['objective'] ) ) {
				// Eventin edits the objective as rich text: post HTML is kept, the rest (scripts, handlers) stripped.
				$html .= '<div class="eventin-schedule__objective">' . wp_kses_post( (string) $slot['objective'] ) . '</div>';
			}
			if ( ! empty( $show['speakers'] ) ) {
				$html .= self::speakers( (array) $slot['speakers'], $people );
			}
			$html .= '</div></li>';
		}
		return $html . '</ol>';
	}

	/**
	 * Start – end in the site's time format, and how long it lasts.
	 *
	 * @param array<string,mixed> $slot     Slot.
	 * @param bool                $duration Whether to show the time and duration.
	 */
	private static function when( array $slot, bool $duration ): string {
		if ( ! $duration ) {
			return '';
		}
		$start = self::time( (string) $slot['start_time'] );
		$end   = self::time( (string) $slot['end_time'] );
		if ( null === $start ) {
			return '';
		}
		$format = (string) get_option( 'time_format', 'g:i a' );
		$utc    = new DateTimeZone( 'UTC' );
		$html   = '<p class="eventin-schedule__when"><span class="eventin-schedule__time">';
		$html  .= '<time datetime="' . esc_attr( $start->format( 'H:i' ) ) . '">' . esc_html( wp_date( $format, $start->getTimestamp(), $utc ) ) . '</time>';
		if ( null !== $end ) {
			$html .= ' – <time datetime="' . esc_attr( $end->format( 'H:i' ) ) . '">' . esc_html( wp_date( $format, $end->getTimestamp(), $utc ) ) . '</time>';
		}
		$html .= '</span>';
		if ( null !== $end && $end > $start ) {
			$html .= ' <span class="eventin-schedule__duration">' . esc_html( self::duration( (int) ( ( $end->getTimestamp() - $start->getTimestamp() ) / 60 ) ) ) . '</span>';
		}
		return $html . '</p>';
	}

	/**
	 * A length of time in words ("1 hour 30 minutes").
	 *
	 * @param int $minutes Minutes.
	 */
	private static function duration( int $minutes ): string {
		$hours   = intdiv( $minutes, 60 );
		$minutes = $minutes % 60;
		$parts   = array();
		if ( $hours ) {
			/* translators: %d: number of hours. */
			$parts[] = sprintf( _n( '%d hour', '%d hours', $hours, 'eventin-pro' ), $hours );
		}
		if ( $minutes ) {
			/* translators: %d: number of minutes. */
			$parts[] = sprintf( _n( '%d minute', '%d minutes', $minutes, 'eventin-pro' ), $minutes );
		}
		return implode( ' ', $parts );
	}

	/**
	 * The slot's speakers: small photo and name, linked to their page.
	 * Ids that are no speaker or organizer (any more) are left out.
	 *
	 * @param int[]                          $ids    User ids.
	 * @param array<int,array<string,mixed>> $people Public profiles by id.
	 */
	private static function speakers( array $ids, array $people ): string {
		$items = '';
		foreach ( $ids as $id ) {
			if ( isset( $people[ (int) $id ] ) ) {
				$person = $people[ (int) $id ];
				$items .= '<li class="eventin-schedule__speaker">' . PeopleCard::photo( $person, 'thumbnail', 'eventin-schedule__photo' ) . PeopleCard::name( $person ) . '</li>';
			}
		}
		if ( '' === $items ) {
			return '';
		}
		return '<ul class="eventin-schedule__speakers" aria-label="' . esc_attr__( 'Speakers', 'eventin-pro' ) . '">' . $items . '</ul>';
	}

	/**
	 * A stored "H:i" as a time on 1 January 1970 UTC, or null.
	 *
	 * @param string $time "H:i".
	 */
	private static function time( string $time ): ?DateTimeImmutable {
		if ( ! preg_match( '/^([01]\d|2[0-3]):[0-5]\d$/', $time ) ) {
			return null;
		}
		$value = DateTimeImmutable::createFromFormat( '!H:i', $time, new DateTimeZone( 'UTC' ) );
		return $value ? $value : null;
	}

	/**
	 * A "Y-m-d" date at midnight UTC, or null.
	 *
	 * @param string $date "Y-m-d".
	 */
	private static function day( string $date ): ?DateTimeImmutable {
		if ( ! preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) ) {
			return null;
		}
		$value = DateTimeImmutable::createFromFormat( '!Y-m-d', $date, new DateTimeZone( 'UTC' ) );
		return $value ? $value : null;
	}
}
