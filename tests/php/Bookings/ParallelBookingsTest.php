<?php
/**
 * Real parallel requests (separate PHP processes, each with its own database
 * connection, released at the same moment): the last places of an event are
 * sold exactly once, and a ticket checks in once.
 *
 * These tests commit their data (the workers cannot see an open transaction)
 * and delete it afterwards.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Bookings;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Checkins\CheckinsRepository;
use EventinPro\Tests\Support\Site;

/**
 * Parallel bookings and check-ins.
 */
final class ParallelBookingsTest extends BookingsTestCase {

	/**
	 * Posts committed by the test, deleted in tearDown().
	 *
	 * @var int[]
	 */
	private $committed = array();

	/**
	 * Removes what the test committed, and commits that too.
	 */
	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
		$ids = $this->committed;
		foreach ( $ids as $event ) {
			$ids = array_merge( $ids, get_posts( $this->of_event( 'etn-order', 'event_id', $event ) ), get_posts( $this->of_event( 'etn-attendee', 'etn_event_id', $event ) ) );
		}
		foreach ( $ids as $id ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . CheckinsRepository::table() . ' WHERE attendee_id = %d', $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			wp_delete_post( (int) $id, true );
		}
		$wpdb->query( 'COMMIT' );
		parent::tearDown();
	}

	/**
	 * get_posts() arguments: ids of the posts of a type that point at an event.
	 *
	 * @param string $type  Post type.
	 * @param string $key   Meta key.
	 * @param int    $event Event id.
	 * @return array<string,mixed>
	 */
	private function of_event( string $type, string $key, int $event ): array {
		return array(
			'post_type'   => $type,
			'post_status' => 'any',
			'numberposts' => -1,
			'fields'      => 'ids',
			'meta_key'    => $key, // phpcs:ignore WordPress.DB.SlowDBQuery
			'meta_value'  => (string) $event, // phpcs:ignore WordPress.DB.SlowDBQuery
		);
	}

	/**
	 * Commits what the test made so far (the workers read it).
	 *
	 * @param int $event Event the test made.
	 */
	private function commit( int $event ): void {
		global $wpdb;
		$this->committed[] = $event;
		$wpdb->query( 'COMMIT' );
	}

	/**
	 * How often each value occurs, by value.
	 *
	 * @param array<int,int|string> $values Values.
	 * @return array<int|string,int>
	 */
	private static function sorted_counts( array $values ): array {
		$counts = array_count_values( $values );
		ksort( $counts );
		return $counts;
	}

	/**
	 * Starts one worker process per payload, waits until every one has loaded
	 * WordPress, releases them all at once, and returns their outputs.
	 *
	 * @param string                         $action   'book' or 'checkin'.
	 * @param array<int,array<string,mixed>> $payloads One per worker.
	 * @return array<int,array<string,mixed>>
	 */
	private function run_parallel( string $action, array $payloads ): array {
		$config  = Site::settings()['run'] . '/wp-tests-config.php';
		$barrier = Site::settings()['run'] . '/barrier-' . uniqid();
		mkdir( $barrier ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_mkdir
		$running = array();
		$pipes   = array();
		foreach ( $payloads as $n => $payload ) {
			$command = array( PHP_BINARY, __DIR__ . '/parallel-worker.php', $config, $barrier, $action, (string) wp_json_encode( $payload ) );
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
		$this->assertSame( count( $payloads ), $ready, 'every worker was loaded and waiting when released' );
		wp_cache_flush();
		return $outputs;
	}

	public function test_fifty_parallel_bookings_for_the_last_ten_places_sell_exactly_ten(): void {
		$event = self::make_event( array( 'Standard' => 50 ) );
		for ( $i = 0; $i < 4; $i++ ) {
			$this->assertIsArray( self::book( $event, 'Standard', 10 ) );
		}
		$this->commit( $event['id'] );
		$payload = array(
			'event_id'   => $event['id'],
			'first_name' => 'Parallel',
			'email'      => 'parallel@example.org',
			'tickets'    => array(
				array(
					'slug'     => self::slug( $event, 'Standard' ),
					'quantity' => 1,
				),
			),
		);

		$outputs = $this->run_parallel( 'book', array_fill( 0, 50, $payload ) );

		$booked = array_filter( array_column( $outputs, 'id' ) );
		$this->assertCount( 10, $booked, 'exactly the ten places left' );
		$this->assertSame( array( 'eventin_sold_out' => 40 ), array_count_values( array_filter( array_column( $outputs, 'error' ) ) ) );
		$this->assertSame(
			array(
				201 => 10,
				409 => 40,
			),
			self::sorted_counts( array_column( $outputs, 'status' ) )
		);
		$this->assertSame( 50, ( new AttendeesService() )->sold_counts( array( $event['id'] ) )[ $event['id'] ] );
		$this->assertSame( array( self::slug( $event, 'Standard' ) => 50 ), self::stored_sold( $event['id'] ), "Eventin's per-variation count is exact too" );
	}

	public function test_fifty_parallel_check_ins_of_one_ticket_check_it_in_once(): void {
		$event            = self::make_event( array( 'Standard' => 5 ) );
		$booking          = self::book( $event, 'Standard', 1 );
		list( $attendee ) = ( new AttendeesService() )->ids_of_booking( $booking['id'] );
		$this->commit( $event['id'] );

		$outputs = $this->run_parallel( 'checkin', array_fill( 0, 50, array( 'id' => $attendee ) ) );

		$verdicts = array_count_values( array_column( $outputs, 'status' ) );
		ksort( $verdicts );
		$this->assertSame(
			array(
				'already_checked_in' => 49,
				'checked_in'         => 1,
			),
			$verdicts
		);
		global $wpdb;
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . CheckinsRepository::table() . ' WHERE attendee_id = %d', $attendee ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$this->assertSame( 'used', get_post_meta( $attendee, 'etn_attendeee_ticket_status', true ) );
	}
}
