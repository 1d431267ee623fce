<?php
/**
 * The confirmation shown after a booking, on the event's page: its URL
 * carries the booking id and the booking's access token (Eventin's
 * `_order_access_token`), compared with hash_equals, so only the buyer (who
 * was redirected there, and the mails) can open it.
 *
 * @package EventinPro
 */

namespace EventinPro\Checkout;

use EventinPro\Bookings\BookingsRepository;
use EventinPro\Bookings\BookingsService;
use EventinPro\Events\Events;
use EventinPro\Events\EventsService;
use EventinPro\Settings\Money;

defined( 'ABSPATH' ) || exit;

/**
 * Confirmation page.
 */
final class Confirmation {

	/**
	 * Query argument: booking id.
	 */
	public const BOOKING_ARG = 'eventin_booking';

	/**
	 * Query argument: the booking's access token.
	 */
	public const KEY_ARG = 'eventin_key';

	/**
	 * The confirmation URL of a booking.
	 *
	 * @param array<string,mixed> $booking Booking.
	 * @param array<string,mixed> $event   Its event.
	 */
	public static function url( array $booking, array $event ): string {
		$token = (string) get_post_meta( (int) $booking['id'], BookingsRepository::META_ACCESS_TOKEN, true );
		return add_query_arg(
			array(
				self::BOOKING_ARG => (int) $booking['id'],
				self::KEY_ARG     => rawurlencode( $token ),
			),
			(string) $event['link']
		) . '#' . BookingForm::ANCHOR;
	}

	/**
	 * The `the_content` filter of a confirmation URL: the confirmation opens the
	 * single event's page (after the event page's sections, priority 30, so it
	 * comes first), for the main event only.
	 *
	 * @param string $content Content.
	 */
	public static function content( $content ): string {
		$id = (int) get_the_ID();
		if ( ! is_string( $content ) || ! in_the_loop() || ! is_main_query() || ! is_singular( Events::POST_TYPE ) || (int) get_queried_object_id() !== $id ) {
			return (string) $content;
		}
		$event = ( new EventsService() )->get( $id );
		if ( ! $event || ! isset( $event['ticket_variations'] ) ) {
			return $content;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading a page; the booking key is checked with hash_equals.
		$booking = isset( $_GET[ self::BOOKING_ARG ] ) ? absint( $_GET[ self::BOOKING_ARG ] ) : 0;
		$key     = isset( $_GET[ self::KEY_ARG ] ) ? sanitize_text_field( wp_unslash( $_GET[ self::KEY_ARG ] ) ) : '';
		// phpcs:enable
		return self::render( $booking, $key, $event ) . $content;
	}

	/**
	 * The confirmation's HTML, or a notice when the link is not valid.
	 *
	 * @param int                 $id    Booking id from the URL.
	 * @param string              $key   Token from the URL.
	 * @param array<string,mixed> $event The event of the page.
	 */
	public static function render( int $id, string $key, array $event ): string {
		$service = new BookingsService();
		$booking = $id > 0 ? $service->get( $id ) : null;
		$token   = $booking ? (string) get_post_meta( $id, BookingsRepository::META_ACCESS_TOKEN, true ) : '';
		$out     = '<section id="' . esc_attr( BookingForm::ANCHOR ) . '" class="eventin-booking eventin-booking--confirmation" aria-labelledby="eventin-booking-title">';
		if ( ! $booking || '' === $token || '' === $key || ! hash_equals( $token, $key ) || (int) $booking['event_id'] !== (int) $event['id'] ) {
			$out .= '<h2 id="eventin-booking-title">' . esc_html__( 'Booking not found', 'eventin-pro' ) . '</h2>';
			$out .= '<p>' . esc_html__( 'This booking link is not valid. Please use the link from your confirmation mail.', 'eventin-pro' ) . '</p>';
			return $out . '</section>';
		}
		$names   = array_column( (array) $event['ticket_variations'], 'name', 'slug' );
		$methods = CheckoutRules::payment_methods();
		$title   = 'completed' === $booking['status'] ? __( 'Your booking is confirmed', 'eventin-pro' ) : __( 'Your booking is received', 'eventin-pro' );
		$out    .= '<h2 id="eventin-booking-title" class="eventin-booking__title" tabindex="-1">' . esc_html( $title ) . '</h2>';
		/* translators: 1: booking number, 2: e-mail address. */
		$out .= '<p>' . esc_html( sprintf( __( 'Booking #%1$d. A confirmation was sent to %2$s.', 'eventin-pro' ), (int) $booking['id'], $booking['email'] ) ) . '</p>';
		$out .= '<table class="eventin-booking__summary"><caption class="screen-reader-text">' . esc_html__( 'Booking summary', 'eventin-pro' ) . '</caption><thead><tr>';
		$out .= '<th scope="col">' . esc_html__( 'Ticket', 'eventin-pro' ) . '</th><th scope="col">' . esc_html__( 'Quantity', 'eventin-pro' ) . '</th><th scope="col">' . esc_html__( 'Price', 'eventin-pro' ) . '</th></tr></thead><tbody>';
		foreach ( $booking['tickets'] as $ticket ) {
			$out .= '<tr><td>' . esc_html( (string) ( $names[ $ticket['slug'] ] ?? $ticket['slug'] ) ) . '</td><td>' . esc_html( (string) (int) $ticket['quantity'] ) . '</td><td>' . esc_html( Money::price( (float) $ticket['price'], (string) $booking['currency'] ) ) . '</td></tr>';
		}
		$out .= '</tbody><tfoot><tr><th scope="row" colspan="2">' . esc_html__( 'Total', 'eventin-pro' ) . '</th><td>' . esc_html( Money::format( (float) $booking['total_price'], (string) $booking['currency'] ) ) . '</td></tr></tfoot></table>';
		if ( 'pending' === $booking['status'] ) {
			$method = $methods[ $booking['payment_method'] ] ?? $booking['payment_method'];
			/* translators: %s: payment method. */
			$out .= '<p class="eventin-booking__due">' . esc_html( sprintf( __( 'Payment: %s. Your tickets are valid once the booking is paid.', 'eventin-pro' ), $method ) ) . '</p>';
		}
		$out .= '<h3>' . esc_html__( 'Tickets', 'eventin-pro' ) . '</h3><ul class="eventin-booking__tickets-list">';
		foreach ( $service->attendees_of( (int) $booking['id'] ) as $attendee ) {
			/** This filter is documented in includes/Bookings/BookingMails.php */
			$url   = apply_filters( 'eventin_ticket_url', '', (int) $attendee['id'] );
			$label = sprintf( /* translators: 1: attendee name, 2: ticket type. */ __( '%1$s — %2$s', 'eventin-pro' ), $attendee['name'], (string) ( $attendee['ticket_name'] ?? '' ) );
			$out  .= '<li>' . ( is_string( $url ) && '' !== $url ? '<a href="' . esc_url( $url ) . '">' . esc_html( $label ) . '</a>' : esc_html( $label ) ) . '</li>';
		}
		return $out . '</ul></section>';
	}
}
