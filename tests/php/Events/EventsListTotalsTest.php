<?php
/**
 * The total of the unfiltered and draft events lists, counted once per change
 * of the events (EventsListTable::total()): always the exact count, after
 * every save, status change, trash, restore and delete.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

use EventinPro\Events\EventsListTable;

/**
 * Tests.
 */
final class EventsListTotalsTest extends EventsTestCase {

	/**
	 * The list's total and the SQL it ran.
	 *
	 * @param array<string,mixed> $params  Query parameters.
	 * @param string[]|null       $queries Receives the SQL statements.
	 */
	private function total( array $params = array(), ?array &$queries = null ): int {
		$total = 0;
		wp_cache_flush(); // As at the start of a request (no persistent object cache): WordPress caches a query's page and count.
		$this->count_queries(
			function () use ( $params, &$total ) {
				$response = $this->request( 'GET', self::ROUTE, $params + array( 'per_page' => 2 ) );
				$this->assertStatus( 200, $response );
				$total = (int) $response->get_headers()['X-WP-Total'];
				$this->assertSame( $total, $response->get_data()['total_items'] );
			},
			$queries
		);
		return $total;
	}

	/**
	 * The exact count, as WordPress counts it.
	 *
	 * @param string[] $statuses Post statuses.
	 */
	private static function counted( array $statuses ): int {
		global $wpdb;
		$in = implode( ',', array_fill( 0, count( $statuses ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'etn' AND post_parent = 0 AND post_status IN ($in)", $statuses ) );
	}

	/**
	 * Asserts both stored totals are the exact counts.
	 *
	 * @param string $step What just happened.
	 */
	private function assert_totals( string $step ): void {
		$this->assertSame( self::counted( array( 'publish', 'future', 'draft', 'pending', 'private' ) ), $this->total(), "$step: all" );
		$this->assertSame( self::counted( array( 'draft', 'pending' ) ), $this->total( array( 'status' => 'draft' ) ), "$step: drafts" );
	}

	public function test_the_total_is_exact_after_every_change_and_counted_once(): void {
		$this->as_user( 'administrator' );
		$this->assertTrue( EventsListTable::ready() );
		$first = $this->event();
		$draft = $this->event( array( 'post_status' => 'draft' ) );
		$this->event();
		$this->assert_totals( 'created' );
		$this->assertGreaterThan( 0, $this->total() );

		$queries = array();
		$this->total( array(), $queries );
		$counts = preg_grep( '/COUNT\(|FOUND_ROWS/i', $queries );
		$this->assertSame( array(), $counts, 'counted once: the second request reads the stored total' );

		wp_update_post(
			array(
				'ID'          => $draft,
				'post_status' => 'publish',
			)
		);
		$this->assert_totals( 'published' );
		wp_trash_post( $first );
		$this->assert_totals( 'trashed' );
		wp_untrash_post( $first );
		$this->assert_totals( 'restored' );
		wp_delete_post( $first, true );
		$this->assert_totals( 'deleted' );
		$this->event( array( 'post_status' => 'draft' ) );
		$this->assert_totals( 'another draft' );
	}

	public function test_a_total_counted_before_a_change_is_not_used_after_it(): void {
		$this->as_user( 'administrator' );
		$this->event();
		$before = $this->total();
		// A count stored under the version it read: an event saved meanwhile makes it old.
		update_option(
			EventsListTable::TOTALS_OPTION,
			array(
				'version' => 'older',
				'totals'  => array( 'draft,future,pending,private,publish|0' => 999 ),
			)
		);
		$this->assertSame( $before, $this->total(), 'a total of another version is counted again' );
		$this->event();
		$this->assertSame( $before + 1, $this->total() );
	}
}
