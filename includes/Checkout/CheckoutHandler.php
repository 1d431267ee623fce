<?php
/**
 * The booking form's POST (admin-post.php?action=eventin_book, for visitors
 * logged in or not): checks, the booking through BookingsService, the mails,
 * the payment hook, then a redirect (post/redirect/get) to the confirmation
 * or back to the form with its errors and values.
 *
 * @package EventinPro
 */

namespace EventinPro\Checkout;

use EventinPro\Bookings\BookingMails;
use EventinPro\Bookings\BookingsService;
use EventinPro\Events\EventsService;
use EventinPro\Settings\SettingsRepository;
use EventinPro\Support\ClientIp;
use EventinPro\Support\FormState;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Booking POST handler.
 */
final class CheckoutHandler {

	/**
	 * Longest name or phone number (as BookingsService).
	 */
	private const MAX_TEXT = 100;

	/**
	 * admin-post callback. Public on purpose: visitors book without an account;
	 * it is guarded by a nonce, a honeypot and a rate limit per IP address.
	 */
	public static function handle(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- process() verifies the nonce of the event's form.
		$result = self::process( wp_unslash( $_POST ), ClientIp::get() );
		if ( 429 === $result['status'] ) {
			wp_die( esc_html( $result['message'] ), esc_html__( 'Too many attempts', 'eventin-pro' ), array( 'response' => 429 ) );
		}
		if ( '' === $result['url'] ) {
			wp_die( esc_html( $result['message'] ), '', array( 'response' => (int) $result['status'] ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- an HTTP status code.
		}
		wp_safe_redirect( $result['url'], 303 );
		exit;
	}

	/**
	 * Handles one submitted form.
	 *
	 * @param array<string,mixed> $post Submitted fields (unslashed).
	 * @param string              $ip   Client address.
	 * @return array{status:int,url:string,message:string,booking:array<string,mixed>|null}
	 */
	public static function process( array $post, string $ip ): array {
		$event = ( new EventsService() )->get( absint( $post['event_id'] ?? 0 ) );
		if ( ! $event || ! isset( $event['ticket_variations'] ) ) {
			return self::result( 404, '', __( 'This event does not exist.', 'eventin-pro' ) );
		}
		if ( ! RateLimit::attempt( $ip ) ) {
			return self::result( 429, '', __( 'Too many booking attempts from your address. Please wait ten minutes and try again.', 'eventin-pro' ) );
		}
		$values = self::values( $post, ExtraAnswers::fields( $event ) );
		if ( ! is_string( $post['_wpnonce'] ?? null ) || ! wp_verify_nonce( $post['_wpnonce'], Checkout::nonce_action( (int) $event['id'] ) ) ) {
			return self::back( $event, $values, array( 'form' => __( 'The form expired. Please check your booking and send it again.', 'eventin-pro' ) ) );
		}
		if ( '' !== trim( (string) ( is_scalar( $post[ Checkout::HONEYPOT ] ?? '' ) ? $post[ Checkout::HONEYPOT ] : 'x' ) ) ) {
			// A robot filled the hidden field: nothing is booked, and nothing says why.
			return self::back( $event, $values, array( 'form' => __( 'Your booking could not be sent.', 'eventin-pro' ) ) );
		}
		$reason = CheckoutRules::closed_reason( $event );
		if ( '' !== $reason ) {
			return self::back( $event, $values, array( 'form' => BookingForm::closed_message( $reason ) ), 409 );
		}
		$errors = self::validate( $values, $event );
		if ( $errors ) {
			return self::back( $event, $values, $errors );
		}
		$booking = self::book( $values, $event );
		if ( is_wp_error( $booking ) ) {
			$data  = (array) $booking->get_error_data();
			$field = self::form_field( (string) ( $data['field'] ?? 'form' ) );
			return self::back( $event, $values, array( $field => $booking->get_error_message() ), 409 === ( $data['status'] ?? 0 ) ? 409 : 400 );
		}
		self::notify( $booking, $event );
		$url = Confirmation::url( $booking, $event );
		if ( 'pending' === $booking['status'] ) {
			/**
			 * Lets a payment gateway take the payment of a new pending booking:
			 * it may redirect the visitor to its payment page (and exit); when it
			 * returns, the visitor sees the confirmation. The gateway marks the
			 * booking paid with BookingsService::transition( $id, 'completed' ).
			 *
			 * @param array  $booking Booking (clean fields).
			 * @param string $method  Payment method key the visitor chose.
			 * @param string $url     Confirmation page URL (to return to).
			 */
			do_action( 'eventin_checkout_pay', $booking, $booking['payment_method'], $url );
		}
		return self::result( 303, $url, '', $booking );
	}

	/**
	 * The fields of the form, as typed (trimmed strings, whole quantities,
	 * the extra fields' answers for the booking and per attendee).
	 *
	 * @param array<string,mixed>               $post  Submitted fields.
	 * @param array<string,array<string,mixed>> $extra The event's extra fields by key.
	 * @return array<string,mixed>
	 */
	private static function values( array $post, array $extra ): array {
		$values = array();
		foreach ( array( 'first_name', 'last_name', 'email', 'phone', 'payment_method' ) as $field ) {
			$values[ $field ] = is_string( $post[ $field ] ?? null ) ? trim( $post[ $field ] ) : '';
		}
		$values['qty'] = array();
		foreach ( is_array( $post['qty'] ?? null ) ? $post['qty'] : array() as $slug => $quantity ) {
			if ( is_scalar( $quantity ) && '' !== trim( (string) $quantity ) ) {
				$values['qty'][ (string) $slug ] = trim( (string) $quantity );
			}
		}
		$values['attendees'] = array();
		foreach ( is_array( $post['attendees'] ?? null ) ? array_values( $post['attendees'] ) : array() as $person ) {
			$values['attendees'][] = array(
				'name'  => is_array( $person ) && is_string( $person['name'] ?? null ) ? trim( $person['name'] ) : '',
				'email' => is_array( $person ) && is_string( $person['email'] ?? null ) ? trim( $person['email'] ) : '',
				'extra' => ExtraAnswers::values( is_array( $person ) ? ( $person['extra'] ?? null ) : null, $extra ),
			);
		}
		$values['extra'] = ExtraAnswers::values( $post['extra'] ?? null, $extra );
		return $values;
	}

	/**
	 * Every error of the form, by field (empty when it can be booked).
	 *
	 * @param array<string,mixed> $values Typed values.
	 * @param array<string,mixed> $event  The event.
	 * @return array<string,string> Field => message.
	 */
	public static function validate( array $values, array $event ): array {
		$errors = array();
		foreach ( array( 'first_name', 'last_name', 'email' ) as $field ) {
			if ( '' === $values[ $field ] ) {
				$errors[ $field ] = __( 'This field is required.', 'eventin-pro' );
			}
		}
		foreach ( array( 'first_name', 'last_name', 'phone' ) as $field ) {
			if ( ! isset( $errors[ $field ] ) && '' !== $values[ $field ] ) {
				$error = self::text_error( $values[ $field ] );
				if ( '' !== $error ) {
					$errors[ $field ] = $error;
				}
			}
		}
		if ( ! isset( $errors['email'] ) && ( ! is_email( $values['email'] ) || strlen( $values['email'] ) > self::MAX_TEXT ) ) {
			$errors['email'] = __( 'Enter a valid e-mail address.', 'eventin-pro' );
		}
		$types = CheckoutRules::on_sale( $event );
		$count = 0;
		foreach ( $values['qty'] as $slug => $quantity ) {
			if ( '0' === $quantity ) {
				continue;
			}
			$type = $types[ $slug ] ?? null;
			if ( ! $type ) {
				$errors[ 'qty.' . $slug ] = __( 'This ticket type is not on sale.', 'eventin-pro' );
			} elseif ( ! ctype_digit( $quantity ) || (int) $quantity < $type['min'] || (int) $quantity > $type['max'] ) {
				/* translators: 1: fewest tickets, 2: most tickets. */
				$errors[ 'qty.' . $slug ] = sprintf( __( 'Choose from %1$d to %2$d tickets.', 'eventin-pro' ), $type['min'], $type['max'] );
			} else {
				$count += (int) $quantity;
			}
		}
		if ( ! $values['qty'] || ( 0 === $count && ! preg_grep( '/^qty\./', array_keys( $errors ) ) ) ) {
			$errors['qty'] = __( 'Choose at least one ticket.', 'eventin-pro' );
		}
		if ( $count > 0 && self::total( $values, $types ) > 0 && ! isset( CheckoutRules::payment_methods()[ self::method( $values ) ] ) ) {
			$errors['payment_method'] = __( 'Choose a payment method.', 'eventin-pro' );
		}
		$extra = ExtraAnswers::fields( $event );
		if ( $count > 0 && ! CheckoutRules::asks_attendees( $event ) ) {
			$errors += ExtraAnswers::errors( $values['extra'] ?? array(), $extra, 'extra' );
		}
		if ( $count > 0 && CheckoutRules::asks_attendees( $event ) ) {
			for ( $i = 0; $i < $count; $i++ ) {
				$person = $values['attendees'][ $i ] ?? array(
					'name'  => '',
					'email' => '',
				);
				$error  = '' === $person['name'] ? __( 'This field is required.', 'eventin-pro' ) : self::text_error( $person['name'] );
				if ( '' !== $error ) {
					$errors[ "attendees.$i.name" ] = $error;
				}
				if ( '' !== $person['email'] && ( ! is_email( $person['email'] ) || strlen( $person['email'] ) > self::MAX_TEXT ) ) {
					$errors[ "attendees.$i.email" ] = __( 'Enter a valid e-mail address.', 'eventin-pro' );
				}
				$errors += ExtraAnswers::errors( $person['extra'] ?? array(), $extra, "attendees.$i.extra" );
			}
		}
		return $errors;
	}

	/**
	 * Why a name or phone number is refused, or ''.
	 *
	 * @param string $value Typed value.
	 */
	private static function text_error( string $value ): string {
		if ( wp_strip_all_tags( $value ) !== $value ) {
			return __( 'HTML is not allowed here.', 'eventin-pro' );
		}
		if ( mb_strlen( $value ) > self::MAX_TEXT ) {
			/* translators: %d: most characters allowed. */
			return sprintf( __( 'At most %d characters.', 'eventin-pro' ), self::MAX_TEXT );
		}
		return '';
	}

	/**
	 * Total price of the chosen tickets.
	 *
	 * @param array<string,mixed>                $values Typed values.
	 * @param array<string,array<string,mixed>> $types  Types on sale.
	 */
	private static function total( array $values, array $types ): float {
		$total = 0.0;
		foreach ( $values['qty'] as $slug => $quantity ) {
			$total += isset( $types[ $slug ] ) ? (int) $quantity * $types[ $slug ]['price'] : 0;
		}
		return $total;
	}

	/**
	 * The chosen payment method (the only one when there is one).
	 *
	 * @param array<string,mixed> $values Typed values.
	 */
	private static function method( array $values ): string {
		$methods = CheckoutRules::payment_methods();
		return 1 === count( $methods ) && '' === $values['payment_method'] ? (string) key( $methods ) : sanitize_key( $values['payment_method'] );
	}

	/**
	 * Creates the booking: free ones completed, paid ones pending with the chosen method.
	 *
	 * @param array<string,mixed> $values Valid values.
	 * @param array<string,mixed> $event  The event.
	 * @return array<string,mixed>|WP_Error
	 */
	private static function book( array $values, array $event ) {
		$types   = CheckoutRules::on_sale( $event );
		$tickets = array();
		foreach ( $values['qty'] as $slug => $quantity ) {
			if ( (int) $quantity > 0 ) {
				$tickets[] = array(
					'slug'     => (string) $slug,
					'quantity' => (int) $quantity,
				);
			}
		}
		$paid  = self::total( $values, $types ) > 0;
		$input = array(
			'event_id'       => (int) $event['id'],
			'first_name'     => $values['first_name'],
			'last_name'      => $values['last_name'],
			'email'          => $values['email'],
			'phone'          => $values['phone'],
			'tickets'        => $tickets,
			'status'         => $paid ? 'pending' : 'completed',
			'payment_method' => $paid ? self::method( $values ) : 'free',
		);
		$count = (int) array_sum( array_column( $tickets, 'quantity' ) );
		if ( CheckoutRules::asks_attendees( $event ) ) {
			$input['attendees'] = array();
			foreach ( array_slice( $values['attendees'], 0, $count ) as $person ) {
				$input['attendees'][] = array(
					'name'         => $person['name'],
					'email'        => '' !== $person['email'] ? $person['email'] : $values['email'],
					'extra_fields' => ExtraAnswers::stored( $person['extra'] ?? array() ),
				);
			}
		} elseif ( ExtraAnswers::fields( $event ) ) {
			// Asked once: the booking keeps the answers, and so does each of its attendees (the buyer).
			$input['extra_fields'] = ExtraAnswers::stored( $values['extra'] );
			$input['attendees']    = array_fill(
				0,
				$count,
				array(
					'name'         => trim( $values['first_name'] . ' ' . $values['last_name'] ),
					'email'        => $values['email'],
					'phone'        => $values['phone'],
					'extra_fields' => $input['extra_fields'],
				)
			);
		}
		return ( new BookingsService() )->create( $input );
	}

	/**
	 * The mails of a new booking: the buyer's (completed ones got theirs from
	 * BookingsService), each attendee's with an address of their own, the site's.
	 *
	 * @param array<string,mixed> $booking Booking.
	 * @param array<string,mixed> $event   The event.
	 */
	private static function notify( array $booking, array $event ): void {
		$service = new BookingsService();
		if ( 'completed' !== $booking['status'] ) {
			$service->send_confirmation( $booking );
		}
		$attendees = $service->attendees_of( (int) $booking['id'] );
		foreach ( $attendees as $attendee ) {
			if ( '' !== (string) $attendee['email'] && strtolower( (string) $attendee['email'] ) !== strtolower( (string) $booking['email'] ) ) {
				BookingMails::attendee_ticket( $attendee, $booking, (string) $event['title'] );
			}
		}
		/**
		 * Filters whether the site's administrator gets a mail for each new booking.
		 *
		 * @param bool  $notify  Whether to send it (Settings' booking_admin_notification, default on).
		 * @param array $booking Booking.
		 */
		if ( apply_filters( 'eventin_checkout_notify_admin', 'off' !== ( new SettingsRepository() )->get( 'booking_admin_notification' ), $booking ) ) {
			$names = array_column( (array) $event['ticket_variations'], 'name', 'slug' );
			foreach ( $booking['tickets'] as $n => $ticket ) {
				$booking['tickets'][ $n ]['name'] = $names[ $ticket['slug'] ] ?? $ticket['slug'];
			}
			BookingMails::admin_notice( $booking, (string) $event['title'], (string) get_option( 'admin_email' ) );
		}
	}

	/**
	 * The form field a BookingsService error names.
	 *
	 * @param string $field Service field.
	 */
	private static function form_field( string $field ): string {
		$map = array(
			'tickets'         => 'qty',
			'attendees'       => 'form',
			'attendees.name'  => 'form',
			'attendees.email' => 'form',
		);
		return $map[ $field ] ?? ( in_array( $field, array( 'first_name', 'last_name', 'email', 'phone' ), true ) ? $field : 'form' );
	}

	/**
	 * Back to the form, its errors and values kept for the next page view.
	 *
	 * @param array<string,mixed>  $event  The event.
	 * @param array<string,mixed>  $values Typed values.
	 * @param array<string,string> $errors Field => message.
	 * @param int                  $status Status the result reports.
	 * @return array{status:int,url:string,message:string,booking:array<string,mixed>|null}
	 */
	private static function back( array $event, array $values, array $errors, int $status = 400 ): array {
		$key = FormState::keep( 'checkout', (int) $event['id'], $values, $errors );
		$url = add_query_arg( Checkout::FORM_STATE_ARG, $key, (string) $event['link'] ) . '#' . BookingForm::ANCHOR;
		return self::result( $status, $url, (string) reset( $errors ) );
	}

	/**
	 * A result of process().
	 *
	 * @param int                      $status  Status.
	 * @param string                   $url     Where to send the visitor ('' for an error page).
	 * @param string                   $message Message.
	 * @param array<string,mixed>|null $booking Booking made.
	 * @return array{status:int,url:string,message:string,booking:array<string,mixed>|null}
	 */
	private static function result( int $status, string $url, string $message, ?array $booking = null ): array {
		return compact( 'status', 'url', 'message', 'booking' );
	}

	/**
	 * A kept form state for an event (FormState).
	 *
	 * @param string $key      State key from the URL.
	 * @param int    $event_id Event it must belong to.
	 * @return array{values:array<string,mixed>,errors:array<string,string>}|null
	 */
	public static function take_state( string $key, int $event_id ): ?array {
		return FormState::take( 'checkout', $key, $event_id );
	}
}
