<?php
/**
 * The scanner's verification call (spec 02 §7, Eventin 4's contract): every
 * status code, `ticket_info` changes nothing, the ticket is parsed from what
 * the QR code held, the capability and the nonce are both needed.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Scanner;

use EventinPro\AccessControl\Permissions;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Bookings\BookingsService;
use EventinPro\Checkins\CheckinsRepository;
use EventinPro\Events\EventsService;
use EventinPro\Scanner\ScannerPage;
use EventinPro\Scanner\Verification;
use EventinPro\Tests\Bookings\BookingsTestCase;

/**
 * Verification.
 */
final class VerificationTest extends BookingsTestCase {

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

	protected function tearDown(): void {
		remove_all_filters( 'eventin_now' );
		parent::tearDown();
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
	 * The call's answer as the current user, with a fresh nonce unless given.
	 *
	 * @param array<string,string> $params Parameters besides the call's own.
	 * @return array{0:int,1:array<string,mixed>}
	 */
	private function call( array $params ): array {
		return ( new Verification() )->answer(
			$params + array(
				'scanner_active' => '1',
				'action'         => 'scanner_verification',
				'security'       => Verification::nonce(),
			)
		);
	}

	/**
	 * The call's status code and first message.
	 *
	 * @param array<string,string> $params Parameters.
	 * @return array{0:int,1:string,2:array<string,mixed>} Status code, message, content.
	 */
	private function verdict( array $params ): array {
		$data = $this->call( $params )[1]['data'];
		return array( $data['status_code'], $data['messages'][0], $data['content'] );
	}

	/**
	 * The parameters a ticket's QR code gives the scanner.
	 *
	 * @param array<string,mixed> $attendee Attendee.
	 * @return array<string,string>
	 */
	private static function qr( array $attendee ): array {
		return array(
			'attendee_id' => (string) $attendee['id'],
			'ticket_id'   => (string) $attendee['ticket_id'],
		);
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

	public function test_a_valid_ticket_checks_in_once_then_says_when_by_whom_and_where(): void {
		list( $ticket ) = $this->tickets();
		$this->as_user( 'administrator' );
		list( $http, $body ) = $this->call( self::qr( $ticket ) + array( 'device' => 'North door' ) );
		$this->assertSame( 200, $http );
		$this->assertTrue( $body['success'] );
		$this->assertSame( Verification::CHECKED_IN, $body['data']['status_code'] );
		$content = $body['data']['content'];
		$this->assertSame( 'Dana Lee', $content['attendee_name'] );
		$this->assertSame( 'Dana Lee', $content['name'] );
		$this->assertSame( 'Booked event', $content['event_name'] );
		$this->assertSame( 'Standard', $content['ticket_name'] );
		$this->assertSame( '', $content['redirect_url'] );
		$this->assertSame( 'Dana Lee is checked in.', $content['ticket_Message'] );
		$this->assertSame( $content['ticket_Message'], $body['data']['messages'][0] );
		$this->assertSame( 'checked_in', $content['verdict'] );
		$this->assertSame( strtotime( $content['checked_in_at'] ) + 60, strtotime( $content['undo_until'] ) );
		$this->assertSame( 1, $this->ledger_rows( $ticket['id'] ) );
		$this->assertSame( 'used', get_post_meta( $ticket['id'], 'etn_attendeee_ticket_status', true ) );

		wp_set_current_user( $this->make_user( 'administrator' ) );
		list( $code, $message, $again ) = $this->verdict( self::qr( $ticket ) );
		$this->assertSame( Verification::ALREADY, $code );
		$this->assertMatchesRegularExpression( '/^Already checked in on .+ by Test User \d+ \(administrator\) \(North door\)\.$/', $message );
		$this->assertSame( $content['checked_in_at'], $again['checked_in_at'] );
		$this->assertStringStartsWith( 'Test User', $again['checked_in_by'] );
		$this->assertNull( $again['undo_until'] );
		$this->assertSame( 1, $this->ledger_rows( $ticket['id'] ) );
	}

	public function test_ticket_info_says_what_validating_would_and_changes_nothing(): void {
		list( $ticket ) = $this->tickets();
		$this->as_user( 'administrator' );
		list( $code, $message, $content ) = $this->verdict( self::qr( $ticket ) + array( 'ticket_info' => '1' ) );
		$this->assertSame( Verification::CHECKED_IN, $code, 'green: the scanner asks Confirm/Reject' );
		$this->assertSame( 'checkable', $content['verdict'] );
		$this->assertSame( 'Valid ticket of Dana Lee. Check it in?', $message );
		$this->assertNull( $content['checked_in_at'] );
		$this->assertSame( 0, $this->ledger_rows( $ticket['id'] ) );
		$this->assertSame( 'unused', get_post_meta( $ticket['id'], 'etn_attendeee_ticket_status', true ) );

		$this->assertSame( Verification::CHECKED_IN, $this->verdict( self::qr( $ticket ) )[0], 'Confirm then validates' );
		list( $code, , $content ) = $this->verdict( self::qr( $ticket ) + array( 'ticket_info' => '1' ) );
		$this->assertSame( Verification::ALREADY, $code );
		$this->assertNotNull( $content['checked_in_at'] );
		$this->assertSame( 1, $this->ledger_rows( $ticket['id'] ) );
	}

	public function test_refusals_have_their_own_codes_and_check_nothing_in(): void {
		$this->as_user( 'administrator' );
		list( $pending ) = $this->tickets( 1, 'pending' );
		$this->assertSame( array( Verification::NOT_PAID, 'Not paid yet: cannot check in.' ), array_slice( $this->verdict( self::qr( $pending ) ), 0, 2 ) );

		list( $refunded ) = $this->tickets();
		( new BookingsService() )->transition( (int) $refunded['booking_id'], 'refunded' );
		$this->assertSame( array( Verification::NOT_VALID, 'The booking is refunded: the ticket is not valid.' ), array_slice( $this->verdict( self::qr( $refunded ) ), 0, 2 ) );

		list( $cancelled ) = $this->tickets( 1, 'pending' );
		( new BookingsService() )->transition( (int) $cancelled['booking_id'], 'cancelled' );
		$this->assertSame( Verification::NOT_VALID, $this->verdict( self::qr( $cancelled ) )[0] );

		list( $ticket ) = $this->tickets();
		$other          = self::make_event( array( 'Day pass' => 10 ) );
		wp_update_post(
			array(
				'ID'         => $other['id'],
				'post_title' => 'Other fair',
			)
		);
		list( $code, $message, $content ) = $this->verdict( self::qr( $ticket ) + array( 'event_id' => (string) $other['id'] ) );
		$this->assertSame( Verification::WRONG_EVENT, $code );
		$this->assertSame( 'This ticket is for another event: Booked event.', $message );
		$this->assertSame(
			array(
				'checked_in' => 0,
				'total'      => 0,
			),
			$content['counts'],
			"the chosen event's count"
		);

		$forged = array( 'ticket_id' => 'AAAAAAAAAAAAAAAAAAAAAA' ) + self::qr( $ticket );
		$this->assertSame( array( Verification::NOT_FOUND, 'No ticket matches this code.' ), array_slice( $this->verdict( $forged ), 0, 2 ), "an attendee id with another ticket's id" );
		$this->assertSame( Verification::INVALID, $this->verdict( array( 'attendee_id' => (string) $ticket['id'] ) )[0], 'an attendee id alone is no ticket data' );
		$this->assertSame( Verification::NOT_FOUND, $this->verdict( array( 'ticket_id' => '<script>' ) )[0] );

		foreach ( array( $pending, $refunded, $cancelled, $ticket ) as $attendee ) {
			$this->assertSame( 0, $this->ledger_rows( $attendee['id'] ) );
		}
	}

	public function test_a_ticket_of_an_event_that_has_ended_is_refused(): void {
		list( $ticket ) = $this->tickets();
		$this->as_user( 'administrator' );
		add_filter(
			'eventin_now',
			static function (): int {
				return time() + 30 * DAY_IN_SECONDS;
			}
		);
		list( $code, $message ) = $this->verdict( self::qr( $ticket ) );
		$this->assertSame( Verification::EXPIRED, $code );
		$this->assertSame( 'Booked event has ended: its tickets can no longer be checked in.', $message );
		$this->assertSame( 0, $this->ledger_rows( $ticket['id'] ) );
	}

	public function test_empty_ticket_data_is_refused_with_a_400(): void {
		$this->as_user( 'administrator' );
		foreach ( array( array(), array( 'ticket_id' => '   ' ), array( 'query' => "\t" ) ) as $params ) {
			list( $http, $body ) = $this->call( $params );
			$this->assertSame( 400, $http );
			$this->assertSame( Verification::INVALID, $body['data']['status_code'] );
			$this->assertSame( 'Ticket data must be non-empty to be checked.', $body['data']['messages'][0] );
			$this->assertFalse( $body['success'] );
		}
	}

	/**
	 * Malformed parameters: a 400 naming the parameter.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function malformed(): array {
		return array(
			'event id not a number'   => array( array( 'event_id' => '3x' ), 'event_id: a whole number.' ),
			'attendee id negative'    => array( array( 'attendee_id' => '-4' ), 'attendee_id: a whole number.' ),
			'ticket id as a list'     => array( array( 'ticket_id' => array( 'a' ) ), 'ticket_id: plain text.' ),
			'query too long'          => array( array( 'query' => str_repeat( 'a', 201 ) ), 'query: at most 200 characters.' ),
			'device with markup'      => array( array( 'device' => '<b>Door</b>' ), 'device: Plain text of at most 100 characters.' ),
			'client scan id with a /' => array( array( 'client_scan_id' => 'a/b' ), 'client_scan_id: Up to 40 letters, digits, dots, dashes or underscores.' ),
			'no such event'           => array( array( 'event_id' => '999999' ), 'event_id: no event has this id.' ),
		);
	}

	/**
	 * Malformed parameters are refused before anything changes.
	 *
	 * @dataProvider malformed
	 * @param array<string,mixed> $params  Bad parameters.
	 * @param string              $message Expected message.
	 */
	public function test_malformed_parameters_are_named_in_a_400( array $params, string $message ): void {
		list( $ticket ) = $this->tickets();
		$this->as_user( 'administrator' );
		list( $http, $body ) = $this->call( $params + self::qr( $ticket ) );
		$this->assertSame( 400, $http );
		$this->assertSame( Verification::INVALID, $body['data']['status_code'] );
		$this->assertSame( $message, $body['data']['messages'][0] );
		$this->assertSame( 0, $this->ledger_rows( $ticket['id'] ) );
	}

	public function test_a_typed_ticket_id_or_email_finds_the_ticket(): void {
		list( $ticket ) = $this->tickets();
		$this->as_user( 'administrator' );
		list( $code, , $content ) = $this->verdict( array( 'query' => ' ' . $ticket['ticket_id'] . ' ' ) );
		$this->assertSame( Verification::CHECKED_IN, $code );
		$this->assertSame( $ticket['id'], $content['attendee_id'] );

		$event = self::make_event( array( 'Solo' => 5 ) );
		$one   = ( new BookingsService() )->create(
			array(
				'event_id'   => $event['id'],
				'first_name' => 'Ana',
				'last_name'  => 'Ruiz',
				'email'      => 'Ana.Ruiz@example.org',
				'tickets'    => array(
					array(
						'slug'     => self::slug( $event, 'Solo' ),
						'quantity' => 1,
					),
				),
				'status'     => 'completed',
			)
		);
		$this->assertIsArray( $one );
		list( $code, , $content ) = $this->verdict(
			array(
				'query'       => 'ana.ruiz@EXAMPLE.org',
				'ticket_info' => '1',
			)
		);
		$this->assertSame( Verification::CHECKED_IN, $code, 'one ticket for this address' );
		$this->assertSame( 'Ana Ruiz', $content['attendee_name'] );
	}

	public function test_an_email_with_several_tickets_offers_them_and_the_event_narrows_them(): void {
		$tickets = $this->tickets( 3 );
		$this->as_user( 'administrator' );
		( new \EventinPro\Checkins\CheckinsService() )->check_in( array( $tickets[0]['id'] ), 'dashboard' );
		list( $code, $message, $content ) = $this->verdict( array( 'query' => 'dana@example.org' ) );
		$this->assertSame( Verification::CHOOSE, $code );
		$this->assertSame( '3 tickets belong to this e-mail address: choose one.', $message );
		$this->assertCount( 3, $content['candidates'] );
		$by_id = array_column( $content['candidates'], null, 'attendee_id' );
		$this->assertTrue( $by_id[ $tickets[0]['id'] ]['checked_in'] );
		$this->assertFalse( $by_id[ $tickets[1]['id'] ]['checked_in'] );
		$this->assertSame( $tickets[1]['ticket_id'], $by_id[ $tickets[1]['id'] ]['ticket_id'] );
		foreach ( $tickets as $ticket ) {
			$this->assertSame( 'unused' === $ticket['ticket_status'] && $ticket['id'] !== $tickets[0]['id'] ? 0 : 1, $this->ledger_rows( $ticket['id'] ), 'choosing changes nothing' );
		}

		$other = self::make_event( array( 'Standard' => 5 ) );
		$this->assertSame(
			Verification::NOT_FOUND,
			$this->verdict(
				array(
					'query'    => 'dana@example.org',
					'event_id' => (string) $other['id'],
				)
			)[0],
			"none of this address's tickets is for that event"
		);
		$this->assertSame( Verification::NOT_FOUND, $this->verdict( array( 'query' => 'nobody@example.org' ) )[0] );
	}

	public function test_an_occurrence_ticket_belongs_to_its_recurring_event(): void {
		$this->as_user( 'administrator' );
		$child = wp_insert_post(
			array(
				'post_type'   => 'etn',
				'post_status' => 'publish',
				'post_title'  => 'Booked event – week 2',
				'post_parent' => $this->event['id'],
			)
		);
		foreach ( array( 'etn_start_date', 'etn_end_date' ) as $key ) {
			update_post_meta( $child, $key, gmdate( 'Y-m-d', time() + 14 * DAY_IN_SECONDS ) );
		}
		list( $ticket ) = $this->tickets();
		update_post_meta( $ticket['id'], 'etn_event_id', $child );
		list( $code ) = $this->verdict( self::qr( $ticket ) + array( 'event_id' => (string) $this->event['id'] ) );
		$this->assertSame( Verification::CHECKED_IN, $code );
	}

	public function test_live_counts_come_with_each_answer_when_an_event_is_chosen(): void {
		$tickets = $this->tickets( 3 );
		$this->tickets( 1, 'failed' );
		$this->as_user( 'administrator' );
		$content = $this->verdict( self::qr( $tickets[0] ) + array( 'event_id' => (string) $this->event['id'] ) )[2];
		$this->assertSame(
			array(
				'checked_in' => 1,
				'total'      => 3,
			),
			$content['counts']
		);
		$this->assertNull( $this->verdict( self::qr( $tickets[1] ) )[2]['counts'], 'no event chosen, no count' );
	}

	/**
	 * Who may call: anonymous users are sent to log in (code 3), users
	 * without the scan permission are refused (12), whatever else they hold.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:int,3:int}>
	 */
	public function callers(): array {
		return array(
			'anonymous'          => array( 0, array(), 401, Verification::REDIRECT ),
			'subscriber'         => array( 'subscriber', array(), 403, Verification::FORBIDDEN ),
			'editor'             => array( 'editor', array(), 403, Verification::FORBIDDEN ),
			'attendee-only role' => array( 'scanner_attendees_only', array( Permissions::ATTENDEE ), 403, Verification::FORBIDDEN ),
			'scan-only role'     => array( 'scanner_scan_only', array( Permissions::QR_SCAN ), 200, Verification::CHECKED_IN ),
			'administrator'      => array( 'administrator', array(), 200, Verification::CHECKED_IN ),
		);
	}

	/**
	 * The capability matrix.
	 *
	 * @dataProvider callers
	 * @param string|int $role Role (0: anonymous).
	 * @param string[]   $caps Caps of a custom role.
	 * @param int        $http Expected HTTP status.
	 * @param int        $code Expected status code.
	 */
	public function test_only_holders_of_the_scan_permission_check_in( $role, array $caps, int $http, int $code ): void {
		list( $ticket ) = $this->tickets();
		wp_set_current_user( $this->matrix_user( $role, $caps ) );
		list( $status, $body ) = $this->call( self::qr( $ticket ) + array( 'event_id' => (string) $this->event['id'] ) );
		$this->assertSame( $http, $status );
		$this->assertSame( $code, $body['data']['status_code'] );
		$this->assertSame( Verification::CHECKED_IN === $code ? 1 : 0, $this->ledger_rows( $ticket['id'] ) );
		if ( Verification::REDIRECT === $code ) {
			$this->assertSame( wp_login_url( ScannerPage::url( $this->event['id'] ) ), $body['data']['content']['redirect_url'] );
			$this->assertSame( '', $body['data']['content']['attendee_name'], 'nothing about the ticket leaks' );
		}
		if ( Verification::FORBIDDEN === $code ) {
			$this->assertSame( 'You do not have permission to scan tickets.', $body['data']['messages'][0] );
			$this->assertSame( '', $body['data']['content']['attendee_name'] );
		}
	}

	public function test_the_state_change_needs_the_pages_nonce(): void {
		list( $ticket ) = $this->tickets();
		$this->as_user( 'administrator' );
		foreach ( array( '', 'forged', wp_create_nonce( 'wp_rest' ) ) as $nonce ) {
			list( $http, $body ) = $this->call( self::qr( $ticket ) + array( 'security' => $nonce ) );
			$this->assertSame( 403, $http );
			$this->assertSame( Verification::PAGE_EXPIRED, $body['data']['status_code'] );
			$this->assertSame( 'This page has expired. Reload it and scan again.', $body['data']['messages'][0] );
		}
		list( $http ) = ( new Verification() )->answer(
			self::qr( $ticket ) + array(
				'scanner_active' => '1',
				'action'         => 'scanner_verification',
			)
		);
		$this->assertSame( 403, $http, 'no nonce at all' );
		$this->assertSame( 0, $this->ledger_rows( $ticket['id'] ) );

		$other_user = $this->make_user( 'administrator' );
		$nonce      = Verification::nonce();
		wp_set_current_user( $other_user );
		$this->assertSame( 403, $this->call( self::qr( $ticket ) + array( 'security' => $nonce ) )[0], "another user's nonce" );
	}

	public function test_the_page_answers_the_call_by_get_and_by_post(): void {
		list( $ticket, $second ) = $this->tickets( 2 );
		$this->as_user( 'administrator' );
		$params   = self::qr( $ticket ) + array(
			'scanner_active' => '1',
			'action'         => 'scanner_verification',
			'security'       => Verification::nonce(),
		);
		$response = ScannerPage::response( $params );
		$this->assertSame( 200, $response['status'] );
		$this->assertSame( 'application/json; charset=UTF-8', $response['headers']['Content-Type'] );
		$this->assertSame( Verification::CHECKED_IN, json_decode( $response['body'], true )['data']['status_code'] );

		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = self::qr( $second ) + $params;
		try {
			$wp             = new \WP();
			$wp->query_vars = array( 'page_id' => (string) get_option( ScannerPage::OPTION )['id'] );
			$this->assertTrue( ScannerPage::is_requested( $wp ) );
		} finally {
			$_POST                     = array();
			$_SERVER['REQUEST_METHOD'] = 'GET';
		}
		$this->assertSame( Verification::CHECKED_IN, json_decode( ScannerPage::response( self::qr( $second ) + $params )['body'], true )['data']['status_code'] );
		$this->assertSame( 1, $this->ledger_rows( $second['id'] ) );
	}

	public function test_the_attendee_list_shows_a_scanned_ticket_checked_in_by_the_scanner(): void {
		list( $ticket ) = $this->tickets();
		$this->as_user( 'administrator' );
		$this->call( self::qr( $ticket ) + array( 'device' => 'Gate A' ) );
		$item = $this->json( $this->request( 'GET', '/eventin/v2/attendees/' . $ticket['id'] ) );
		$this->assertSame( 'used', $item['ticket_status'] );
		$this->assertSame( 'scanner', $item['checked_in']['source'] );
		$this->assertSame( 'Gate A', $item['checked_in']['device'] );
	}

	public function test_summary_of_a_missing_event_is_null(): void {
		$this->assertNull( ( new EventsService() )->summary( 999999 ) );
	}
}
