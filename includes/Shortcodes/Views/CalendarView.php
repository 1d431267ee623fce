<?php
/**
 * The calendar widgets: [etn_pro_calendar_standard] (month, week and day
 * grids) and [etn_pro_calendar_list] (month, week and day lists).
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Views;

use DateTimeImmutable;
use EventinPro\Events\EventTime;
use EventinPro\Shortcodes\Calendar\CalendarEvents;
use EventinPro\Shortcodes\Calendar\CalendarRange;
use EventinPro\Shortcodes\View;
use EventinPro\Shortcodes\Widget;
use EventinPro\Shortcodes\WidgetAssets;
use Exception;

defined( 'ABSPATH' ) || exit;

/**
 * Catalogue::KIND_CALENDAR.
 *
 * Prints the calendar's container for the script (src/frontend/calendar/,
 * which holds the markup contract): the view and switches as data
 * attributes, and the first window's events with the texts the script shows
 * as JSON in a `<script type="application/json">` (every <, >, &, ' and "
 * hex-escaped, so no stored title can end the tag). Inside it, a dated list
 * of that window's events with links: what visitors without JavaScript and
 * crawlers read, replaced by the calendar when the script runs. Later
 * windows come from the public calendar route (CalendarController).
 */
final class CalendarView implements View {

	/**
	 * Views each widget offers (the switcher's buttons, in order).
	 */
	private const VIEWS = array(
		'calendar_standard' => array( 'dayGridMonth', 'timeGridWeek', 'timeGridDay' ),
		'calendar_list'     => array( 'listMonth', 'listWeek', 'listDay' ),
	);

	/**
	 * JSON flags for JSON inside HTML.
	 */
	private const JSON_IN_HTML = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT;

	/**
	 * The widget's inner HTML.
	 *
	 * @param Widget                         $widget The widget.
	 * @param array<string,int|string|int[]> $atts   Cleaned attributes.
	 * @return string Escaped HTML.
	 */
	public function render( Widget $widget, array $atts ): string {
		$views      = self::VIEWS[ $widget->key() ] ?? self::VIEWS['calendar_standard'];
		$view       = in_array( $atts['calendar_view'] ?? '', $views, true ) ? (string) $atts['calendar_view'] : $views[ 'calendar_list' === $widget->key() ? 0 : 1 ];
		$categories = self::ids( $atts['event_cat_ids'] ?? array() );
		$children   = 'no' !== ( $atts['show_child_event'] ?? 'yes' );
		$parents    = 'yes' === ( $atts['show_parent_event'] ?? 'no' );
		$all_day    = 'no' !== ( $atts['all_day_slot'] ?? 'yes' ) && 'calendar_list' !== $widget->key();
		$today      = CalendarRange::today();
		$first_day  = CalendarRange::first_day();

		list( $start, $end ) = CalendarRange::window( $view, $today, $first_day );
		$found               = ( new CalendarEvents() )->between( $start, $end, $categories, $children, $parents );

		WidgetAssets::script( 'calendar' );

		$data = array(
			'start'     => $start,
			'end'       => $end,
			'events'    => $found['items'],
			'truncated' => $found['truncated'],
			'texts'     => self::texts(),
		);
		$json = wp_json_encode( $data, self::JSON_IN_HTML );

		$attributes = array(
			'class'           => 'eventin-calendar',
			'data-view'       => $view,
			'data-views'      => implode( ',', $views ),
			'data-all-day'    => $all_day ? 'yes' : 'no',
			'data-categories' => implode( ',', $categories ),
			'data-children'   => $children ? 'yes' : 'no',
			'data-parents'    => $parents ? 'yes' : 'no',
			'data-endpoint'   => rest_url( 'eventin/v2/calendar-events' ),
			'data-locale'     => str_replace( '_', '-', determine_locale() ),
			'data-first-day'  => (string) $first_day,
			'data-date'       => $today,
		);
		$html       = '<div';
		foreach ( $attributes as $name => $value ) {
			$html .= ' ' . $name . '="' . ( 'data-endpoint' === $name ? esc_url( $value ) : esc_attr( $value ) ) . '"';
		}
		$html .= '>';
		$html .= '<script type="application/json" class="eventin-calendar__data">' . ( false === $json ? '{}' : $json ) . '</script>';
		$html .= $this->fallback( $found['items'], $start, $end, $found['truncated'] );
		return $html . '</div>';
	}

	/**
	 * The window's events as a dated list with links (no script needed).
	 *
	 * @param array<int,array<string,mixed>> $events    Calendar entries (CalendarEvents), soonest first.
	 * @param string                         $start     Window's first day.
	 * @param string                         $end       Day after its last one.
	 * @param bool                           $truncated Whether the list is cut.
	 */
	private function fallback( array $events, string $start, string $end, bool $truncated ): string {
		$date_format = (string) get_option( 'date_format', 'F j, Y' );
		$time_format = (string) get_option( 'time_format', 'g:i a' );
		$last        = EventTime::add_days( $end, -1 );
		$period      = $start === $last
			? self::date( $start, $date_format )
			/* translators: 1: first day, 2: last day of the period a calendar shows. */
			: sprintf( __( '%1$s to %2$s', 'eventin-pro' ), self::date( $start, $date_format ), self::date( $last, $date_format ) );

		$html  = '<div class="eventin-calendar__fallback">';
		$html .= '<p class="eventin-calendar__period">' . esc_html( $period ) . '</p>';
		if ( ! $events ) {
			return $html . '<p class="eventin-empty">' . esc_html( self::texts()['noEvents'] ) . '</p></div>';
		}
		$days = array();
		foreach ( $events as $event ) {
			$first = substr( (string) $event['start'], 0, 10 );
			// An event that began before the window is listed on its first day.
			$days[ max( $first, $start ) ][] = $event;
		}
		ksort( $days );
		$html .= '<ul class="eventin-calendar__days">';
		foreach ( $days as $day => $entries ) {
			$html .= '<li class="eventin-calendar__day"><h3 class="eventin-calendar__date"><time datetime="' . esc_attr( $day ) . '">' . esc_html( self::date( $day, $date_format ) ) . '</time></h3><ul class="eventin-calendar__events">';
			foreach ( $entries as $event ) {
				$html .= '<li class="eventin-calendar__event"><a href="' . esc_url( (string) $event['url'] ) . '">' . esc_html( (string) $event['title'] ) . '</a> '
					. '<span class="eventin-calendar__time">' . esc_html( self::when( $event, $date_format, $time_format ) ) . '</span></li>';
			}
			$html .= '</ul></li>';
		}
		$html .= '</ul>';
		if ( $truncated ) {
			$html .= '<p class="eventin-calendar__note">' . esc_html( self::texts()['truncated'] ) . '</p>';
		}
		return $html . '</div>';
	}

	/**
	 * When an event is, as text: "All day", "18:00 – 20:30", or with the
	 * dates when it spans days.
	 *
	 * @param array<string,mixed> $event       Calendar entry.
	 * @param string              $date_format Site's date format.
	 * @param string              $time_format Site's time format.
	 */
	private static function when( array $event, string $date_format, string $time_format ): string {
		$start = (string) $event['start'];
		$end   = (string) $event['end'];
		if ( ! empty( $event['allDay'] ) ) {
			$last = EventTime::add_days( $end, -1 );
			return $last > $start
				/* translators: 1: first day, 2: last day of an all-day event. */
				? sprintf( __( 'All day, %1$s to %2$s', 'eventin-pro' ), self::date( $start, $date_format ), self::date( $last, $date_format ) )
				: __( 'All day', 'eventin-pro' );
		}
		try {
			$from  = new DateTimeImmutable( $start );
			$until = new DateTimeImmutable( $end );
		} catch ( Exception $e ) {
			return '';
		}
		$zone   = wp_timezone();
		$format = $from->format( 'Y-m-d' ) === $until->format( 'Y-m-d' ) ? $time_format : $date_format . ' ' . $time_format;
		/* translators: 1: start time (with its date when the event spans days), 2: end time. */
		return sprintf( __( '%1$s – %2$s', 'eventin-pro' ), wp_date( $format, $from->getTimestamp(), $zone ), wp_date( $format, $until->getTimestamp(), $zone ) );
	}

	/**
	 * A "Y-m-d" date in the site's format.
	 *
	 * @param string $date   Date.
	 * @param string $format Date format.
	 */
	private static function date( string $date, string $format ): string {
		$timestamp = strtotime( $date . ' 12:00:00 UTC' );
		return false === $timestamp ? $date : (string) wp_date( $format, $timestamp, new \DateTimeZone( 'UTC' ) );
	}

	/**
	 * The texts the calendar shows (the script has no translations of its own).
	 *
	 * @return array<string,string>
	 */
	private static function texts(): array {
		return array(
			'today'        => __( 'Today', 'eventin-pro' ),
			'month'        => __( 'Month', 'eventin-pro' ),
			'week'         => __( 'Week', 'eventin-pro' ),
			'day'          => __( 'Day', 'eventin-pro' ),
			'previous'     => __( 'Previous', 'eventin-pro' ),
			'next'         => __( 'Next', 'eventin-pro' ),
			'allDay'       => __( 'All day', 'eventin-pro' ),
			'noEvents'     => __( 'No events in this period.', 'eventin-pro' ),
			'error'        => __( 'The events of this period could not be loaded. Check your connection and try again.', 'eventin-pro' ),
			'retry'        => __( 'Try again', 'eventin-pro' ),
			/* translators: %d: most events a calendar period shows. */
			'truncated'    => sprintf( __( 'Only the first %d events of this period are shown.', 'eventin-pro' ), CalendarEvents::MAX_EVENTS ),
			'calendarName' => __( 'Events calendar', 'eventin-pro' ),
		);
	}

	/**
	 * Positive whole numbers of a cleaned id list.
	 *
	 * @param mixed $raw Cleaned ids.
	 * @return int[]
	 */
	private static function ids( $raw ): array {
		$ids = array();
		foreach ( (array) $raw as $id ) {
			if ( is_int( $id ) && $id > 0 ) {
				$ids[ $id ] = $id;
			}
		}
		return array_values( $ids );
	}
}
