<?php
/**
 * The schedule widgets ([etn_pro_schedules_tab], [etn_pro_schedules_list])
 * through real shortcodes and the Renderer: which schedules (ids, published
 * only, the latest by default, date order), what each slot shows, tabs
 * markup with unique ids, hostile attributes and stored slot texts,
 * constant queries, and the script only for the tabs.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Shortcodes;

use EventinPro\Schedules\SchedulesRepository;
use EventinPro\Shortcodes\Catalogue;
use EventinPro\Shortcodes\Renderer;
use EventinPro\Shortcodes\Views\ScheduleQuery;
use EventinPro\Shortcodes\WidgetAssets;
use EventinPro\Speakers\SpeakersService;
use EventinPro\Support\BuildAssets;
use EventinPro\Tests\Schedules\SchedulesTestCase;

/**
 * Schedule widgets.
 */
final class SchedulesViewTest extends SchedulesTestCase {

	use InertMarkup;

	private const TAGS = array( 'etn_pro_schedules_tab', 'etn_pro_schedules_list' );

	/**
	 * A fixed time format; no widget script left from an earlier test.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( 'time_format', 'H:i' );
		update_option( 'date_format', 'F j, Y' );
		wp_dequeue_script( WidgetAssets::SCRIPTS['widgets'] );
	}

	/**
	 * Forgets what a test enqueued.
	 */
	protected function tearDown(): void {
		wp_dequeue_script( WidgetAssets::SCRIPTS['widgets'] );
		wp_dequeue_style( WidgetAssets::STYLE );
		parent::tearDown();
	}

	/**
	 * Titles of the schedules in a widget's HTML, in order.
	 *
	 * @param string $html Widget HTML.
	 * @return string[]
	 */
	private static function titles( string $html ): array {
		preg_match_all( '#<span class="eventin-schedule__name">(.*?)</span>#', $html, $m );
		return array_map( 'html_entity_decode', $m[1] );
	}

	/**
	 * A speaker with a photo, through the speakers service.
	 *
	 * @param string $name Name.
	 * @param int    $photo Attachment id, 0 for none.
	 */
	private function person( string $name, int $photo = 0 ): int {
		$item = ( new SpeakersService() )->create(
			array(
				'name'     => $name,
				'email'    => sanitize_title( $name ) . '-' . wp_rand() . '@example.org',
				'category' => array( 'speaker' ),
				'image_id' => $photo,
			)
		);
		if ( is_wp_error( $item ) ) {
			throw new \RuntimeException( $item->get_error_message() );
		}
		return (int) $item['id'];
	}

	/**
	 * An image attachment without a file.
	 */
	private function photo(): int {
		return (int) wp_insert_attachment(
			array(
				'post_title'     => 'Photo',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'face.jpg'
		);
	}

	/**
	 * The named schedules, published only, by date in the order asked; an
	 * unknown id, another post type and a draft are left out.
	 */
	public function test_named_schedules_by_date(): void {
		$day2  = $this->schedule(
			array(
				'program_title' => 'Day Two',
				'date'          => '2026-12-11',
			)
		);
		$day1  = $this->schedule(
			array(
				'program_title' => 'Day One',
				'date'          => '2026-12-10',
			)
		);
		$day3  = $this->schedule(
			array(
				'program_title' => 'Day Three',
				'date'          => '2026-12-12',
			)
		);
		$draft = $this->schedule(
			array(
				'program_title' => 'Draft Day',
				'date'          => '2026-12-13',
			)
		);
		wp_update_post(
			array(
				'ID'          => $draft,
				'post_status' => 'draft',
			)
		);
		$page = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'A Page',
				'post_status' => 'publish',
			)
		);
		$ids  = "$day2,$day1,$draft,$page,999999";

		$this->assertSame( array( 'Day One', 'Day Two' ), self::titles( do_shortcode( "[etn_pro_schedules_list ids=\"$ids\" order=\"asc\"]" ) ) );
		$this->assertSame( array( 'Day Two', 'Day One' ), self::titles( do_shortcode( "[etn_pro_schedules_tab ids=\"$ids\" order=\"desc\"]" ) ) );
		$this->assertSame( array( 'Day Three', 'Day Two', 'Day One' ), self::titles( do_shortcode( '[etn_pro_schedules_list]' ) ), 'none named: the latest, descending by default' );
		$this->assertSame( array( 'Day One', 'Day Three' ), self::titles( do_shortcode( "[etn_pro_schedules_list ids=\"$day3,$day1\" order=\"ASC\"]" ) ) );
		$this->assertStringContainsString( '<p class="eventin-widget__empty">No schedules found.</p>', do_shortcode( "[etn_pro_schedules_tab ids=\"$draft,$page\"]" ) );
	}

	/**
	 * Without ids, the RECENT latest schedules by date, shown in the order asked.
	 */
	public function test_latest_schedules_are_bounded(): void {
		$count = ScheduleQuery::RECENT + 2;
		for ( $i = 1; $i <= $count; $i++ ) {
			$this->schedule(
				array(
					'program_title' => sprintf( 'Day %02d', $i ),
					'date'          => sprintf( '2026-01-%02d', $i ),
				)
			);
		}
		$desc = self::titles( Renderer::render( 'etn_pro_schedules_list', '' ) );
		$this->assertCount( ScheduleQuery::RECENT, $desc );
		$this->assertSame( sprintf( 'Day %02d', $count ), $desc[0] );
		$this->assertSame( 'Day 03', end( $desc ) );
		$asc = self::titles( Renderer::render( 'etn_pro_schedules_list', 'order="asc"' ) );
		$this->assertSame( array_reverse( $desc ), $asc, 'the same latest ones, ascending' );
	}

	/**
	 * Each slot: time range and duration, topic, location, objective (list
	 * only) and speakers, each when asked; the date with its day name.
	 */
	public function test_slot_contents(): void {
		$ada  = $this->person( 'Ada Lovelace', $this->photo() );
		$bob  = $this->person( 'Bob Noface' );
		$id   = $this->schedule(
			array(
				'program_title' => 'Summit Day 1',
				'date'          => '2026-12-10',
				'slots'         => array(
					array(
						'start_time' => '10:30',
						'end_time'   => '12:00',
						'topic'      => 'Panel',
						'speakers'   => array( $ada, $bob ),
						'objective'  => '<strong>Discuss</strong> things',
						'room'       => 'Hall B',
					),
					array(
						'start_time' => '09:00',
						'end_time'   => '10:00',
						'topic'      => 'Opening keynote',
						'speakers'   => array( $ada ),
						'objective'  => 'Welcome',
						'room'       => 'Hall A',
					),
				),
			)
		);
		$all  = "ids=\"$id\" show_time_duration=\"yes\" show_location=\"yes\" show_desc=\"yes\" show_speaker=\"yes\"";
		$list = do_shortcode( "[etn_pro_schedules_list $all]" );
		$this->assertStringContainsString( '<time class="eventin-schedule__date" datetime="2026-12-10">Thursday, December 10, 2026</time>', $list );
		$this->assertStringContainsString( '<time datetime="09:00">09:00</time> – <time datetime="10:00">10:00</time>', $list );
		$this->assertStringContainsString( '<span class="eventin-schedule__duration">1 hour</span>', $list );
		$this->assertStringContainsString( '<span class="eventin-schedule__duration">1 hour 30 minutes</span>', $list );
		$this->assertLessThan( strpos( $list, 'Panel' ), strpos( $list, 'Opening keynote' ), 'slots by start time' );
		$this->assertStringContainsString( 'Hall A</p>', $list );
		$this->assertStringContainsString( '<div class="eventin-schedule__objective"><strong>Discuss</strong> things</div>', $list );
		$this->assertStringContainsString( '>Ada Lovelace</a>', $list );
		$this->assertStringContainsString( '<span class="eventin-schedule__photo eventin-person__initials" aria-hidden="true">BN</span>', $list );
		$this->assertMatchesRegularExpression( '#<img class="eventin-schedule__photo" src="[^"]+face\.jpg" alt="" width="150" height="150" loading="lazy"#', $list );
		$this->assertStringNotContainsString( '@example.org', $list, 'never an e-mail address' );

		$tab = do_shortcode( "[etn_pro_schedules_tab $all]" );
		$this->assertStringContainsString( 'Hall A', $tab );
		$this->assertStringContainsString( '1 hour 30 minutes', $tab );
		$this->assertStringContainsString( 'Ada Lovelace', $tab );
		$this->assertStringNotContainsString( 'Welcome', $tab, 'the tab view has no descriptions' );

		$bare = do_shortcode( "[etn_pro_schedules_list ids=\"$id\" show_time_duration=\"no\" show_location=\"no\" show_desc=\"no\" show_speaker=\"no\"]" );
		foreach ( array( '09:00', 'Hall A', 'Welcome', 'Ada Lovelace', 'eventin-schedule__speakers' ) as $hidden ) {
			$this->assertStringNotContainsString( $hidden, $bare, "$hidden hidden when not asked" );
		}
		$this->assertStringContainsString( 'Opening keynote', $bare );

		$omitted = do_shortcode( "[etn_pro_schedules_list ids=\"$id\"]" );
		foreach ( array( '09:00', 'Hall A', 'Welcome', 'Ada Lovelace' ) as $shown ) {
			$this->assertStringContainsString( $shown, $omitted, "$shown shown when left out (as in Eventin)" );
		}
	}

	/**
	 * Tabs: one tab per schedule, each tab controlling its panel and each
	 * panel labelled by its tab; every id unique on a page holding the same
	 * widget twice. The list uses no tabs.
	 */
	public function test_tabs_markup_and_unique_ids(): void {
		$one  = $this->schedule(
			array(
				'program_title' => 'Day One',
				'date'          => '2026-12-10',
			)
		);
		$two  = $this->schedule(
			array(
				'program_title' => 'Day Two',
				'date'          => '2026-12-11',
			)
		);
		$html = do_shortcode( "[etn_pro_schedules_tab ids=\"$one,$two\" order=\"asc\"][etn_pro_schedules_tab ids=\"$one,$two\" order=\"asc\"]" );

		$this->assertSame( 2, substr_count( $html, '<div class="eventin-tabs eventin-schedules is-tabs is-style-2" data-eventin-tabs>' ) );
		$this->assertSame( 2, substr_count( $html, '<div class="eventin-tabs__list" role="tablist" aria-label="Schedules" hidden>' ), 'the tab list waits for the script' );
		preg_match_all( '#<button type="button" class="eventin-tabs__tab" role="tab" id="([^"]+)" aria-controls="([^"]+)"#', $html, $tabs, PREG_SET_ORDER );
		preg_match_all( '#<div class="eventin-tabs__panel eventin-schedule" role="tabpanel" id="([^"]+)" aria-labelledby="([^"]+)">#', $html, $panels, PREG_SET_ORDER );
		$this->assertCount( 4, $tabs );
		$this->assertCount( 4, $panels );
		foreach ( $tabs as $index => $tab ) {
			$this->assertSame( $tab[2], $panels[ $index ][1], 'the tab controls its panel' );
			$this->assertSame( $tab[1], $panels[ $index ][2], 'the panel is labelled by its tab' );
		}
		preg_match_all( '# id="([^"]+)"#', $html, $ids );
		$this->assertSame( $ids[1], array_unique( $ids[1] ), 'every id once' );
		$this->assertSame( 4, substr_count( $html, '<h3 class="eventin-tabs__heading eventin-schedule__title">' ), 'each panel has its heading (no script: every panel shows)' );
		$this->assertStringContainsString( 'Thu, Dec 10', $html );

		$list = do_shortcode( "[etn_pro_schedules_list ids=\"$one,$two\" style=\"style-2\"]" );
		$this->assertStringNotContainsString( 'role="tab', $list );
		$this->assertStringContainsString( '<div class="eventin-schedules is-list is-style-2">', $list );
		preg_match_all( '# (?:id|aria-labelledby)="([^"]+)"#', $list, $refs );
		$this->assertCount( 4, $refs[1], 'each section labelled by its heading' );
	}

	/**
	 * Hostile slot texts and titles stored by other means are escaped; the
	 * objective keeps post HTML only.
	 */
	public function test_hostile_stored_texts(): void {
		$id = $this->schedule(
			array(
				'program_title' => 'Safe',
				'date'          => '2026-12-10',
			)
		);
		update_post_meta( $id, SchedulesRepository::META_TITLE, '<script>alert(1)</script>' );
		update_post_meta(
			$id,
			SchedulesRepository::META_SLOTS,
			array(
				array(
					'etn_schedule_topic'     => '"><img src=x onerror=alert(2)>',
					'etn_shedule_start_time' => '09:00 AM',
					'etn_shedule_end_time'   => '<script>',
					'etn_shedule_room'       => '<svg onload=alert(3)>',
					'etn_shedule_objective'  => '<a href="javascript:alert(4)" onclick="alert(5)">x</a><script>alert(6)</script><iframe src="https://evil.example"></iframe><em>ok</em>',
					'speakers'               => array( '1 OR 1=1', -3 ),
				),
				'junk',
				array( 'etn_schedule_topic' => array( '<b>' ) ),
			)
		);
		update_post_meta( $id, SchedulesRepository::META_DATE, '"><script>' );
		foreach ( self::TAGS as $tag ) {
			$html = do_shortcode( "[$tag ids=\"$id\" show_time_duration=\"yes\" show_location=\"yes\" show_desc=\"yes\" show_speaker=\"yes\"]" );
			$this->assertNoActiveMarkup( $html, $tag );
			$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;', $html, "$tag: the title as text" );
			$this->assertStringContainsString( '&quot;&gt;&lt;img src=x onerror=alert(2)&gt;', $html, "$tag: the topic as text" );
		}
		$list = do_shortcode( "[etn_pro_schedules_list ids=\"$id\" show_desc=\"yes\"]" );
		$this->assertStringContainsString( '<em>ok</em>', $list, 'post HTML kept in the objective' );
		$this->assertStringNotContainsString( 'evil.example', $list );
	}

	/**
	 * Every attribute of both widgets fed hostile values leaves no trace.
	 */
	public function test_hostile_attributes(): void {
		$id     = $this->schedule(
			array(
				'program_title' => 'Day',
				'slots'         => array( $this->slot( '09:00', '10:00', 'Talk', array( $this->speaker() ) ) ),
			)
		);
		$values = array(
			'"><script>alert(1)</script>',
			'<img src=x onerror=alert(1)>',
			'javascript:alert(1)',
			'yes" onmouseover="alert(1)',
			'-5',
			'99999999999999999999',
			-1,
			PHP_INT_MAX,
			array( '<script>' ),
			array( array( 'x' ) ),
			null,
			true,
			str_repeat( '9,', 3000 ),
			"$id) OR (1=1",
			"$id UNION SELECT user_pass FROM wp_users",
		);
		foreach ( self::TAGS as $tag ) {
			$widget = Catalogue::get( $tag );
			$this->assertNotNull( $widget );
			foreach ( array_keys( $widget->attributes() ) as $name ) {
				foreach ( $values as $index => $value ) {
					$html = Renderer::render( $tag, array( $name => $value ) );
					$this->assertNoActiveMarkup( $html, "$tag $name #$index" );
					$this->assertDoesNotMatchRegularExpression( '/onerror|onmouseover|javascript:|alert\(|user_pass/i', $html, "$tag $name #$index" );
				}
				$html = do_shortcode( "[$tag $name='\"><script>alert(1)</script>']" );
				$this->assertDoesNotMatchRegularExpression( '/<script|onerror|javascript:|alert\(/i', $html, "$tag $name" );
			}
		}
	}

	/**
	 * Three schedules or twenty, each with slots naming speakers with photos:
	 * the same number of queries.
	 */
	public function test_constant_queries(): void {
		$photo   = $this->photo();
		$ids     = array();
		$make    = function ( int $n ) use ( $photo, &$ids ): void {
			for ( $i = 1; $i <= $n; $i++ ) {
				$a     = $this->person( "Person A$i", $photo );
				$b     = $this->person( "Person B$i", $photo );
				$ids[] = $this->schedule(
					array(
						'program_title' => "Day $i",
						'date'          => sprintf( '2026-03-%02d', $i ),
						'slots'         => array(
							$this->slot( '09:00', '10:00', 'First', array( $a, $b ) ),
							$this->slot( '10:00', '11:00', 'Second', array( $b ) ),
						),
					)
				);
			}
		};
		$measure = function ( string $tag ) use ( &$ids ): array {
			$html  = '';
			$list  = implode( ',', $ids );
			$count = $this->count_queries(
				static function () use ( $tag, $list, &$html ) {
					wp_cache_flush();
					$html = do_shortcode( "[$tag ids=\"$list\" show_speaker=\"yes\" show_time_duration=\"yes\" show_location=\"yes\" show_desc=\"yes\"]" );
				}
			);
			return array( $count, substr_count( $html, '<li class="eventin-schedule__slot">' ), substr_count( $html, '<img ' ) );
		};
		$make( 3 );
		$small = array();
		foreach ( self::TAGS as $tag ) {
			$small[ $tag ] = $measure( $tag );
			$this->assertSame( array( 6, 9 ), array_slice( $small[ $tag ], 1 ), "$tag: slots and photos" );
		}
		$make( 17 );
		foreach ( self::TAGS as $tag ) {
			$large = $measure( $tag );
			$this->assertSame( array( 40, 60 ), array_slice( $large, 1 ), "$tag: slots and photos" );
			$this->assertSame( $small[ $tag ][0], $large[0], "$tag: 3 and 20 schedules cost the same queries" );
			$this->assertLessThanOrEqual( 10, $large[0], $tag );
		}
	}

	/**
	 * The tabs ask for the widgets script; the list does not.
	 */
	public function test_script_only_for_tabs(): void {
		if ( null === BuildAssets::info( 'widgets' ) ) {
			$this->markTestSkipped( 'No build of the widgets entry (run npm run build).' );
		}
		$this->schedule( array( 'program_title' => 'Day' ) );
		$handle = WidgetAssets::SCRIPTS['widgets'];
		do_shortcode( '[etn_pro_schedules_list]' );
		$this->assertFalse( wp_script_is( $handle, 'enqueued' ), 'the list enqueues no script' );
		do_shortcode( '[etn_pro_schedules_tab]' );
		$this->assertTrue( wp_script_is( $handle, 'enqueued' ), 'the tabs enqueue eventin-widgets' );
	}

}
