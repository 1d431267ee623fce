<?php
/**
 * What the widgets and their attributes are called, for the generator's
 * cards and forms and the block editor: one source for both.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes;

defined( 'ABSPATH' ) || exit;

/**
 * Translated names.
 */
final class WidgetTitles {

	/**
	 * A widget's title.
	 *
	 * @param string $key Widget key.
	 */
	public static function title( string $key ): string {
		$titles = array(
			'events_classic'    => __( 'Events Classic', 'eventin-pro' ),
			'events_standard'   => __( 'Events Standard', 'eventin-pro' ),
			'events_tab'        => __( 'Events Tab', 'eventin-pro' ),
			'events_slider'     => __( 'Events Slider', 'eventin-pro' ),
			'events_one_line'   => __( 'Events One Line', 'eventin-pro' ),
			'event_locations'   => __( 'Event Locations', 'eventin-pro' ),
			'calendar_standard' => __( 'Events Calendar', 'eventin-pro' ),
			'calendar_list'     => __( 'Events Calendar List', 'eventin-pro' ),
			'speakers_classic'  => __( 'Speakers Classic', 'eventin-pro' ),
			'speakers_standard' => __( 'Speakers Standard', 'eventin-pro' ),
			'speakers_slider'   => __( 'Speakers Slider', 'eventin-pro' ),
			'organizers'        => __( 'Organizers', 'eventin-pro' ),
			'schedules_tab'     => __( 'Schedules Tab', 'eventin-pro' ),
			'schedules_list'    => __( 'Schedules List', 'eventin-pro' ),
		);
		return $titles[ $key ] ?? $key;
	}

	/**
	 * A widget's one-line description.
	 *
	 * @param string $key Widget key.
	 */
	public static function description( string $key ): string {
		$descriptions = array(
			'events_classic'    => __( 'Event cards in a grid, in one of three styles.', 'eventin-pro' ),
			'events_standard'   => __( 'Events as a list or grid with date, place and a button.', 'eventin-pro' ),
			'events_tab'        => __( 'Events grouped in tabs by category.', 'eventin-pro' ),
			'events_slider'     => __( 'Event cards that slide, several in view.', 'eventin-pro' ),
			'events_one_line'   => __( 'A compact list: one line per event.', 'eventin-pro' ),
			'event_locations'   => __( 'The places where events happen, with their event counts.', 'eventin-pro' ),
			'calendar_standard' => __( 'Events on a month, week or day calendar.', 'eventin-pro' ),
			'calendar_list'     => __( 'Events of a month, week or day as a dated list.', 'eventin-pro' ),
			'speakers_classic'  => __( 'Speaker cards in a grid, in one of three styles.', 'eventin-pro' ),
			'speakers_standard' => __( 'Speakers in a grid with their photo and title.', 'eventin-pro' ),
			'speakers_slider'   => __( 'Speaker cards that slide, several in view.', 'eventin-pro' ),
			'organizers'        => __( 'Organizers with their logo and link.', 'eventin-pro' ),
			'schedules_tab'     => __( 'Schedules in tabs, one tab per day.', 'eventin-pro' ),
			'schedules_list'    => __( 'Schedules as a list of sessions.', 'eventin-pro' ),
		);
		return $descriptions[ $key ] ?? '';
	}

	/**
	 * An attribute's label.
	 *
	 * @param string $name Attribute name.
	 */
	public static function label( string $name ): string {
		$labels = array(
			'style'               => __( 'Style', 'eventin-pro' ),
			'event_count'         => __( 'Number of events', 'eventin-pro' ),
			'event_col'           => __( 'Columns', 'eventin-pro' ),
			'speaker_col'         => __( 'Columns', 'eventin-pro' ),
			'etn_speaker_col'     => __( 'Columns', 'eventin-pro' ),
			'event_cat_ids'       => __( 'Categories', 'eventin-pro' ),
			'event_tag_ids'       => __( 'Tags', 'eventin-pro' ),
			'event_ids'           => __( 'Events', 'eventin-pro' ),
			'filter_with_status'  => __( 'Status', 'eventin-pro' ),
			'order'               => __( 'Order', 'eventin-pro' ),
			'orderby'             => __( 'Order by', 'eventin-pro' ),
			'show_desc'           => __( 'Show description', 'eventin-pro' ),
			'desc_limit'          => __( 'Description limit (words)', 'eventin-pro' ),
			'show_attendee_count' => __( 'Show attendee count', 'eventin-pro' ),
			'show_category'       => __( 'Show category', 'eventin-pro' ),
			'show_thumb'          => __( 'Show thumbnail', 'eventin-pro' ),
			'show_btn'            => __( 'Show button', 'eventin-pro' ),
			'btn_text'            => __( 'Button text', 'eventin-pro' ),
			'show_end_date'       => __( 'Show end date', 'eventin-pro' ),
			'show_event_location' => __( 'Show location', 'eventin-pro' ),
			'show_child_event'    => __( 'Show recurring occurrences', 'eventin-pro' ),
			'show_parent_event'   => __( 'Show recurring parent event', 'eventin-pro' ),
			'event_slider_count'  => __( 'Slides in view', 'eventin-pro' ),
			'slider_count'        => __( 'Slides in view', 'eventin-pro' ),
			'auto_play'           => __( 'Autoplay', 'eventin-pro' ),
			'slider_nav_show'     => __( 'Show arrows', 'eventin-pro' ),
			'slider_dot_show'     => __( 'Show dots', 'eventin-pro' ),
			'location_limit'      => __( 'Number of locations', 'eventin-pro' ),
			'calendar_view'       => __( 'View', 'eventin-pro' ),
			'all_day_slot'        => __( 'Show all-day row', 'eventin-pro' ),
			'speaker_count'       => __( 'Number of speakers', 'eventin-pro' ),
			'speakers_category'   => __( 'Speaker groups', 'eventin-pro' ),
			'categories_id'       => __( 'Speaker groups', 'eventin-pro' ),
			'cat_id'              => __( 'Speaker groups', 'eventin-pro' ),
			'show_designation'    => __( 'Show designation', 'eventin-pro' ),
			'show_social'         => __( 'Show social links', 'eventin-pro' ),
			'limit'               => __( 'Number of organizers', 'eventin-pro' ),
			'url'                 => __( 'Show website link', 'eventin-pro' ),
			'logo'                => __( 'Show logo', 'eventin-pro' ),
			'ids'                 => __( 'Schedules', 'eventin-pro' ),
			'show_time_duration'  => __( 'Show time and duration', 'eventin-pro' ),
			'show_location'       => __( 'Show location', 'eventin-pro' ),
			'show_speaker'        => __( 'Show speakers', 'eventin-pro' ),
		);
		return $labels[ $name ] ?? $name;
	}

	/**
	 * A widget's definition for the generator and the block editor: the
	 * catalogue's data with the titles and labels.
	 *
	 * @param Widget $widget Widget.
	 * @return array<string,mixed>
	 */
	public static function describe( Widget $widget ): array {
		$data                = $widget->to_array();
		$data['title']       = self::title( $widget->key() );
		$data['description'] = self::description( $widget->key() );
		$data['block']       = Shortcodes::block_name( $widget );
		foreach ( $data['attributes'] as $name => $attribute ) {
			$data['attributes'][ $name ]['label'] = self::label( (string) $name );
		}
		return $data;
	}
}
