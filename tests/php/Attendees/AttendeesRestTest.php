<?php
/**
 * The attendee routes: the list with its filters, edits (the ticket status
 * through the check-in ledger), deletes, check-in and undo for lists of ids,
 * bad input, and who may use them.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Attendees;

use EventinPro\AccessControl\Permissions;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Checkins\CheckinsRepository;
use EventinPro\Tests\Bookings\BookingsTestCase;

/**
 * Attendees REST.
 */
final class AttendeesRestTest extends BookingsTestCase {

	private const ROUTE = '/eventin/v2/attendees';

	/**
	 * Attendees of a new booking, and its event.
	 *
	 * @param int    $quantity Tickets.
	 * @param string $status   Booking status.
	 * @return array{0:int[],1:array<string,mixed>}
	 */
	private function booked( int $quantity = 1, string $status = 'completed' ): array {
		$event   = self::make_event( array( 'Standard' => 50 ) );
		$booking = self::book( $event, 'Standard', $quantity, $status );
		return array( ( new AttendeesService() )->ids_of_booking( $booking['id'] ), $event );
	}

	public function test_the_list_answers_the_items_with_their_event_and_check_in_and_never_the_edit_token(): void {
		list( $ids, $event ) = $this->booked( 3 );
		$admin               = $this->as_user( 'administrator' );
		$this->request( 'POST', self::ROUTE . '/check-in', array( 'ids' => array( $ids[0] ) ) );

		$response = $this->request( 'GET', self::ROUTE, array( 'event_id' => $event['id'] ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( '3', $response->get_headers()['X-WP-Total'] );
		$body = $this->json( $response );
		$this->assertSame( 3, $body['total_items'] );
		$items = array_column( $body['items'], null, 'id' );
		$first = $items[ $ids[0] ];
		$this->assertSame( 'Booked event', $first['event_title'] );
		$this->assertSame( 'success', $first['payment_status'] );
		$this->assertSame( 'used', $first['ticket_status'] );
		$this->assertSame( 'dashboard', $first['checked_in']['source'] );
		$this->assertSame( $admin, $first['checked_in']['by']['id'] );
		$this->assertNotSame( '', $first['checked_in']['by']['name'] );
		$this->assertNull( $items[ $ids[1] ]['checked_in'] );
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9_-]{22}$/', $first['ticket_id'] );
		$this->assertStringNotContainsString( (string) get_post_meta( $ids[0], 'etn_info_edit_token', true ), (string) wp_json_encode( $body ) );

		$used = $this->json( $this->request( 'GET', self::ROUTE, array( 'ticket_status' => 'used' ) ) );
		$this->assertSame( array( $ids[0] ), array_column( $used['items'], 'id' ) );
		$found = $this->json( $this->request( 'GET', self::ROUTE, array( 'search' => $first['ticket_id'] ) ) );
		$this->assertSame( array( $ids[0] ), array_column( $found['items'], 'id' ) );
	}

	public function test_check_in_and_undo_report_each_id(): void {
		list( list( $paid ) )    = $this->booked();
		list( list( $pending ) ) = $this->booked( 1, 'pending' );
		$this->as_user( 'administrator' );
		$results = $this->json( $this->request( 'POST', self::ROUTE . '/check-in', array( 'ids' => array( $paid, $pending, 999999 ) ) ) )['results'];
		$this->assertSame( array( 'checked_in', 'not_paid', 'not_found' ), array_column( $results, 'result' ) );
		$this->assertSame( 'used', $results[0]['attendee']['ticket_status'] );
		$this->assertNull( $results[2]['attendee'] );

		$again = $this->json( $this->request( 'POST', self::ROUTE . '/check-in', array( 'ids' => array( $paid ) ) ) )['results'][0];
		$this->assertSame( 'already_checked_in', $again['result'] );
		$this->assertStringStartsWith( 'Already checked in on ', $again['message'] );

		$undo = $this->json( $this->request( 'POST', self::ROUTE . '/undo-check-in', array( 'ids' => array( $paid, $pending ) ) ) )['results'];
		$this->assertSame( array( 'undone', 'not_checked_in' ), array_column( $undo, 'result' ) );
		$this->assertSame( 'unused', $undo[0]['attendee']['ticket_status'] );
	}

	public function test_an_edit_merges_and_the_ticket_status_goes_through_the_ledger(): void {
		list( list( $id ) ) = $this->booked();
		$this->as_user( 'administrator' );
		$response = $this->request(
			'PUT',
			self::ROUTE . "/$id",
			array(
				'name'          => 'Ada Lovelace',
				'phone'         => '+44 20 0000',
				'extra_fields'  => array( 'company' => 'Analytical Engines' ),
				'ticket_status' => 'used',
			)
		);
		$this->assertStatus( 200, $response );
		$item = $this->json( $response );
		$this->assertSame( 'Ada Lovelace', get_post_meta( $id, 'etn_name', true ) );
		$this->assertSame( 'dana@example.org', $item['email'], 'a field left out is kept' );
		$this->assertSame( array( 'company' => 'Analytical Engines' ), $item['extra_fields'] );
		$this->assertSame( 'used', $item['ticket_status'] );
		$this->assertNotNull( ( new CheckinsRepository() )->find_by_attendee( $id ), 'a ledger row, not only the meta' );

		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . "/$id", array( 'ticket_status' => 'unused' ) ) );
		$this->assertNull( ( new CheckinsRepository() )->find_by_attendee( $id ) );
		$this->assertCount( 1, ( new CheckinsRepository() )->undos_of( $id ) );
	}

	public function test_a_ticket_that_is_not_paid_cannot_be_marked_used(): void {
		list( list( $id ) ) = $this->booked( 1, 'pending' );
		$this->as_user( 'administrator' );
		$response = $this->request( 'PUT', self::ROUTE . "/$id", array( 'ticket_status' => 'used' ) );
		$this->assertStatus( 409, $response );
		$this->assertStringContainsString( 'not paid', $this->json( $response )['message'] );
		$this->assertSame( 'unused', get_post_meta( $id, 'etn_attendeee_ticket_status', true ) );
	}

	public function test_deleting_attendees_frees_their_places_and_their_ledger_rows(): void {
		list( $ids, $event ) = $this->booked( 3 );
		$this->as_user( 'administrator' );
		$this->request( 'POST', self::ROUTE . '/check-in', array( 'ids' => array( $ids[0] ) ) );

		$this->assertStatus( 200, $this->request( 'DELETE', self::ROUTE . "/{$ids[0]}" ) );
		$bulk = $this->json( $this->request( 'DELETE', self::ROUTE, array( 'ids' => $ids[1] . ',999999' ) ) );
		$this->assertSame( array( $ids[1] ), $bulk['deleted'] );
		$this->assertSame( array( 999999 ), array_column( $bulk['failed'], 'id' ) );
		$this->assertNull( get_post( $ids[0] ) );
		$this->assertNull( ( new CheckinsRepository() )->find_by_attendee( $ids[0] ) );
		$this->assertSame( array( self::slug( $event, 'Standard' ) => 1 ), self::stored_sold( $event['id'] ) );
		$this->assertStatus( 404, $this->request( 'GET', self::ROUTE . "/{$ids[0]}" ) );
	}

	/**
	 * Bad edits.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_edits(): array {
		return array(
			'bad e-mail'            => array( array( 'email' => 'not-an-address' ), 'email' ),
			'HTML in the name'      => array( array( 'name' => '<img src=x onerror=alert(1)>' ), 'name' ),
			'empty name'            => array( array( 'name' => ' ' ), 'name' ),
			'over-long name'        => array( array( 'name' => str_repeat( 'n', 101 ) ), 'name' ),
			'HTML in the phone'     => array( array( 'phone' => '<b>1</b>' ), 'phone' ),
			'name not text'         => array( array( 'name' => array( 'x' ) ), 'name' ),
			'unknown ticket status' => array( array( 'ticket_status' => 'lost' ), 'ticket_status' ),
			'extra field not text'  => array( array( 'extra_fields' => array( 'a' => array( 'b' => array( 'c' ) ) ) ), 'extra_fields' ),
			'extra field too long'  => array( array( 'extra_fields' => array( 'a' => str_repeat( 'x', 201 ) ) ), 'extra_fields' ),
			'extra fields a list'   => array( array( 'extra_fields' => 'x' ), 'extra_fields' ),
		);
	}

	/**
	 * A bad edit is a 400 naming the field, and changes nothing.
	 *
	 * @dataProvider bad_edits
	 *
	 * @param array<string,mixed> $params Body.
	 * @param string              $field  Field named.
	 */
	public function test_a_bad_edit_is_refused_naming_the_field( array $params, string $field ): void {
		list( list( $id ) ) = $this->booked();
		$this->as_user( 'administrator' );
		$before   = get_post_meta( $id );
		$response = $this->request( 'PUT', self::ROUTE . "/$id", $params );
		$this->assertStatus( 400, $response );
		$this->assertArrayHasKey( $field, $this->json( $response )['data']['params'] );
		wp_cache_delete( $id, 'post_meta' );
		$this->assertSame( $before, get_post_meta( $id ) );
	}

	/**
	 * Bad list queries.
	 *
	 * @return array<string,array{0:array<string,mixed>}>
	 */
	public function bad_queries(): array {
		return array(
			'unknown payment status' => array( array( 'payment_status' => 'paid' ) ),
			'event id not a number'  => array( array( 'event_id' => 'x' ) ),
			'negative page'          => array( array( 'paged' => -1 ) ),
			'page too large'         => array( array( 'per_page' => 1000 ) ),
			'over-long search'       => array( array( 'search' => str_repeat( 's', 201 ) ) ),
		);
	}

	/**
	 * A bad list query is a 400.
	 *
	 * @dataProvider bad_queries
	 *
	 * @param array<string,mixed> $query Query.
	 */
	public function test_a_bad_list_query_is_refused( array $query ): void {
		$this->as_user( 'administrator' );
		$this->assertStatus( 400, $this->request( 'GET', self::ROUTE, $query ) );
	}

	public function test_check_in_needs_ids(): void {
		$this->as_user( 'administrator' );
		$this->assertStatus( 400, $this->request( 'POST', self::ROUTE . '/check-in', array() ) );
		$this->assertStatus( 400, $this->request( 'POST', self::ROUTE . '/check-in', array( 'ids' => 'a,b' ) ) );
		$this->assertStatus( 400, $this->request( 'POST', self::ROUTE . '/check-in', array( 'ids' => range( 1, 101 ) ) ) );
		$this->assertStatus( 400, $this->request( 'POST', self::ROUTE . '/check-in', array( 'ids' => array( array( 1 ) ) ) ), 'nested lists: a 400, not a PHP warning' );
		$this->assertStatus( 400, $this->request( 'DELETE', self::ROUTE, array( 'ids' => array( array( 1 ) ) ) ), 'the bulk delete too' );
	}

	/**
	 * Every attendee route, with a request that succeeds for an allowed user.
	 *
	 * @param int $id An attendee.
	 * @return array<string,array{0:string,1:string,2:array<string,mixed>}>
	 */
	private function routes( int $id ): array {
		return array(
			'list'          => array( 'GET', self::ROUTE, array() ),
			'export'        => array( 'GET', self::ROUTE . '/export', array() ),
			'bulk delete'   => array( 'DELETE', self::ROUTE, array( 'ids' => (string) $id ) ),
			'read'          => array( 'GET', self::ROUTE . "/$id", array() ),
			'update'        => array( 'PUT', self::ROUTE . "/$id", array( 'name' => 'Matrix' ) ),
			'patch'         => array( 'PATCH', self::ROUTE . "/$id", array( 'phone' => '1' ) ),
			'delete'        => array( 'DELETE', self::ROUTE . "/$id", array() ),
			'check-in'      => array( 'POST', self::ROUTE . '/check-in', array( 'ids' => array( $id ) ) ),
			'undo check-in' => array( 'POST', self::ROUTE . '/undo-check-in', array( 'ids' => array( $id ) ) ),
		);
	}

	/**
	 * Roles and whether they may.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:bool}>
	 */
	public function roles(): array {
		return self::matrix_roles(
			array(
				'event-only role'    => array( 'event_only', array( Permissions::EVENT ), false ),
				'booking-only role'  => array( 'order_only', array( Permissions::ORDER ), false ),
				'scanner-only role'  => array( 'scan_only', array( Permissions::QR_SCAN ), false ),
				'attendee-only role' => array( 'attendee_only', array( Permissions::ATTENDEE ), true ),
			)
		);
	}

	/**
	 * Route × role matrix: no attendee field leaves without the permission.
	 *
	 * @dataProvider roles
	 *
	 * @param string|int $role    Role (0 = anonymous).
	 * @param string[]   $caps    Caps of a custom role.
	 * @param bool       $allowed Whether every route must succeed.
	 */
	public function test_role_matrix( $role, array $caps, bool $allowed ): void {
		$user = $this->matrix_user( $role, $caps );
		foreach ( array_keys( $this->routes( 0 ) ) as $name ) {
			wp_set_current_user( 0 );
			list( list( $id ) )             = $this->booked();
			list( $method, $path, $params ) = $this->routes( $id )[ $name ];
			$before                         = get_post_meta( $id );

			wp_set_current_user( $user );
			$response = $this->request( $method, $path, $params );
			if ( $allowed ) {
				$this->assertStatus( 200, $response, $name );
				continue;
			}
			$this->assertStatus( 0 === $user ? 401 : 403, $response, $name );
			$this->assertStringNotContainsString( 'dana@example.org', (string) wp_json_encode( $response->get_data() ), "$name: no attendee data" );
			wp_cache_delete( $id, 'post_meta' );
			$this->assertSame( $before, get_post_meta( $id ), "$name: nothing changed" );
			$this->assertNull( ( new CheckinsRepository() )->find_by_attendee( $id ), "$name: no check-in" );
		}
	}
}
