<?php
/**
 * Mails to the customer of a booking: the confirmation (with the invoice) and
 * the refund notice. Plain text, through wp_mail, from the sender in Settings.
 *
 * @package EventinPro
 */

namespace EventinPro\Bookings;

use EventinPro\Settings\Money;
use EventinPro\Support\PlainMail;

defined( 'ABSPATH' ) || exit;

/**
 * Booking mails.
 */
final class BookingMails {

	/**
	 * Sends the booking confirmation with its invoice lines and ticket ids.
	 *
	 * @param array<string,mixed>            $booking   Booking (clean fields).
	 * @param string                         $event     Event title.
	 * @param array<int,array<string,mixed>> $attendees The booking's attendees (clean fields).
	 * @return bool Whether wp_mail accepted it.
	 */
	public static function confirmation( array $booking, string $event, array $attendees ): bool {
		$lines = array(
			/* translators: %s: customer's first name. */
			sprintf( __( 'Hello %s,', 'eventin-pro' ), PlainMail::text( $booking['first_name'] ) ),
			'',
			/* translators: %s: event title. */
			sprintf( __( 'Thank you for your booking for %s.', 'eventin-pro' ), PlainMail::text( $event ) ),
			'',
			/* translators: %d: booking number. */
			sprintf( __( 'Invoice for booking #%d', 'eventin-pro' ), (int) $booking['id'] ),
		);
		foreach ( $booking['tickets'] as $ticket ) {
			/* translators: 1: quantity, 2: ticket type, 3: price of one ticket with its currency. */
			$lines[] = sprintf( __( '%1$d x %2$s at %3$s', 'eventin-pro' ), (int) $ticket['quantity'], PlainMail::text( $ticket['name'] ?? $ticket['slug'] ), self::money( (float) $ticket['price'], $booking ) );
		}
		/* translators: %s: total with its currency. */
		$lines[] = sprintf( __( 'Total: %s', 'eventin-pro' ), self::money( (float) $booking['total_price'], $booking ) );
		if ( 'pending' === $booking['status'] ) {
			/* translators: %s: amount with its currency. */
			$lines[] = sprintf( __( 'Payment due: %s. Your tickets are valid once it is paid.', 'eventin-pro' ), self::money( (float) $booking['total_price'], $booking ) );
		}
		$lines[] = '';
		$lines[] = __( 'Your tickets:', 'eventin-pro' );
		foreach ( $attendees as $attendee ) {
			/* translators: 1: attendee name, 2: ticket id. */
			$lines[] = sprintf( __( '%1$s: ticket %2$s', 'eventin-pro' ), PlainMail::text( $attendee['name'] ), PlainMail::text( $attendee['ticket_id'] ) );
			$url     = self::ticket_url( (int) $attendee['id'] );
			if ( '' !== $url ) {
				$lines[] = '  ' . $url;
			}
		}
		/* translators: 1: event title, 2: booking number. */
		return PlainMail::send( $booking['email'], sprintf( __( 'Your booking for %1$s (#%2$d)', 'eventin-pro' ), PlainMail::text( $event ), (int) $booking['id'] ), $lines );
	}

	/**
	 * Tells the customer the booking was refunded.
	 *
	 * @param array<string,mixed> $booking Booking (clean fields).
	 * @param string              $event   Event title.
	 * @return bool Whether wp_mail accepted it.
	 */
	public static function refund_notice( array $booking, string $event ): bool {
		$lines = array(
			/* translators: %s: customer's first name. */
			sprintf( __( 'Hello %s,', 'eventin-pro' ), PlainMail::text( $booking['first_name'] ) ),
			'',
			/* translators: 1: booking number, 2: event title. */
			sprintf( __( 'Your booking #%1$d for %2$s has been refunded; its tickets are no longer valid.', 'eventin-pro' ), (int) $booking['id'], PlainMail::text( $event ) ),
			/* translators: %s: amount with its currency. */
			sprintf( __( 'Amount refunded: %s', 'eventin-pro' ), self::money( (float) $booking['total_price'], $booking ) ),
		);
		/* translators: 1: booking number, 2: event title. */
		return PlainMail::send( $booking['email'], sprintf( __( 'Booking #%1$d for %2$s refunded', 'eventin-pro' ), (int) $booking['id'], PlainMail::text( $event ) ), $lines );
	}

	/**
	 * Sends an attendee their own ticket (an attendee with an address of their own).
	 *
	 * @param array<string,mixed> $attendee Attendee (clean fields).
	 * @param array<string,mixed> $booking  Their booking.
	 * @param string              $event    Event title.
	 * @return bool Whether wp_mail accepted it.
	 */
	public static function attendee_ticket( array $attendee, array $booking, string $event ): bool {
		$lines = array(
			/* translators: %s: attendee name. */
			sprintf( __( 'Hello %s,', 'eventin-pro' ), PlainMail::text( $attendee['name'] ) ),
			'',
			/* translators: 1: buyer's name, 2: event title. */
			sprintf( __( '%1$s booked a ticket for you for %2$s.', 'eventin-pro' ), PlainMail::text( trim( $booking['first_name'] . ' ' . $booking['last_name'] ) ), PlainMail::text( $event ) ),
			/* translators: %s: ticket id. */
			sprintf( __( 'Your ticket: %s', 'eventin-pro' ), PlainMail::text( $attendee['ticket_id'] ) ),
		);
		$url   = self::ticket_url( (int) $attendee['id'] );
		if ( '' !== $url ) {
			$lines[] = $url;
		}
		/* translators: %s: event title. */
		return PlainMail::send( (string) $attendee['email'], sprintf( __( 'Your ticket for %s', 'eventin-pro' ), PlainMail::text( $event ) ), $lines );
	}

	/**
	 * Tells the site's administrator about a new booking.
	 *
	 * @param array<string,mixed> $booking Booking (clean fields).
	 * @param string              $event   Event title.
	 * @param string              $to      Administrator's address.
	 * @return bool Whether wp_mail accepted it.
	 */
	public static function admin_notice( array $booking, string $event, string $to ): bool {
		$lines = array(
			/* translators: 1: booking number, 2: event title. */
			sprintf( __( 'New booking #%1$d for %2$s.', 'eventin-pro' ), (int) $booking['id'], PlainMail::text( $event ) ),
			/* translators: 1: customer's name, 2: customer's e-mail. */
			sprintf( __( 'Customer: %1$s <%2$s>', 'eventin-pro' ), PlainMail::text( trim( $booking['first_name'] . ' ' . $booking['last_name'] ) ), PlainMail::text( $booking['email'] ) ),
		);
		foreach ( $booking['tickets'] as $ticket ) {
			/* translators: 1: quantity, 2: ticket type. */
			$lines[] = sprintf( __( '%1$d x %2$s', 'eventin-pro' ), (int) $ticket['quantity'], PlainMail::text( $ticket['name'] ?? $ticket['slug'] ) );
		}
		/* translators: 1: total with its currency, 2: booking status. */
		$lines[] = sprintf( __( 'Total: %1$s (%2$s)', 'eventin-pro' ), self::money( (float) $booking['total_price'], $booking ), PlainMail::text( $booking['status'] ) );
		/* translators: 1: booking number, 2: event title. */
		return PlainMail::send( $to, sprintf( __( 'New booking #%1$d for %2$s', 'eventin-pro' ), (int) $booking['id'], PlainMail::text( $event ) ), $lines );
	}

	/**
	 * Tells the customer their unpaid booking was cancelled.
	 *
	 * @param array<string,mixed> $booking Booking (clean fields).
	 * @param string              $event   Event title.
	 * @return bool Whether wp_mail accepted it.
	 */
	public static function unpaid_cancelled( array $booking, string $event ): bool {
		$lines = array(
			/* translators: %s: customer's first name. */
			sprintf( __( 'Hello %s,', 'eventin-pro' ), PlainMail::text( $booking['first_name'] ) ),
			'',
			/* translators: 1: booking number, 2: event title. */
			sprintf( __( 'Your booking #%1$d for %2$s was not paid in time and has been cancelled; its places are free again.', 'eventin-pro' ), (int) $booking['id'], PlainMail::text( $event ) ),
		);
		/* translators: 1: booking number, 2: event title. */
		return PlainMail::send( $booking['email'], sprintf( __( 'Booking #%1$d for %2$s cancelled', 'eventin-pro' ), (int) $booking['id'], PlainMail::text( $event ) ), $lines );
	}

	/**
	 * An attendee's private ticket page ('' when no feature provides one).
	 *
	 * @param int $attendee_id Attendee id.
	 */
	private static function ticket_url( int $attendee_id ): string {
		/**
		 * Filters the private URL of an attendee's ticket page.
		 *
		 * @param string $url         URL ('' for none).
		 * @param int    $attendee_id Attendee id.
		 */
		$url = apply_filters( 'eventin_ticket_url', '', $attendee_id );
		return is_string( $url ) ? esc_url_raw( $url ) : '';
	}

	/**
	 * An amount in the booking's currency, as the site writes prices.
	 *
	 * @param float               $amount  Amount.
	 * @param array<string,mixed> $booking Booking (its `currency` code).
	 */
	private static function money( float $amount, array $booking ): string {
		return PlainMail::text( Money::format( $amount, (string) ( $booking['currency'] ?? '' ) ) );
	}
}
