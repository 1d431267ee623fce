<?php
/**
 * Real parallel visitors (separate PHP processes, each with its own database
 * connection, released at the same moment) posting the booking form for the
 * last places of an event: exactly those places are sold.
 *
 * The test commits its data (the workers cannot see an open transaction) and deletes it afterwards.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Checkout;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Tests\Support\Site;

/**
 * Parallel bookings from the form.
 */
final class ParallelCheckoutTest extends CheckoutTestCase {

	/**
	 * Event committed by the test.
	 *
	 * @var int
	 */
	private $committed = 0;

	/**
	 * Removes what the test committed, and commits that too.
	 */
	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
		if ( $this->committed ) {
			$ids = array( $this->committed );
			foreach ( array(
				'etn-order'    => 'event_id',
				'etn-attendee' => 'etn_event_id',
			) as $type => $key ) {
				$ids = array_merge(
					$ids,
					get_posts(
						array(
							'post_type'   => $type,
							'post_status' => 'any',
							'numberposts' => -1,
							'fields'      => 'ids',
							'meta_key'    => $key, // phpcs:ignore WordPress.DB.SlowDBQuery
							'meta_value'  => (string) $this->committed, // phpcs:ignore WordPress.DB.SlowDBQuery
						)
					)
				);
			}
			foreach ( $ids as $id ) {
				wp_delete_post( (int) $id, true );
			}
			$wpdb->query( 'COMMIT' );
		}
		parent::tearDown();
	}

	public function test_fifty_parallel_visitors_for_the_last_ten_places_get_exactly_ten(): void {
		$event = self::make_event( array( 'Standard' => 50 ), 0.0 );
		for ( $i = 0; $i < 4; $i++ ) {
			$this->assertIsArray( self::book( $event, 'Standard', 10 ) );
		}
		global $wpdb;
		$this->committed = (int) $event['id'];
		$wpdb->query( 'COMMIT' );

		$config  = Site::settings()['run'] . '/wp-tests-config.php';
		$barrier = Site::settings()['run'] . '/barrier-' . uniqid();
		mkdir( $barrier ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_mkdir
		$running = array();
		$pipes   = array();
		for ( $n = 0; $n < 50; $n++ ) {
			$payload = array(
				'post' => $this->post( $event, array( 'Standard' => 1 ), array( 'email' => "v$n@example.org" ) ),
				'ip'   => "192.0.2.$n",
			);
			$command = array( PHP_BINARY, __DIR__ . '/parallel-checkout-worker.php', $config, $barrier, (string) wp_json_encode( $payload ) );
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
		$until = microtime( true ) + 120;
		$ready = 0;
		while ( $ready < 50 && microtime( true ) < $until ) {
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
		$this->assertSame( 50, $ready, 'every worker was loaded and waiting when released' );
		wp_cache_flush();

		$this->assertCount( 10, array_filter( array_column( $outputs, 'id' ) ), 'exactly the ten places left' );
		$statuses = array_count_values( array_column( $outputs, 'status' ) );
		$this->assertSame( 10, $statuses[303] ?? 0 );
		$this->assertSame( 40, ( $statuses[400] ?? 0 ) + ( $statuses[409] ?? 0 ), 'the others are sent back to the form' );
		$this->assertSame( 50, ( new AttendeesService() )->sold_counts( array( $event['id'] ) )[ $event['id'] ] );
	}
}
