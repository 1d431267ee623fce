<?php
/**
 * The events list's search: title words found by their start (EventWords), the
 * word index kept in step with the events, filled by install, and WordPress's
 * search while it is not ready.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

use EventinPro\Events\Events;
use EventinPro\Events\EventsListTable;
use EventinPro\Events\EventsService;
use EventinPro\Events\EventWords;

// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table's name.

/**
 * Search semantics, upkeep, install and fallback.
 */
final class EventsSearchTest extends EventsTestCase {

	/**
	 * Ids the list answers for a search (and other params), newest first.
	 *
	 * @param string              $search Search text.
	 * @param array<string,mixed> $params Other params.
	 * @return int[]
	 */
	private function found( string $search, array $params = array() ): array {
		$response = $this->request( 'GET', self::ROUTE, array( 'search' => $search ) + $params + array( 'per_page' => 100 ) );
		$this->assertStatus( 200, $response, $search );
		return array_column( $this->json( $response )['items'], 'id' );
	}

	/**
	 * An event's stored words, sorted.
	 *
	 * @param int $id Event id.
	 * @return string[]
	 */
	private function stored_words( int $id ): array {
		global $wpdb;
		$table = EventWords::name();
		$words = $wpdb->get_col( $wpdb->prepare( "SELECT word FROM $table WHERE event_id = %d ORDER BY word", $id ) );
		return array_map( 'strval', $words );
	}

	/**
	 * Gives events distinct post dates, the first newest.
	 *
	 * @param int[] $ids Event ids, newest first.
	 */
	private function date_in_order( array $ids ): void {
		foreach ( array_values( $ids ) as $n => $id ) {
			$date = sprintf( '2025-12-%02d 10:00:00', 28 - $n );
			wp_update_post(
				array(
					'ID'            => $id,
					'post_date'     => $date,
					'post_date_gmt' => $date,
					'edit_date'     => true, // Else WordPress dates a draft "now".
				)
			);
		}
	}

	public function test_words_are_lowercased_without_accents_and_split_at_anything_but_letters_and_digits(): void {
		$this->assertSame( array( 'summer', 'jazz', 'festival', '2026' ), EventWords::words( 'Summer JAZZ-festival 2026 summer' ) );
		$this->assertSame( array( 'cafe', 'muller', 'strasse', 'creme', 'brulee' ), EventWords::words( 'Café Müller Straße: Crème brûlée' ) );
		$this->assertSame( array( 'o', 'brien', 's', 'rock', 'roll' ), EventWords::words( "O'Brien's <b>Rock</b> &amp; Roll" ) );
		$this->assertSame( array( 'москва', 'dia' ), EventWords::words( 'МОСКВА Día' ) );
		$this->assertSame( array(), EventWords::words( ' -- !! ' ) );
		$long = str_repeat( 'é', 80 );
		$this->assertSame( array( str_repeat( 'e', EventWords::MAX_LENGTH ) ), EventWords::words( $long ) );
	}

	public function test_search_words_drop_a_word_that_starts_another_and_keep_the_longest(): void {
		$this->assertSame( array( 'summer', 'jazz' ), EventWords::search_words( 'sum Summer jazz JAZZ' ) );
		$many = EventWords::search_words( 'a bb ccc dddd eeeee ffffff ggggggg hhhhhhhh iiiiiiiii jjjjjjjjjj' );
		$this->assertCount( EventWords::MAX_SEARCH_WORDS, $many );
		$this->assertSame( 'jjjjjjjjjj', $many[0] );
		$this->assertNotContains( 'a', $many );
	}

	public function test_a_title_is_found_by_the_start_of_any_of_its_words_and_only_by_its_title(): void {
		$this->as_user( 'administrator' );
		$hit   = $this->event( array( 'title' => 'Summer Jazz Festival' ) );
		$other = $this->event(
			array(
				'title'       => 'Winter talks',
				'description' => 'Summer jazz is mentioned in the body only',
			)
		);
		$this->assertSame( array( EventWords::SCHEMA, true ), array( get_option( EventWords::OPTION ), EventWords::ready() ) );
		foreach ( array( 'sum', 'Summer', 'jazz', 'FEST', 'festival', 's' ) as $search ) {
			$this->assertContains( $hit, $this->found( $search ), $search );
			$this->assertNotContains( $other, $this->found( $search ), "$search: the body is not searched" );
		}
		foreach ( array( 'mmer', 'azz', 'ival', 'summers', 'festivals' ) as $search ) {
			$this->assertSame( array(), $this->found( $search ), "$search is inside or past a word" );
		}
		$this->assertSame( array( $other ), $this->found( 'talk' ) );
		$this->assertSame( array(), $this->found( '%' ), 'no word: nothing' );
		$this->assertSame( array(), $this->found( '_' ), 'no word: nothing' );
		$this->assertSame( 0, $this->json( $this->request( 'GET', self::ROUTE, array( 'search' => ' -- ' ) ) )['total_items'] );
	}

	public function test_every_word_of_the_search_must_start_a_title_word(): void {
		$this->as_user( 'administrator' );
		$both  = $this->event( array( 'title' => 'Summer Jazz Night' ) );
		$one   = $this->event( array( 'title' => 'Summer Rock Night' ) );
		$other = $this->event( array( 'title' => 'Jazz brunch' ) );
		$this->date_in_order( array( $both, $one, $other ) );
		$this->assertSame( array( $both ), $this->found( 'sum jaz' ) );
		$this->assertSame( array( $both ), $this->found( 'JAZZ summer' ), 'in any order' );
		$this->assertSame( array( $both, $one ), $this->found( 'night sum' ) );
		$this->assertSame( array(), $this->found( 'summer brunch' ) );
		$this->assertSame( array( $both, $other ), $this->found( 'jazz jazz j' ), 'a word repeated, or starting another, asks nothing more' );
		$this->assertSame( array( $both ), $this->found( 'n j' ), 'one letter each' );
	}

	public function test_case_and_accents_do_not_matter_either_way(): void {
		$this->as_user( 'administrator' );
		$cafe  = $this->event( array( 'title' => 'Café Müller' ) );
		$plain = $this->event( array( 'title' => 'CAFE MULLER reunion' ) );
		$this->date_in_order( array( $plain, $cafe ) );
		foreach ( array( 'cafe', 'CAFÉ', 'café mül', 'Muller', 'MÜLLER CAF' ) as $search ) {
			$this->assertSame( array( $plain, $cafe ), $this->found( $search ), $search );
		}
		$this->assertSame( array( $plain ), $this->found( 'Réunion' ) );
	}

	public function test_it_combines_with_the_status_filter_and_pages_newest_first(): void {
		$this->as_user( 'administrator' );
		$this->freeze_now( '2026-05-12 12:00:00' );
		$ids = array(
			'past'      => $this->event(
				array(
					'title'      => 'Board meeting March',
					'start_date' => '2026-03-01',
				)
			),
			'draft'     => $this->event(
				array(
					'title'       => 'Board meeting draft',
					'start_date'  => '2026-06-01',
					'post_status' => 'draft',
				)
			),
			'upcoming'  => $this->event(
				array(
					'title'      => 'Board meeting June',
					'start_date' => '2026-06-10',
				)
			),
			'later'     => $this->event(
				array(
					'title'      => 'Board meeting July',
					'start_date' => '2026-07-10',
				)
			),
			'unrelated' => $this->event(
				array(
					'title'      => 'Boat trip',
					'start_date' => '2026-06-10',
				)
			),
		);
		$this->date_in_order( array( $ids['later'], $ids['upcoming'], $ids['draft'], $ids['past'], $ids['unrelated'] ) );

		$this->assertSame( array( $ids['later'], $ids['upcoming'], $ids['draft'], $ids['past'] ), $this->found( 'board meet' ) );
		$this->assertSame( array( $ids['later'], $ids['upcoming'] ), $this->found( 'board meet', array( 'status' => 'upcoming' ) ) );
		$this->assertSame( array( $ids['draft'] ), $this->found( 'board', array( 'status' => 'draft' ) ) );
		$this->assertSame( array( $ids['past'] ), $this->found( 'board', array( 'status' => 'past' ) ) );
		$this->assertSame(
			array( $ids['upcoming'], $ids['draft'] ),
			$this->found(
				'board',
				array(
					'start_date' => '2026-06-01',
					'end_date'   => '2026-06-30',
				)
			)
		);
		$this->assertSame(
			array( $ids['upcoming'], $ids['unrelated'] ),
			$this->found(
				'bo',
				array(
					'status'   => 'upcoming',
					'end_date' => '2026-06-30',
				)
			)
		);

		$page = $this->request(
			'GET',
			self::ROUTE,
			array(
				'search'   => 'board',
				'per_page' => 3,
				'paged'    => 2,
			)
		);
		$this->assertSame( array( $ids['past'] ), array_column( $this->json( $page )['items'], 'id' ) );
		$this->assertSame( 4, $this->json( $page )['total_items'] );
		$this->assertSame( '2', (string) $page->get_headers()['X-WP-TotalPages'] );
		$first = $this->request(
			'GET',
			self::ROUTE,
			array(
				'search'   => 'board',
				'per_page' => 3,
			)
		);
		$this->assertSame( 4, $this->json( $first )['total_items'], 'a full first page counts the rest' );
	}

	public function test_a_category_and_the_search_combine(): void {
		$this->as_user( 'administrator' );
		$music = wp_insert_term( 'Music', 'etn_category' )['term_id'];
		$in    = $this->event(
			array(
				'title'      => 'Open air concert',
				'categories' => array( $music ),
			)
		);
		$this->event( array( 'title' => 'Open day' ) );
		$this->assertSame( array( $in ), $this->found( 'open', array( 'category' => $music ) ) );
	}

	public function test_the_words_follow_renames_trash_restore_clone_and_delete(): void {
		$this->as_user( 'administrator' );
		$service = new EventsService();
		$id      = $this->event( array( 'title' => 'Spring gala' ) );
		$this->assertSame( array( 'gala', 'spring' ), $this->stored_words( $id ) );

		$service->update( $id, array( 'title' => 'Autumn gala' ) );
		$this->assertSame( array( 'autumn', 'gala' ), $this->stored_words( $id ) );
		$this->assertSame( array(), $this->found( 'spring' ) );
		$this->assertSame( array( $id ), $this->found( 'autumn' ) );

		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => 'Autumn ball', // Another path than ours: core's own update.
			)
		);
		$this->assertSame( array( 'autumn', 'ball' ), $this->stored_words( $id ) );

		wp_trash_post( $id );
		$this->assertSame( array(), $this->found( 'autumn' ), 'a trashed event is not listed' );
		wp_untrash_post( $id );
		$this->assertSame( array( $id ), $this->found( 'autumn' ), 'restored' );

		$clone = $service->duplicate( $id );
		$this->assertFalse( is_wp_error( $clone ) );
		$this->assertSame( array( 'autumn', 'ball', 'copy' ), $this->stored_words( (int) $clone['id'] ) );

		wp_delete_post( $id, true );
		$this->assertSame( array(), $this->stored_words( $id ) );
		$this->assertSame( array( (int) $clone['id'] ), $this->found( 'autumn' ) );
	}

	public function test_a_save_that_keeps_the_title_writes_nothing(): void {
		$id      = $this->event( array( 'title' => 'Quiet evening' ) );
		$queries = array();
		$this->count_queries(
			static function () use ( $id ) {
				EventWords::sync( $id );
			},
			$queries
		);
		$this->assertSame( array(), preg_grep( '/^\s*(INSERT|DELETE|UPDATE)\b/i', $queries ), implode( "\n", $queries ) );
	}

	public function test_install_fills_a_new_table_which_is_read_only_then(): void {
		global $wpdb;
		$this->as_user( 'administrator' );
		$table = EventWords::name();
		$id    = $this->event( array( 'title' => 'Harvest fair' ) );
		$gone  = $this->event( array( 'title' => 'Gone event' ) );
		$wpdb->query( "DELETE FROM $table" ); // As events written before the table, or past our hooks.
		$wpdb->query( $wpdb->prepare( "INSERT INTO $table (word, event_id) VALUES ('stale', %d), ('orphan', 987654321)", $id ) );
		$wpdb->delete( $wpdb->posts, array( 'ID' => $gone ) ); // Deleted while the plugin was off.

		delete_option( EventWords::OPTION ); // As before the first install: the table is new.
		EventWords::create();
		$this->assertSame( EventWords::BUILDING, get_option( EventWords::OPTION ) );
		$this->assertFalse( EventWords::ready() );
		$new = $this->event( array( 'title' => 'Fresh market' ) );
		$this->assertSame( array( 'fresh', 'market' ), $this->stored_words( $new ), 'rows are written meanwhile' );
		$queries = array();
		$this->count_queries(
			function () use ( $id ) {
				$this->assertSame( array( $id ), $this->found( 'harv' ), 'WordPress searches meanwhile' );
			},
			$queries
		);
		$this->assertSame( array(), preg_grep( '/' . preg_quote( $table, '/' ) . '/', $queries ), 'a table being filled is not read' );

		Events::install();
		$this->assertTrue( EventWords::ready() );
		$this->assertSame( array( 'fair', 'harvest' ), $this->stored_words( $id ) );
		$this->assertSame( array(), $this->stored_words( 987654321 ) );
		$this->assertSame( array(), $this->stored_words( $gone ) );
		$this->assertSame( array( 'fresh', 'market' ), $this->stored_words( $new ) );
		$this->assertSame( 0, EventWords::fill(), 'a second run finds nothing to write' );
		$this->assertSame( array( $id ), $this->found( 'harv' ) );
	}

	public function test_install_walks_the_events_in_batches(): void {
		global $wpdb;
		$table = EventWords::name();
		$ids   = array();
		for ( $n = 0; $n < 3; $n++ ) {
			$ids[] = $this->event( array( 'title' => "Batch $n" ) );
		}
		$wpdb->query( "DELETE FROM $table" );
		$wpdb->query( $wpdb->prepare( "INSERT INTO $table (word, event_id) VALUES ('orphan', %d)", max( $ids ) + 1000 ) );
		$this->assertSame( 4, EventWords::fill() );
		foreach ( $ids as $n => $id ) {
			$this->assertSame( array( (string) $n, 'batch' ), $this->stored_words( $id ) );
		}
		$this->assertSame( array(), $this->stored_words( max( $ids ) + 1000 ), 'the rows above the last event go' );
	}

	public function test_wordpress_searches_the_title_while_the_index_is_not_ready(): void {
		$this->as_user( 'administrator' );
		$id = $this->event( array( 'title' => 'Summer Jazz' ) );
		$this->assertSame( array(), $this->found( 'mmer' ), 'the index finds the start of words only' );
		update_option( EventWords::OPTION, 'not created' );
		$queries = array();
		$this->count_queries(
			function () use ( $id ) {
				$this->assertSame( array( $id ), $this->found( 'mmer' ), 'WordPress finds the text anywhere' );
			},
			$queries
		);
		$this->assertSame( array(), preg_grep( '/' . preg_quote( EventWords::name(), '/' ) . '/', $queries ) );
		$this->assertNotEmpty( preg_grep( "/post_title LIKE '%mmer%'/", $queries ), implode( "\n", $queries ) );

		update_option( EventWords::OPTION, EventWords::SCHEMA );
		update_option( EventsListTable::OPTION, 'not created' ); // The word index needs the list's table for the other filters.
		$this->assertSame( array( $id ), $this->found( 'mmer' ) );
	}

	public function test_the_search_reads_a_range_of_the_word_index_in_plain_sql(): void {
		global $wpdb;
		$this->as_user( 'administrator' );
		$this->freeze_now( '2026-05-12 12:00:00' );
		for ( $n = 0; $n < 25; $n++ ) {
			$this->event( array( 'title' => "Summer camp $n" ) );
		}
		$queries = array();
		$this->count_queries(
			function () {
				$body = $this->json(
					$this->request(
						'GET',
						self::ROUTE,
						array(
							'search'   => 'camp sum',
							'status'   => 'upcoming',
							'per_page' => 20,
						)
					)
				);
				$this->assertCount( 20, $body['items'] );
				$this->assertSame( 25, $body['total_items'] );
			},
			$queries
		);
		$this->assertLessThanOrEqual( 12, count( $queries ) );
		$table = preg_quote( EventWords::name(), '/' );
		$words = array_values( preg_grep( "/$table/", $queries ) );
		$this->assertCount( 2, $words, 'the page and its total: ' . implode( "\n", $queries ) );
		$this->assertNotEmpty( preg_grep( "/w\.word LIKE 'camp%'.*w\.word LIKE 'sum%'/", $words ), implode( "\n", $words ) );
		$this->assertSame( array(), preg_grep( '/post_title LIKE/', $queries ), 'no scan of titles' );

		// The statements the SQLite translation of the development site must read: plain SELECTs with
		// IN-subqueries, no MySQL-only syntax (functions, row values, hints, multi-table writes, upserts).
		EventWords::fill();
		$upkeep = array();
		$this->count_queries(
			function () {
				$id = $this->event( array( 'title' => 'Winter camp' ) );
				( new EventsService() )->update( $id, array( 'title' => 'Winter retreat' ) );
				wp_delete_post( $id, true );
			},
			$upkeep
		);
		$ours = array_merge( $words, array_values( preg_grep( "/$table/", $upkeep ) ) );
		$this->assertGreaterThanOrEqual( 6, count( $ours ), implode( "\n", $ours ) );
		foreach ( $ours as $sql ) {
			$this->assertDoesNotMatchRegularExpression( '/\b(?!COUNT\()[A-Z_]+\(|ON DUPLICATE|REGEXP|FORCE INDEX|USE INDEX|STRAIGHT_JOIN|\)\s*IN\s*\(\s*\(/i', $sql, $sql );
			$this->assertMatchesRegularExpression( '/^\s*(SELECT|INSERT IGNORE INTO|DELETE FROM)\s/', $sql, $sql );
		}
		$plan = $wpdb->get_results( 'EXPLAIN ' . $words[0] ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the statement the list ran.
		foreach ( $plan as $row ) {
			if ( 'w' === $row->table ) {
				$this->assertContains( $row->key, array( 'PRIMARY', 'event_word' ), 'each word is a range or a lookup of the index: ' . wp_json_encode( $plan ) );
			}
		}
	}
}
