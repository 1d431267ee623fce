<?php
/**
 * The event locations widget: the places published events use, with their
 * event counts, Eventin's location shapes, escaping, and its query budget.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Shortcodes;

use EventinPro\Events\EventsMaintenance;
use EventinPro\Shortcodes\Renderer;
use EventinPro\Shortcodes\Views\EventLocation;
use EventinPro\Shortcodes\WidgetAssets;
use EventinPro\Tests\Events\EventsTestCase;
use EventinPro\Tests\Support\Eventin4Fixture;

/**
 * Locations view.
 */
final class LocationsViewTest extends EventsTestCase {

	/**
	 * A fixed clock.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->freeze_now( '2026-05-01 12:00:00' );
	}

	/**
	 * Forgets what a test registered or enqueued.
	 */
	protected function tearDown(): void {
		if ( taxonomy_exists( EventLocation::TAXONOMY ) ) {
			unregister_taxonomy( EventLocation::TAXONOMY );
		}
		foreach ( array( WidgetAssets::STYLE, WidgetAssets::SCRIPTS['widgets'] ) as $handle ) {
			wp_dequeue_script( $handle );
			wp_dequeue_style( $handle );
		}
		parent::tearDown();
	}

	/**
	 * An event at an address.
	 *
	 * @param string              $address Address.
	 * @param string              $start   Start date.
	 * @param array<string,mixed> $fields  More fields.
	 */
	private function event_at( string $address, string $start = '2026-06-01', array $fields = array() ): int {
		return $this->event(
			$fields + array(
				'start_date' => $start,
				'location'   => array(
					'type'    => 'offline',
					'address' => $address,
				),
			)
		);
	}

	/**
	 * The places listed: name => count text.
	 *
	 * @param string $html Widget HTML.
	 * @return array<string,string>
	 */
	private function places( string $html ): array {
		preg_match_all( '#<span class="eventin-locations__name">(?:<a href="[^"]*">)?(.*?)(?:</a>)?</span><span class="eventin-locations__count">(.*?)</span>#s', $html, $m );
		return array_combine( array_map( 'html_entity_decode', $m[1] ), $m[2] );
	}

	public function test_places_of_published_events_with_their_counts(): void {
		$this->event_at( 'Hall A' );
		$this->event_at( ' hall  a ', '2026-07-01' ); // The same place, written differently.
		$this->event_at( 'Hall A', '2026-04-01' ); // Past.
		$this->event_at( 'Park', '2026-03-01' );
		$this->event_at( 'Club' );
		$this->event_at( 'Club', '2026-08-01' );
		$this->event_at( 'Club', '2026-09-01' );
		$this->event_at( 'Draft house', '2026-06-01', array( 'post_status' => 'draft' ) );
		$private = $this->event_at( 'Private house' );
		wp_update_post(
			array(
				'ID'          => $private,
				'post_status' => 'private',
			)
		);
		$locked = $this->event_at( 'Locked house' );
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_password' => 'x' ), array( 'ID' => $locked ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a protected post.
		$this->event(
			array(
				'location' => array(
					'type'        => 'online',
					'address'     => '',
					'online_link' => 'https://meet.example.org/x',
				),
			)
		);
		wp_cache_flush();

		$html = do_shortcode( '[etn_pro_event_location_list]' );
		$this->assertSame(
			array(
				'Club'   => '3 events, 3 upcoming',
				'Hall A' => '3 events, 2 upcoming',
				'Park'   => '1 event',
			),
			$this->places( $html ),
			'by upcoming events, then events; drafts, private, protected and online events left out'
		);
		$this->assertStringContainsString( '<a class="eventin-locations__map" href="https://www.openstreetmap.org/search?query=Club" rel="noopener" target="_blank">Map<span class="screen-reader-text">: Club (opens in a new tab)</span></a>', $html );
		$this->assertSame( array( 'Club', 'Hall A' ), array_keys( $this->places( do_shortcode( '[etn_pro_event_location_list location_limit="2"]' ) ) ) );
		$this->assertCount( 1, $this->places( Renderer::render( 'etn_pro_event_location_list', array( 'location_limit' => -3 ) ) ) );
		$this->assertFalse( wp_script_is( WidgetAssets::SCRIPTS['widgets'], 'enqueued' ), 'a list needs no script' );
	}

	public function test_the_default_limit_is_five(): void {
		foreach ( range( 1, 7 ) as $n ) {
			$this->event_at( "Place $n" );
		}
		$this->assertCount( 5, $this->places( do_shortcode( '[etn_pro_event_location_list]' ) ) );
	}

	public function test_a_series_counts_its_occurrences(): void {
		$this->as_user( 'administrator' );
		$this->event_at(
			'Series hall',
			'2026-06-01',
			array(
				'recurring_enabled' => 'yes',
				'recurrence'        => array(
					'frequency' => 'weekly',
					'interval'  => 1,
					'until'     => '2026-06-15',
				),
			)
		);
		$this->assertSame( array( 'Series hall' => '3 events, 3 upcoming' ), $this->places( do_shortcode( '[etn_pro_event_location_list]' ) ) );
	}

	public function test_the_eventin_4_fixture(): void {
		Eventin4Fixture::load();
		EventsMaintenance::recompute_normalized_keys();
		$this->freeze_now( '2026-11-23 04:36:56' );
		$this->assertSame(
			array(
				'Shoreditch, London'      => '4 events, 4 upcoming',
				'Brooklyn Navy Yard, NY'  => '1 event, 1 upcoming',
				'ICCB, Kuril, Dhaka 1229' => '1 event, 1 upcoming',
				'Kulturbrauerei, Schönhauser Allee 36, 10435 Berlin' => '1 event',
			),
			$this->places( do_shortcode( '[etn_pro_event_location_list location_limit="10"]' ) ),
			'the series by its occurrences; the online event and the drafts have none'
		);
	}

	public function test_eventin_3_location_terms(): void {
		$term = wp_insert_term( 'Grand Hall', EventLocation::TAXONOMY );
		$this->assertInstanceOf( \WP_Error::class, $term, 'not registered: no term' );
		register_taxonomy(
			EventLocation::TAXONOMY,
			'etn',
			array(
				'public'  => true,
				'rewrite' => false,
			)
		);
		$term   = wp_insert_term( 'Grand Hall', EventLocation::TAXONOMY, array( 'slug' => 'grand-hall' ) );
		$second = wp_insert_term( 'Small <b>Room</b>', EventLocation::TAXONOMY, array( 'slug' => 'small-room' ) );
		$this->assertIsArray( $term );
		$this->assertIsArray( $second );
		foreach ( array( array( 'grand-hall' ), array( 'grand-hall', 'small-room' ), array( 'gone' ) ) as $slugs ) {
			$id = $this->event( array( 'title' => 'Old ' . implode( ' ', $slugs ) ) );
			update_post_meta( $id, EventLocation::META_TYPE, 'new_location' );
			update_post_meta( $id, EventLocation::META_LIST, $slugs );
		}
		$html   = do_shortcode( '[etn_pro_event_location_list]' );
		$places = $this->places( $html );
		$this->assertSame( array( 'Grand Hall', 'Small Room' ), array_keys( $places ), 'names as text; a slug without a term left out' );
		$this->assertSame( '2 events, 2 upcoming', $places['Grand Hall'] );
		$this->assertStringContainsString( '<a href="' . esc_url( get_term_link( (int) $term['term_id'] ) ) . '">Grand Hall</a>', $html, 'the term archive' );
		$this->assertStringNotContainsString( 'eventin-locations__map', $html, 'a term has no address to map' );

		// The cards name the same places.
		$card = do_shortcode( '[etn_pro_events_standard show_event_location="yes" orderby="title" order="asc"]' );
		$this->assertStringContainsString( '<span class="eventin-event-card__where">Grand Hall, Small Room</span>', $card );

		unregister_taxonomy( EventLocation::TAXONOMY );
		$html = do_shortcode( '[etn_pro_event_location_list]' );
		$this->assertStringContainsString( '<span class="eventin-locations__name">Grand Hall</span>', $html, 'no public pages: no link' );
	}

	public function test_hostile_addresses_are_text(): void {
		$evil = '"><script>alert(1)</script><img src=x onerror=alert(2)> javascript:alert(3)';
		$id   = $this->event_at( 'x' );
		update_post_meta( $id, 'etn_event_location', array( 'address' => $evil ) );
		$html = do_shortcode( '[etn_pro_event_location_list style="\'><script>alert(1)</script>" location_limit="<b>3</b>"]' );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringContainsString( '<span class="eventin-locations__name">' . esc_html( $evil ) . '</span>', $html );
		preg_match_all( '#<[^>]*>#', $html, $tags );
		foreach ( $tags[0] as $tag ) {
			$this->assertDoesNotMatchRegularExpression( '#\son[a-z]+\s*=|=\s*"\s*javascript:#i', $tag );
		}
		$this->assertStringContainsString( 'href="https://www.openstreetmap.org/search?query=%22%3E%3Cscript%3E', $html, 'the map query encoded' );
	}

	public function test_no_places_says_so(): void {
		$this->event();
		$this->assertStringContainsString( '<p class="eventin-widget__empty">No event locations yet.</p>', do_shortcode( '[etn_pro_event_location_list]' ) );
	}

	public function test_a_constant_number_of_queries(): void {
		$count = function (): int {
			wp_cache_flush();
			wp_load_alloptions();
			return $this->count_queries(
				static function () {
					do_shortcode( '[etn_pro_event_location_list location_limit="20"]' );
				}
			);
		};
		foreach ( range( 1, 3 ) as $n ) {
			$this->event_at( "Place $n" );
		}
		$few = $count();
		foreach ( range( 1, 40 ) as $n ) {
			$this->event_at( 'Place ' . ( $n % 25 ), '2026-0' . ( 1 + $n % 9 ) . '-10' );
		}
		$many = $count();
		$this->assertSame( $few, $many );
		$this->assertLessThanOrEqual( 2, $many );
	}
}
