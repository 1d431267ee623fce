<?php
/**
 * Demo pages showing the widgets: one made of blocks, one of Eventin Pro
 * shortcodes as a page written for Eventin holds them.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes;

defined( 'ABSPATH' ) || exit;

/**
 * Demo data set of the feature (see Support\DemoData).
 */
final class ShortcodesDemoData {

	/**
	 * The two pages (each made once, found again by its slug).
	 */
	public static function seed(): void {
		self::page(
			'eventin-widgets',
			__( 'Events and speakers', 'eventin-pro' ),
			implode(
				"\n\n",
				array(
					'<!-- wp:heading --><h2 class="wp-block-heading">' . esc_html__( 'Coming up', 'eventin-pro' ) . '</h2><!-- /wp:heading -->',
					'<!-- wp:eventin-pro/events-classic {"event_count":6,"event_col":3,"filter_with_status":"upcoming","orderby":"etn_start_date","order":"ASC","show_thumb":"yes","show_desc":"yes","show_btn":"yes","show_category":"yes","show_event_location":"yes","show_child_event":"yes","align":"wide"} /-->',
					'<!-- wp:heading --><h2 class="wp-block-heading">' . esc_html__( 'Speakers', 'eventin-pro' ) . '</h2><!-- /wp:heading -->',
					'<!-- wp:eventin-pro/speakers-slider {"speaker_count":8,"slider_count":3,"show_designation":"yes","show_social":"yes","slider_nav_show":"yes","slider_dot_show":"yes"} /-->',
					'<!-- wp:heading --><h2 class="wp-block-heading">' . esc_html__( 'Schedule', 'eventin-pro' ) . '</h2><!-- /wp:heading -->',
					'<!-- wp:eventin-pro/schedules-tab {"show_time_duration":"yes","show_location":"yes","show_speaker":"yes"} /-->',
					'<!-- wp:heading --><h2 class="wp-block-heading">' . esc_html__( 'Calendar', 'eventin-pro' ) . '</h2><!-- /wp:heading -->',
					'<!-- wp:eventin-pro/calendar-standard {"calendar_view":"dayGridMonth","show_child_event":"yes","align":"wide"} /-->',
				)
			)
		);
		self::page(
			'eventin-shortcodes',
			__( 'Event list (shortcodes)', 'eventin-pro' ),
			implode(
				"\n\n",
				array(
					'[etn_pro_events_tab event_count="9" event_col="3"]',
					'[etn_pro_events_one_line event_count="3" filter_with_status="upcoming"]',
					'[etn_pro_event_location_list]',
					'[etn_pro_organizers limit="4" etn_speaker_col="2"]',
					'[etn_pro_calendar_list calendar_view="listMonth"]',
				)
			)
		);
	}

	/**
	 * Makes a published page unless one has the slug.
	 *
	 * @param string $slug    Slug.
	 * @param string $title   Title.
	 * @param string $content Content.
	 */
	private static function page( string $slug, string $title, string $content ): void {
		if ( get_page_by_path( $slug ) ) {
			return;
		}
		wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => $slug,
				'post_title'   => $title,
				'post_content' => $content,
			)
		);
	}
}
