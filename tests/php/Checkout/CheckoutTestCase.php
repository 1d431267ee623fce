<?php
/**
 * Shared setup of the booking form tests: events, a posted form, fixed addresses.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Checkout;

use EventinPro\Checkout\Checkout;
use EventinPro\Checkout\Confirmation;
use EventinPro\Checkout\CheckoutHandler;
use EventinPro\Events\EventsService;
use EventinPro\Tests\Bookings\BookingsTestCase;

/**
 * Base class.
 */
abstract class CheckoutTestCase extends BookingsTestCase {

	/**
	 * Filters a test may add or remove (as they were before it, after each test:
	 * the plugin's own callbacks, the Tickets feature's URL, stay for the next).
	 */
	private const FILTERS = array( 'eventin_checkout_payment_methods', 'eventin_checkout_ask_attendees', 'eventin_checkout_notify_admin', 'eventin_checkout_pay', 'eventin_ticket_url', 'eventin_pending_booking_hours', 'eventin_checkout_rate_limit', 'eventin_now' );

	/**
	 * A fresh address per test, so rate limits of other tests do not count.
	 *
	 * @var string
	 */
	protected $ip;

	/**
	 * FILTERS as they were before the test (null: none).
	 *
	 * @var array<string,\WP_Hook|null>
	 */
	private $saved_filters = array();

	/**
	 * Logged out, a fresh address.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wp_filter;
		foreach ( self::FILTERS as $hook ) {
			$this->saved_filters[ $hook ] = isset( $wp_filter[ $hook ] ) ? clone $wp_filter[ $hook ] : null;
		}
		wp_set_current_user( 0 );
		$this->ip = '198.51.100.' . wp_rand( 1, 254 ) . '-' . uniqid();
	}

	/**
	 * Filters as they were.
	 */
	protected function tearDown(): void {
		global $wp_filter;
		foreach ( self::FILTERS as $hook ) {
			if ( isset( $this->saved_filters[ $hook ] ) ) {
				$wp_filter[ $hook ] = $this->saved_filters[ $hook ]; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring what the test changed.
			} else {
				unset( $wp_filter[ $hook ] );
			}
		}
		unset( $_GET[ Checkout::FORM_STATE_ARG ], $_GET['eventin_booking'], $_GET['eventin_key'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test sets them.
		// Added as register() adds it for a confirmation URL: later tests' pages are no confirmation.
		remove_filter( 'the_content', array( Confirmation::class, 'content' ), 30 );
		parent::tearDown();
	}

	/**
	 * A published event with a free and a paid ticket type (or the types given).
	 *
	 * @param array<string,mixed> $changes Event fields to change after.
	 * @return array<string,mixed>
	 */
	protected function event_with_types( array $changes = array() ): array {
		$service = new EventsService();
		$event   = $service->create(
			array_merge(
				array(
					'title'             => 'Open day',
					'post_status'       => 'publish',
					'start_date'        => gmdate( 'Y-m-d', time() + 7 * DAY_IN_SECONDS ),
					'start_time'        => '10:00',
					'end_time'          => '12:00',
					'ticket_variations' => array(
						array(
							'name'     => 'Free entry',
							'price'    => 0,
							'capacity' => 20,
						),
						array(
							'name'     => 'VIP',
							'price'    => 30,
							'capacity' => 5,
						),
					),
				),
				$changes
			)
		);
		$this->assertIsArray( $event, is_wp_error( $event ) ? $event->get_error_message() : '' );
		return $event;
	}

	/**
	 * A valid submission of an event's form.
	 *
	 * @param array<string,mixed> $event   Event.
	 * @param array<string,int>   $tickets Ticket type name => quantity.
	 * @param array<string,mixed> $changes Fields to change.
	 * @return array<string,mixed>
	 */
	protected function post( array $event, array $tickets, array $changes = array() ): array {
		$qty = array();
		foreach ( $tickets as $name => $quantity ) {
			$qty[ self::slug( $event, $name ) ] = (string) $quantity;
		}
		return array_merge(
			array(
				'action'           => Checkout::ACTION,
				'event_id'         => (string) $event['id'],
				'_wpnonce'         => wp_create_nonce( Checkout::nonce_action( (int) $event['id'] ) ),
				'first_name'       => 'Ana',
				'last_name'        => 'Silva',
				'email'            => 'ana@example.org',
				'phone'            => '+351 210 000 000',
				'qty'              => $qty,
				Checkout::HONEYPOT => '',
			),
			$changes
		);
	}

	/**
	 * Posts the form.
	 *
	 * @param array<string,mixed> $post Fields.
	 * @return array<string,mixed> process()'s result.
	 */
	protected function submit( array $post ): array {
		return CheckoutHandler::process( $post, $this->ip );
	}

	/**
	 * The form of an event after a returned submission (the redirect's page).
	 *
	 * @param array<string,mixed> $event  Event.
	 * @param array<string,mixed> $result process()'s result.
	 */
	protected function form_after( array $event, array $result ): string {
		$query = array();
		wp_parse_str( (string) wp_parse_url( $result['url'], PHP_URL_QUERY ), $query );
		$this->assertArrayHasKey( Checkout::FORM_STATE_ARG, $query, 'the redirect carries the form state' );
		$_GET[ Checkout::FORM_STATE_ARG ] = $query[ Checkout::FORM_STATE_ARG ];
		return (string) apply_filters( 'eventin_event_booking_form', '', ( new EventsService() )->get( (int) $event['id'] ) );
	}

	/**
	 * The HTML of a field's error message.
	 *
	 * @param string $html Form.
	 * @param string $key  Field key.
	 */
	protected static function error_of( string $html, string $key ): string {
		return preg_match( '/data-error-for="' . preg_quote( $key, '/' ) . '">([^<]*)</', $html, $m ) ? html_entity_decode( $m[1], ENT_QUOTES ) : '';
	}
}
