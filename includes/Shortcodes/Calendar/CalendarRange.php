<?php
/**
 * Windows of days a calendar view shows, computed the way the calendar
 * script (EventCalendar) computes them, so that the first window printed
 * with the page is the one the script asks for.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Calendar;

use DateTimeImmutable;
use EventinPro\Events\EventStatus;
use EventinPro\Events\EventTime;
use EventinPro\Support\Formats;

defined( 'ABSPATH' ) || exit;

/**
 * Pure date arithmetic on "Y-m-d" dates of the site's calendar.
 */
final class CalendarRange {

	/**
	 * The views of the two calendar widgets (Catalogue's calendar_view values).
	 */
	public const VIEWS = array( 'dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth', 'listWeek', 'listDay' );

	/**
	 * Today in the site's timezone ("now" follows the status rule's clock).
	 */
	public static function today(): string {
		return ( new DateTimeImmutable( '@' . EventStatus::now() ) )->setTimezone( wp_timezone() )->format( 'Y-m-d' );
	}

	/**
	 * The first day of the week (0 = Sunday … 6 = Saturday), as the site's
	 * General Settings set it.
	 */
	public static function first_day(): int {
		$day = (int) get_option( 'start_of_week', 0 );
		return $day >= 0 && $day <= 6 ? $day : 0;
	}

	/**
	 * The window [start, end) a view shows around a date: a day; the week
	 * holding it; the month (list); the month's weeks (grid: from the week
	 * holding the 1st to the end of the week holding the last day).
	 *
	 * @param string $view      One of VIEWS (anything else reads as a week).
	 * @param string $date      A "Y-m-d" date.
	 * @param int    $first_day First day of the week, 0 to 6.
	 * @return array{0:string,1:string}
	 */
	public static function window( string $view, string $date, int $first_day ): array {
		$date = Formats::date( $date ) ?? self::today();
		switch ( $view ) {
			case 'timeGridDay':
			case 'listDay':
				return array( $date, EventTime::add_days( $date, 1 ) );
			case 'listMonth':
				$first = substr( $date, 0, 8 ) . '01';
				return array( $first, self::next_month( $first ) );
			case 'dayGridMonth':
				$first = substr( $date, 0, 8 ) . '01';
				return array( self::week_start( $first, $first_day ), self::week_end( self::next_month( $first ), $first_day ) );
			default:
				$start = self::week_start( $date, $first_day );
				return array( $start, EventTime::add_days( $start, 7 ) );
		}
	}

	/**
	 * The first day of the month after a month's first day.
	 *
	 * @param string $first A month's first day.
	 */
	private static function next_month( string $first ): string {
		return gmdate( 'Y-m-d', (int) strtotime( $first . ' 00:00:00 UTC +1 month' ) );
	}

	/**
	 * The closest first day of the week on or before a date.
	 *
	 * @param string $date      Date.
	 * @param int    $first_day First day of the week.
	 */
	private static function week_start( string $date, int $first_day ): string {
		$weekday = (int) gmdate( 'w', (int) strtotime( $date . ' 00:00:00 UTC' ) );
		return EventTime::add_days( $date, -( ( $weekday - $first_day + 7 ) % 7 ) );
	}

	/**
	 * The closest first day of the week on or after a date.
	 *
	 * @param string $date      Date.
	 * @param int    $first_day First day of the week.
	 */
	private static function week_end( string $date, int $first_day ): string {
		$weekday = (int) gmdate( 'w', (int) strtotime( $date . ' 00:00:00 UTC' ) );
		return EventTime::add_days( $date, ( $first_day - $weekday + 7 ) % 7 );
	}
}
