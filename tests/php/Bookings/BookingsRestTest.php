<?php
/**
 * The booking routes (/orders): list and filters, manual bookings, status
 * changes, refund, resend, delete, export, bad input, and who may use them.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Bookings;

use EventinPro\AccessControl\Permissions;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Attendees\CsvExport;
use EventinPro\Tests\Support\Mailbox;

/**
 * Bookings REST.
 */
final class BookingsRestTest extends BookingsTestCase {

	private const ROUTE = '/eventin/v2/orders';

	/**
	 * A manual booking's body.
	 *
	 * @param array<string,mixed> $event    Event.
	 * @param int                 $quantity Tickets.
	 * @return array<string,mixed>
	 */
	private static function body( array $event, int $quantity ): array {
		return array(
			'event_id'   => $event['id'],
			'first_name' => 'Grace',
			'last_name'  => 'Hopper',
			'email'      => 'grace@example.org',
			'tickets'    => array(
				array(
					'slug'     => self::slug( $event, 'Standard' ),
					'quantity' => $quantity,
				),
			),
		);
	}

	public function test_a_manual_booking_is_answered_as_the_list_shows_it(): void {
		$event = self::make_event( array( 'Standard' => 3 ), 40 );
		$this->as_user( 'administrator' );
		$response = $this->request( 'POST', self::ROUTE, self::body( $event, 2 ) );
		$this->assertStatus( 201, $response );
		$booking = $this->json( $response );
		$this->assertSame( 'completed', $booking['status'] );
		$this->assertSame( 'Booked event', $booking['event_title'] );
		$this->assertSame( 80, (int) $booking['total_price'] );
		$this->assertSame( 2, $booking['attendee_count'] );
		$this->assertSame( 'Standard', $booking['tickets'][0]['name'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $booking['date'] );
		$this->assertArrayNotHasKey( 'access_token', $booking );
		$this->assertStringNotContainsString( (string) get_post_meta( $booking['id'], '_order_access_token', true ), (string) wp_json_encode( $booking ) );

		$sold_out = $this->request( 'POST', self::ROUTE, self::body( $event, 2 ) );
		$this->assertStatus( 409, $sold_out );
		$this->assertSame( 'Standard: only 1 ticket is left.', $this->json( $sold_out )['message'] );

		$list = $this->json( $this->request( 'GET', self::ROUTE, array( 'event_id' => $event['id'] ) ) );
		$this->assertSame( 1, $list['total_items'] );
		$this->assertSame( $booking, $list['items'][0] );
	}

	/**
	 * Bad manual bookings.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_bookings(): array {
		return array(
			'no event'            => array( array( 'event_id' => null ), 'event_id' ),
			'unknown event'       => array( array( 'event_id' => 999999 ), 'event_id' ),
			'bad e-mail'          => array( array( 'email' => 'nope' ), 'email' ),
			'HTML in a name'      => array( array( 'first_name' => '<b>Grace</b>' ), 'first_name' ),
			'over-long name'      => array( array( 'last_name' => str_repeat( 'h', 101 ) ), 'last_name' ),
			'no tickets'          => array( array( 'tickets' => array() ), 'tickets' ),
			'unknown ticket type' => array(
				array(
					'tickets' => array(
						array(
							'slug'     => 'nope',
							'quantity' => 1,
						),
					),
				),
				'tickets',
			),
			'zero quantity'       => array(
				array(
					'tickets' => array(
						array(
							'slug'     => 'x',
							'quantity' => 0,
						),
					),
				),
				'tickets',
			),
			'quantity as text'    => array(
				array(
					'tickets' => array(
						array(
							'slug'     => 'x',
							'quantity' => 'two',
						),
					),
				),
				'tickets',
			),
			'refunded at once'    => array( array( 'status' => 'refunded' ), 'status' ),
			'odd payment method'  => array( array( 'payment_method' => '<script>' ), 'payment_method' ),
		);
	}

	/**
	 * A bad manual booking is a 400 naming the field, and stores nothing.
	 *
	 * @dataProvider bad_bookings
	 *
	 * @param array<string,mixed> $change What differs from a good body.
	 * @param string              $field  Field named.
	 */
	public function test_a_bad_manual_booking_is_refused_naming_the_field( array $change, string $field ): void {
		$event = self::make_event( array( 'Standard' => 10 ) );
		$this->as_user( 'administrator' );
		$body     = array_filter(
			array_merge( self::body( $event, 1 ), $change ),
			static function ( $value ) {
				return null !== $value;
			}
		);
		$response = $this->request( 'POST', self::ROUTE, $body );
		$this->assertStatus( 400, $response );
		$params = (array) ( $this->json( $response )['data']['params'] ?? array() );
		// A missing field is listed as a value (rest_missing_callback_param), a bad one as a key.
		$this->assertTrue( isset( $params[ $field ] ) || in_array( $field, $params, true ), (string) wp_json_encode( $response->get_data() ) );
		$this->assertFalse( ( new AttendeesService() )->has_attendees( $event['id'] ) );
	}

	public function test_status_changes_refund_and_resend(): void {
		$event   = self::make_event( array( 'Standard' => 5 ) );
		$pending = self::book( $event, 'Standard', 2, 'pending' );
		$this->as_user( 'administrator' );

		$this->assertStatus( 409, $this->request( 'POST', self::ROUTE . "/{$pending['id']}/refund" ), 'only a completed booking refunds' );
		$this->assertStatus( 409, $this->request( 'POST', self::ROUTE . "/{$pending['id']}/resend-invoice" ) );
		$this->assertStatus( 400, $this->request( 'PUT', self::ROUTE . "/{$pending['id']}", array( 'status' => 'paid' ) ) );
		$this->assertStatus( 409, $this->request( 'PUT', self::ROUTE . "/{$pending['id']}", array( 'status' => 'refunded' ) ) );

		$paid = $this->request( 'PUT', self::ROUTE . "/{$pending['id']}", array( 'status' => 'completed' ) );
		$this->assertStatus( 200, $paid );
		$this->assertSame( 'completed', $this->json( $paid )['status'] );

		Mailbox::reset();
		$resent = $this->request( 'POST', self::ROUTE . "/{$pending['id']}/resend-invoice" );
		$this->assertStatus( 200, $resent );
		$this->assertSame( 'Invoice sent to dana@example.org.', $this->json( $resent )['message'] );
		$this->assertCount( 1, $this->mails() );

		$refunded = $this->request( 'POST', self::ROUTE . "/{$pending['id']}/refund" );
		$this->assertStatus( 200, $refunded );
		$this->assertSame( 'refunded', $this->json( $refunded )['status'] );
		$this->assertSame( array( $event['id'] => 0 ), ( new AttendeesService() )->sold_counts( array( $event['id'] ) ) );
		$this->assertStatus( 404, $this->request( 'POST', self::ROUTE . '/999999/refund' ) );
	}

	public function test_deleting_a_booking_deletes_its_attendees_and_frees_the_places(): void {
		$event   = self::make_event( array( 'Standard' => 2 ) );
		$booking = self::book( $event, 'Standard', 2 );
		$ids     = ( new AttendeesService() )->ids_of_booking( $booking['id'] );
		$this->as_user( 'administrator' );
		$this->assertStatus( 200, $this->request( 'DELETE', self::ROUTE . "/{$booking['id']}" ) );
		$this->assertSame( array(), ( new AttendeesService() )->get_many( $ids ) );
		$this->assertSame( array( self::slug( $event, 'Standard' ) => 0 ), self::stored_sold( $event['id'] ) );
		$bulk = $this->json( $this->request( 'DELETE', self::ROUTE, array( 'ids' => (string) $booking['id'] ) ) );
		$this->assertSame( array( $booking['id'] ), array_column( $bulk['failed'], 'id' ) );
	}

	public function test_the_list_filters_and_the_export(): void {
		$event = self::make_event( array( 'Standard' => 20 ) );
		$one   = self::book( $event, 'Standard', 1 );
		$two   = self::book( $event, 'Standard', 2, 'pending' );
		$this->as_user( 'administrator' );
		$pending = $this->json( $this->request( 'GET', self::ROUTE, array( 'status' => 'pending' ) ) );
		$this->assertSame( array( $two['id'] ), array_column( $pending['items'], 'id' ) );
		$today = wp_date( 'Y-m-d' );
		$dated = $this->json(
			$this->request(
				'GET',
				self::ROUTE,
				array(
					'start_date' => $today,
					'end_date'   => $today,
				)
			)
		);
		$this->assertSame( array( $two['id'], $one['id'] ), array_column( $dated['items'], 'id' ) );
		$this->assertStatus( 400, $this->request( 'GET', self::ROUTE, array( 'start_date' => '2026-02-30' ) ) );
		$this->assertSame( 2, $this->json( $this->request( 'GET', self::ROUTE, array( 'search' => 'dan' ) ) )['total_items'] );

		$export = $this->request( 'GET', self::ROUTE . '/export', array( 'event_id' => $event['id'] ) );
		$this->assertStatus( 200, $export );
		$lines = array_values( array_filter( explode( "\n", CsvExport::body( $export ) ) ) );
		$this->assertCount( 3, $lines );
		$this->assertStringContainsString( '"Booking ID",Date,"First name"', $lines[0] );
		$this->assertStringContainsString( ",\"2 \u{00D7} Standard\",", $lines[1] );
	}

	public function test_both_lists_cost_the_same_queries_whatever_the_page_size(): void {
		for ( $i = 0; $i < 4; $i++ ) {
			$booking = self::book( self::make_event( array( 'Standard' => 5 ) ), 'Standard', 2 );
		}
		$this->as_user( 'administrator' );
		$this->request( 'POST', '/eventin/v2/attendees/check-in', array( 'ids' => ( new AttendeesService() )->ids_of_booking( $booking['id'] ) ) );
		foreach ( array( self::ROUTE, '/eventin/v2/attendees' ) as $route ) {
			$counts = array();
			foreach ( array( 1, 20 ) as $per_page ) {
				wp_cache_flush();
				$this->as_user( 1 );
				$counts[] = $this->count_queries(
					function () use ( $route, $per_page ) {
						$this->assertStatus( 200, $this->request( 'GET', $route, array( 'per_page' => $per_page ) ) );
					}
				);
			}
			$this->assertLessThanOrEqual( $counts[0], $counts[1], "$route: per_page 20 costs no more queries than 1 (a last page needs no count)" );
			$this->assertLessThanOrEqual( 12, $counts[1], $route );
		}
	}

	/**
	 * Every route, with a request that succeeds for an allowed user, and
	 * whether only administrators may use it.
	 *
	 * @param int                 $id    A booking.
	 * @param array<string,mixed> $event Its event.
	 * @return array<string,array{0:string,1:string,2:array<string,mixed>,3:bool}>
	 */
	private function routes( int $id, array $event ): array {
		return array(
			'list'        => array( 'GET', self::ROUTE, array(), false ),
			'export'      => array( 'GET', self::ROUTE . '/export', array(), false ),
			'create'      => array( 'POST', self::ROUTE, self::body( $event, 1 ), true ),
			'bulk delete' => array( 'DELETE', self::ROUTE, array( 'ids' => (string) $id ), false ),
			'read'        => array( 'GET', self::ROUTE . "/$id", array(), false ),
			'mark paid'   => array( 'PUT', self::ROUTE . "/$id", array( 'status' => 'completed' ), false ),
			'delete'      => array( 'DELETE', self::ROUTE . "/$id", array(), false ),
			'refund'      => array( 'POST', self::ROUTE . "/$id/refund", array(), false ),
			'resend'      => array( 'POST', self::ROUTE . "/$id/resend-invoice", array(), false ),
		);
	}

	/**
	 * Roles and whether they may (the booking key alone may all but create).
	 *
	 * @return array<string,array{0:string|int,1:string[],2:bool}>
	 */
	public function roles(): array {
		return self::matrix_roles(
			array(
				'event-only role'    => array( 'event_only', array( Permissions::EVENT ), false ),
				'attendee-only role' => array( 'attendee_only', array( Permissions::ATTENDEE ), false ),
				'booking-only role'  => array( 'order_only', array( Permissions::ORDER ), true ),
			)
		);
	}

	/**
	 * Route × role matrix: no booking field leaves without the permission.
	 *
	 * @dataProvider roles
	 *
	 * @param string|int $role    Role (0 = anonymous).
	 * @param string[]   $caps    Caps of a custom role.
	 * @param bool       $allowed Whether the routes must succeed.
	 */
	public function test_role_matrix( $role, array $caps, bool $allowed ): void {
		$user  = $this->matrix_user( $role, $caps );
		$event = self::make_event( array( 'Standard' => 100 ) );
		foreach ( array_keys( $this->routes( 0, $event ) ) as $name ) {
			wp_set_current_user( 0 );
			$booking                                     = self::book( $event, 'Standard', 1, 'refund' === $name || 'resend' === $name ? 'completed' : 'pending' );
			list( $method, $path, $params, $admin_only ) = $this->routes( $booking['id'], $event )[ $name ];
			$before                                      = get_post_meta( $booking['id'] );

			wp_set_current_user( $user );
			$response = $this->request( $method, $path, $params );
			if ( $allowed && ( ! $admin_only || 'administrator' === $role ) ) {
				$this->assertContains( $response->get_status(), array( 200, 201 ), "$name: " . wp_json_encode( $response->get_data() ) );
				continue;
			}
			$this->assertStatus( 0 === $user ? 401 : 403, $response, $name );
			$this->assertStringNotContainsString( 'dana@example.org', (string) wp_json_encode( $response->get_data() ), "$name: no booking data" );
			wp_cache_delete( $booking['id'], 'post_meta' );
			$this->assertSame( $before, get_post_meta( $booking['id'] ), "$name: nothing changed" );
		}
	}
}
