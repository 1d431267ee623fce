<?php
/**
 * The events list's table: created on install, once; its rows follow every save,
 * status change and delete; install repairs it; and the date-filtered lists it
 * answers are the ones WP_Query answers from postmeta.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

use EventinPro\Events\Events;
use EventinPro\Events\EventsListTable;
use EventinPro\Events\EventsRepository;
use EventinPro\Events\EventsService;

// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table's name.

/**
 * The table and the lists read from it.
 */
final class EventsListTableTest extends EventsTestCase {

	/**
	 * An event's row, or null.
	 *
	 * @param int $id Event id.
	 * @return array<string,string|null>|null
	 */
	private function row( int $id ): ?array {
		global $wpdb;
		$table = EventsListTable::name();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT post_status, post_parent, post_date, start_utc, end_utc, start_local, end_local FROM $table WHERE event_id = %d", $id ), ARRAY_A );
		return $row ? $row : null;
	}

	/**
	 * What the row must hold: the post's columns and the normalized keys as stored.
	 *
	 * @param int $id Event id.
	 * @return array<string,string>
	 */
	private function expected_row( int $id ): array {
		clean_post_cache( $id );
		$post = get_post( $id );
		return array(
			'post_status' => $post->post_status,
			'post_parent' => (string) $post->post_parent,
			'post_date'   => $post->post_date,
			'start_utc'   => get_post_meta( $id, EventsRepository::META_START_UTC, true ),
			'end_utc'     => get_post_meta( $id, EventsRepository::META_END_UTC, true ),
			'start_local' => get_post_meta( $id, EventsRepository::META_START_LOCAL, true ),
			'end_local'   => get_post_meta( $id, EventsRepository::META_END_LOCAL, true ),
		);
	}

	public function test_activation_created_it_and_creating_it_again_changes_nothing(): void {
		$this->assertTrue( EventsListTable::ready() );
		$queries = array();
		$this->count_queries(
			static function () {
				EventsListTable::create();
			},
			$queries
		);
		$this->assertSame( array(), preg_grep( '/^\s*(CREATE|ALTER|DROP)\b/i', $queries ), 'an upgrade leaves the table as it is (a schema change would commit the open transaction)' );
		$this->assertTrue( EventsListTable::ready() );
	}

	public function test_a_new_table_is_written_while_install_fills_it_and_read_after(): void {
		$this->as_user( 'administrator' );
		$this->freeze_now( '2026-05-12 12:00:00' );
		delete_option( EventsListTable::OPTION ); // As before the first install: create() makes the table anew.
		EventsListTable::create();
		$this->assertSame( EventsListTable::BUILDING, get_option( EventsListTable::OPTION ) );
		$this->assertFalse( EventsListTable::ready() );

		$id = $this->event( array( 'start_date' => '2026-06-01' ) );
		$this->assertSame( $this->expected_row( $id ), $this->row( $id ), 'rows are written meanwhile' );
		$queries = array();
		$this->count_queries(
			function () use ( $id ) {
				$ids = array_column( $this->json( $this->request( 'GET', self::ROUTE, array( 'status' => 'upcoming' ) ) )['items'], 'id' );
				$this->assertContains( $id, $ids );
			},
			$queries
		);
		$this->assertSame( array(), preg_grep( '/' . preg_quote( EventsListTable::name(), '/' ) . '/', $queries ), 'a table being filled is not read' );

		Events::install();
		$this->assertTrue( EventsListTable::ready() );
	}

	public function test_rows_follow_saves_status_changes_and_deletes(): void {
		$this->as_user( 'administrator' );
		$service = new EventsService();
		$id      = $this->event(
			array(
				'start_date'  => '2026-05-04',
				'start_time'  => '09:00',
				'end_time'    => '17:00',
				'timezone'    => 'Asia/Dhaka',
				'post_status' => 'draft',
			)
		);
		$this->assertSame( $this->expected_row( $id ), $this->row( $id ), 'created' );
		$this->assertSame( '2026-05-04 03:00:00', $this->row( $id )['start_utc'] );

		$service->update( $id, array( 'start_date' => '2026-06-10' ) );
		$this->assertSame( $this->expected_row( $id ), $this->row( $id ), 'new dates' );

		$service->update( $id, array( 'post_status' => 'publish' ) );
		$this->assertSame( 'publish', $this->row( $id )['post_status'] );

		update_post_meta( $id, EventsRepository::META_END_DATE, '2026-06-12' ); // Another plugin writes a date.
		$this->assertSame( $this->expected_row( $id ), $this->row( $id ), 'date meta written by someone else' );

		wp_update_post(
			array(
				'ID'        => $id,
				'post_date' => '2025-01-02 03:04:05',
			)
		);
		$this->assertSame( '2025-01-02 03:04:05', $this->row( $id )['post_date'] );

		wp_trash_post( $id );
		$this->assertSame( 'trash', $this->row( $id )['post_status'] );
		wp_untrash_post( $id );
		$this->assertSame( $this->expected_row( $id ), $this->row( $id ), 'restored' );

		wp_delete_post( $id, true );
		$this->assertNull( $this->row( $id ) );
	}

	public function test_a_scheduled_event_published_by_wordpress_follows(): void {
		$id = $this->event( array( 'post_status' => 'draft' ) );
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_status' => 'future' ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		wp_publish_post( $id );
		$this->assertSame( 'publish', $this->row( $id )['post_status'] );
	}

	public function test_a_missing_key_is_null_and_matches_no_filter(): void {
		$this->as_user( 'administrator' );
		$this->freeze_now( '2026-05-12 12:00:00' );
		$id = $this->event( array( 'start_date' => '2026-01-01' ) );
		global $wpdb;
		$wpdb->delete(
			$wpdb->postmeta,
			array(
				'post_id'  => $id,
				'meta_key' => EventsRepository::META_END_UTC, // phpcs:ignore WordPress.DB.SlowDBQuery -- one row.
			)
		);
		wp_cache_delete( $id, 'post_meta' );
		EventsListTable::sync( $id );
		$this->assertNull( $this->row( $id )['end_utc'] );
		$this->assertSame( 0, $this->json( $this->request( 'GET', self::ROUTE, array( 'status' => 'past' ) ) )['total_items'], 'as no meta row joins' );
	}

	public function test_install_rewrites_stale_rows_and_removes_rows_of_deleted_events(): void {
		global $wpdb;
		$table = EventsListTable::name();
		$id    = $this->event( array( 'start_date' => '2026-05-04' ) );
		$wpdb->query( $wpdb->prepare( "UPDATE $table SET start_utc = '1970-01-01 00:00:00', post_status = 'draft' WHERE event_id = %d", $id ) );
		$wpdb->query( "INSERT INTO $table (event_id, post_status) VALUES (987654321, 'publish')" );

		Events::install();
		$this->assertSame( $this->expected_row( $id ), $this->row( $id ) );
		$this->assertNull( $this->row( 987654321 ) );
	}

	/**
	 * Lists read from the table.
	 *
	 * @param array<string,int> $terms Term ids by key.
	 * @param int               $parent A recurring event.
	 * @return array<string,array<string,mixed>>
	 */
	private function dated_lists( array $terms, int $parent ): array {
		$range = array(
			'start_date' => '2026-05-10',
			'end_date'   => '2026-05-20',
		);
		return array(
			'upcoming'                 => array( 'status' => 'upcoming' ),
			'ongoing'                  => array( 'status' => 'ongoing' ),
			'past'                     => array( 'status' => 'past' ),
			'past, page 2 of 2'        => array(
				'status'   => 'past',
				'per_page' => 3,
				'paged'    => 2,
			),
			'past, page 1 of 2'        => array(
				'status'   => 'past',
				'per_page' => 3,
			),
			'past, beyond the end'     => array(
				'status'   => 'past',
				'per_page' => 3,
				'paged'    => 7,
			),
			'upcoming, top level only' => array(
				'status' => 'upcoming',
				'parent' => 0,
			),
			'upcoming of a series'     => array(
				'status' => 'upcoming',
				'parent' => $parent,
			),
			'upcoming in a category'   => array(
				'status'   => 'upcoming',
				'category' => $terms['c1'],
			),
			'past with category, tag'  => array(
				'status'   => 'past',
				'category' => $terms['c1'] . ',' . $terms['c2'],
				'tag'      => $terms['t1'],
			),
			'date range'               => $range,
			'date range, drafts'       => $range + array( 'status' => 'draft' ),
			'date range, upcoming'     => $range + array( 'status' => 'upcoming' ),
			'from a day on'            => array( 'start_date' => '2026-06-01' ),
			'until a day'              => array( 'end_date' => '2026-05-11' ),
			'a category'               => array( 'category' => $terms['c1'] ),
			'a category, page 2 of 2'  => array(
				'category' => $terms['c1'],
				'per_page' => 3,
				'paged'    => 2,
			),
			'two categories and a tag' => array(
				'category' => $terms['c1'] . ',' . $terms['c2'],
				'tag'      => $terms['t1'],
			),
			'a tag, drafts'            => array(
				'tag'    => $terms['t1'],
				'status' => 'draft',
			),
		);
	}

	public function test_the_lists_it_serves_answer_as_wp_query_on_postmeta_does(): void {
		global $wpdb;
		$this->as_user( 'administrator' );
		$this->freeze_now( '2026-05-12 12:00:00' );
		$terms = array(
			'c1' => wp_insert_term( 'Cat one', 'etn_category' )['term_id'],
			'c2' => wp_insert_term( 'Cat two', 'etn_category' )['term_id'],
			't1' => wp_insert_term( 'Tag one', 'etn_tags' )['term_id'],
		);
		$ids   = array();
		$days  = array( '2026-01-01', '2026-05-11', '2026-05-12', '2026-05-18', '2026-06-01', '2026-06-01', '2026-07-01', '2026-03-03', '2026-05-15' );
		foreach ( $days as $n => $start ) {
			$ids[] = $this->event(
				array(
					'title'       => "Event $n",
					'start_date'  => $start,
					'post_status' => 3 === $n ? 'draft' : ( 7 === $n ? 'private' : 'publish' ),
					'categories'  => array( $terms[ 0 === $n % 2 ? 'c1' : 'c2' ] ),
					'tags'        => 0 === $n % 3 ? array( $terms['t1'] ) : array(),
				)
			);
		}
		// An event Eventin stored without dates: upcoming, local keys '' (which sorts before every day).
		delete_post_meta( $ids[8], EventsRepository::META_START_DATE );
		delete_post_meta( $ids[8], EventsRepository::META_END_DATE );
		$this->assertSame( '', get_post_meta( $ids[8], EventsRepository::META_START_LOCAL, true ) );
		$parent = $this->event(
			array(
				'title'             => 'Weekly',
				'start_date'        => '2026-05-04',
				'categories'        => array( $terms['c1'] ),
				'recurring_enabled' => 'yes',
				'recurrence'        => array(
					'frequency' => 'weekly',
					'interval'  => 1,
					'until'     => '2026-05-25',
				),
			)
		);
		$ids[]  = $parent;
		foreach ( $ids as $n => $id ) {
			// Ties on post_date: the order falls back to the id.
			$date = 0 === $n % 3 ? '2025-12-01 10:00:00' : sprintf( '2025-12-%02d 10:00:00', 2 + $n );
			wp_update_post(
				array(
					'ID'            => $id,
					'post_date'     => $date,
					'post_date_gmt' => $date,
				)
			);
		}

		$answers = function () use ( $terms, $parent ): array {
			$answers = array();
			foreach ( $this->dated_lists( $terms, $parent ) as $label => $params ) {
				$response          = $this->request( 'GET', self::ROUTE, $params );
				$answers[ $label ] = array(
					'ids'   => array_column( $this->json( $response )['items'], 'id' ),
					'total' => $this->json( $response )['total_items'],
				);
			}
			return $answers;
		};

		$queries = array();
		$this->count_queries(
			function () {
				$this->request( 'GET', self::ROUTE, array( 'status' => 'upcoming' ) );
			},
			$queries
		);
		$this->assertNotEmpty( preg_grep( '/FROM ' . preg_quote( EventsListTable::name(), '/' ) . ' l WHERE/', $queries ), implode( "\n", $queries ) );
		$this->assertSame( array(), preg_grep( "/{$wpdb->postmeta}.*_etn_start_utc/", $queries ), 'no postmeta join' );

		$from_table = $answers();
		update_option( EventsListTable::OPTION, 'not created' ); // As before the table exists: WP_Query and postmeta answer.
		$from_meta = $answers();
		$this->assertSame( $from_meta, $from_table );

		$totals = array_map(
			static function ( array $answer ): int {
				return $answer['total'];
			},
			$from_table
		);
		$this->assertSame(
			array(
				'upcoming'                 => 6,
				'ongoing'                  => 1,
				'past'                     => 6,
				'past, page 2 of 2'        => 6,
				'past, page 1 of 2'        => 6,
				'past, beyond the end'     => 6,
				'upcoming, top level only' => 4,
				'upcoming of a series'     => 2,
				'upcoming in a category'   => 5, // Occurrences carry their series' category.
				'past with category, tag'  => 1,
				'date range'               => 3, // Top level, drafts included; the undated event ends on '' and is not in it.
				'date range, drafts'       => 1,
				'date range, upcoming'     => 1, // The May 18 occurrence (the May 18 event is a draft).
				'from a day on'            => 3,
				'until a day'              => 5, // Started by May 11, and the undated event (its '' start sorts first), as postmeta answers.
				'a category'               => 6, // Top level: events 0, 2, 4, 6, 8 and the series.
				'a category, page 2 of 2'  => 6,
				'two categories and a tag' => 3,
				'a tag, drafts'            => 1,
			),
			$totals,
			wp_json_encode( $from_table )
		);
	}
	public function test_the_soonest_events_of_a_status_are_the_ones_postmeta_gives(): void {
		$this->as_user( 'administrator' );
		$this->freeze_now( '2026-05-12 12:00:00' );
		$made = array();
		foreach ( array( '2026-05-01', '2026-05-12', '2026-05-20', '2026-06-01', '2026-05-14', '2026-05-13' ) as $n => $date ) {
			$made[] = $this->event(
				array(
					'start_date' => $date,
					'end_date'   => 1 === $n ? '2026-05-15' : $date,
					'start_time' => '10:00',
					'end_time'   => '23:00',
				)
			);
		}
		$this->event(
			array(
				'start_date'  => '2026-05-16',
				'post_status' => 'draft',
			)
		);
		$repository = new EventsRepository();
		$read       = static function () use ( $repository ): array {
			return array(
				'upcoming' => wp_list_pluck( $repository->soonest( 'upcoming', 4 ), 'ID' ),
				'ongoing'  => wp_list_pluck( $repository->soonest( 'ongoing', 4 ), 'ID' ),
			);
		};
		$from_table = $read();
		update_option( EventsListTable::OPTION, 'off' );
		$from_meta = $read();
		update_option( EventsListTable::OPTION, EventsListTable::SCHEMA );

		$this->assertSame( array( $made[5], $made[4], $made[2], $made[3] ), $from_meta['upcoming'], 'soonest first, no draft, no past or ongoing event' );
		$this->assertSame( array( $made[1] ), $from_meta['ongoing'] );
		$this->assertSame( $from_meta, $from_table );
	}
}
