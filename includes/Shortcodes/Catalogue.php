<?php
/**
 * Every shortcode widget the product offers and its typed attributes.
 *
 * Where the names come from: the tags and attribute names are Eventin Pro's
 * own (its core/shortcodes/hooks.php, where each add_shortcode() callback
 * lists its shortcode_atts() defaults, and core/shortcodes/views/
 * shortcode-settings.php, the generator that writes them), so a page holding
 * [etn_pro_events_classic event_count="3" event_cat_ids="5"] keeps working.
 * Eventin Pro's shortcodes render their own templates; none delegates to the
 * free plugin's [events] / [speakers] / [schedules].
 *
 * What differs from Eventin, on purpose (the product specification, §5 and §9
 * of 02-builder-scanner-access.md, decides where they disagree):
 * - Defaults: 20 items for events, events tab, event slider, speakers and
 *   organizers (Eventin: 6, 3 for organizers), description limit 20 words
 *   (Eventin: 25), slider count 3 (Eventin: 2 for events), 1 column
 *   (Eventin: 2 to 4), orderby ID (Eventin: title), calendar view
 *   timeGridWeek (Eventin: dayGridMonth).
 * - Every Yes/No toggle of the generator's forms starts at 'no' (the
 *   specification: "Yes/No toggles default to no"), and the generator writes
 *   every attribute out. A page that leaves a toggle out gets Eventin's value
 *   instead, so a hand-written [etn_pro_events_classic] keeps the thumbnails,
 *   descriptions and buttons it showed under Eventin (show_desc,
 *   show_category, show_btn, show_thumb, show_event_location,
 *   show_child_event, show_designation, show_social, slider_nav_show,
 *   slider_dot_show, url, logo, show_time_duration, show_location,
 *   show_speaker, all_day_slot: Attribute::omitted_value()).
 * - Every value is allow-listed and bounded: numbers 1 to 100 items
 *   (a widget never asks for an unbounded list), columns 1 to 4, styles
 *   limited to the templates that exist (Eventin built include paths from
 *   the raw style), ids as lists of positive integers.
 * - event_ids (Eventin's name on its speaker/organizer event lists) is added
 *   to the event widgets: the specification filters events by ids too.
 * - Not carried over: spaceBetween on the speakers slider (WordPress lower-
 *   cases attribute names, so it could never be set from a shortcode), and
 *   limit / event_tag_ids / all_day_slot on the calendar list (the code
 *   never read the first two; list views have no all-day slot).
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes;

defined( 'ABSPATH' ) || exit;

/**
 * The widget catalogue and the attribute cleaner. Registers nothing.
 */
final class Catalogue {

	public const KIND_EVENTS     = 'events';
	public const KIND_SPEAKERS   = 'speakers';
	public const KIND_ORGANIZERS = 'organizers';
	public const KIND_SCHEDULES  = 'schedules';
	public const KIND_LOCATIONS  = 'locations';
	public const KIND_CALENDAR   = 'calendar';

	/**
	 * Most items a widget lists (as REST lists: never unbounded).
	 */
	public const MAX_ITEMS = 100;

	/**
	 * Longest description, in words.
	 */
	public const MAX_WORDS = 200;

	/**
	 * Tag => [key, kind, builder method], in the generator's order.
	 */
	private const WIDGETS = array(
		'etn_pro_events_classic'      => array( 'events_classic', self::KIND_EVENTS, 'events_classic' ),
		'etn_pro_events_standard'     => array( 'events_standard', self::KIND_EVENTS, 'events_standard' ),
		'etn_pro_events_tab'          => array( 'events_tab', self::KIND_EVENTS, 'events_tab' ),
		'etn_pro_events_sliders'      => array( 'events_slider', self::KIND_EVENTS, 'events_slider' ),
		'etn_pro_events_one_line'     => array( 'events_one_line', self::KIND_EVENTS, 'events_one_line' ),
		'etn_pro_event_location_list' => array( 'event_locations', self::KIND_LOCATIONS, 'event_locations' ),
		'etn_pro_calendar_standard'   => array( 'calendar_standard', self::KIND_CALENDAR, 'calendar_standard' ),
		'etn_pro_calendar_list'       => array( 'calendar_list', self::KIND_CALENDAR, 'calendar_list' ),
		'etn_pro_speakers_classic'    => array( 'speakers_classic', self::KIND_SPEAKERS, 'speakers_classic' ),
		'etn_pro_speakers_standard'   => array( 'speakers_standard', self::KIND_SPEAKERS, 'speakers_standard' ),
		'etn_pro_speakers_sliders'    => array( 'speakers_slider', self::KIND_SPEAKERS, 'speakers_slider' ),
		'etn_pro_organizers'          => array( 'organizers', self::KIND_ORGANIZERS, 'organizers' ),
		'etn_pro_schedules_tab'       => array( 'schedules_tab', self::KIND_SCHEDULES, 'schedules_tab' ),
		'etn_pro_schedules_list'      => array( 'schedules_list', self::KIND_SCHEDULES, 'schedules_list' ),
	);

	/**
	 * Every widget, by tag.
	 *
	 * @return array<string,Widget>
	 */
	public static function widgets(): array {
		$out = array();
		foreach ( array_keys( self::WIDGETS ) as $tag ) {
			$out[ $tag ] = self::build( $tag );
		}
		return $out;
	}

	/**
	 * Every widget's key, by tag (without building the attribute tables).
	 *
	 * @return array<non-empty-string,string>
	 */
	public static function keys(): array {
		return array_map(
			static function ( array $widget ): string {
				return $widget[0];
			},
			self::WIDGETS
		);
	}

	/**
	 * One widget by its tag, or null.
	 *
	 * @param mixed $tag Shortcode tag.
	 * @return Widget|null
	 */
	public static function get( $tag ): ?Widget {
		return is_string( $tag ) && isset( self::WIDGETS[ $tag ] ) ? self::build( $tag ) : null;
	}

	/**
	 * The widget's attributes cleaned from what a shortcode (or block) sent:
	 * unknown attributes ignored, missing ones defaulted, every value typed.
	 * Takes the array WordPress passes to a shortcode callback, '' (no
	 * attributes), or the attribute text ('event_count="3" order="asc"').
	 * An unknown tag gives an empty array. Never throws, never warns.
	 *
	 * @param string $tag Shortcode tag.
	 * @param mixed  $raw Raw attributes.
	 * @return array<string,int|string|int[]>
	 */
	public static function clean( string $tag, $raw ): array {
		$widget = self::get( $tag );
		if ( null === $widget ) {
			return array();
		}
		if ( is_string( $raw ) && '' !== trim( $raw ) ) {
			$raw = shortcode_parse_atts( $raw );
		}
		return $widget->clean( is_array( $raw ) ? $raw : array() );
	}

	/**
	 * Builds one widget (each call, so text defaults follow the current locale).
	 *
	 * @param string $tag Known tag.
	 * @return Widget
	 */
	private static function build( string $tag ): Widget {
		list( $key, $kind, $method ) = self::WIDGETS[ $tag ];
		return new Widget( $tag, $key, $kind, self::$method() );
	}

	/**
	 * [etn_pro_events_classic]: events grid in one of three styles.
	 *
	 * @return array<string,Attribute>
	 */
	private static function events_classic(): array {
		return array( 'style' => Attribute::enum( 'style-3', array( 'style-1', 'style-2', 'style-3' ) ) )
			+ self::events_standard();
	}

	/**
	 * [etn_pro_events_standard]: events list.
	 *
	 * @return array<string,Attribute>
	 */
	private static function events_standard(): array {
		return array(
			'event_count' => self::count( 20 ),
			'event_col'   => self::columns(),
		)
			+ self::event_query()
			+ self::event_description()
			+ self::event_card( __( 'Attend', 'eventin-pro' ) )
			+ self::recurring();
	}

	/**
	 * [etn_pro_events_tab]: events in category tabs.
	 *
	 * @return array<string,Attribute>
	 */
	private static function events_tab(): array {
		return array( 'style' => Attribute::enum( 'event-4', array( 'event-1', 'event-2', 'event-3', 'event-4' ) ) )
			+ self::events_standard();
	}

	/**
	 * [etn_pro_events_sliders]: events slider.
	 *
	 * @return array<string,Attribute>
	 */
	private static function events_slider(): array {
		return array(
			'style'              => Attribute::enum( 'event-1', array( 'event-1', 'event-2', 'event-3' ) ),
			'event_count'        => self::count( 20 ),
			// The specification sets only a minimum; more slides in view than items listed would be pointless.
			'event_slider_count' => Attribute::int( 3, 1, self::MAX_ITEMS ),
			'auto_play'          => Attribute::yes_no(),
			'slider_nav_show'    => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
			'slider_dot_show'    => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
		)
			+ self::event_query()
			+ self::event_description()
			+ self::event_card( __( 'Attend', 'eventin-pro' ) )
			+ self::recurring();
	}

	/**
	 * [etn_pro_events_one_line]: compact one-line events.
	 *
	 * @return array<string,Attribute>
	 */
	private static function events_one_line(): array {
		return array( 'event_count' => self::count( 3 ) )
			+ self::event_query()
			+ self::event_card( __( 'See Details', 'eventin-pro' ) )
			+ self::recurring();
	}

	/**
	 * [etn_pro_event_location_list]: event locations.
	 *
	 * @return array<string,Attribute>
	 */
	private static function event_locations(): array {
		return array(
			'style'          => Attribute::enum( 'style-1', array( 'style-1' ) ),
			'location_limit' => self::count( 5 ),
		);
	}

	/**
	 * [etn_pro_calendar_standard]: events calendar.
	 *
	 * @return array<string,Attribute>
	 */
	private static function calendar_standard(): array {
		return array(
			'event_cat_ids' => Attribute::ids(),
			'calendar_view' => Attribute::enum( 'timeGridWeek', array( 'dayGridMonth', 'timeGridWeek', 'timeGridDay' ) ),
			// Eventin: 'true'; its values true/false are accepted and read as yes/no.
			'all_day_slot'  => Attribute::yes_no( 'no', 'yes' ),
		) + self::recurring();
	}

	/**
	 * [etn_pro_calendar_list]: events calendar, list views.
	 *
	 * @return array<string,Attribute>
	 */
	private static function calendar_list(): array {
		return array(
			'event_cat_ids' => Attribute::ids(),
			'calendar_view' => Attribute::enum( 'listMonth', array( 'listMonth', 'listWeek', 'listDay' ) ),
		) + self::recurring();
	}

	/**
	 * [etn_pro_speakers_classic]: speakers grid in one of three styles.
	 *
	 * @return array<string,Attribute>
	 */
	private static function speakers_classic(): array {
		return array( 'style' => Attribute::enum( 'style-2', array( 'style-1', 'style-2', 'style-3' ) ) )
			+ self::speakers_standard();
	}

	/**
	 * [etn_pro_speakers_standard]: speakers grid.
	 *
	 * @return array<string,Attribute>
	 */
	private static function speakers_standard(): array {
		return array(
			'speaker_count'     => self::count( 20 ),
			'speaker_col'       => self::columns(),
			'speakers_category' => Attribute::ids(), // Speaker group term ids.
			'order'             => Attribute::order(),
			'orderby'           => Attribute::orderby(),
			'show_designation'  => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
			'show_social'       => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
		);
	}

	/**
	 * [etn_pro_speakers_sliders]: speakers slider.
	 *
	 * @return array<string,Attribute>
	 */
	private static function speakers_slider(): array {
		return array(
			'style'            => Attribute::enum( 'style-1', array( 'style-1', 'style-2', 'style-3', 'style-4', 'style-5' ) ),
			'speaker_count'    => self::count( 20 ),
			'slider_count'     => Attribute::int( 3, 1, 10 ),
			'categories_id'    => Attribute::ids(), // Speaker group term ids.
			'order'            => Attribute::order(),
			'orderby'          => Attribute::orderby(),
			'auto_play'        => Attribute::yes_no(),
			'show_designation' => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
			'show_social'      => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
			'slider_nav_show'  => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
			'slider_dot_show'  => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
		);
	}

	/**
	 * [etn_pro_organizers]: organizers grid.
	 *
	 * @return array<string,Attribute>
	 */
	private static function organizers(): array {
		return array(
			'limit'           => self::count( 20 ),
			'etn_speaker_col' => self::columns(),
			'cat_id'          => Attribute::ids(), // Speaker group term ids.
			'order'           => Attribute::order(),
			'orderby'         => Attribute::orderby(),
			'url'             => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
			'logo'            => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
		);
	}

	/**
	 * [etn_pro_schedules_tab]: schedules as tabs.
	 *
	 * @return array<string,Attribute>
	 */
	private static function schedules_tab(): array {
		return array(
			'style'              => Attribute::enum( 'style-2', array( 'style-1', 'style-2' ) ),
			'ids'                => Attribute::ids(), // Schedule post ids; Eventin's default was the post id 16.
			'order'              => Attribute::order(),
			'show_time_duration' => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
			'show_location'      => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
			'show_speaker'       => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
		);
	}

	/**
	 * [etn_pro_schedules_list]: schedules as a list. Eventin's generator wrote
	 * order on both schedule views, so it is kept here as well.
	 *
	 * @return array<string,Attribute>
	 */
	private static function schedules_list(): array {
		return array(
			'style'              => Attribute::enum( 'style-1', array( 'style-1', 'style-2' ) ),
			'ids'                => Attribute::ids(),
			'order'              => Attribute::order(),
			'show_time_duration' => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
			'show_location'      => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
			'show_desc'          => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
			'show_speaker'       => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
		);
	}

	/**
	 * Which events: categories, tags, ids, status, and their order.
	 *
	 * @return array<string,Attribute>
	 */
	private static function event_query(): array {
		return array(
			'event_cat_ids'      => Attribute::ids(),
			'event_tag_ids'      => Attribute::ids(),
			'event_ids'          => Attribute::ids(),
			// Eventin's '' (no filter) is the default 'all'.
			'filter_with_status' => Attribute::enum( 'all', array( 'all', 'upcoming', 'ongoing', 'expire' ) ),
			'order'              => Attribute::order(),
			'orderby'            => Attribute::orderby( true ),
		);
	}

	/**
	 * Description and attendee count of an event card.
	 *
	 * @return array<string,Attribute>
	 */
	private static function event_description(): array {
		return array(
			'show_desc'           => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
			'desc_limit'          => Attribute::int( 20, 1, self::MAX_WORDS ),
			'show_attendee_count' => Attribute::yes_no(),
		);
	}

	/**
	 * The rest of an event card.
	 *
	 * @param string $button Default button label.
	 * @return array<string,Attribute>
	 */
	private static function event_card( string $button ): array {
		return array(
			'show_category'       => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
			'show_thumb'          => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
			'show_btn'            => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
			'btn_text'            => Attribute::text( $button ),
			'show_end_date'       => Attribute::yes_no(),
			'show_event_location' => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
		);
	}

	/**
	 * Recurring events: whether to list the occurrences and the parent.
	 *
	 * @return array<string,Attribute>
	 */
	private static function recurring(): array {
		return array(
			'show_child_event'  => Attribute::yes_no( 'no', 'yes' ), // Eventin: yes.
			'show_parent_event' => Attribute::yes_no(),
		);
	}

	/**
	 * How many items: 1 to MAX_ITEMS.
	 *
	 * @param int $default Default.
	 * @return Attribute
	 */
	private static function count( int $default ): Attribute {
		return Attribute::int( $default, 1, self::MAX_ITEMS );
	}

	/**
	 * Columns: 1 to 4, default 1.
	 *
	 * @return Attribute
	 */
	private static function columns(): Attribute {
		return Attribute::int( 1, 1, 4 );
	}
}
