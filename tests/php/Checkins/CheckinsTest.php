<?php
/**
 * The check-in ledger: a ticket checks in once, undo keeps a record, a replayed
 * scan changes nothing, and Eventin 4's ticket status follows.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Checkins;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Bookings\BookingsService;
use EventinPro\Checkins\Checkins;
use EventinPro\Checkins\CheckinsRepository;
use EventinPro\Checkins\CheckinsService;
use EventinPro\Rest\FieldError;
use EventinPro\Tests\Bookings\BookingsTestCase;
use EventinPro\Tests\Support\Eventin4Fixture;

/**
 * Check-ins.
 */
final class CheckinsTest extends BookingsTestCase {

	/**
	 * The attendees of a new booking.
	 *
	 * @param int    $quantity Tickets.
	 * @param string $status   Booking status.
	 * @return int[]
	 */
	private function attendees( int $quantity = 1, string $status = 'completed' ): array {
		$booking = self::book( self::make_event( array( 'Standard' => 50 ) ), 'Standard', $quantity, $status );
		return ( new AttendeesService() )->ids_of_booking( $booking['id'] );
	}

	/**
	 * Ledger rows of an attendee.
	 *
	 * @param int $attendee Attendee id.
	 */
	private function ledger_rows( int $attendee ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . CheckinsRepository::table() . ' WHERE attendee_id = %d', $attendee ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	public function test_a_ticket_checks_in_once_and_the_second_scan_says_when_and_by_whom(): void {
		list( $attendee ) = $this->attendees();
		$scanner          = $this->as_user( 'administrator' );
		$first            = ( new CheckinsService() )->check_in( array( $attendee ), 'scanner', 'Gate 1' );
		$this->assertSame( 'checked_in', $first[ $attendee ]['status'] );
		$this->assertSame( $scanner, $first[ $attendee ]['checked_in_by'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $first[ $attendee ]['checked_in_at'] );
		$this->assertSame( 'used', get_post_meta( $attendee, 'etn_attendeee_ticket_status', true ), 'Eventin 4 readers agree' );
		$this->assertEqualsWithDelta( time(), strtotime( get_post_meta( $attendee, 'scanner_update_time', true ) . ' UTC' ), 60, "Eventin's scanner time, site time (UTC here)" );

		$this->as_user( 'administrator' );
		$second = ( new CheckinsService() )->check_in( array( $attendee ), 'dashboard' );
		$this->assertSame( 'already_checked_in', $second[ $attendee ]['status'] );
		$this->assertSame( $first[ $attendee ]['checked_in_at'], $second[ $attendee ]['checked_in_at'] );
		$this->assertSame( $scanner, $second[ $attendee ]['checked_in_by'] );
		$this->assertSame( 'scanner', $second[ $attendee ]['source'] );
		$this->assertSame( 1, $this->ledger_rows( $attendee ) );
	}

	public function test_each_id_gets_its_own_verdict(): void {
		list( $paid )    = $this->attendees();
		list( $pending ) = $this->attendees( 1, 'pending' );
		list( $failed )  = $this->attendees( 1, 'failed' );
		$verdicts        = ( new CheckinsService() )->check_in( array( $paid, $pending, $failed, 999999 ), 'dashboard' );
		$this->assertSame( 'checked_in', $verdicts[ $paid ]['status'] );
		$this->assertSame( 'not_paid', $verdicts[ $pending ]['status'] );
		$this->assertSame( 'not_valid', $verdicts[ $failed ]['status'] );
		$this->assertSame( 'failed', $verdicts[ $failed ]['payment_status'] );
		$this->assertSame( 'not_found', $verdicts[999999]['status'] );
		$this->assertSame( 0, $this->ledger_rows( $pending ) + $this->ledger_rows( $failed ) );
		$this->assertSame( 'unused', get_post_meta( $pending, 'etn_attendeee_ticket_status', true ) );
	}

	public function test_a_refunded_ticket_no_longer_enters(): void {
		$booking          = self::book( self::make_event( array( 'Standard' => 5 ) ), 'Standard', 1 );
		list( $attendee ) = ( new AttendeesService() )->ids_of_booking( $booking['id'] );
		( new BookingsService() )->refund( $booking['id'] );
		$verdict = ( new CheckinsService() )->check_in( array( $attendee ), 'scanner' )[ $attendee ];
		$this->assertSame( 'not_valid', $verdict['status'] );
		$this->assertSame( 'refunded', $verdict['payment_status'] );
	}

	public function test_undo_removes_the_row_keeps_a_record_and_allows_a_new_check_in(): void {
		list( $attendee ) = $this->attendees();
		$scanner          = $this->as_user( 'administrator' );
		( new CheckinsService() )->check_in( array( $attendee ), 'scanner', 'Gate 1', 'scan-1' );
		$desk = $this->as_user( 'administrator' );

		$this->assertSame( array( $attendee => array( 'status' => 'undone' ) ), ( new CheckinsService() )->undo( array( $attendee ) ) );
		$this->assertSame( 0, $this->ledger_rows( $attendee ) );
		$this->assertSame( 'unused', get_post_meta( $attendee, 'etn_attendeee_ticket_status', true ) );
		$log = ( new CheckinsRepository() )->undos_of( $attendee );
		$this->assertCount( 1, $log );
		$this->assertSame( (string) $desk, $log[0]['undone_by'] );
		$this->assertSame( (string) $scanner, $log[0]['user_id'], 'who had checked in is kept' );
		$this->assertSame( 'Gate 1', $log[0]['device'] );
		$this->assertSame( 'scan-1', $log[0]['client_scan_id'] );
		$this->assertEqualsWithDelta( time(), strtotime( $log[0]['undone_at'] . ' UTC' ), 60 );

		$this->assertSame( 'not_checked_in', ( new CheckinsService() )->undo( array( $attendee ) )[ $attendee ]['status'] );
		$this->assertCount( 1, ( new CheckinsRepository() )->undos_of( $attendee ), 'a second undo logs nothing' );
		$this->assertSame( 'checked_in', ( new CheckinsService() )->check_in( array( $attendee ), 'dashboard' )[ $attendee ]['status'] );
	}

	public function test_a_replayed_client_scan_id_is_a_no_op_even_after_an_undo(): void {
		list( $attendee, $other ) = $this->attendees( 2 );
		$service                  = new CheckinsService();
		$this->assertSame( 'checked_in', $service->check_in( array( $attendee ), 'offline-sync', 'Phone 2', 'q-77' )[ $attendee ]['status'] );

		$replay = $service->check_in( array( $attendee ), 'offline-sync', 'Phone 2', 'q-77' )[ $attendee ];
		$this->assertSame( 'already_checked_in', $replay['status'] );
		$this->assertTrue( $replay['replayed'] );
		$this->assertSame( 1, $this->ledger_rows( $attendee ) );

		$service->undo( array( $attendee ) );
		$this->assertTrue( $service->check_in( array( $attendee ), 'offline-sync', 'Phone 2', 'q-77' )[ $attendee ]['replayed'] );
		$this->assertSame( 0, $this->ledger_rows( $attendee ), 'the old scan does not check the ticket in again' );
		$this->assertSame( 'unused', get_post_meta( $attendee, 'etn_attendeee_ticket_status', true ) );

		$this->assertSame( 'checked_in', $service->check_in( array( $other ), 'offline-sync', 'Phone 2', 'q-78' )[ $other ]['status'], 'another scan id is another scan' );
	}

	public function test_several_ids_in_one_scan_each_get_their_own_scan_id(): void {
		$ids     = $this->attendees( 3 );
		$service = new CheckinsService();
		$first   = $service->check_in( $ids, 'offline-sync', '', 'batch-1' );
		$this->assertSame( array( 'checked_in', 'checked_in', 'checked_in' ), array_column( array_values( $first ), 'status' ) );
		$again = $service->check_in( $ids, 'offline-sync', '', 'batch-1' );
		$this->assertSame( array( true, true, true ), array_column( array_values( $again ), 'replayed' ) );
	}

	/**
	 * Bad arguments.
	 *
	 * @return array<string,array{0:string,1:string,2:?string,3:string}>
	 */
	public function bad_arguments(): array {
		return array(
			'unknown source'      => array( 'camera', '', null, 'source' ),
			'HTML device label'   => array( 'scanner', '<b>Gate</b>', null, 'device' ),
			'over-long device'    => array( 'scanner', str_repeat( 'd', 101 ), null, 'device' ),
			'scan id with spaces' => array( 'scanner', '', 'a b', 'client_scan_id' ),
			'over-long scan id'   => array( 'scanner', '', str_repeat( 's', 41 ), 'client_scan_id' ),
		);
	}

	/**
	 * Bad arguments are refused naming the field; nothing is written.
	 *
	 * @dataProvider bad_arguments
	 *
	 * @param string      $source Source.
	 * @param string      $device Device.
	 * @param string|null $scan   Client scan id.
	 * @param string      $field  Field named.
	 */
	public function test_bad_arguments_are_refused( string $source, string $device, ?string $scan, string $field ): void {
		list( $attendee ) = $this->attendees();
		$result           = ( new CheckinsService() )->check_in( array( $attendee ), $source, $device, $scan );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( FieldError::CODE, $result->get_error_code() );
		$this->assertSame( $field, $result->get_error_data()['field'] );
		$this->assertSame( 0, $this->ledger_rows( $attendee ) );
	}

	public function test_a_ticket_eventin_4_marked_used_is_already_checked_in_and_can_be_undone(): void {
		Eventin4Fixture::load();
		update_post_meta( 25, 'etn_attendeee_ticket_status', 'used' ); // As Eventin's scanner leaves it.
		$service = new CheckinsService();
		$verdict = $service->check_in( array( 25 ), 'scanner' )[25];
		$this->assertSame( 'already_checked_in', $verdict['status'] );
		$this->assertNull( $verdict['checked_in_at'], 'Eventin kept no time' );
		$this->assertSame( 0, $this->ledger_rows( 25 ) );
		update_post_meta( 27, 'etn_attendeee_ticket_status', 'used' );
		update_post_meta( 27, 'scanner_update_time', '2026-11-20 9:15:11' ); // Eventin Pro's scanner format, site time.
		$this->assertSame( '2026-11-20T09:15:11Z', $service->check_in( array( 27 ), 'scanner' )[27]['checked_in_at'] );

		$this->assertSame( 'undone', $service->undo( array( 25 ) )[25]['status'] );
		$this->assertSame( 'unused', get_post_meta( 25, 'etn_attendeee_ticket_status', true ) );
		$this->assertCount( 1, ( new CheckinsRepository() )->undos_of( 25 ) );
		$this->assertSame( '', get_post_meta( 25, 'scanner_update_time', true ), 'no scan time left on an unused ticket' );
		$this->assertSame( 'checked_in', $service->check_in( array( 26 ), 'scanner' )[26]['status'], 'an Eventin attendee of a completed order enters' );
	}

	public function test_the_unique_key_refuses_a_check_in_another_connection_committed_meanwhile(): void {
		list( $attendee ) = $this->attendees();
		$this->assertSame( 0, $this->ledger_rows( $attendee ), 'this connection sees no check-in' );

		// Another request (its own connection, autocommit) checks the same ticket in and commits.
		$other = self::second_connection();
		$table = CheckinsRepository::table();
		$other->query( "INSERT INTO $table (attendee_id, entry, event_id, checked_in_at, source) VALUES ($attendee, 'once', 1, UTC_TIMESTAMP(), 'scanner')" );
		try {
			// This connection's snapshot still shows no row: a read-then-write would insert a second one.
			$this->assertSame( 0, $this->ledger_rows( $attendee ) );
			$verdict = ( new CheckinsService() )->check_in( array( $attendee ), 'dashboard' )[ $attendee ];
			$this->assertSame( 'already_checked_in', $verdict['status'] );
			$this->assertSame( 1, (int) $other->query( "SELECT id FROM $table WHERE attendee_id = $attendee" )->num_rows, 'one ledger row' );
			$this->assertSame( 'unused', get_post_meta( $attendee, 'etn_attendeee_ticket_status', true ), 'the refused check-in wrote nothing' );
		} finally {
			// The refused insert holds a shared lock on the other row until this transaction ends.
			$GLOBALS['wpdb']->query( 'ROLLBACK' );
			$other->query( "DELETE FROM $table WHERE attendee_id = $attendee" );
			$other->close();
		}
	}

	public function test_uninstall_drops_the_ledger_only_with_the_content(): void {
		$this->assert_tables_follow_uninstall( Checkins::class, 'eventin_checkin', array( CheckinsRepository::undo_table(), CheckinsRepository::table() ) );
	}
	public function test_check_ins_in_a_span_of_time_are_a_range_of_their_key(): void {
		global $wpdb;
		$sql  = null;
		$grab = static function ( $query ) use ( &$sql ) {
			if ( false !== strpos( $query, 'checked_in_at >=' ) ) {
				$sql = $query;
			}
			return $query;
		};
		add_filter( 'query', $grab );
		$count = ( new CheckinsRepository() )->count_between( '2026-01-01 00:00:00', '2026-01-02 00:00:00' );
		remove_filter( 'query', $grab );
		$this->assertSame( 0, $count );
		$plan = $wpdb->get_row( 'EXPLAIN ' . $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- the statement just run.
		$this->assertContains( 'checked_in_at', explode( ',', (string) $plan['possible_keys'] ), (string) wp_json_encode( $plan ) );
	}
}
