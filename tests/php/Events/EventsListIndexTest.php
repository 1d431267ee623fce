<?php
/**
 * The events list's index on wp_posts: added on install, once, kept when another
 * plugin has an equal one, dropped on uninstall; the list answers the same with
 * it as without it, and uses it.
 *
 * A schema change commits the test's open transaction, so the tests that alter
 * wp_posts write no data before doing so, and each leaves the index as the
 * activation made it.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

use EventinPro\Events\Events;
use EventinPro\Events\EventsListIndex;
use EventinPro\Events\EventsListTable;
use EventinPro\Tests\Support\Site;

// phpcs:disable WordPress.DB.PreparedSQL.NotPrepared -- schema statements from the helper's constants, and EXPLAIN of the list's own statement.

/**
 * The index helper and the list on top of it.
 */
final class EventsListIndexTest extends EventsTestCase {

	private const OTHER = 'other_plugin_type_date';

	protected function tearDown(): void {
		global $wpdb;
		parent::tearDown();
		if ( in_array( self::OTHER, $this->index_names(), true ) ) {
			$wpdb->query( "ALTER TABLE {$wpdb->posts} DROP INDEX " . self::OTHER );
		}
		EventsListIndex::ensure(); // As the activation left it, for the tests that follow.
		if ( ! EventsListTable::ready() ) {
			Events::install(); // After the uninstall test: the table again, with every event's row.
		}
	}

	/**
	 * Index names of wp_posts, one per index.
	 *
	 * @return string[]
	 */
	private function index_names(): array {
		global $wpdb;
		return array_values( array_unique( $wpdb->get_col( "SHOW INDEX FROM {$wpdb->posts}", 2 ) ) );
	}

	/**
	 * Indexes of wp_posts whose columns are the list index's.
	 *
	 * @return string[]
	 */
	private function indexes_with_our_columns(): array {
		global $wpdb;
		$columns = array();
		foreach ( $wpdb->get_results( "SHOW INDEX FROM {$wpdb->posts}" ) as $row ) {
			$columns[ $row->Key_name ][ (int) $row->Seq_in_index ] = $row->Column_name; // phpcs:ignore WordPress.NamingConventions.ValidVariableName -- MariaDB's column names.
		}
		$names = array();
		foreach ( $columns as $name => $list ) {
			ksort( $list );
			if ( array_values( $list ) === EventsListIndex::COLUMNS ) {
				$names[] = $name;
			}
		}
		return $names;
	}

	public function test_activation_added_the_index(): void {
		$this->assertSame( array( EventsListIndex::NAME ), $this->indexes_with_our_columns() );
		$this->assertSame( EventsListIndex::NAME, EventsListIndex::serving() );
	}

	public function test_ensure_when_present_is_one_read_and_no_change(): void {
		$queries = array();
		$this->assertSame(
			1,
			$this->count_queries(
				static function () {
					EventsListIndex::ensure();
				},
				$queries
			),
			'present already: no schema change (it would commit the open transaction): ' . implode( "\n", $queries )
		);
		$this->assertStringStartsWith( 'SHOW INDEX', $queries[0] );
	}

	public function test_dropped_then_ensured_twice_is_there_once(): void {
		EventsListIndex::drop();
		$this->assertNull( EventsListIndex::serving() );
		$this->assertNotContains( EventsListIndex::NAME, $this->index_names() );

		$this->assertTrue( EventsListIndex::ensure() );
		$this->assertTrue( EventsListIndex::ensure() );
		$this->assertSame( array( EventsListIndex::NAME ), $this->indexes_with_our_columns() );
	}

	public function test_an_equal_index_of_another_plugin_is_used_and_kept(): void {
		global $wpdb;
		EventsListIndex::drop();
		$wpdb->query( "ALTER TABLE {$wpdb->posts} ADD INDEX " . self::OTHER . ' (' . implode( ', ', EventsListIndex::COLUMNS ) . ')' );

		$this->assertTrue( EventsListIndex::ensure(), 'the other index serves the list' );
		$this->assertSame( '', $wpdb->last_error );
		$this->assertSame( array( self::OTHER ), $this->indexes_with_our_columns(), 'no second copy of the same index' );
		$this->assertSame( self::OTHER, EventsListIndex::serving() );

		EventsListIndex::drop();
		$this->assertSame( '', $wpdb->last_error );
		$this->assertContains( self::OTHER, $this->index_names(), 'not ours: uninstall keeps it' );
	}

	public function test_an_index_on_a_prefix_of_a_column_does_not_count(): void {
		global $wpdb;
		EventsListIndex::drop();
		$wpdb->query( "ALTER TABLE {$wpdb->posts} ADD INDEX " . self::OTHER . ' (post_type(5), post_date, ID, post_status, post_parent)' );

		$this->assertNull( EventsListIndex::serving() );
		$this->assertTrue( EventsListIndex::ensure() );
		$this->assertSame( EventsListIndex::NAME, EventsListIndex::serving() );
	}

	public function test_the_real_uninstall_drops_it_and_the_list_table(): void {
		global $wpdb;
		$this->assertSame( EventsListIndex::NAME, EventsListIndex::serving(), 'precondition' );
		$this->assertTrue( EventsListTable::ready(), 'precondition' );
		$wpdb->query( 'COMMIT' ); // Nothing written; no lock of ours may hold up the child's DROP TABLE.
		// WordPress's uninstall runs with WP_UNINSTALL_PLUGIN defined: in a child process, so that this one stays a normal request.
		$script = <<<'PHP'
require $argv[1] . '/vendor/autoload.php';
\EventinPro\Tests\Support\Site::prepare();
require $argv[2];
define( 'WP_UNINSTALL_PLUGIN', 'eventin-pro/eventin-pro.php' );
require ABSPATH . 'wp-settings.php';
\EventinPro\Events\Events::uninstall( false );
\EventinPro\Tests\Support\Site::loaded( 'uninstalling events' );
echo 'uninstalled';
PHP;
		$config = Site::settings()['run'] . '/wp-tests-config.php';
		$output = array();
		$code   = 0;
		exec( implode( ' ', array_map( 'escapeshellarg', array( PHP_BINARY, '-r', $script, Site::root(), $config ) ) ) . ' 2>&1', $output, $code ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- a child process on purpose.
		$this->assertSame( array( 0, 'uninstalled' ), array( $code, implode( "\n", $output ) ) );

		$this->assertNull( EventsListIndex::serving() );
		$this->assertNotContains( EventsListIndex::NAME, $this->index_names() );
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( EventsListTable::OPTION, 'options' );
		$this->assertFalse( EventsListTable::ready() );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', EventsListTable::name() ) ) );
	}

	/**
	 * Lists whose answers must not depend on the index.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private function lists(): array {
		return array(
			'all'             => array( 'per_page' => 100 ),
			'page 2 of 4'     => array(
				'per_page' => 4,
				'paged'    => 2,
			),
			'status=draft'    => array( 'status' => 'draft' ),
			'status=upcoming' => array( 'status' => 'upcoming' ),
			'status=past'     => array( 'status' => 'past' ),
			'status=ongoing'  => array( 'status' => 'ongoing' ),
			'date range'      => array(
				'start_date' => '2026-05-10',
				'end_date'   => '2026-05-20',
			),
			'search'          => array( 'search' => 'Same' ),
		);
	}

	public function test_the_list_answers_the_same_with_and_without_the_index_and_uses_it(): void {
		global $wpdb;
		$this->as_user( 'administrator' );
		$this->freeze_now( '2026-05-12 12:00:00' );
		// Ties on post_date (order by ID then), drafts, a recurring series (occurrences in the status lists only).
		$ids = array();
		foreach ( array( '2026-01-01', '2026-05-11', '2026-05-12', '2026-05-18', '2026-06-01', '2026-06-01', '2026-07-01' ) as $n => $start ) {
			$ids[] = $this->event(
				array(
					'title'       => 0 === $n % 2 ? "Same day $n" : "Event $n",
					'start_date'  => $start,
					'post_status' => 3 === $n ? 'draft' : 'publish',
				)
			);
		}
		$ids[] = $this->event(
			array(
				'title'             => 'Weekly',
				'start_date'        => '2026-05-04',
				'recurring_enabled' => 'yes',
				'recurrence'        => array(
					'frequency' => 'weekly',
					'interval'  => 1,
					'until'     => '2026-05-25',
				),
			)
		);
		foreach ( $ids as $n => $id ) {
			$date = 0 === $n % 3 ? '2025-12-01 10:00:00' : sprintf( '2025-12-%02d 10:00:00', 2 + $n );
			$wpdb->update(
				$wpdb->posts,
				array(
					'post_date'     => $date,
					'post_date_gmt' => $date,
				),
				array( 'ID' => $id )
			);
			clean_post_cache( $id );
		}

		$answers = function (): array {
			$answers = array();
			foreach ( $this->lists() as $label => $params ) {
				$response          = $this->request( 'GET', self::ROUTE, $params );
				$answers[ $label ] = array(
					'ids'   => array_column( $this->json( $response )['items'], 'id' ),
					'total' => (string) $response->get_headers()['X-WP-Total'],
				);
			}
			return $answers;
		};

		$list_sql = array();
		$this->count_queries(
			function () {
				$this->request( 'GET', self::ROUTE );
			},
			$list_sql
		);
		$page = array_values( preg_grep( "/FROM {$wpdb->posts}\b.*post_type = 'etn'.*ORDER BY/s", $list_sql ) );
		$this->assertNotEmpty( $page, 'the list query: ' . implode( "\n", $list_sql ) );
		$plan = $wpdb->get_results( 'EXPLAIN ' . $page[0] );
		$this->assertSame( EventsListIndex::NAME, $plan[0]->key, 'the list reads our index: ' . wp_json_encode( $plan ) );

		$with    = $answers();
		$ignore  = static function ( $sql ) use ( $wpdb ) {
			return is_string( $sql ) ? str_replace( "FROM {$wpdb->posts} ", "FROM {$wpdb->posts} IGNORE INDEX (" . EventsListIndex::NAME . ') ', $sql ) : $sql;
		};
		$without = null;
		add_filter( 'query', $ignore );
		try {
			$without = $answers();
		} finally {
			remove_filter( 'query', $ignore );
		}
		$this->assertSame( $without, $with );
		$totals = array_map(
			static function ( array $answer ): string {
				return $answer['total'];
			},
			$with
		);
		$this->assertSame( array( 'all', 'page 2 of 4', 'status=draft', 'status=upcoming', 'status=past', 'status=ongoing', 'date range', 'search' ), array_keys( $totals ) );
		$this->assertSame( array( '8', '8', '1', '5', '5', '1', '3', '4' ), array_values( $totals ), wp_json_encode( $with ) );
		$this->assertSame( array( $ids[7], $ids[5], $ids[4], $ids[2], $ids[1], $ids[6], $ids[3], $ids[0] ), $with['all']['ids'], 'newest first, ties by the higher id' );
	}
}
