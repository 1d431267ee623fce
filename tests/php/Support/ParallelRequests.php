<?php
/**
 * Real parallel requests for the tests that prove a race is won once: one PHP
 * process per request (each loads the test site and opens its own database
 * connection, as a web server's workers do), all released at the same moment.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

use EventinPro\Checkins\CheckinsRepository;
use EventinPro\Support\PostListTable;

/**
 * For test cases (EventinPro\Tests\TestCase): run_parallel() starts the
 * workers (parallel-worker.php) and returns what each printed. The workers
 * cannot see the test's open transaction, so the test commits what they read
 * with commit_for_workers() and calls remove_committed() in its tearDown().
 *
 * A job is a public static method `Class::method` taking the payload (array)
 * and returning the outcome (array, printed as JSON). Workers run it as the
 * user given, after every worker has loaded WordPress and reached the barrier.
 */
trait ParallelRequests {

	/**
	 * Events committed for the workers (with their bookings and attendees
	 * deleted by remove_committed()).
	 *
	 * @var int[]
	 */
	private $committed_events = array();

	/**
	 * Commits everything the test wrote so far, so the workers see it; the
	 * event, its bookings and attendees are deleted again by remove_committed().
	 *
	 * @param int $event Event the test made.
	 */
	protected function commit_for_workers( int $event ): void {
		global $wpdb;
		$this->committed_events[] = $event;
		$wpdb->query( 'COMMIT' );
	}

	/**
	 * Deletes the committed events, their bookings, attendees and check-ins
	 * (whatever the workers added), and commits that. For tearDown().
	 */
	protected function remove_committed(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
		if ( ! $this->committed_events ) {
			return;
		}
		$ids = $this->committed_events;
		foreach ( $this->committed_events as $event ) {
			$ids = array_merge( $ids, self::ids_of_event( 'etn-order', 'event_id', $event ), self::ids_of_event( 'etn-attendee', 'etn_event_id', $event ) );
		}
		foreach ( $ids as $id ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . CheckinsRepository::table() . ' WHERE attendee_id = %d', $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the plugin's table name.
			wp_delete_post( (int) $id, true );
		}
		PostListTable::flush_all(); // Their list rows go with them, in this commit (not in a later test's rolled-back transaction).
		$wpdb->query( 'COMMIT' );
		$this->committed_events = array();
	}

	/**
	 * Ids of the posts of a type that point at an event (any status).
	 *
	 * @param string $type  Post type.
	 * @param string $key   Meta key holding the event id.
	 * @param int    $event Event id.
	 * @return int[]
	 */
	private static function ids_of_event( string $type, string $key, int $event ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'   => $type,
					'post_status' => 'any',
					'numberposts' => -1,
					'fields'      => 'ids',
					'meta_key'    => $key, // phpcs:ignore WordPress.DB.SlowDBQuery
					'meta_value'  => (string) $event, // phpcs:ignore WordPress.DB.SlowDBQuery
				)
			)
		);
	}

	/**
	 * Starts one worker process per payload, waits until every one has loaded
	 * WordPress and reached the barrier, releases them all at once, and returns
	 * their outcomes (in payload order). Fails the test when a worker fails,
	 * prints no JSON object, or was not waiting when released.
	 *
	 * @param string                         $job      Public static method 'Class::method' the workers run.
	 * @param array<int,array<string,mixed>> $payloads One per worker.
	 * @param int                            $user     User the workers act as (0: a visitor).
	 * @param callable|null                  $before_release Run here once every worker is loaded and waiting, before they go.
	 * @return array<int,array<string,mixed>>
	 */
	protected function run_parallel( string $job, array $payloads, int $user = 0, ?callable $before_release = null ): array {
		$config  = Site::settings()['run'] . '/wp-tests-config.php';
		$barrier = Site::settings()['run'] . '/barrier-' . uniqid();
		mkdir( $barrier ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_mkdir
		$running = array();
		$pipes   = array();
		foreach ( $payloads as $n => $payload ) {
			$spec    = array(
				'job'     => $job,
				'user'    => $user,
				'payload' => $payload,
			);
			$command = array( PHP_BINARY, __DIR__ . '/parallel-worker.php', $config, $barrier, (string) wp_json_encode( $spec ) );
			// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the parallel requests are the test.
			$running[ $n ] = proc_open(
				implode( ' ', array_map( 'escapeshellarg', $command ) ),
				array(
					1 => array( 'pipe', 'w' ),
					2 => array( 'pipe', 'w' ),
				),
				$pipes[ $n ]
			);
		}
		$until   = microtime( true ) + 120;
		$workers = count( $payloads );
		$ready   = 0;
		while ( $ready < $workers && microtime( true ) < $until ) {
			usleep( 10000 );
			$ready = count( (array) glob( "$barrier/ready-*" ) );
		}
		if ( $before_release ) {
			$before_release();
		}
		touch( "$barrier/go" );
		$outputs = array();
		foreach ( $running as $n => $process ) {
			$out  = stream_get_contents( $pipes[ $n ][1] );
			$err  = stream_get_contents( $pipes[ $n ][2] );
			$code = proc_close( $process );
			$this->assertSame( 0, $code, "worker $n failed: $out $err" );
			$outputs[ $n ] = json_decode( (string) $out, true );
			$this->assertIsArray( $outputs[ $n ], "worker $n printed: $out $err" );
		}
		array_map( 'unlink', (array) glob( "$barrier/*" ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
		rmdir( $barrier ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
		$this->assertSame( $workers, $ready, 'every worker was loaded and waiting when released' );
		// This process goes on as the next request: it reads what the workers left in the shared cache, if any.
		$this->end_request();
		return $outputs;
	}
}
