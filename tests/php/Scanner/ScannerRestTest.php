<?php
/**
 * The scanner's REST routes: the offline manifest, the batch sync (replays
 * are no-ops, conflicts say who, where and when), undoing one's own check-in
 * within a minute, the live count, and who may call them.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Scanner;

use EventinPro\AccessControl\Permissions;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Checkins\CheckinsRepository;
use EventinPro\Checkins\CheckinsService;
use EventinPro\Tests\Bookings\BookingsTestCase;

/**
 * REST routes.
 */
final class ScannerRestTest extends BookingsTestCase {

	/**
	 * The event of the test's tickets.
	 *
	 * @var array<string,mixed>
	 */
	private $event;

	protected function setUp(): void {
		parent::setUp();
		$this->event = self::make_event( array( 'Standard' => 50 ) );
	}

	/**
	 * Attendees of a new booking of the test's event.
	 *
	 * @param int    $quantity Tickets.
	 * @param string $status   Booking status.
	 * @return array<int,array<string,mixed>>
	 */
	private function tickets( int $quantity = 1, string $status = 'completed' ): array {
		$booking = self::book( $this->event, 'Standard', $quantity, $status );
		$service = new AttendeesService();
		return array_values( $service->get_many( $service->ids_of_booking( $booking['id'] ) ) );
	}

	/**
	 * An offline scan of a ticket.
	 *
	 * @param array<string,mixed> $ticket  Attendee.
	 * @param string              $scan_id Client scan id.
	 * @param string              $device  Device.
	 * @return array<string,mixed>
	 */
	private function scan( array $ticket, string $scan_id, string $device = 'Side door' ): array {
		return array(
			'client_scan_id' => $scan_id,
			'attendee_id'    => $ticket['id'],
			'ticket_id'      => $ticket['ticket_id'],
			'event_id'       => $this->event['id'],
			'scanned_at'     => gmdate( 'Y-m-d\TH:i:s.000\Z', time() - 120 ),
			'device'         => $device,
		);
	}

	/**
	 * POST checkins/batch: the results by client scan id.
	 *
	 * @param array<int,array<string,mixed>> $items Scans.
	 * @return array<string,array<string,mixed>>
	 */
	private function sync( array $items ): array {
		$response = $this->request( 'POST', '/eventin/v2/checkins/batch', array( 'items' => $items ) );
		$this->assertStatus( 200, $response );
		return array_column( $this->json( $response )['results'], null, 'client_scan_id' );
	}

	/**
	 * Ledger rows of an attendee.
	 *
	 * @param int $attendee Attendee id.
	 * @return array<int,array<string,mixed>>
	 */
	private function ledger( int $attendee ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . CheckinsRepository::table() . ' WHERE attendee_id = %d', $attendee ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	public function test_the_manifest_lists_an_events_tickets_hashed_with_payment_and_check_in(): void {
		$paid    = $this->tickets( 2 );
		$pending = $this->tickets( 1, 'pending' );
		$this->as_user( 'administrator' );
		( new CheckinsService() )->check_in( array( $paid[0]['id'] ), 'dashboard' );
		$other = self::make_event( array( 'Standard' => 5 ) );
		self::book( $other, 'Standard', 1 );

		$response = $this->request( 'GET', '/eventin/v2/scanner/manifest', array( 'event_id' => $this->event['id'] ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( '3', (string) $response->get_headers()['X-WP-Total'] );
		$body = $this->json( $response );
		$this->assertSame(
			array(
				'id'    => $this->event['id'],
				'title' => 'Booked event',
			),
			$body['event']
		);
		$this->assertSame( 3, $body['total_items'] );
		$this->assertSame( 1, $body['total_pages'] );
		$items = array_column( $body['items'], null, 'a' );
		$this->assertSame( array( $paid[0]['id'], $paid[1]['id'], $pending[0]['id'] ), array_values( array_intersect( array( $paid[0]['id'], $paid[1]['id'], $pending[0]['id'] ), array_keys( $items ) ) ) );
		$first = $items[ $paid[0]['id'] ];
		$this->assertSame( hash( 'sha256', $paid[0]['ticket_id'] ), $first['h'] );
		$this->assertSame( hash( 'sha256', 'dana@example.org' ), $first['e'] );
		$this->assertSame( 'Dana Lee', $first['n'] );
		$this->assertSame( 'Standard', $first['t'] );
		$this->assertSame( 'paid', $first['p'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $first['c'] );
		$this->assertNull( $items[ $paid[1]['id'] ]['c'] );
		$this->assertSame( 'pending', $items[ $pending[0]['id'] ]['p'] );
		$this->assertStringNotContainsString( $paid[0]['ticket_id'], wp_json_encode( $body ), 'no ticket id in clear' );

		$this->assertStatus( 404, $this->request( 'GET', '/eventin/v2/scanner/manifest', array( 'event_id' => 999999 ) ) );
		$this->assertStatus( 400, $this->request( 'GET', '/eventin/v2/scanner/manifest', array( 'event_id' => 'x' ) ) );
		$this->assertStatus( 400, $this->request( 'GET', '/eventin/v2/scanner/manifest', array() ) );
	}

	public function test_the_manifest_reads_a_page_in_a_constant_number_of_queries(): void {
		$this->tickets( 3 );
		$this->as_user( 'administrator' );
		$few = $this->count_queries(
			function (): void {
				wp_cache_flush();
				$this->request( 'GET', '/eventin/v2/scanner/manifest', array( 'event_id' => $this->event['id'] ) );
			}
		);
		foreach ( range( 1, 4 ) as $booking ) {
			$this->tickets( 3 );
		}
		$many = $this->count_queries(
			function (): void {
				wp_cache_flush();
				$this->request( 'GET', '/eventin/v2/scanner/manifest', array( 'event_id' => $this->event['id'] ) );
			}
		);
		$this->assertSame( $few, $many, '3 or 15 attendees, the same queries' );
	}

	public function test_a_synced_queue_checks_in_keeps_the_scan_time_and_replays_change_nothing(): void {
		list( $first, $second, $third ) = $this->tickets( 3 );
		$pending                        = $this->tickets( 1, 'pending' )[0];
		$this->as_user( 'administrator' );
		$items   = array( $this->scan( $first, 'scan-1' ), $this->scan( $second, 'scan-2' ), $this->scan( $pending, 'scan-3' ) );
		$results = $this->sync( $items );
		$this->assertSame( 'accepted', $results['scan-1']['result'] );
		$this->assertSame( 'Checked in.', $results['scan-1']['message'] );
		$this->assertSame( 'Dana Lee', $results['scan-1']['attendee_name'] );
		$this->assertSame( 'accepted', $results['scan-2']['result'] );
		$this->assertSame( 'not_paid', $results['scan-3']['result'] );
		$this->assertSame( 'Not paid yet: cannot check in.', $results['scan-3']['message'] );
		$row = $this->ledger( $first['id'] )[0];
		$this->assertSame( 'offline-sync', $row['source'] );
		$this->assertSame( 'Side door', $row['device'] );
		$this->assertSame( 'scan-1', $row['client_scan_id'] );
		$this->assertSame( gmdate( 'Y-m-d H:i:s', strtotime( $items[0]['scanned_at'] ) ), $row['scanned_at'], "the door's time, beside the server's" );

		$again = $this->sync( $items );
		$this->assertSame( 'accepted', $again['scan-1']['result'], 'a replay of its own scan' );
		$this->assertSame( $results['scan-1']['checked_in_at'], $again['scan-1']['checked_in_at'] );
		$this->assertCount( 1, $this->ledger( $first['id'] ) );
		$this->assertCount( 0, $this->ledger( $pending['id'] ) );
		$this->assertSame( 'accepted', $this->sync( array( $this->scan( $third, 'scan-4' ) ) )['scan-4']['result'] );
	}

	public function test_a_ticket_checked_in_at_another_door_first_is_a_conflict_that_says_who_where_and_when(): void {
		list( $ticket ) = $this->tickets();
		$this->as_user( 'administrator' );
		$earlier = ( new CheckinsService() )->check_in( array( $ticket['id'] ), 'scanner', 'Main gate' )[ $ticket['id'] ];
		wp_set_current_user( $this->make_user( 'administrator' ) );
		$result = $this->sync( array( $this->scan( $ticket, 'late-1' ) ) )['late-1'];
		$this->assertSame( 'conflict', $result['result'] );
		$this->assertSame( $earlier['checked_in_at'], $result['checked_in_at'] );
		$this->assertSame( 'Main gate', $result['device'] );
		$this->assertMatchesRegularExpression( '/^Test User \d+ \(administrator\)$/', $result['checked_in_by'] );
		$this->assertMatchesRegularExpression( '/^Already checked in on .+ by Test User \d+ \(administrator\) \(Main gate\)\.$/', $result['message'] );
		$this->assertCount( 1, $this->ledger( $ticket['id'] ) );
	}

	public function test_sync_refuses_forged_and_wrong_event_scans(): void {
		list( $ticket ) = $this->tickets();
		$this->as_user( 'administrator' );
		$forged              = $this->scan( $ticket, 'f-1' );
		$forged['ticket_id'] = 'AAAAAAAAAAAAAAAAAAAAAA';
		$other               = self::make_event( array( 'Standard' => 5 ) );
		$wrong               = array( 'event_id' => $other['id'] ) + $this->scan( $ticket, 'w-1' );
		$results             = $this->sync( array( $forged, $wrong ) );
		$this->assertSame( 'not_found', $results['f-1']['result'] );
		$this->assertSame( 'wrong_event', $results['w-1']['result'] );
		$this->assertCount( 0, $this->ledger( $ticket['id'] ) );
	}

	/**
	 * Bad batches: a 400 naming the field, nothing checked in.
	 *
	 * @return array<string,array{0:callable,1:string}>
	 */
	public function bad_batches(): array {
		$with = static function ( string $field, $value ): callable {
			return static function ( array $scan ) use ( $field, $value ): array {
				$scan[ $field ] = $value;
				return array( $scan );
			};
		};
		return array(
			'no items'                 => array(
				static function (): array {
										return array(); },
				'items',
			),
			'51 items'                 => array(
				static function ( array $scan ): array {
					return array_map(
						static function ( int $n ) use ( $scan ): array {
							return array( 'client_scan_id' => "s$n" ) + $scan;
						},
						range( 1, 51 )
					); },
				'items',
			),
			'a scan that is no object' => array(
				static function (): array {
										return array( 'x' ); },
				'items[0]',
			),
			'scan id with a slash'     => array( $with( 'client_scan_id', 'a/b' ), 'items[0][client_scan_id]' ),
			'scan id too long'         => array( $with( 'client_scan_id', str_repeat( 'a', 41 ) ), 'items[0][client_scan_id]' ),
			'attendee id negative'     => array( $with( 'attendee_id', -3 ), 'items[0][attendee_id]' ),
			'ticket id with markup'    => array( $with( 'ticket_id', '<script>alert(1)</script>' ), 'items[0][ticket_id]' ),
			'event id as text'         => array( $with( 'event_id', 'all' ), 'items[0][event_id]' ),
			'scan time unreadable'     => array( $with( 'scanned_at', 'yesterday' ), 'items[0][scanned_at]' ),
			'scan time in the future'  => array( $with( 'scanned_at', gmdate( 'Y-m-d\TH:i:s\Z', time() + HOUR_IN_SECONDS ) ), 'items[0][scanned_at]' ),
			'scan time months ago'     => array( $with( 'scanned_at', gmdate( 'Y-m-d\TH:i:s\Z', time() - 90 * DAY_IN_SECONDS ) ), 'items[0][scanned_at]' ),
			'device with markup'       => array( $with( 'device', '<img src=x onerror=alert(1)>' ), 'items[0][device]' ),
			'the same scan twice'      => array(
				static function ( array $scan ): array {
										return array( $scan, $scan ); },
				'items[1][client_scan_id]',
			),
		);
	}

	/**
	 * Bad batches are refused whole.
	 *
	 * @dataProvider bad_batches
	 * @param callable $make  Builds the items from a good scan.
	 * @param string   $field The field named.
	 */
	public function test_a_bad_batch_is_refused_whole_naming_the_field( callable $make, string $field ): void {
		list( $ticket ) = $this->tickets();
		$this->as_user( 'administrator' );
		$response = $this->request( 'POST', '/eventin/v2/checkins/batch', array( 'items' => $make( $this->scan( $ticket, 'good-1' ) ) ) );
		$this->assertStatus( 400, $response );
		$body = $this->json( $response );
		$this->assertSame( 'rest_invalid_param', $body['code'] );
		$this->assertArrayHasKey( $field, $body['data']['params'] );
		$this->assertCount( 0, $this->ledger( $ticket['id'] ) );
	}

	public function test_undo_is_for_ones_own_check_in_within_a_minute_and_is_recorded(): void {
		list( $mine, $theirs, $old ) = $this->tickets( 3 );
		$me                          = $this->as_user( $this->make_user( 'scanner_undo_scan_only', array( Permissions::QR_SCAN ) ) );
		( new CheckinsService() )->check_in( array( $mine['id'], $old['id'] ), 'scanner' );
		global $wpdb;
		$wpdb->update( CheckinsRepository::table(), array( 'checked_in_at' => gmdate( 'Y-m-d H:i:s', time() - 61 ) ), array( 'attendee_id' => $old['id'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		wp_set_current_user( $this->make_user( 'administrator' ) );
		( new CheckinsService() )->check_in( array( $theirs['id'] ), 'scanner' );
		wp_set_current_user( $me );

		$undo = function ( int $id ): array {
			$response = $this->request(
				'POST',
				'/eventin/v2/scanner/undo',
				array(
					'attendee_id' => $id,
					'event_id'    => $this->event['id'],
				)
			);
			$this->assertStatus( 200, $response );
			return $this->json( $response );
		};
		$this->assertSame( 'not_yours', $undo( $theirs['id'] )['result'] );
		$this->assertSame( 'too_late', $undo( $old['id'] )['result'] );
		$this->assertSame( 'A check-in can be undone here within 60 seconds; use the attendee list.', $undo( $old['id'] )['message'] );
		$done = $undo( $mine['id'] );
		$this->assertSame( 'undone', $done['result'] );
		$this->assertSame( 'Check-in undone.', $done['message'] );
		$this->assertSame(
			array(
				'checked_in' => 2,
				'total'      => 3,
			),
			$done['counts']
		);
		$this->assertCount( 0, $this->ledger( $mine['id'] ) );
		$this->assertSame( 'unused', get_post_meta( $mine['id'], 'etn_attendeee_ticket_status', true ) );
		$log = ( new CheckinsRepository() )->undos_of( $mine['id'] );
		$this->assertCount( 1, $log );
		$this->assertSame( (string) $me, $log[0]['undone_by'] );
		$this->assertSame( 'not_checked_in', $undo( $mine['id'] )['result'] );
	}

	public function test_the_live_count_counts_paid_tickets_and_check_ins(): void {
		$tickets = $this->tickets( 4 );
		$this->tickets( 2, 'failed' );
		$this->as_user( 'administrator' );
		( new CheckinsService() )->check_in( array( $tickets[0]['id'], $tickets[1]['id'] ), 'scanner' );
		$response = $this->request( 'GET', '/eventin/v2/scanner/status', array( 'event_id' => $this->event['id'] ) );
		$this->assertStatus( 200, $response );
		$this->assertSame(
			array(
				'checked_in' => 2,
				'total'      => 4,
			),
			$this->json( $response )
		);
		$this->assertStatus( 404, $this->request( 'GET', '/eventin/v2/scanner/status', array( 'event_id' => 999999 ) ) );
	}

	/**
	 * The route × role matrix rows: only the scan permission opens them.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:bool}>
	 */
	public function roles(): array {
		return self::matrix_roles(
			array(
				'scan-only role'     => array( 'scanner_matrix_scan', array( Permissions::QR_SCAN ), true ),
				'attendee-only role' => array( 'scanner_matrix_attendees', array( Permissions::ATTENDEE ), false ),
			)
		);
	}

	/**
	 * Every route answers 401 to visitors, 403 without the permission.
	 *
	 * @dataProvider roles
	 * @param string|int $role    Role (0: anonymous).
	 * @param string[]   $caps    Caps of a custom role.
	 * @param bool       $allowed Whether the role may call.
	 */
	public function test_route_role_matrix( $role, array $caps, bool $allowed ): void {
		list( $ticket ) = $this->tickets();
		wp_set_current_user( $this->matrix_user( $role, $caps ) );
		$calls = array(
			array( 'GET', '/eventin/v2/scanner/manifest', array( 'event_id' => $this->event['id'] ) ),
			array( 'GET', '/eventin/v2/scanner/status', array( 'event_id' => $this->event['id'] ) ),
			array( 'POST', '/eventin/v2/scanner/undo', array( 'attendee_id' => $ticket['id'] ) ),
			array( 'POST', '/eventin/v2/checkins/batch', array( 'items' => array( $this->scan( $ticket, 'matrix-1' ) ) ) ),
		);
		foreach ( $calls as list( $method, $route, $params ) ) {
			$expected = $allowed ? 200 : ( 0 === $role ? 401 : 403 );
			$this->assertStatus( $expected, $this->request( $method, $route, $params ), "$method $route" );
		}
		$this->assertCount( $allowed ? 1 : 0, $this->ledger( $ticket['id'] ) );
	}
}
