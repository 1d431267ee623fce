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
use EventinPro\Tests\Support\ParallelRequests;
use WP_REST_Request;

/**
 * Parallel bookings and check-ins.
 */
final class ParallelBookingsTest extends BookingsTestCase {

	use ParallelRequests;

	/**
	 * Removes what the test committed, and commits that too.
	 */
	protected function tearDown(): void {
		$this->remove_committed();
		parent::tearDown();
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
	 * A worker's job: POST /eventin/v2/orders as the dashboard sends it (the
	 * nonce is WordPress's cookie check, outside rest_do_request).
	 *
	 * @param array<string,mixed> $payload The booking.
	 * @return array{id?:int,error?:string,status:int}
	 */
	public static function book_job( array $payload ): array {
		list( $data, $status, $error ) = self::dispatch( '/eventin/v2/orders', $payload );
		return $error ? array(
			'error'  => $error,
			'status' => $status,
		) : array(
			'id'     => (int) $data['id'],
			'status' => $status,
		);
	}

	/**
	 * A worker's job: POST /eventin/v2/attendees/check-in of one attendee.
	 *
	 * @param array<string,mixed> $payload {id}.
	 * @return array{status:string|int,error?:string}
	 */
	public static function checkin_job( array $payload ): array {
		list( $data, $status, $error ) = self::dispatch( '/eventin/v2/attendees/check-in', array( 'ids' => array( (int) $payload['id'] ) ) );
		return $error ? array(
			'error'  => $error,
			'status' => $status,
		) : array( 'status' => $data['results'][0]['result'] );
	}

	/**
	 * A JSON POST through the REST server.
	 *
	 * @param string              $route Route.
	 * @param array<string,mixed> $body  Body.
	 * @return array{0:array<string,mixed>,1:int,2:string} Data, status, error code ('' when none).
	 */
	private static function dispatch( string $route, array $body ): array {
		$request = new WP_REST_Request( 'POST', $route );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $body ) );
		$response = rest_do_request( $request );
		$data     = (array) rest_get_server()->response_to_data( $response, false );
		return array( $data, $response->get_status(), $response->is_error() ? (string) ( $data['code'] ?? '' ) : '' );
	}

	public function test_fifty_parallel_bookings_for_the_last_ten_places_sell_exactly_ten(): void {
		$event = self::make_event( array( 'Standard' => 50 ) );
		for ( $i = 0; $i < 4; $i++ ) {
			$this->assertIsArray( self::book( $event, 'Standard', 10 ) );
		}
		$this->commit_for_workers( $event['id'] );
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

		$outputs = $this->run_parallel( self::class . '::book_job', array_fill( 0, 50, $payload ), 1 );

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
		$this->commit_for_workers( $event['id'] );

		$outputs = $this->run_parallel( self::class . '::checkin_job', array_fill( 0, 50, array( 'id' => $attendee ) ), 1 );

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
