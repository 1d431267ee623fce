<?php
/**
 * The booking form of the event page and its POST: fields and states, every
 * refusal, errors kept field by field, honeypot, rate limit, free and paid bookings.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Checkout;

use EventinPro\Bookings\BookingsService;
use EventinPro\Checkout\Checkout;
use EventinPro\Checkout\RateLimit;
use EventinPro\Events\EventsService;

/**
 * Form and handler.
 */
final class BookingFormTest extends CheckoutTestCase {

	/**
	 * The form's HTML for an event.
	 *
	 * @param array<string,mixed> $event Event.
	 */
	private function form( array $event ): string {
		return (string) apply_filters( 'eventin_event_booking_form', '', ( new EventsService() )->get( (int) $event['id'] ) );
	}

	public function test_the_form_has_a_labelled_quantity_per_type_on_sale_the_buyer_a_nonce_and_a_honeypot(): void {
		$event = $this->event_with_types();
		$html  = $this->form( $event );
		$this->assertStringContainsString( 'action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"', $html );
		$this->assertStringContainsString( 'name="action" value="eventin_book"', $html );
		$this->assertMatchesRegularExpression( '/name="_wpnonce" value="[0-9a-f]{10}"/', $html );
		// The most per booking: the type's maximum (10 by default for 20 places) or the places left.
		foreach ( array(
			'Free entry' => 10,
			'VIP'        => 5,
		) as $name => $max ) {
			$slug = self::slug( $event, $name );
			$this->assertMatchesRegularExpression( '/<input type="number" id="eventin-qty-' . preg_quote( $slug, '/' ) . '" name="qty\[' . preg_quote( $slug, '/' ) . '\]" min="0" max="' . $max . '"/', $html );
		}
		$doc = new \DOMDocument();
		libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?>' . $html );
		$xpath = new \DOMXPath( $doc );
		foreach ( $xpath->query( '//input[not(@type="hidden")]' ) as $input ) {
			$id = $input->getAttribute( 'id' );
			$this->assertNotSame( '', $id );
			$this->assertSame( 1, $xpath->query( '//label[@for="' . $id . '"]' )->length, "input $id has a label" );
		}
		$honeypot = $xpath->query( '//input[@name="' . Checkout::HONEYPOT . '"]' )->item( 0 );
		$this->assertSame( '-1', $honeypot->getAttribute( 'tabindex' ) );
		$this->assertSame( 'off', $honeypot->getAttribute( 'autocomplete' ) );
		$this->assertSame( 'true', $honeypot->parentNode->getAttribute( 'aria-hidden' ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM.
		$this->assertStringContainsString( 'Pay later / on arrival', $html );
	}

	public function test_a_type_sold_out_is_not_offered_and_the_max_is_the_places_left(): void {
		$event = $this->event_with_types();
		$this->assertIsArray( self::book( $event, 'VIP', 3 ) );
		$html = $this->form( $event );
		$this->assertMatchesRegularExpression( '/name="qty\[' . preg_quote( self::slug( $event, 'VIP' ), '/' ) . '\]" min="0" max="2"/', $html );
		$this->assertIsArray( self::book( $event, 'VIP', 2 ) );
		$html = $this->form( $event );
		$this->assertStringNotContainsString( self::slug( $event, 'VIP' ), $html );
		$this->assertStringContainsString( self::slug( $event, 'Free entry' ), $html );
	}

	/**
	 * Events that take no bookings.
	 *
	 * @return array<string,array{0:array<string,mixed>}>
	 */
	public function closed_events(): array {
		return array(
			'draft'    => array( array( 'post_status' => 'draft' ) ),
			'past'     => array(
				array(
					'start_date' => gmdate( 'Y-m-d', time() - 3 * DAY_IN_SECONDS ),
				),
			),
			'deadline' => array( array( 'registration_deadline' => gmdate( 'Y-m-d H:i', time() - 2 * DAY_IN_SECONDS ) ) ),
		);
	}

	/**
	 * No form, and the POST is refused.
	 *
	 * @dataProvider closed_events
	 * @param array<string,mixed> $changes Event fields.
	 */
	public function test_closed_events_print_no_form_and_refuse_the_post( array $changes ): void {
		$event = $this->event_with_types( $changes );
		$this->assertSame( '', $this->form( $event ) );
		$result = $this->submit( $this->post( $event, array( 'Free entry' => 1 ) ) );
		$this->assertSame( 409, $result['status'] );
		$this->assertNull( $result['booking'] );
		$this->assertSame( 0, ( new BookingsService() )->find( array( 'event_id' => $event['id'] ) )[1] );
	}

	public function test_a_sold_out_event_prints_no_form_and_refuses_more(): void {
		$event = $this->event_with_types();
		$this->assertIsArray( self::book( $event, 'VIP', 5 ) );
		$this->assertIsArray( self::book( $event, 'Free entry', 10 ) );
		$this->assertIsArray( self::book( $event, 'Free entry', 10 ) );
		$this->assertSame( '', $this->form( $event ) );
		$result = $this->submit( $this->post( $event, array( 'VIP' => 1 ) ) );
		$this->assertSame( 409, $result['status'] );
	}

	public function test_more_than_the_places_left_comes_back_on_the_quantity(): void {
		$event = $this->event_with_types();
		$this->assertIsArray( self::book( $event, 'VIP', 4 ) );
		$result = $this->submit( $this->post( $event, array( 'VIP' => 2 ) ) );
		$this->assertSame( 400, $result['status'] );
		$html = $this->form_after( $event, $result );
		$this->assertSame( 'Choose from 1 to 1 tickets.', self::error_of( $html, 'qty.' . self::slug( $event, 'VIP' ) ) );
	}

	public function test_errors_come_back_field_by_field_with_everything_typed_kept(): void {
		$event  = $this->event_with_types();
		$result = $this->submit(
			$this->post(
				$event,
				array( 'VIP' => 2 ),
				array(
					'first_name' => '',
					'last_name'  => 'Sil<b>va</b>',
					'email'      => 'not-an-address',
					'phone'      => '" onfocus="alert(1)',
				)
			)
		);
		$this->assertSame( 400, $result['status'] );
		$this->assertNull( $result['booking'] );
		$this->assertStringStartsWith( get_permalink( $event['id'] ), $result['url'] );
		$this->assertStringEndsWith( '#eventin-booking', $result['url'] );
		$html = $this->form_after( $event, $result );
		$this->assertSame( 'This field is required.', self::error_of( $html, 'first_name' ) );
		$this->assertSame( 'HTML is not allowed here.', self::error_of( $html, 'last_name' ) );
		$this->assertSame( 'Enter a valid e-mail address.', self::error_of( $html, 'email' ) );
		$this->assertSame( '', self::error_of( $html, 'phone' ) );
		$this->assertStringContainsString( 'value="Sil&lt;b&gt;va&lt;/b&gt;"', $html );
		$this->assertStringContainsString( 'value="not-an-address"', $html );
		$this->assertStringContainsString( 'value="&quot; onfocus=&quot;alert(1)"', $html, 'the kept value is inert' );
		$this->assertMatchesRegularExpression( '/name="qty\[' . preg_quote( self::slug( $event, 'VIP' ), '/' ) . '\]"[^>]*value="2"/', $html );
		$this->assertMatchesRegularExpression( '/id="eventin-email"[^>]*aria-invalid="true"/', $html );
		$this->assertStringContainsString( 'role="alert"', $html );
	}

	public function test_no_ticket_chosen_is_an_error_on_the_tickets(): void {
		$event  = $this->event_with_types();
		$result = $this->submit( $this->post( $event, array( 'VIP' => 0 ) ) );
		$this->assertSame( 'Choose at least one ticket.', self::error_of( $this->form_after( $event, $result ), 'qty' ) );
	}

	public function test_a_bad_nonce_books_nothing(): void {
		$event  = $this->event_with_types();
		$result = $this->submit( $this->post( $event, array( 'VIP' => 1 ), array( '_wpnonce' => 'bad' ) ) );
		$this->assertSame( 400, $result['status'] );
		$this->assertNull( $result['booking'] );
		$this->assertMatchesRegularExpression( '/role="alert"[^>]*><p>The form expired/', $this->form_after( $event, $result ) );
	}

	public function test_a_page_from_a_full_page_cache_gets_a_fresh_nonce_before_sending(): void {
		$event = $this->event_with_types();
		$html  = $this->form( $event );
		$this->assertStringContainsString( 'data-nonce-url="' . esc_url( Checkout::nonce_url( (int) $event['id'] ) ) . '"', $html );
		$this->assertSame( 10, has_action( 'wp_ajax_nopriv_' . Checkout::NONCE_ACTION, array( Checkout::class, 'send_nonce' ) ) );
		$this->assertSame( 10, has_action( 'wp_ajax_' . Checkout::NONCE_ACTION, array( Checkout::class, 'send_nonce' ) ) );

		$answer = static function ( array $get ): array {
			$_GET = $get; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the request under test.
			add_filter( 'wp_doing_ajax', '__return_true' );
			ob_start();
			try {
				Checkout::send_nonce();
			} catch ( \EventinPro\Tests\Support\WPDieException $e ) {
				unset( $e ); // wp_send_json() ends the request.
			} finally {
				$body = (string) ob_get_clean();
				remove_filter( 'wp_doing_ajax', '__return_true' );
				$_GET = array();
			}
			return (array) json_decode( $body, true );
		};
		$fresh  = $answer( array( 'event_id' => (string) $event['id'] ) );
		$this->assertSame( 1, wp_verify_nonce( $fresh['nonce'], Checkout::nonce_action( (int) $event['id'] ) ), 'a nonce the booking POST accepts' );
		$this->assertFalse( wp_verify_nonce( $fresh['nonce'], Checkout::nonce_action( (int) $event['id'] + 1 ) ), "not another event's" );
		$this->assertSame( 'This event does not exist.', $answer( array( 'event_id' => 'x' ) )['message'] );

		$result = $this->submit( $this->post( $event, array( 'Free entry' => 1 ), array( '_wpnonce' => $fresh['nonce'] ) ) );
		$this->assertSame( 303, $result['status'] );
	}

	public function test_a_filled_honeypot_books_nothing(): void {
		$event  = $this->event_with_types();
		$result = $this->submit( $this->post( $event, array( 'VIP' => 1 ), array( Checkout::HONEYPOT => 'https://spam.example' ) ) );
		$this->assertSame( 400, $result['status'] );
		$this->assertNull( $result['booking'] );
		$this->assertSame( 0, ( new BookingsService() )->find( array( 'event_id' => $event['id'] ) )[1] );
	}

	public function test_an_address_gets_ten_attempts_per_window_then_429(): void {
		$event = $this->event_with_types();
		for ( $i = 0; $i < RateLimit::ATTEMPTS; $i++ ) {
			$this->assertNotSame( 429, $this->submit( $this->post( $event, array( 'VIP' => 0 ) ) )['status'], "attempt $i" );
		}
		$result = $this->submit( $this->post( $event, array( 'Free entry' => 1 ) ) );
		$this->assertSame( 429, $result['status'] );
		$this->assertNull( $result['booking'] );
		$other = \EventinPro\Checkout\CheckoutHandler::process( $this->post( $event, array( 'Free entry' => 1 ) ), '203.0.113.9-' . uniqid() );
		$this->assertSame( 303, $other['status'], 'another address is not limited' );
	}

	public function test_free_tickets_complete_at_once(): void {
		$event  = $this->event_with_types();
		$result = $this->submit( $this->post( $event, array( 'Free entry' => 2 ) ) );
		$this->assertSame( 303, $result['status'] );
		$this->assertSame( 'completed', $result['booking']['status'] );
		$this->assertSame( 0.0, $result['booking']['total_price'] );
		$this->assertCount( 2, ( new BookingsService() )->attendees_of( (int) $result['booking']['id'] ) );
	}

	public function test_paid_tickets_make_a_pending_pay_later_booking_and_a_gateway_may_take_over(): void {
		$event = $this->event_with_types();
		$seen  = array();
		add_action(
			'eventin_checkout_pay',
			static function ( $booking, $method, $url ) use ( &$seen ) {
				$seen = array( $booking['id'], $method, $url );
			},
			10,
			3
		);
		$result = $this->submit(
			$this->post(
				$event,
				array(
					'Free entry' => 1,
					'VIP'        => 2,
				)
			)
		);
		$this->assertSame( 303, $result['status'] );
		$this->assertSame( 'pending', $result['booking']['status'] );
		$this->assertSame( 'pay_later', $result['booking']['payment_method'] );
		$this->assertSame( 60.0, $result['booking']['total_price'] );
		$this->assertSame( array( $result['booking']['id'], 'pay_later', $result['url'] ), $seen );
		$this->assertStringContainsString( 'eventin_booking=' . $result['booking']['id'], $result['url'] );
	}

	public function test_a_method_a_gateway_adds_can_be_chosen_and_an_unknown_one_cannot(): void {
		add_filter(
			'eventin_checkout_payment_methods',
			static function ( $methods ) {
				return $methods + array( 'acme' => 'Acme Pay' );
			}
		);
		$event = $this->event_with_types();
		$this->assertStringContainsString( 'Acme Pay', $this->form( $event ) );
		$result = $this->submit( $this->post( $event, array( 'VIP' => 1 ), array( 'payment_method' => 'acme' ) ) );
		$this->assertSame( 'acme', $result['booking']['payment_method'] );
		$result = $this->submit( $this->post( $event, array( 'VIP' => 1 ), array( 'payment_method' => 'stolen' ) ) );
		$this->assertSame( 'Choose a payment method.', self::error_of( $this->form_after( $event, $result ), 'payment_method' ) );
	}

	public function test_an_event_that_asks_attendees_wants_a_name_per_ticket(): void {
		$event = $this->event_with_types( array( 'ask_attendees' => 'yes' ) );
		$this->assertStringContainsString( 'name="attendees[0][name]"', $this->form( $event ) );
		$result = $this->submit( $this->post( $event, array( 'Free entry' => 2 ), array( 'attendees' => array( array( 'name' => 'Rui' ) ) ) ) );
		$html   = $this->form_after( $event, $result );
		$this->assertSame( '', self::error_of( $html, 'attendees.0.name' ) );
		$this->assertSame( 'This field is required.', self::error_of( $html, 'attendees.1.name' ) );
		$this->assertStringContainsString( 'value="Rui"', $html );
		$result = $this->submit(
			$this->post(
				$event,
				array( 'Free entry' => 2 ),
				array(
					'attendees' => array(
						array( 'name' => 'Rui' ),
						array(
							'name'  => 'Inês',
							'email' => 'ines@example.org',
						),
					),
				)
			)
		);
		$this->assertSame( 303, $result['status'] );
		$people = ( new BookingsService() )->attendees_of( (int) $result['booking']['id'] );
		$this->assertSame( array( 'Rui', 'Inês' ), array_column( $people, 'name' ) );
		$this->assertSame( array( 'ana@example.org', 'ines@example.org' ), array_column( $people, 'email' ) );
	}

	public function test_the_script_loads_with_the_form_and_the_style_only_on_event_pages(): void {
		wp_dequeue_script( 'eventin-booking' );
		wp_dequeue_style( 'eventin-booking' );
		$event = $this->event_with_types();
		if ( ! is_readable( EVENTIN_PRO_DIR . 'build/booking.asset.php' ) ) {
			$this->markTestSkipped( 'npm run build has not run' );
		}
		$this->assertFalse( wp_script_is( 'eventin-booking', 'enqueued' ) );
		$this->form( $event );
		$this->assertTrue( wp_script_is( 'eventin-booking', 'enqueued' ), 'the form brings its script' );
		$this->assertSame( 'eventin-pro', wp_scripts()->registered['eventin-booking']->textdomain, 'its messages are translated' );
		wp_dequeue_style( 'eventin-booking' );

		$post                    = wp_insert_post(
			array(
				'post_title'  => 'A post',
				'post_status' => 'publish',
			)
		);
		$GLOBALS['wp_the_query'] = new \WP_Query( array( 'p' => $post ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a request's main query.
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- idem.
		Checkout::style();
		$this->assertFalse( wp_style_is( 'eventin-booking', 'enqueued' ), 'no style on a post' );
		$GLOBALS['wp_the_query'] = new \WP_Query( // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- idem.
			array(
				'p'         => $event['id'],
				'post_type' => 'etn',
			)
		);
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- idem.
		Checkout::style();
		$this->assertTrue( wp_style_is( 'eventin-booking', 'enqueued' ), 'the style on an event page' );
		$GLOBALS['wp_the_query'] = new \WP_Query(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- back to none.
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- idem.
		wp_dequeue_script( 'eventin-booking' );
		wp_dequeue_style( 'eventin-booking' );
	}
}
