<?php
/**
 * Real parallel requests to the scanner (separate PHP processes, each with
 * its own database connection, released at the same moment): one ticket held
 * up to fifty scanners checks in once, and two devices syncing overlapping
 * offline queues check each ticket in once and report the rest as conflicts.
 *
 * These tests commit their data (the workers cannot see an open transaction)
 * and delete it afterwards.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Scanner;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Checkins\CheckinsRepository;
use EventinPro\Scanner\ScannerPage;
use EventinPro\Scanner\Verification;
use EventinPro\Tests\Bookings\BookingsTestCase;
use EventinPro\Tests\Support\ParallelRequests;
use WP_REST_Request;

/**
 * Parallel scans.
 */
final class ParallelScansTest extends BookingsTestCase {

	use ParallelRequests;

	protected function tearDown(): void {
		$this->remove_committed();
		parent::tearDown();
	}

	/**
	 * A worker's job: the scanner page's verification call.
	 *
	 * @param array<string,mixed> $payload Request parameters.
	 * @return array{http:int,code:int}
	 */
	public static function scan_job( array $payload ): array {
		$response = ScannerPage::response( $payload );
		$body     = json_decode( $response['body'], true );
		return array(
			'http' => $response['status'],
			'code' => (int) ( $body['data']['status_code'] ?? 0 ),
		);
	}

	/**
	 * A worker's job: POST /eventin/v2/checkins/batch.
	 *
	 * @param array<string,mixed> $payload {items}.
	 * @return array{status:int,results:array<int,array<string,mixed>>}
	 */
	public static function sync_job( array $payload ): array {
		$request = new WP_REST_Request( 'POST', '/eventin/v2/checkins/batch' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $payload ) );
		$response = rest_do_request( $request );
		return array(
			'status'  => $response->get_status(),
			'results' => (array) ( $response->get_data()['results'] ?? array() ),
		);
	}

	/**
	 * Ledger rows of attendees.
	 *
	 * @param int[] $ids Attendee ids.
	 */
	private static function ledger_rows( array $ids ): int {
		global $wpdb;
		$in = implode( ',', array_map( 'intval', $ids ) );
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . CheckinsRepository::table() . " WHERE attendee_id IN ($in)" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers.
	}

	public function test_fifty_scanners_validating_one_ticket_check_it_in_once(): void {
		$event            = self::make_event( array( 'Standard' => 5 ) );
		$booking          = self::book( $event, 'Standard', 1 );
		list( $attendee ) = array_values( ( new AttendeesService() )->get_many( ( new AttendeesService() )->ids_of_booking( $booking['id'] ) ) );
		wp_set_current_user( 1 );
		$payload = array(
			'scanner_active' => '1',
			'action'         => 'scanner_verification',
			'security'       => Verification::nonce(),
			'attendee_id'    => (string) $attendee['id'],
			'ticket_id'      => $attendee['ticket_id'],
			'event_id'       => (string) $event['id'],
		);
		$this->commit_for_workers( $event['id'] );

		$outputs = $this->run_parallel( self::class . '::scan_job', array_fill( 0, 50, $payload ), 1 );

		$codes = array_count_values( array_column( $outputs, 'code' ) );
		ksort( $codes );
		$this->assertSame(
			array(
				Verification::CHECKED_IN => 1,
				Verification::ALREADY    => 49,
			),
			$codes
		);
		$this->assertSame( array( 200 ), array_values( array_unique( array_column( $outputs, 'http' ) ) ) );
		$this->assertSame( 1, self::ledger_rows( array( $attendee['id'] ) ) );
	}

	public function test_two_devices_syncing_overlapping_queues_check_each_ticket_in_once(): void {
		$event     = self::make_event( array( 'Standard' => 20 ) );
		$booking   = self::book( $event, 'Standard', 6 );
		$attendees = array_values( ( new AttendeesService() )->get_many( ( new AttendeesService() )->ids_of_booking( $booking['id'] ) ) );
		$this->commit_for_workers( $event['id'] );
		$queue = static function ( string $device, array $tickets ) use ( $event ): array {
			return array(
				'items' => array_map(
					static function ( array $ticket ) use ( $device, $event ): array {
						return array(
							'client_scan_id' => "$device-{$ticket['id']}",
							'attendee_id'    => $ticket['id'],
							'ticket_id'      => $ticket['ticket_id'],
							'event_id'       => $event['id'],
							'scanned_at'     => gmdate( 'Y-m-d\TH:i:s\Z', time() - 300 ),
							'device'         => $device,
						);
					},
					$tickets
				),
			);
		};
		// Door A saw tickets 0-3, door B tickets 2-5: 2 and 3 at both doors.
		$payloads = array( $queue( 'door-a', array_slice( $attendees, 0, 4 ) ), $queue( 'door-b', array_slice( $attendees, 2, 4 ) ) );
		// Each device syncs its queue three times at once (a retry after a timeout, a second tab).
		$outputs = $this->run_parallel( self::class . '::sync_job', array_merge( $payloads, $payloads, $payloads ), 1 );

		$this->assertSame( array( 200 ), array_values( array_unique( array_column( $outputs, 'status' ) ) ) );
		$this->assertSame( 6, self::ledger_rows( array_column( $attendees, 'id' ) ), 'six tickets, six check-ins' );
		$by_attendee = array();
		foreach ( $outputs as $output ) {
			foreach ( $output['results'] as $result ) {
				$by_attendee[ $result['client_scan_id'] ][] = $result['result'];
			}
		}
		foreach ( array( 0, 1 ) as $n ) {
			$this->assertSame( array( 'accepted' ), array_values( array_unique( $by_attendee[ "door-a-{$attendees[$n]['id']}" ] ) ), 'only door A saw it' );
		}
		foreach ( array( 4, 5 ) as $n ) {
			$this->assertSame( array( 'accepted' ), array_values( array_unique( $by_attendee[ "door-b-{$attendees[$n]['id']}" ] ) ), 'only door B saw it' );
		}
		foreach ( array( 2, 3 ) as $n ) {
			$a = array_values( array_unique( $by_attendee[ "door-a-{$attendees[$n]['id']}" ] ) );
			$b = array_values( array_unique( $by_attendee[ "door-b-{$attendees[$n]['id']}" ] ) );
			$this->assertCount( 1, $a, "door A's three syncs agree" );
			$this->assertCount( 1, $b, "door B's three syncs agree" );
			$this->assertEqualsCanonicalizing( array( 'accepted', 'conflict' ), array( $a[0], $b[0] ), 'one door won, the other is told' );
		}
	}
}
