<?php
/**
 * The calendar widgets' HTML: the container the script reads, the first
 * window's events inline and as a list without script, hostile attributes
 * and titles, and the script only where a calendar is.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Shortcodes;

use EventinPro\Shortcodes\Renderer;
use EventinPro\Shortcodes\WidgetAssets;
use EventinPro\Taxonomies\Taxonomies;
use EventinPro\Tests\Events\EventsTestCase;

/**
 * View tests.
 */
final class CalendarViewTest extends EventsTestCase {

	/**
	 * Hostile attribute values.
	 */
	private const HOSTILE = array(
		'"><script>alert(1)</script>',
		"' onerror='alert(1)",
		'javascript:alert(1)',
		'<img src=x onerror=alert(1)>',
		'99999999999999999999999',
		'-1',
		'1e9',
		'dayGridMonth"><svg onload=alert(1)>',
		'listMonth',
		"\0\n\t",
	);

	/**
	 * Wednesday 3 June 2026, 10:00 in Paris; weeks start on Monday.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->freeze_now( '2026-06-03 08:00:00' );
		update_option( 'timezone_string', 'Europe/Paris' );
		update_option( 'gmt_offset', '' );
		update_option( 'start_of_week', '1' );
		update_option( 'date_format', 'F j, Y' );
		update_option( 'time_format', 'H:i' );
		$this->reset_assets();
	}

	protected function tearDown(): void {
		$this->reset_assets();
		parent::tearDown();
	}

	/**
	 * A new request's script and style queues.
	 */
	private function reset_assets(): void {
		$GLOBALS['wp_styles']  = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a new request's queue.
		$GLOBALS['wp_scripts'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- idem.
		wp_styles();
		wp_scripts();
	}

	/**
	 * The container's data attributes.
	 *
	 * @param string $html Widget HTML.
	 * @return array<string,string>
	 */
	private static function data( string $html ): array {
		preg_match( '#<div class="eventin-calendar"([^>]*)>#', $html, $m );
		preg_match_all( '#\s(data-[a-z-]+)="([^"]*)"#', $m[1] ?? '', $pairs, PREG_SET_ORDER );
		$out = array();
		foreach ( $pairs as $pair ) {
			$out[ $pair[1] ] = html_entity_decode( $pair[2], ENT_QUOTES );
		}
		return $out;
	}

	/**
	 * The inline JSON, decoded, and its raw text.
	 *
	 * @param string $html Widget HTML.
	 * @return array{0:array<string,mixed>,1:string}
	 */
	private function inline( string $html ): array {
		$this->assertSame( 1, preg_match( '#<script type="application/json" class="eventin-calendar__data">(.*?)</script>#s', $html, $m ), $html );
		$data = json_decode( $m[1], true );
		$this->assertIsArray( $data, 'the inline JSON parses' );
		return array( $data, $m[1] );
	}

	/**
	 * Asserts that HTML holds no markup a visitor's browser would run.
	 *
	 * @param string $html    HTML.
	 * @param string $message Message.
	 */
	private function assertInert( string $html, string $message ): void {
		$without_data = (string) preg_replace( '#<script type="application/json" class="eventin-calendar__data">[^<]*</script>#', '', $html, 1, $replaced );
		$this->assertSame( 1, $replaced, "one JSON script, whose text holds no '<': $message" );
		$this->assertStringNotContainsStringIgnoringCase( '<script', $without_data, $message );
		$this->assertStringNotContainsStringIgnoringCase( '<img', $without_data, $message );
		$this->assertStringNotContainsStringIgnoringCase( '<svg', $without_data, $message );
		$this->assertDoesNotMatchRegularExpression( '#\son[a-z]+\s*=#i', $without_data, "no event handler attribute: $message" );
		$this->assertStringNotContainsStringIgnoringCase( 'javascript:', $html, $message );
		$this->assertSame( 1, substr_count( $html, '<div class="eventin-calendar"' ), $message );
	}

	public function test_the_standard_calendar_shows_its_view_with_the_first_week_inline_and_listed(): void {
		$concert = $this->event(
			array(
				'title'      => 'Concert',
				'start_date' => '2026-06-04',
				'start_time' => '20:00',
				'end_time'   => '22:00',
			)
		);
		$this->event(
			array(
				'title'      => 'Fair',
				'start_date' => '2026-05-30',
				'end_date'   => '2026-06-02',
			)
		);
		$this->event(
			array(
				'title'      => 'Next week',
				'start_date' => '2026-06-08',
			)
		);

		$html = Renderer::render( 'etn_pro_calendar_standard', '' );

		$this->assertSame(
			array(
				'data-view'       => 'timeGridWeek',
				'data-views'      => 'dayGridMonth,timeGridWeek,timeGridDay',
				'data-all-day'    => 'yes',
				'data-categories' => '',
				'data-children'   => 'yes',
				'data-parents'    => 'no',
				'data-endpoint'   => rest_url( 'eventin/v2/calendar-events' ),
				'data-locale'     => 'en-US',
				'data-first-day'  => '1',
				'data-date'       => '2026-06-03',
			),
			self::data( $html )
		);
		list( $data ) = $this->inline( $html );
		$this->assertSame( '2026-06-01', $data['start'], 'the week of today, from Monday' );
		$this->assertSame( '2026-06-08', $data['end'] );
		$this->assertSame( array( 'Fair', 'Concert' ), array_column( $data['events'], 'title' ) );
		$this->assertSame( '2026-06-04T20:00:00+02:00', $data['events'][1]['start'] );
		$this->assertSame( 'No events in this period.', $data['texts']['noEvents'] );

		$this->assertStringContainsString( '<p class="eventin-calendar__period">June 1, 2026 to June 7, 2026</p>', $html );
		$this->assertStringContainsString( '<h3 class="eventin-calendar__date"><time datetime="2026-06-01">June 1, 2026</time></h3>', $html, 'an event begun before the window is on its first day' );
		$this->assertStringContainsString( 'Fair</a> <span class="eventin-calendar__time">All day, May 30, 2026 to June 2, 2026</span>', $html );
		$this->assertStringContainsString( '<a href="' . esc_url( get_permalink( $concert ) ) . '">Concert</a> <span class="eventin-calendar__time">20:00 – 22:00</span>', $html );
		$this->assertStringNotContainsString( 'Next week', $html );
	}

	/**
	 * Each view and the window it prints first (today: Wednesday 3 June 2026).
	 *
	 * @return array<string,array{0:string,1:string,2:string,3:string}>
	 */
	public function views(): array {
		return array(
			'month grid'              => array( 'etn_pro_calendar_standard', 'dayGridMonth', '2026-06-01', '2026-07-06' ),
			'week grid'               => array( 'etn_pro_calendar_standard', 'timeGridWeek', '2026-06-01', '2026-06-08' ),
			'day grid'                => array( 'etn_pro_calendar_standard', 'timeGridDay', '2026-06-03', '2026-06-04' ),
			'month list'              => array( 'etn_pro_calendar_list', 'listMonth', '2026-06-01', '2026-07-01' ),
			'week list'               => array( 'etn_pro_calendar_list', 'listWeek', '2026-06-01', '2026-06-08' ),
			'day list'                => array( 'etn_pro_calendar_list', 'listDay', '2026-06-03', '2026-06-04' ),
			'list by default'         => array( 'etn_pro_calendar_list', '', '2026-06-01', '2026-07-01' ),
			'a list view on the grid' => array( 'etn_pro_calendar_standard', 'listDay', '2026-06-01', '2026-06-08' ),
			'a grid view on the list' => array( 'etn_pro_calendar_list', 'dayGridMonth', '2026-06-01', '2026-07-01' ),
		);
	}

	/**
	 * Each view name prints its view (another widget's view is its default).
	 *
	 * @dataProvider views
	 *
	 * @param string $tag   Shortcode tag.
	 * @param string $view  calendar_view.
	 * @param string $start First day printed.
	 * @param string $end   Day after the last one.
	 */
	public function test_each_view_prints_its_first_window( string $tag, string $view, string $start, string $end ): void {
		$html     = do_shortcode( "[$tag calendar_view=\"$view\"]" );
		$data     = self::data( $html );
		$expected = '' === $view || ( 'etn_pro_calendar_list' === $tag ) !== ( 0 === strpos( $view, 'list' ) )
			? ( 'etn_pro_calendar_list' === $tag ? 'listMonth' : 'timeGridWeek' )
			: $view;
		$this->assertSame( $expected, $data['data-view'] );
		$this->assertSame( 'etn_pro_calendar_list' === $tag ? 'no' : 'yes', $data['data-all-day'], 'list views have no all-day row' );
		list( $inline ) = $this->inline( $html );
		$this->assertSame( array( $start, $end ), array( $inline['start'], $inline['end'] ) );
	}

	public function test_the_month_grid_follows_the_sites_first_day_of_the_week(): void {
		update_option( 'start_of_week', '0' );
		list( $inline ) = $this->inline( do_shortcode( '[etn_pro_calendar_standard calendar_view="dayGridMonth"]' ) );
		$this->assertSame( array( '2026-05-31', '2026-07-05' ), array( $inline['start'], $inline['end'] ), 'Sunday 31 May to Saturday 4 July' );
	}

	public function test_the_switches_filter_the_first_window_and_reach_the_script(): void {
		$music = wp_insert_term( 'Music', Taxonomies::CATEGORY )['term_id'];
		$jazz  = wp_insert_term( 'Jazz', Taxonomies::CATEGORY, array( 'parent' => $music ) )['term_id'];
		$this->event(
			array(
				'title'      => 'Jam',
				'categories' => array( $jazz ),
			)
		);
		$this->event( array( 'title' => 'Talk' ) );

		$html = do_shortcode( "[etn_pro_calendar_standard event_cat_ids=\"$music\" all_day_slot=\"no\" show_child_event=\"no\" show_parent_event=\"yes\"]" );

		$data = self::data( $html );
		$this->assertSame( (string) $music, $data['data-categories'] );
		$this->assertSame( 'no', $data['data-all-day'] );
		$this->assertSame( 'no', $data['data-children'] );
		$this->assertSame( 'yes', $data['data-parents'] );
		list( $inline ) = $this->inline( $html );
		$this->assertSame( array( 'Jam' ), array_column( $inline['events'], 'title' ), 'a sub-category is in its category' );
	}

	public function test_an_empty_window_says_so_without_script(): void {
		$html = do_shortcode( '[etn_pro_calendar_list calendar_view="listDay"]' );
		$this->assertStringContainsString( '<p class="eventin-calendar__period">June 3, 2026</p><p class="eventin-empty">No events in this period.</p>', $html );
		list( $inline ) = $this->inline( $html );
		$this->assertSame( array(), $inline['events'] );
	}

	/**
	 * Every attribute of both widgets with every hostile value.
	 *
	 * @return array<string,array{0:string,1:string,2:mixed}>
	 */
	public function hostile_attributes(): array {
		$rows  = array();
		$names = array(
			'etn_pro_calendar_standard' => array( 'event_cat_ids', 'calendar_view', 'all_day_slot', 'show_child_event', 'show_parent_event' ),
			'etn_pro_calendar_list'     => array( 'event_cat_ids', 'calendar_view', 'show_child_event', 'show_parent_event', 'all_day_slot' ),
		);
		foreach ( $names as $tag => $attributes ) {
			foreach ( $attributes as $name ) {
				foreach ( self::HOSTILE as $n => $value ) {
					$rows[ "$tag $name #$n" ] = array( $tag, $name, $value );
				}
				$rows[ "$tag $name array" ]       = array( $tag, $name, array( '"><script>alert(1)</script>', array( 1 ) ) );
				$rows[ "$tag $name huge int" ]    = array( $tag, $name, PHP_INT_MAX );
				$rows[ "$tag $name float" ]       = array( $tag, $name, 1.5e300 );
				$rows[ "$tag $name null" ]        = array( $tag, $name, null );
				$rows[ "$tag $name object-like" ] = array( $tag, $name, array( 'a' => array( 'b' => '<script>' ) ) );
			}
		}
		return $rows;
	}

	/**
	 * No hostile attribute value reaches the HTML unescaped (as shortcode
	 * attributes and as block attributes).
	 *
	 * @dataProvider hostile_attributes
	 *
	 * @param string $tag   Tag.
	 * @param string $name  Attribute.
	 * @param mixed  $value Value.
	 */
	public function test_hostile_attributes_print_no_markup( string $tag, string $name, $value ): void {
		$html = Renderer::render( $tag, array( $name => $value ) );
		$this->assertInert( $html, "$name as an array attribute" );
		if ( is_string( $value ) ) {
			$text = do_shortcode( '[' . $tag . ' ' . $name . '="' . str_replace( array( '"', ']' ), array( '&quot;', '&#93;' ), $value ) . '"]' );
			$this->assertInert( $text, "$name in a shortcode" );
			$text = do_shortcode( '[' . $tag . ' ' . $name . "='" . str_replace( array( "'", ']' ), array( '&#039;', '&#93;' ), $value ) . "']" );
			$this->assertInert( $text, "$name in single quotes" );
		}
		$this->assertContains( self::data( $html )['data-view'], array( 'dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth', 'listWeek', 'listDay' ) );
		$this->assertMatchesRegularExpression( '#^(\d+(,\d+)*)?$#', self::data( $html )['data-categories'] );
	}

	public function test_a_stored_hostile_title_is_escaped_in_the_json_and_the_list(): void {
		global $wpdb;
		$encoded = $this->event( array( 'start_date' => '2026-06-03' ) );
		$raw     = $this->event( array( 'start_date' => '2026-06-04' ) );
		// As stored by someone allowed unfiltered HTML, or by an import: past every filter.
		$wpdb->update( $wpdb->posts, array( 'post_title' => 'Tom &amp; Jerry &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; "q" \'a\'' ), array( 'ID' => $encoded ) );
		$wpdb->update( $wpdb->posts, array( 'post_title' => 'Raw </script><img src=x onerror=alert(1)><script>alert(2)</script> & <b>bold</b>' ), array( 'ID' => $raw ) );
		clean_post_cache( $encoded );
		clean_post_cache( $raw );

		$html = do_shortcode( '[etn_pro_calendar_standard]' );

		$this->assertInert( $html, 'stored titles' );
		list( $data, $text ) = $this->inline( $html );
		$this->assertSame(
			array( 'Tom & Jerry </script><script>alert(1)</script> "q" \'a\'', 'Raw  & bold' ),
			array_column( $data['events'], 'title' ),
			'the titles as text, tags (and scripts) dropped'
		);
		$this->assertStringContainsString( 'Tom \u0026 Jerry \u003C\/script\u003E\u003Cscript\u003Ealert(1)\u003C\/script\u003E \u0022q\u0022 \u0027a\u0027', $text );
		$this->assertStringContainsString( '>Tom &amp; Jerry &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;q&quot; &#039;a&#039;</a>', $html );
		$this->assertStringContainsString( '>Raw  &amp; bold</a>', $html );
	}

	public function test_the_calendar_script_only_where_a_calendar_renders(): void {
		if ( ! is_readable( EVENTIN_PRO_DIR . 'build/calendar.asset.php' ) ) {
			$this->markTestSkipped( 'No build of the calendar entry.' );
		}
		$handle = WidgetAssets::SCRIPTS['calendar'];
		$this->event( array( 'start_date' => '2026-06-03' ) );

		do_shortcode( '[etn_pro_events_standard] [etn_pro_speakers_standard] [etn_pro_schedules_list]' );
		$this->assertFalse( wp_script_is( $handle, 'enqueued' ), 'other widgets: no calendar' );

		do_shortcode( '[etn_pro_calendar_list]' );
		$this->assertTrue( wp_script_is( $handle, 'enqueued' ), 'the list calendar' );
		$this->assertTrue( wp_style_is( WidgetAssets::STYLE, 'enqueued' ), 'with the widgets\' style' );

		$this->reset_assets();
		do_shortcode( '[etn_pro_calendar_standard calendar_view="dayGridMonth"]' );
		$this->assertTrue( wp_script_is( $handle, 'enqueued' ), 'the standard calendar' );
		$this->assertTrue( in_array( $handle, wp_scripts()->queue, true ) );
		$this->assertSame( 'defer', wp_scripts()->get_data( $handle, 'strategy' ), 'deferred, in the footer' );
	}

	public function test_twenty_events_cost_the_queries_of_three(): void {
		$count = function (): int {
			wp_cache_flush();
			return $this->count_queries(
				static function (): void {
					do_shortcode( '[etn_pro_calendar_standard calendar_view="dayGridMonth"]' );
				}
			);
		};
		for ( $i = 0; $i < 3; $i++ ) {
			$this->event( array( 'start_date' => '2026-06-1' . $i ) );
		}
		$three = $count();
		for ( $i = 0; $i < 17; $i++ ) {
			$this->event(
				array(
					'start_date' => '2026-06-' . ( 10 + $i ),
					'start_time' => '09:00',
				)
			);
		}
		$twenty = $count();
		$this->assertSame( $three, $twenty );
		$this->assertLessThanOrEqual( 10, $twenty );
	}
}
