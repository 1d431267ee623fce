<?php
/**
 * The schedule widgets: [etn_pro_schedules_tab] (one tab per schedule, that
 * is per day) and [etn_pro_schedules_list] (every schedule one after the
 * other).
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Views;

use EventinPro\Shortcodes\Atts;
use EventinPro\Shortcodes\View;
use EventinPro\Shortcodes\Widget;
use EventinPro\Shortcodes\WidgetAssets;

defined( 'ABSPATH' ) || exit;

/**
 * Published schedules with their slots.
 */
final class SchedulesView implements View {

	/**
	 * The widget's inner HTML.
	 *
	 * @param Widget                         $widget The widget.
	 * @param array<string,int|string|int[]> $atts   Cleaned attributes.
	 * @return string Escaped HTML.
	 */
	public function render( Widget $widget, array $atts ): string {
		$schedules = ScheduleQuery::schedules( ScheduleQuery::ids( Atts::ids( $atts, 'ids' ), Atts::text( $atts, 'order', 'DESC' ) ) );
		if ( ! $schedules ) {
			return '<p class="eventin-widget__empty">' . esc_html__( 'No schedules found.', 'eventin-pro' ) . '</p>';
		}
		$show   = array(
			'duration'  => 'yes' === ( $atts['show_time_duration'] ?? 'no' ),
			'location'  => 'yes' === ( $atts['show_location'] ?? 'no' ),
			// Only the list has descriptions (Eventin's tab view had none).
			'objective' => 'yes' === ( $atts['show_desc'] ?? 'no' ),
			'speakers'  => 'yes' === ( $atts['show_speaker'] ?? 'no' ),
		);
		$people = $show['speakers'] ? ScheduleQuery::speakers( $schedules ) : array();
		$style  = Atts::text( $atts, 'style', 'style-1' );

		if ( 'schedules_tab' === $widget->key() ) {
			return self::tabs( $schedules, $people, $show, $style );
		}
		$html = '<div class="eventin-schedules is-list is-' . esc_attr( $style ) . '">';
		foreach ( $schedules as $schedule ) {
			$heading = wp_unique_id( 'eventin-schedule-' );
			$html   .= '<section class="eventin-schedule" aria-labelledby="' . esc_attr( $heading ) . '">';
			$html   .= self::heading( $schedule, $heading, 'eventin-schedule__title' );
			$html   .= ScheduleSlots::render( $schedule, $people, $show ) . '</section>';
		}
		return $html . '</div>';
	}

	/**
	 * One tab per schedule in the shared tabs markup. Without the widgets
	 * script every panel shows under its own heading.
	 *
	 * @param array<int,array<string,mixed>> $schedules Schedule items.
	 * @param array<int,array<string,mixed>> $people    Speakers' profiles by id.
	 * @param array<string,bool>             $show      What the slots show.
	 * @param string                         $style     style-1 or style-2.
	 */
	private static function tabs( array $schedules, array $people, array $show, string $style ): string {
		WidgetAssets::script( 'widgets' );
		$base   = wp_unique_id( 'eventin-tabs-' );
		$list   = '';
		$panels = '';
		foreach ( array_values( $schedules ) as $index => $schedule ) {
			$tab     = $base . '-tab-' . ( $index + 1 );
			$panel   = $base . '-panel-' . ( $index + 1 );
			$list   .= '<button type="button" class="eventin-tabs__tab" role="tab" id="' . esc_attr( $tab ) . '" aria-controls="' . esc_attr( $panel ) . '">'
				. '<span class="eventin-schedules__tab-title">' . esc_html( (string) $schedule['program_title'] ) . '</span>'
				. self::tab_date( $schedule ) . '</button>';
			$panels .= '<div class="eventin-tabs__panel eventin-schedule" role="tabpanel" id="' . esc_attr( $panel ) . '" aria-labelledby="' . esc_attr( $tab ) . '">'
				. self::heading( $schedule, '', 'eventin-tabs__heading eventin-schedule__title' )
				. ScheduleSlots::render( $schedule, $people, $show ) . '</div>';
		}
		return '<div class="eventin-tabs eventin-schedules is-tabs is-' . esc_attr( $style ) . '" data-eventin-tabs>'
			// The tab list stays hidden until the script makes its buttons work (it hides the panels' headings then).
			. '<div class="eventin-tabs__list" role="tablist" aria-label="' . esc_attr__( 'Schedules', 'eventin-pro' ) . '" hidden>' . $list . '</div>'
			. $panels . '</div>';
	}

	/**
	 * A schedule's title and date as a heading.
	 *
	 * @param array<string,mixed> $schedule Schedule item.
	 * @param string              $id       Heading id, or '' for none.
	 * @param string              $class    Classes.
	 */
	private static function heading( array $schedule, string $id, string $class ): string {
		return '<h3 class="' . esc_attr( $class ) . '"' . ( '' !== $id ? ' id="' . esc_attr( $id ) . '"' : '' ) . '>'
			. '<span class="eventin-schedule__name">' . esc_html( (string) $schedule['program_title'] ) . '</span> '
			. ScheduleSlots::date( $schedule ) . '</h3>';
	}

	/**
	 * The short date under a tab's title ("Thu, Dec 10"), or ''.
	 *
	 * @param array<string,mixed> $schedule Schedule item.
	 */
	private static function tab_date( array $schedule ): string {
		$date = (string) $schedule['date'];
		if ( ! preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) ) {
			return '';
		}
		$time = strtotime( $date . ' 00:00:00 UTC' );
		if ( false === $time ) {
			return '';
		}
		/* translators: short date on a schedule tab: PHP date format (day name, month, day). */
		$format = __( 'D, M j', 'eventin-pro' );
		return '<span class="eventin-schedules__tab-date">' . esc_html( wp_date( $format, $time, new \DateTimeZone( 'UTC' ) ) ) . '</span>';
	}
}
