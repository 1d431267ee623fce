<?php
/**
 * Manual bookings: stored with Eventin 4's keys, never oversold, moved only
 * through the allowed status changes, with attendees, sold counts and mails following.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Bookings;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Bookings\BookingsService;
use EventinPro\Rest\FieldError;
use EventinPro\Settings\SettingsRepository;
use WP_Error;

/**
 * Bookings service.
 */
final class BookingsServiceTest extends BookingsTestCase {

	public function test_a_booking_is_stored_under_eventin_4s_keys(): void {
		$this->as_user( 'administrator' );
		$event   = self::make_event( array( 'Standard' => 30 ), 40 );
		$booking = self::book( $event, 'Standard', 3 );
		$this->assertIsArray( $booking );
		$id = $booking['id'];

		$this->assertSame( 'etn-order', get_post_type( $id ) );
		$this->assertSame( 'Dana', get_post_meta( $id, 'customer_fname', true ) );
		$this->assertSame( 'Lee', get_post_meta( $id, 'customer_lname', true ) );
		$this->assertSame( 'dana@example.org', get_post_meta( $id, 'customer_email', true ) );
		$this->assertSame( (string) $event['id'], get_post_meta( $id, 'event_id', true ) );
		$this->assertSame( 'completed', get_post_meta( $id, 'status', true ) );
		$this->assertSame( '120', get_post_meta( $id, 'total_price', true ) );
		$this->assertSame( 'USD', get_post_meta( $id, 'currency', true ) );
		$this->assertSame( '0', get_post_meta( $id, 'user_id', true ), 'the customer has no account; the booking clerk is not the customer' );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\d \d\d:\d\d (AM|PM)$/', get_post_meta( $id, 'date_time', true ), "Eventin's 12-hour date_time" );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', get_post_meta( $id, '_order_access_token', true ) );
		$this->assertSame(
			array(
				array(
					'ticket_slug'     => self::slug( $event, 'Standard' ),
					'ticket_quantity' => 3,
					'ticket_price'    => 40,
				),
			),
			get_post_meta( $id, 'tickets', true ),
			"the shape of Eventin's own orders (fixture order 24)"
		);

		$attendees = ( new AttendeesService() )->ids_of_booking( $id );
		$this->assertCount( 3, $attendees );
		foreach ( $attendees as $attendee ) {
			$this->assertSame( (string) $id, get_post_meta( $attendee, 'eventin_order_id', true ) );
			$this->assertSame( (string) $event['id'], get_post_meta( $attendee, 'etn_event_id', true ) );
			$this->assertSame( 'success', get_post_meta( $attendee, 'etn_status', true ) );
			$this->assertSame( 'unused', get_post_meta( $attendee, 'etn_attendeee_ticket_status', true ) );
			$this->assertSame( 'Standard', get_post_meta( $attendee, 'ticket_name', true ) );
			$this->assertSame( self::slug( $event, 'Standard' ), get_post_meta( $attendee, 'ticket_slug', true ) );
			$this->assertSame( '40', get_post_meta( $attendee, 'etn_ticket_price', true ) );
			$this->assertSame( 'Dana Lee', get_post_meta( $attendee, 'etn_name', true ) );
			$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', get_post_meta( $attendee, 'etn_info_edit_token', true ) );
		}
		$this->assertSame( array( self::slug( $event, 'Standard' ) => 3 ), self::stored_sold( $event['id'] ), "Eventin's per-variation sold count follows" );
	}

	public function test_the_per_variation_sold_count_keeps_every_other_key_of_the_variation(): void {
		$event = self::make_event( array( 'Standard' => 30 ) );
		$raw   = get_post_meta( $event['id'], 'etn_ticket_variations', true );

		$raw[0]['pending']              = 0;
		$raw[0]['optiontics_block_ids'] = array( 7 );
		update_post_meta( $event['id'], 'etn_ticket_variations', $raw );
		self::book( $event, 'Standard', 2 );

		$after = get_post_meta( $event['id'], 'etn_ticket_variations', true );
		$this->assertSame( 2, $after[0]['etn_sold_tickets'] );
		unset( $after[0]['etn_sold_tickets'], $raw[0]['etn_sold_tickets'] );
		$this->assertSame( $raw, $after );
	}

	public function test_a_ticket_type_is_never_oversold(): void {
		$event = self::make_event(
			array(
				'Standard' => 3,
				'VIP'      => 5,
			)
		);
		$this->assertIsArray( self::book( $event, 'Standard', 2 ) );
		$refused = self::book( $event, 'Standard', 2 );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 'eventin_sold_out', $refused->get_error_code() );
		$this->assertSame( 409, $refused->get_error_data()['status'] );
		$this->assertSame( 1, $refused->get_error_data()['left'] );
		$this->assertStringContainsString( 'Standard: only 1 ticket is left.', $refused->get_error_message() );
		$this->assertSame( 2, ( new AttendeesService() )->sold_counts( array( $event['id'] ) )[ $event['id'] ], 'the refused booking stored nothing' );
		$this->assertIsArray( self::book( $event, 'Standard', 1 ) );
		$this->assertIsArray( self::book( $event, 'VIP', 5 ) );
		$this->assertInstanceOf( WP_Error::class, self::book( $event, 'VIP', 1 ) );
	}

	public function test_pending_bookings_hold_places_and_failed_ones_do_not(): void {
		$event = self::make_event( array( 'Standard' => 3 ) );
		$this->assertIsArray( self::book( $event, 'Standard', 2, 'pending' ) );
		$this->assertIsArray( self::book( $event, 'Standard', 3, 'failed' ) );
		$this->assertInstanceOf( WP_Error::class, self::book( $event, 'Standard', 2 ) );
		$this->assertSame( array( self::slug( $event, 'Standard' ) => 2 ), self::stored_sold( $event['id'] ) );
	}

	/**
	 * Bad inputs, each naming its field.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string}>
	 */
	public function bad_inputs(): array {
		return array(
			'unknown event'       => array( array( 'event_id' => 999999 ), 'event_id' ),
			'bad e-mail'          => array( array( 'email' => 'not-an-address' ), 'email' ),
			'missing first name'  => array( array( 'first_name' => '' ), 'first_name' ),
			'HTML in a name'      => array( array( 'first_name' => '<script>alert(1)</script>Dana' ), 'first_name' ),
			'over-long name'      => array( array( 'last_name' => str_repeat( 'x', 101 ) ), 'last_name' ),
			'name not text'       => array( array( 'first_name' => array( 'Dana' ) ), 'first_name' ),
			'unknown ticket type' => array( array( 'tickets' => self::tickets( 'nope', 1 ) ), 'tickets' ),
			'no tickets'          => array( array( 'tickets' => array() ), 'tickets' ),
			'zero quantity'       => array( array( 'tickets' => self::tickets( 'SLUG', 0 ) ), 'tickets' ),
			'negative quantity'   => array( array( 'tickets' => self::tickets( 'SLUG', -2 ) ), 'tickets' ),
			'quantity as text'    => array( array( 'tickets' => self::tickets( 'SLUG', '2' ) ), 'tickets' ),
			'over max per order'  => array( array( 'tickets' => self::tickets( 'SLUG', 11 ) ), 'tickets' ),
			'unknown status'      => array( array( 'status' => 'refunded' ), 'status' ),
			'bad attendee e-mail' => array( array( 'attendees' => array( self::person( 'x' ) ) ), 'attendees.email' ),
			'more attendees'      => array( array( 'attendees' => array_fill( 0, 3, self::person( 'a@example.org' ) ) ), 'attendees' ),
		);
	}

	/**
	 * A tickets list of one type.
	 *
	 * @param string $slug     Slug ('SLUG': the test event's).
	 * @param mixed  $quantity Quantity.
	 * @return array<int,array<string,mixed>>
	 */
	private static function tickets( string $slug, $quantity ): array {
		return array(
			array(
				'slug'     => $slug,
				'quantity' => $quantity,
			),
		);
	}

	/**
	 * An attendee of the input.
	 *
	 * @param string $email E-mail address.
	 * @return array<string,string>
	 */
	private static function person( string $email ): array {
		return array(
			'name'  => 'A',
			'email' => $email,
		);
	}

	/**
	 * Bad input is refused naming the field, and stores nothing.
	 *
	 * @dataProvider bad_inputs
	 *
	 * @param array<string,mixed> $change What differs from a good booking.
	 * @param string              $field  The field the error names.
	 */
	public function test_bad_input_is_refused_naming_the_field( array $change, string $field ): void {
		$event = self::make_event( array( 'Standard' => 50 ) );
		$input = array_merge(
			array(
				'event_id'   => $event['id'],
				'first_name' => 'Dana',
				'email'      => 'dana@example.org',
				'tickets'    => array(
					array(
						'slug'     => self::slug( $event, 'Standard' ),
						'quantity' => 2,
					),
				),
			),
			$change
		);
		if ( isset( $input['tickets'][0]['slug'] ) && 'SLUG' === $input['tickets'][0]['slug'] ) {
			$input['tickets'][0]['slug'] = self::slug( $event, 'Standard' );
		}
		$result = ( new BookingsService() )->create( $input );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( FieldError::CODE, $result->get_error_code(), $result->get_error_message() );
		$this->assertSame( $field, $result->get_error_data()['field'] );
		$this->assertNotSame( '', $result->get_error_message() );
		$this->assertFalse( ( new AttendeesService() )->has_attendees( $event['id'] ) );
	}

	/**
	 * Every pair of statuses: allowed or refused.
	 *
	 * @return array<string,array{0:string,1:string,2:bool}>
	 */
	public function transitions(): array {
		$allowed = array( 'pending>completed', 'pending>cancelled', 'completed>refunded' );
		$rows    = array();
		foreach ( array( 'pending', 'completed', 'failed', 'refunded', 'cancelled' ) as $from ) {
			foreach ( array( 'pending', 'completed', 'failed', 'refunded', 'cancelled' ) as $to ) {
				$rows[ "$from > $to" ] = array( $from, $to, in_array( "$from>$to", $allowed, true ) );
			}
		}
		return $rows;
	}

	/**
	 * The transitions table, on stored bookings.
	 *
	 * @dataProvider transitions
	 *
	 * @param string $from    Status before.
	 * @param string $to      Status wanted.
	 * @param bool   $allowed Whether the change is allowed.
	 */
	public function test_only_the_allowed_status_changes_happen( string $from, string $to, bool $allowed ): void {
		$event   = self::make_event( array( 'Standard' => 10 ) );
		$booking = self::book( $event, 'Standard', 1, 'completed' === $from ? 'completed' : ( 'failed' === $from ? 'failed' : 'pending' ) );
		if ( in_array( $from, array( 'refunded', 'cancelled' ), true ) ) {
			( new BookingsService() )->transition( $booking['id'], 'refunded' === $from ? 'completed' : 'cancelled' );
			if ( 'refunded' === $from ) {
				( new BookingsService() )->refund( $booking['id'] );
			}
		}
		$this->assertSame( $from, ( new BookingsService() )->get( $booking['id'] )['status'], 'precondition' );

		$result = ( new BookingsService() )->transition( $booking['id'], $to );
		if ( $allowed ) {
			$this->assertIsArray( $result, $result instanceof WP_Error ? $result->get_error_message() : '' );
			$this->assertSame( $to, get_post_meta( $booking['id'], 'status', true ) );
		} else {
			$this->assertInstanceOf( WP_Error::class, $result );
			$this->assertSame( 'eventin_booking_transition', $result->get_error_code() );
			$this->assertSame( 409, $result->get_error_data()['status'] );
			$this->assertNotSame( '', $result->get_error_message() );
			$this->assertSame( $from, get_post_meta( $booking['id'], 'status', true ), 'nothing changed' );
		}
	}

	public function test_a_refund_frees_the_places_and_tells_the_customer(): void {
		$event   = self::make_event( array( 'Standard' => 2 ) );
		$booking = self::book( $event, 'Standard', 2 );
		$this->assertInstanceOf( WP_Error::class, self::book( $event, 'Standard', 1 ), 'sold out' );
		$this->assertSame( array( self::slug( $event, 'Standard' ) => 2 ), self::stored_sold( $event['id'] ) );
		$refunded = 0;
		add_action(
			'eventin_booking_refunded',
			static function () use ( &$refunded ) {
				++$refunded;
			}
		);
		$this->mails_reset();

		$result = ( new BookingsService() )->refund( $booking['id'] );

		$this->assertIsArray( $result );
		$this->assertSame( 'refunded', $result['status'] );
		$this->assertSame( 1, $refunded );
		foreach ( ( new AttendeesService() )->ids_of_booking( $booking['id'] ) as $attendee ) {
			$this->assertSame( 'refunded', get_post_meta( $attendee, 'etn_status', true ) );
		}
		$this->assertSame( 0, ( new AttendeesService() )->sold_counts( array( $event['id'] ) )[ $event['id'] ], "the events list's Sold" );
		$this->assertSame( array( self::slug( $event, 'Standard' ) => 0 ), self::stored_sold( $event['id'] ), "the editor's per-variation sold" );
		$mails = $this->mails();
		$this->assertCount( 1, $mails );
		$this->assertSame( 'dana@example.org', $mails[0]['to'] );
		$this->assertStringContainsString( 'refunded', $mails[0]['subject'] );
		$this->assertIsArray( self::book( $event, 'Standard', 2 ), 'the places are free again' );
		$this->assertInstanceOf( WP_Error::class, ( new BookingsService() )->refund( $booking['id'] ), 'refunded once' );
	}

	public function test_a_gateway_that_fails_its_refund_leaves_the_booking_completed(): void {
		$event   = self::make_event( array( 'Standard' => 2 ) );
		$booking = self::book( $event, 'Standard', 1 );
		add_filter(
			'eventin_booking_refund',
			static function () {
				return new WP_Error( 'gateway_down', 'The payment provider did not answer.', array( 'status' => 502 ) );
			}
		);
		$result = ( new BookingsService() )->refund( $booking['id'] );
		$this->assertSame( 'gateway_down', $result->get_error_code() );
		$this->assertSame( 'completed', get_post_meta( $booking['id'], 'status', true ) );
		$this->assertSame( 1, ( new AttendeesService() )->sold_counts( array( $event['id'] ) )[ $event['id'] ] );
	}

	public function test_cancelling_a_pending_booking_frees_its_places(): void {
		$event   = self::make_event( array( 'Standard' => 2 ) );
		$booking = self::book( $event, 'Standard', 2, 'pending' );
		$changes = array();
		add_action(
			'eventin_booking_status_changed',
			static function ( $id, $from, $to ) use ( &$changes ) {
				$changes[] = "$id:$from>$to";
			},
			10,
			3
		);
		( new BookingsService() )->transition( $booking['id'], 'cancelled' );
		$this->assertSame( array( $booking['id'] . ':pending>cancelled' ), $changes );
		foreach ( ( new AttendeesService() )->ids_of_booking( $booking['id'] ) as $attendee ) {
			$this->assertSame( 'failed', get_post_meta( $attendee, 'etn_status', true ) );
		}
		$this->assertIsArray( self::book( $event, 'Standard', 2 ) );
	}

	public function test_confirmation_goes_through_wp_mail_from_the_sender_in_settings(): void {
		( new SettingsRepository() )->update(
			array(
				'email_sender_name'    => 'Box Office',
				'email_sender_address' => 'tickets@example.org',
			)
		);
		$event = self::make_event( array( 'Standard' => 5 ), 40 );
		$this->mails_reset();
		$booking = self::book( $event, 'Standard', 2 );

		$mails = $this->mails();
		$this->assertCount( 1, $mails );
		$this->assertSame( 'dana@example.org', $mails[0]['to'] );
		$this->assertContains( 'From: "Box Office" <tickets@example.org>', $mails[0]['headers'] );
		$this->assertContains( 'Content-Type: text/plain; charset=UTF-8', $mails[0]['headers'] );
		$this->assertStringContainsString( '#' . $booking['id'], $mails[0]['message'] );
		$this->assertStringContainsString( '2 x Standard at $40.00', $mails[0]['message'] );
		$this->assertStringContainsString( 'Total: $80.00', $mails[0]['message'] );
		foreach ( ( new AttendeesService() )->get_many( ( new AttendeesService() )->ids_of_booking( $booking['id'] ) ) as $attendee ) {
			$this->assertStringContainsString( $attendee['ticket_id'], $mails[0]['message'] );
		}

		$this->mails_reset();
		$this->assertTrue( ( new BookingsService() )->resend_invoice( $booking['id'] ) );
		$this->assertCount( 1, $this->mails(), 'resend sends one mail' );
	}

	public function test_pending_bookings_send_no_confirmation_until_paid(): void {
		$event = self::make_event( array( 'Standard' => 5 ) );
		$this->mails_reset();
		$booking = self::book( $event, 'Standard', 1, 'pending' );
		$this->assertSame( array(), $this->mails() );
		$this->assertSame( 'eventin_booking_not_completed', ( new BookingsService() )->resend_invoice( $booking['id'] )->get_error_code() );
		( new BookingsService() )->transition( $booking['id'], 'completed' );
		$this->assertCount( 1, $this->mails() );
		foreach ( ( new AttendeesService() )->ids_of_booking( $booking['id'] ) as $attendee ) {
			$this->assertSame( 'success', get_post_meta( $attendee, 'etn_status', true ) );
		}
	}

	/**
	 * Empties the captured mails.
	 */
	private function mails_reset(): void {
		\EventinPro\Tests\Support\Mailbox::reset();
	}
}
