<?php
/**
 * The event widgets: which events they list (filters, order, recurring
 * series, never anything unpublished), what a card shows, that nothing
 * hostile in an attribute or a stored field comes out as markup, the query
 * budget, and the script only where a slider or tabs are.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Shortcodes;

use EventinPro\Events\EventsMaintenance;
use EventinPro\Shortcodes\Catalogue;
use EventinPro\Shortcodes\Renderer;
use EventinPro\Shortcodes\WidgetAssets;
use EventinPro\Tests\Events\EventsTestCase;
use EventinPro\Tests\Support\Eventin4Fixture;

/**
 * Events views.
 */
final class EventsViewTest extends EventsTestCase {

	/**
	 * The event widgets' tags.
	 */
	private const TAGS = array( 'etn_pro_events_classic', 'etn_pro_events_standard', 'etn_pro_events_tab', 'etn_pro_events_sliders', 'etn_pro_events_one_line' );

	/**
	 * A fixed clock and the site's own timezone.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->freeze_now( '2026-05-01 12:00:00' );
		update_option( 'timezone_string', 'UTC' );
		update_option( 'date_format', 'F j, Y' );
		update_option( 'time_format', 'g:i a' );
	}

	/**
	 * Forgets what a test enqueued.
	 */
	protected function tearDown(): void {
		foreach ( array( WidgetAssets::STYLE, WidgetAssets::SCRIPTS['widgets'] ) as $handle ) {
			wp_dequeue_script( $handle );
			wp_dequeue_style( $handle );
			wp_deregister_script( $handle );
			wp_deregister_style( $handle );
		}
		parent::tearDown();
	}

	/**
	 * A widget as a page prints it.
	 *
	 * @param string $shortcode Shortcode text.
	 */
	private function page( string $shortcode ): string {
		return do_shortcode( $shortcode );
	}

	/**
	 * The event titles a widget's HTML lists, in order (each card once: the
	 * tabs' "All" panel).
	 *
	 * @param string $html Widget HTML.
	 * @return string[]
	 */
	private function titles( string $html ): array {
		if ( preg_match( '#<div class="eventin-tabs__panel"[^>]*>(.*?)</div>\s*(?=<div class="eventin-tabs__panel"|</div>\s*</div>\s*$)#s', $html, $m ) ) {
			$html = $m[1];
		}
		preg_match_all( '#<h3 class="eventin-event-(?:card|line)__title"><a href="[^"]*">(.*?)</a></h3>#s', $html, $matches );
		return array_map( 'html_entity_decode', $matches[1] );
	}

	/**
	 * A published event with a title and a start.
	 *
	 * @param string              $title  Title.
	 * @param array<string,mixed> $fields More fields.
	 */
	private function titled( string $title, array $fields = array() ): int {
		return $this->event( array( 'title' => $title ) + $fields );
	}

	/**
	 * A category or tag term id.
	 *
	 * @param string $name     Name.
	 * @param string $taxonomy Taxonomy.
	 * @param int    $parent   Parent term.
	 */
	private function term( string $name, string $taxonomy = 'etn_category', int $parent = 0 ): int {
		$term = wp_insert_term( $name, $taxonomy, array( 'parent' => $parent ) );
		$this->assertIsArray( $term );
		return (int) $term['term_id'];
	}

	/**
	 * An image attachment with the metadata WordPress builds srcset from.
	 *
	 * @param int $n Number (unique file name).
	 */
	private function image( int $n ): int {
		$id = (int) wp_insert_attachment(
			array(
				'post_title'     => "Image $n",
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			"2026/05/photo-$n.jpg"
		);
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1600,
				'height' => 900,
				'file'   => "2026/05/photo-$n.jpg",
				'sizes'  => array(
					'medium_large' => array(
						'file'      => "photo-$n-768x432.jpg",
						'width'     => 768,
						'height'    => 432,
						'mime-type' => 'image/jpeg',
					),
					'large'        => array(
						'file'      => "photo-$n-1024x576.jpg",
						'width'     => 1024,
						'height'    => 576,
						'mime-type' => 'image/jpeg',
					),
				),
			)
		);
		return $id;
	}

	/**
	 * Writes a post's columns as stored, past every filter (hostile stored data).
	 *
	 * @param int                  $id      Post id.
	 * @param array<string,string> $columns Columns.
	 */
	private function store_raw( int $id, array $columns ): void {
		global $wpdb;
		$wpdb->update( $wpdb->posts, $columns, array( 'ID' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- stored data no filter saw.
		clean_post_cache( $id );
	}

	/**
	 * Asserts that HTML carries no markup an attacker could have brought:
	 * no script element, no event-handler attribute, no javascript: or data:
	 * URL in an attribute. (Text is escaped, so a "<" in it cannot open a tag.)
	 *
	 * @param string $html    HTML.
	 * @param string $message Context.
	 */
	private function assertInert( string $html, string $message = '' ): void {
		$this->assertStringNotContainsStringIgnoringCase( '<script', $html, $message );
		$this->assertStringNotContainsStringIgnoringCase( '<img src=x', $html, $message );
		$this->assertStringNotContainsStringIgnoringCase( '<iframe', $html, $message );
		preg_match_all( '#<[^>]*>#', $html, $tags );
		foreach ( $tags[0] as $tag ) {
			$this->assertDoesNotMatchRegularExpression( '#\son[a-z]+\s*=#i', $tag, "$message: event handler in $tag" );
			$this->assertDoesNotMatchRegularExpression( '#=\s*["\']?\s*(javascript|data|vbscript):#i', $tag, "$message: script URL in $tag" );
		}
		// Balanced quotes in every tag: no attribute value broke out.
		foreach ( $tags[0] as $tag ) {
			$this->assertSame( 0, substr_count( $tag, '"' ) % 2, "$message: quotes in $tag" );
		}
	}

	// ----------------------------------------------------------------- which events

	public function test_only_published_events_are_listed(): void {
		$this->titled( 'Published' );
		$this->titled( 'Draft', array( 'post_status' => 'draft' ) );
		$private = $this->titled( 'Private' );
		wp_update_post(
			array(
				'ID'          => $private,
				'post_status' => 'private',
			)
		);
		$locked = $this->titled( 'Locked' );
		$this->store_raw( $locked, array( 'post_password' => 'secret' ) );
		$pending = $this->titled( 'Pending' );
		$this->store_raw( $pending, array( 'post_status' => 'pending' ) );
		$future = $this->titled( 'Scheduled' );
		$this->store_raw( $future, array( 'post_status' => 'future' ) );
		$trash = $this->titled( 'Trashed' );
		$this->store_raw( $trash, array( 'post_status' => 'trash' ) );

		// Even an administrator, who may read them all, sees only the published one.
		$this->as_user( 'administrator' );
		foreach ( self::TAGS as $tag ) {
			$html = $this->page( "[$tag]" );
			$this->assertSame( array( 'Published' ), $this->titles( $html ), $tag );
			foreach ( array( 'Draft', 'Private', 'Locked', 'Pending', 'Scheduled', 'Trashed' ) as $hidden ) {
				$this->assertStringNotContainsString( $hidden, $html, "$tag shows $hidden" );
			}
		}
	}

	public function test_categories_include_their_children_and_tags_narrow_them(): void {
		$parent = $this->term( 'Music' );
		$child  = $this->term( 'Jazz', 'etn_category', $parent );
		$other  = $this->term( 'Sport' );
		$tag    = $this->term( 'outdoor', 'etn_tags' );
		$this->titled( 'Concert', array( 'categories' => array( $parent ) ) );
		$this->titled(
			'Jazz night',
			array(
				'categories' => array( $child ),
				'tags'       => array( $tag ),
			)
		);
		$this->titled(
			'Match',
			array(
				'categories' => array( $other ),
				'tags'       => array( $tag ),
			)
		);
		$this->titled( 'Nothing' );

		foreach ( self::TAGS as $shortcode ) {
			$by_title = "$shortcode orderby=\"title\" order=\"ASC\"";
			$this->assertSame( array( 'Concert', 'Jazz night' ), $this->titles( $this->page( "[$by_title event_cat_ids=\"$parent\"]" ) ), "$shortcode: category with its child" );
			$this->assertSame( array( 'Jazz night', 'Match' ), $this->titles( $this->page( "[$by_title event_tag_ids=\"$tag\"]" ) ), "$shortcode: tag" );
			$this->assertSame( array( 'Jazz night' ), $this->titles( $this->page( "[$by_title event_cat_ids=\"$parent\" event_tag_ids=\"$tag\"]" ) ), "$shortcode: both" );
			$this->assertSame( array( 'Jazz night', 'Match' ), $this->titles( $this->page( "[$by_title event_cat_ids=\"$child,$other\"]" ) ), "$shortcode: two categories" );
		}
	}

	public function test_event_ids_pick_events(): void {
		$a = $this->titled( 'Alpha' );
		$this->titled( 'Beta' );
		$c = $this->titled( 'Gamma' );
		$d = $this->titled( 'Delta', array( 'post_status' => 'draft' ) );
		foreach ( self::TAGS as $tag ) {
			$this->assertSame( array( 'Alpha', 'Gamma' ), $this->titles( $this->page( "[$tag event_ids=\"$c,$a,$d\" orderby=\"title\" order=\"asc\"]" ) ), $tag );
		}
	}

	public function test_status_filters_compare_the_event_times_with_now(): void {
		// Now: 2026-05-01 12:00 UTC.
		$this->titled(
			'Past',
			array(
				'start_date' => '2026-04-01',
				'end_date'   => '2026-04-02',
			)
		);
		$this->titled(
			'Ongoing',
			array(
				'start_date' => '2026-04-30',
				'end_date'   => '2026-05-03',
			)
		);
		$this->titled( 'Upcoming', array( 'start_date' => '2026-06-01' ) );
		// 13:00 in Dhaka is 07:00 UTC: over by noon UTC.
		$this->titled(
			'Dhaka morning',
			array(
				'start_date' => '2026-05-01',
				'start_time' => '09:00',
				'end_time'   => '13:00',
				'timezone'   => 'Asia/Dhaka',
			)
		);
		$expected = array(
			'all'      => array( 'Dhaka morning', 'Ongoing', 'Past', 'Upcoming' ),
			'upcoming' => array( 'Upcoming' ),
			'ongoing'  => array( 'Ongoing' ),
			'expire'   => array( 'Dhaka morning', 'Past' ),
		);
		foreach ( self::TAGS as $tag ) {
			foreach ( $expected as $status => $titles ) {
				$this->assertSame( $titles, $this->titles( $this->page( "[$tag event_count=\"20\" filter_with_status=\"$status\" orderby=\"title\" order=\"ASC\"]" ) ), "$tag $status" );
			}
		}
	}

	public function test_order_and_orderby_both_ways(): void {
		// Ids, titles, slugs, post dates, starts and ends each in another order.
		$this->titled(
			'Banana',
			array(
				'start_date' => '2026-07-01',
				'end_date'   => '2026-07-09',
			)
		);
		$this->titled(
			'apple',
			array(
				'start_date' => '2026-09-01',
				'end_date'   => '2026-09-02',
			)
		);
		$this->titled(
			'Cherry',
			array(
				'start_date' => '2026-06-01',
				'end_date'   => '2026-12-01',
			)
		);
		$ids = get_posts(
			array(
				'post_type'   => 'etn',
				'fields'      => 'ids',
				'orderby'     => 'ID',
				'order'       => 'ASC',
				'numberposts' => 3,
			)
		);
		// Post dates: Cherry oldest, then Banana, then apple.
		$this->store_raw( $ids[2], array( 'post_date' => '2026-01-01 00:00:00' ) );
		$this->store_raw( $ids[0], array( 'post_date' => '2026-02-01 00:00:00' ) );
		$this->store_raw( $ids[1], array( 'post_date' => '2026-03-01 00:00:00' ) );

		$ascending = array(
			'ID'             => array( 'Banana', 'apple', 'Cherry' ),
			'title'          => array( 'apple', 'Banana', 'Cherry' ),
			'name'           => array( 'apple', 'Banana', 'Cherry' ),
			'post_date'      => array( 'Cherry', 'Banana', 'apple' ),
			'etn_start_date' => array( 'Cherry', 'Banana', 'apple' ),
			'etn_end_date'   => array( 'Banana', 'apple', 'Cherry' ),
		);
		foreach ( self::TAGS as $tag ) {
			foreach ( $ascending as $orderby => $titles ) {
				$this->assertSame( $titles, $this->titles( $this->page( "[$tag orderby=\"$orderby\" order=\"ASC\"]" ) ), "$tag $orderby ASC" );
				$this->assertSame( array_reverse( $titles ), $this->titles( $this->page( "[$tag orderby=\"$orderby\" order=\"desc\"]" ) ), "$tag $orderby DESC" );
			}
			// The default: newest id first.
			$this->assertSame( array( 'Cherry', 'apple', 'Banana' ), $this->titles( $this->page( "[$tag]" ) ), "$tag default" );
		}
	}

	public function test_event_count_limits_the_list(): void {
		for ( $i = 1; $i <= 5; $i++ ) {
			$this->titled( "Event $i" );
		}
		$this->assertCount( 2, $this->titles( $this->page( '[etn_pro_events_classic event_count="2"]' ) ) );
		$this->assertCount( 3, $this->titles( $this->page( '[etn_pro_events_one_line]' ) ), 'one line: 3 by default' );
		$this->assertCount( 1, $this->titles( $this->page( '[etn_pro_events_standard event_count="-4"]' ) ), 'clamped to at least 1' );
		$this->assertCount( 1, $this->titles( $this->page( '[etn_pro_events_standard event_count="-4000000000000"]' ) ), 'the lowest bound' );
		$this->assertCount( 5, $this->titles( $this->page( '[etn_pro_events_standard event_count="99999999999999"]' ) ), 'the highest bound' );
	}

	/**
	 * A recurring series: a parent and its occurrences (child posts).
	 *
	 * @return array{0:int,1:int[]}
	 */
	private function series(): array {
		$this->as_user( 'administrator' );
		$parent   = $this->titled(
			'Series',
			array(
				'start_date'        => '2026-06-01',
				'recurring_enabled' => 'yes',
				'recurrence'        => array(
					'frequency' => 'weekly',
					'interval'  => 1,
					'until'     => '2026-06-15',
				),
			)
		);
		$children = get_posts(
			array(
				'post_type'   => 'etn',
				'post_parent' => $parent,
				'fields'      => 'ids',
				'numberposts' => 10,
				'orderby'     => 'ID',
				'order'       => 'ASC',
			)
		);
		$this->assertCount( 3, $children );
		wp_set_current_user( 0 );
		return array( $parent, array_map( 'intval', $children ) );
	}

	public function test_recurring_parents_and_occurrences(): void {
		list( $parent, $children ) = $this->series();
		$single                    = $this->titled( 'Single' );
		$by_url                    = array();
		foreach ( array_merge( array( $parent, $single ), $children ) as $id ) {
			$by_url[ esc_url( get_permalink( $id ) ) ] = $id;
		}
		$ids   = static function ( string $html ) use ( $by_url ): array {
			preg_match_all( '#<h3 class="eventin-event-(?:card|line)__title"><a href="([^"]*)"#', $html, $m );
			return array_map(
				static function ( string $url ) use ( $by_url ): int {
					return $by_url[ $url ] ?? 0;
				},
				$m[1]
			);
		};
		$cases = array(
			// child, parent => listed.
			'occurrences only (default)' => array( '', array_merge( array( $single ), array_reverse( $children ) ) ),
			'occurrences'                => array( 'show_child_event="yes" show_parent_event="no"', array_merge( array( $single ), array_reverse( $children ) ) ),
			'parents'                    => array( 'show_child_event="no" show_parent_event="yes"', array( $single, $parent ) ),
			'both'                       => array( 'show_child_event="yes" show_parent_event="yes"', array_merge( array( $single ), array_reverse( $children ), array( $parent ) ) ),
			'neither'                    => array( 'show_child_event="no" show_parent_event="no"', array( $single ) ),
		);
		foreach ( self::TAGS as $tag ) {
			foreach ( $cases as $label => list( $atts, $expected ) ) {
				$html  = $this->page( "[$tag event_count=\"20\" $atts]" );
				$found = $ids( $html );
				if ( 'etn_pro_events_tab' === $tag ) {
					$found = array_slice( $found, 0, count( $expected ) ); // The "All" panel comes first.
				}
				$this->assertSame( $expected, $found, "$tag: $label" );
			}
		}
	}

	public function test_the_eventin_4_fixture(): void {
		Eventin4Fixture::load();
		EventsMaintenance::recompute_normalized_keys();
		$this->freeze_now( '2026-11-23 04:36:56' );
		$titles = $this->titles( $this->page( '[etn_pro_events_standard orderby="ID" order="ASC"]' ) );
		$this->assertSame(
			array(
				'Dhaka Tech Summit 2026',
				'Hands-on Workshop (two tickets)',
				'Design Meetup (daily series)',
				'Design Meetup (daily series)',
				'Design Meetup (daily series)',
				'Design Meetup (daily series)',
				'Berlin Venue Night',
				'Live Webinar (ongoing)',
			),
			$titles,
			'published events; the series by its 4 occurrences; no drafts'
		);
		$html = $this->page( '[etn_pro_events_classic filter_with_status="ongoing" show_event_location="yes" show_category="yes"]' );
		$this->assertSame( array( 'Live Webinar (ongoing)' ), $this->titles( $html ) );
		$this->assertStringContainsString( '<span class="eventin-event-card__where">Online</span>', $html );
		$this->assertStringContainsString( 'November 22, 2026 8:00 am', $html, 'its start in its zone (Asia/Kolkata)' );
		$this->assertStringContainsString( '(UTC+05:30)', $html );

		$html = $this->page( '[etn_pro_events_classic event_ids="21" show_end_date="yes"]' );
		$this->assertStringContainsString( 'Kulturbrauerei, Schönhauser Allee 36, 10435 Berlin', $html );
		$this->assertStringContainsString( 'October 1, 2026 7:00 pm</time> – <time datetime="2026-10-01T22:00:00+02:00">10:00 pm</time>', $html );
		$html = $this->page( '[etn_pro_events_classic event_cat_ids="3" orderby="title" order="asc"]' );
		$this->assertSame( array( 'Berlin Venue Night', 'Dhaka Tech Summit 2026', 'Hands-on Workshop (two tickets)' ), $this->titles( $html ), 'Conference and its child Workshops' );
	}

	// ------------------------------------------------------------------- the cards

	public function test_a_card_shows_what_its_attributes_ask(): void {
		$category = $this->term( 'Talks' );
		$id       = $this->titled(
			'Launch',
			array(
				'start_date'     => '2026-06-01',
				'end_date'       => '2026-06-02',
				'start_time'     => '09:00',
				'end_time'       => '17:30',
				'timezone'       => 'Asia/Dhaka',
				'categories'     => array( $category ),
				'description'    => '<p>One two <strong>three</strong> four five six seven.</p>[etn_pro_events_classic]<!-- wp:eventin-pro/events-classic /-->',
				'location'       => array(
					'type'    => 'offline',
					'address' => 'Hall 1, Dhaka',
				),
				'featured_image' => $this->image( 1 ),
			)
		);
		$this->attendee( $id );
		$this->attendee( $id );
		$all  = 'show_thumb="yes" show_category="yes" show_desc="yes" desc_limit="4" show_attendee_count="yes" show_btn="yes" btn_text="Book now" show_end_date="yes" show_event_location="yes"';
		$html = $this->page( "[etn_pro_events_classic $all]" );
		$url  = get_permalink( $id );
		$this->assertStringContainsString( '<a href="' . esc_url( $url ) . '">Launch</a>', $html );
		$this->assertStringContainsString( '<time datetime="2026-06-01T09:00:00+06:00">June 1, 2026 9:00 am</time> – <time datetime="2026-06-02T17:30:00+06:00">June 2, 2026 5:30 pm</time> <span class="eventin-event-card__zone">(UTC+06:00)</span>', $html );
		$this->assertStringContainsString( '<span class="eventin-event-card__where">Hall 1, Dhaka</span>', $html );
		$this->assertStringContainsString( '<span class="eventin-event-card__category">Talks</span>', $html );
		$this->assertStringContainsString( '<p class="eventin-event-card__description">One two three four…</p>', $html );
		$this->assertSame( 1, substr_count( $html, 'data-eventin-widget=' ), 'no widget inside the widget' );
		$this->assertStringContainsString( '2 attending', $html );
		$this->assertStringContainsString( '<a class="eventin-button wp-element-button" href="' . esc_url( $url ) . '">Book now<span class="screen-reader-text">: Launch</span></a>', $html );
		$this->assertMatchesRegularExpression( '#<img [^>]*width="768" height="432"[^>]*>#', $html );
		$this->assertMatchesRegularExpression( '#<img [^>]*loading="lazy"#', $html );
		$this->assertMatchesRegularExpression( '#<img [^>]*srcset="[^"]*photo-1-1024x576\.jpg 1024w#', $html );

		$bare = $this->page( '[etn_pro_events_classic show_thumb="no" show_category="no" show_desc="no" show_attendee_count="no" show_btn="no" show_end_date="no" show_event_location="no"]' );
		$this->assertStringContainsString( 'Launch', $bare );
		foreach ( array( '<img', 'Talks', 'One two', 'attending', 'eventin-button', 'June 2', 'Hall 1' ) as $absent ) {
			$this->assertStringNotContainsString( $absent, $bare, $absent );
		}
		$this->assertStringContainsString( 'June 1, 2026 9:00 am', $bare );
	}

	public function test_a_page_without_the_toggles_gets_eventins_defaults(): void {
		$this->titled(
			'Defaults',
			array(
				'description'    => 'Said here.',
				'featured_image' => $this->image( 2 ),
				'categories'     => array( $this->term( 'Shown' ) ),
			)
		);
		$html = $this->page( '[etn_pro_events_classic]' );
		foreach ( array( '<img', 'Shown', 'Said here.', 'Attend<span' ) as $shown ) {
			$this->assertStringContainsString( $shown, $html, $shown );
		}
		$this->assertStringNotContainsString( 'attending', $html, 'attendee count: Eventin\'s no' );
	}

	public function test_each_widget_lays_its_cards_out(): void {
		$music = $this->term( 'Music' );
		$talks = $this->term( 'Talks' );
		$this->titled( 'One', array( 'categories' => array( $music ) ) );
		$this->titled( 'Two', array( 'categories' => array( $talks, $music ) ) );
		$this->titled( 'Three' );

		$html = $this->page( '[etn_pro_events_classic style="style-2" event_col="3"]' );
		$this->assertStringContainsString( '<ul class="eventin-grid eventin-events is-dated" style="--eventin-columns:3">', $html );
		$this->assertStringContainsString( 'eventin-event-card__badge', $html );
		$this->assertStringContainsString( 'is-overlay', $this->page( '[etn_pro_events_classic]' ) );
		$this->assertStringContainsString( 'is-media', $this->page( '[etn_pro_events_standard]' ), 'one column: a list' );
		$this->assertStringContainsString( 'style="--eventin-columns:4"', $this->page( '[etn_pro_events_standard event_col="9"]' ), 'columns clamped' );
		$this->assertStringContainsString( '<ul class="eventin-event-lines">', $this->page( '[etn_pro_events_one_line]' ) );

		$tabs = $this->page( '[etn_pro_events_tab style="event-2"]' );
		preg_match_all( '#<button type="button" role="tab" class="eventin-tabs__tab" id="([^"]+)" aria-controls="([^"]+)">([^<]*)</button>#', $tabs, $buttons );
		$this->assertSame( array( 'All', 'Music', 'Talks' ), $buttons[3], 'All, then the categories by name' );
		$this->assertMatchesRegularExpression( '#<div class="eventin-tabs__list" role="tablist" aria-label="[^"]+" hidden>#', $tabs, 'hidden until the script runs' );
		foreach ( $buttons[1] as $i => $tab ) {
			$panel = $buttons[2][ $i ];
			$this->assertStringContainsString( '<div class="eventin-tabs__panel" role="tabpanel" id="' . $panel . '" aria-labelledby="' . $tab . '"><h2 class="eventin-tabs__heading">' . $buttons[3][ $i ] . '</h2>', $tabs );
		}
		$panels = preg_split( '#<div class="eventin-tabs__panel"#', $tabs );
		$this->assertSame( array( 'Three', 'Two', 'One' ), $this->titles( $panels[1] ) );
		$this->assertSame( array( 'Two', 'One' ), $this->titles( $panels[2] ), 'Music' );
		$this->assertSame( array( 'Two' ), $this->titles( $panels[3] ), 'Talks' );
		$second = $this->page( '[etn_pro_events_tab]' );
		$this->assertStringNotContainsString( 'id="' . $buttons[1][0] . '"', $second, 'ids unique per widget' );

		$slider = $this->page( '[etn_pro_events_sliders event_slider_count="2" auto_play="yes" slider_nav_show="no" slider_dot_show="yes" style="event-3"]' );
		$this->assertMatchesRegularExpression( '#<div class="eventin-slider eventin-events is-overlay" data-eventin-slider data-per-view="2" data-autoplay="1" data-nav="0" data-dots="1" style="--eventin-per-view:2" aria-roledescription="carousel" aria-label="Events"[^>]*><div class="eventin-slider__track" tabindex="0">#', $slider );
		$this->assertSame( 3, substr_count( $slider, 'class="eventin-slider__slide" role="group" aria-roledescription="slide"' ) );
		$this->assertStringContainsString( 'aria-label="3 of 3"', $slider );
		$this->assertStringContainsString( 'data-per-view="3"', $this->page( '[etn_pro_events_sliders event_slider_count="9"]' ), 'never more in view than there are' );
	}

	public function test_no_events_says_so(): void {
		foreach ( self::TAGS as $tag ) {
			$this->assertStringContainsString( '<p class="eventin-widget__empty">No events found.</p>', $this->page( "[$tag]" ), $tag );
		}
	}

	// -------------------------------------------------------------------- security

	/**
	 * Hostile attribute values.
	 *
	 * @return array<string,mixed>
	 */
	private static function hostile(): array {
		return array(
			'script'       => '"><script>alert(1)</script>',
			'img'          => '<img src=x onerror=alert(1)>',
			'attribute'    => 'yes" onmouseover="alert(1)',
			'single quote' => "x' onfocus='alert(1)",
			'js url'       => 'javascript:alert(1)',
			'data url'     => 'data:text/html,<script>alert(1)</script>',
			'huge'         => '99999999999999999999',
			'negative'     => '-7',
			'array'        => array( '<script>', array( 'x' => '"><svg onload=alert(1)>' ) ),
			'entities'     => '&lt;script&gt;alert(1)&lt;/script&gt;',
		);
	}

	public function test_hostile_attribute_values_come_out_inert(): void {
		$cat = $this->term( 'Safe' );
		$this->titled(
			'Target',
			array(
				'categories'     => array( $cat ),
				'featured_image' => $this->image( 3 ),
			)
		);
		foreach ( self::TAGS as $tag ) {
			$widget = Catalogue::get( $tag );
			foreach ( array_keys( $widget->attributes() ) as $name ) {
				foreach ( self::hostile() as $label => $value ) {
					$context = "$tag $name=$label";
					// Through the block/renderer path: any PHP value.
					$html = Renderer::render( $tag, array( $name => $value ) );
					$this->assertInert( $html, $context );
					// Through a page's shortcode text: strings only.
					if ( is_string( $value ) ) {
						$text = str_replace( array( '[', ']' ), '', $value );
						$html = $this->page( "[$tag $name='" . str_replace( "'", '', $text ) . "']" );
						$this->assertInert( $html, "$context (shortcode)" );
						$html = $this->page( "[$tag $name=\"" . str_replace( '"', '', $text ) . '"]' );
						$this->assertInert( $html, "$context (shortcode, double quotes)" );
					}
				}
			}
		}
	}

	public function test_button_text_is_printed_as_text(): void {
		$this->titled( 'Target' );
		$html = $this->page( '[etn_pro_events_classic show_btn="yes" btn_text="Tom & Jerry\'s <b>show</b> javascript:alert(1)"]' );
		$this->assertStringContainsString( '>Tom &amp; Jerry&#039;s show javascript:alert(1)<span class="screen-reader-text">', $html );
		$this->assertInert( $html );
		$html = $this->page( '[etn_pro_events_classic show_btn="yes" btn_text="<script>alert(1)</script>"]' );
		$this->assertStringContainsString( '>Attend<span', $html, 'nothing left: the default' );
	}

	public function test_hostile_stored_fields_are_escaped(): void {
		$evil = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
		$cat  = $this->term( 'Cat' );
		$id   = $this->titled(
			'Placeholder',
			array(
				'categories'     => array( $cat ),
				'featured_image' => $this->image( 4 ),
			)
		);
		$this->store_raw(
			$id,
			array(
				'post_title'   => $evil,
				'post_content' => $evil . ' [etn_pro_events_sliders] <a href="javascript:alert(3)">link</a> words',
			)
		);
		global $wpdb;
		$wpdb->update( $wpdb->terms, array( 'name' => $evil ), array( 'term_id' => $cat ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- stored data no filter saw.
		clean_term_cache( $cat );
		update_post_meta( $id, 'etn_event_location', array( 'address' => $evil ) );
		$thumb = get_post_thumbnail_id( $id );
		update_post_meta( $thumb, '_wp_attachment_image_alt', $evil );
		wp_cache_flush();

		$all = 'show_thumb="yes" show_category="yes" show_desc="yes" show_event_location="yes" show_btn="yes" show_attendee_count="yes"';
		foreach ( self::TAGS as $tag ) {
			$html = $this->page( "[$tag $all]" );
			$this->assertInert( $html, $tag );
			$this->assertStringContainsString( esc_html( $evil ), $html, "$tag: the title as text" );
			$this->assertStringContainsString( '<span class="eventin-event-card__where">' . esc_html( $evil ) . '</span>', $html, "$tag: the address as text" );
			$this->assertStringNotContainsString( 'eventin-slider__track', 'etn_pro_events_sliders' === $tag ? '' : $html, "$tag: no widget from the description" );
		}
		$html = $this->page( "[etn_pro_events_classic $all]" );
		$this->assertStringContainsString( '<span class="eventin-event-card__category">' . esc_html( $evil ) . '</span>', $html );
		$this->assertStringContainsString( 'link words', $html, 'the description as text' );
	}

	// ---------------------------------------------------------------- performance

	/**
	 * Queries of a widget listing $n events with every part shown, from an
	 * empty cache.
	 *
	 * @param string        $tag     Shortcode tag.
	 * @param int           $n       Events.
	 * @param string        $series  The recurring attributes.
	 * @param string[]|null $queries Receives the queries.
	 */
	private function widget_queries( string $tag, int $n, string $series, ?array &$queries = null ): int {
		$all = 'show_thumb="yes" show_category="yes" show_desc="yes" show_event_location="yes" show_btn="yes" show_attendee_count="yes" show_end_date="yes" ' . $series;
		wp_cache_flush();
		wp_load_alloptions(); // Every request starts with them.
		$html  = '';
		$count = $this->count_queries(
			function () use ( $tag, $n, $all, &$html ) {
				$html = $this->page( "[$tag event_count=\"$n\" event_cat_ids=\"" . implode( ',', $this->categories ) . "\" orderby=\"etn_start_date\" order=\"ASC\" filter_with_status=\"upcoming\" $all]" );
			},
			$queries
		);
		$this->assertCount( $n, $this->titles( $html ), "$tag lists $n events" );
		return $count;
	}

	/**
	 * Category ids of the query test.
	 *
	 * @var int[]
	 */
	private $categories = array();

	public function test_a_constant_number_of_queries_whatever_the_limit(): void {
		$this->categories = array( $this->term( 'A' ), $this->term( 'B' ) );
		$tag              = $this->term( 'T', 'etn_tags' );
		list( $parent )   = $this->series();
		wp_set_object_terms( $parent, $this->categories, 'etn_category' );
		for ( $i = 0; $i < 22; $i++ ) {
			$id = $this->titled(
				"Event $i",
				array(
					'start_date'     => sprintf( '2026-07-%02d', $i + 1 ),
					'categories'     => array( $this->categories[ $i % 2 ] ),
					'tags'           => array( $tag ),
					'featured_image' => $this->image( 100 + $i ),
					'location'       => array(
						'type'    => 'offline',
						'address' => "Street $i",
					),
				)
			);
			$this->attendee( $id );
		}
		// The occurrences' parent is not listed: their links need it.
		$children = get_posts(
			array(
				'post_type'   => 'etn',
				'post_parent' => $parent,
				'fields'      => 'ids',
			)
		);
		foreach ( array_merge( array( $parent ), $children ) as $n => $event ) {
			wp_set_object_terms( $event, $this->categories, 'etn_category' );
			set_post_thumbnail( $event, $this->image( 200 + $n ) );
		}
		$modes = array(
			'occurrences, their parent not listed' => 'show_child_event="yes" show_parent_event="no"',
			'parents and occurrences'              => 'show_child_event="yes" show_parent_event="yes"',
		);
		foreach ( self::TAGS as $shortcode ) {
			foreach ( $modes as $mode => $series ) {
				$small = $this->widget_queries( $shortcode, 3, $series );
				$large = $this->widget_queries( $shortcode, 20, $series, $queries );
				$this->assertSame( $small, $large, "$shortcode, $mode: the same queries for 3 and 20 events\n" . implode( "\n", $queries ) );
				$this->assertLessThanOrEqual( 10, $large, "$shortcode, $mode: 20 events in at most 10 queries\n" . implode( "\n", $queries ) );
			}
		}
	}

	// ---------------------------------------------------------------------- assets

	public function test_the_script_only_with_a_slider_or_tabs(): void {
		if ( ! is_readable( EVENTIN_PRO_DIR . 'build/widgets.asset.php' ) ) {
			$this->markTestSkipped( 'No build of the widgets entry.' );
		}
		$this->titled( 'Shown' );
		$script = WidgetAssets::SCRIPTS['widgets'];
		foreach ( array( 'etn_pro_events_classic', 'etn_pro_events_standard', 'etn_pro_events_one_line' ) as $tag ) {
			$this->page( "[$tag]" );
			$this->assertFalse( wp_script_is( $script, 'enqueued' ), "$tag: no script" );
		}
		$this->page( '[etn_pro_events_sliders]' );
		$this->assertTrue( wp_script_is( $script, 'enqueued' ), 'the slider enqueues it' );
		wp_dequeue_script( $script );
		$this->page( '[etn_pro_events_tab]' );
		$this->assertTrue( wp_script_is( $script, 'enqueued' ), 'the tabs enqueue it' );
		wp_dequeue_script( $script );
		$this->page( '[etn_pro_events_sliders event_ids="999999"]' );
		$this->assertFalse( wp_script_is( $script, 'enqueued' ), 'nothing to slide: no script' );
	}
}
