<?php
/**
 * Mails to the customer of a booking: the confirmation (with the invoice) and
 * the refund notice. Plain text, through wp_mail, from the sender in Settings.
 *
 * @package EventinPro
 */

namespace EventinPro\Bookings;

use EventinPro\Settings\Money;
use EventinPro\Settings\SettingsRepository;

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
			sprintf( __( 'Hello %s,', 'eventin-pro' ), self::text( $booking['first_name'] ) ),
			'',
			/* translators: %s: event title. */
			sprintf( __( 'Thank you for your booking for %s.', 'eventin-pro' ), self::text( $event ) ),
			'',
			/* translators: %d: booking number. */
			sprintf( __( 'Invoice for booking #%d', 'eventin-pro' ), (int) $booking['id'] ),
		);
		foreach ( $booking['tickets'] as $ticket ) {
			/* translators: 1: quantity, 2: ticket type, 3: price of one ticket with its currency. */
			$lines[] = sprintf( __( '%1$d x %2$s at %3$s', 'eventin-pro' ), (int) $ticket['quantity'], self::text( $ticket['name'] ?? $ticket['slug'] ), self::money( (float) $ticket['price'], $booking ) );
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
			$lines[] = sprintf( __( '%1$s: ticket %2$s', 'eventin-pro' ), self::text( $attendee['name'] ), self::text( $attendee['ticket_id'] ) );
			$url     = self::ticket_url( (int) $attendee['id'] );
			if ( '' !== $url ) {
				$lines[] = '  ' . $url;
			}
		}
		/* translators: 1: event title, 2: booking number. */
		return self::send( $booking['email'], sprintf( __( 'Your booking for %1$s (#%2$d)', 'eventin-pro' ), self::text( $event ), (int) $booking['id'] ), $lines );
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
			sprintf( __( 'Hello %s,', 'eventin-pro' ), self::text( $booking['first_name'] ) ),
			'',
			/* translators: 1: booking number, 2: event title. */
			sprintf( __( 'Your booking #%1$d for %2$s has been refunded; its tickets are no longer valid.', 'eventin-pro' ), (int) $booking['id'], self::text( $event ) ),
			/* translators: %s: amount with its currency. */
			sprintf( __( 'Amount refunded: %s', 'eventin-pro' ), self::money( (float) $booking['total_price'], $booking ) ),
		);
		/* translators: 1: booking number, 2: event title. */
		return self::send( $booking['email'], sprintf( __( 'Booking #%1$d for %2$s refunded', 'eventin-pro' ), (int) $booking['id'], self::text( $event ) ), $lines );
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
			sprintf( __( 'Hello %s,', 'eventin-pro' ), self::text( $attendee['name'] ) ),
			'',
			/* translators: 1: buyer's name, 2: event title. */
			sprintf( __( '%1$s booked a ticket for you for %2$s.', 'eventin-pro' ), self::text( trim( $booking['first_name'] . ' ' . $booking['last_name'] ) ), self::text( $event ) ),
			/* translators: %s: ticket id. */
			sprintf( __( 'Your ticket: %s', 'eventin-pro' ), self::text( $attendee['ticket_id'] ) ),
		);
		$url   = self::ticket_url( (int) $attendee['id'] );
		if ( '' !== $url ) {
			$lines[] = $url;
		}
		/* translators: %s: event title. */
		return self::send( (string) $attendee['email'], sprintf( __( 'Your ticket for %s', 'eventin-pro' ), self::text( $event ) ), $lines );
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
			sprintf( __( 'New booking #%1$d for %2$s.', 'eventin-pro' ), (int) $booking['id'], self::text( $event ) ),
			/* translators: 1: customer's name, 2: customer's e-mail. */
			sprintf( __( 'Customer: %1$s <%2$s>', 'eventin-pro' ), self::text( trim( $booking['first_name'] . ' ' . $booking['last_name'] ) ), self::text( $booking['email'] ) ),
		);
		foreach ( $booking['tickets'] as $ticket ) {
			/* translators: 1: quantity, 2: ticket type. */
			$lines[] = sprintf( __( '%1$d x %2$s', 'eventin-pro' ), (int) $ticket['quantity'], self::text( $ticket['name'] ?? $ticket['slug'] ) );
		}
		/* translators: 1: total with its currency, 2: booking status. */
		$lines[] = sprintf( __( 'Total: %1$s (%2$s)', 'eventin-pro' ), self::money( (float) $booking['total_price'], $booking ), self::text( $booking['status'] ) );
		/* translators: 1: booking number, 2: event title. */
		return self::send( $to, sprintf( __( 'New booking #%1$d for %2$s', 'eventin-pro' ), (int) $booking['id'], self::text( $event ) ), $lines );
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
			sprintf( __( 'Hello %s,', 'eventin-pro' ), self::text( $booking['first_name'] ) ),
			'',
			/* translators: 1: booking number, 2: event title. */
			sprintf( __( 'Your booking #%1$d for %2$s was not paid in time and has been cancelled; its places are free again.', 'eventin-pro' ), (int) $booking['id'], self::text( $event ) ),
		);
		/* translators: 1: booking number, 2: event title. */
		return self::send( $booking['email'], sprintf( __( 'Booking #%1$d for %2$s cancelled', 'eventin-pro' ), (int) $booking['id'], self::text( $event ) ), $lines );
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
	 * Sends a plain-text mail from the sender in Settings.
	 *
	 * @param string   $to      Address.
	 * @param string   $subject Subject.
	 * @param string[] $lines   Body lines.
	 */
	private static function send( string $to, string $subject, array $lines ): bool {
		if ( ! is_email( $to ) ) {
			return false;
		}
		$settings = new SettingsRepository();
		$name     = self::text( (string) $settings->get( 'email_sender_name' ) );
		$address  = sanitize_email( (string) $settings->get( 'email_sender_address' ) );
		$headers  = array( 'Content-Type: text/plain; charset=UTF-8' );
		if ( is_email( $address ) ) {
			// The name is quoted, without the characters that would end the quote or the header.
			$headers[] = sprintf( 'From: "%s" <%s>', str_replace( array( '"', '\\' ), '', $name ), $address );
		}
		return wp_mail( $to, $subject, implode( "\n", $lines ) . "\n", $headers );
	}

	/**
	 * Stored text made safe for a plain-text mail: no tags, no line breaks.
	 *
	 * @param mixed $value Value.
	 */
	private static function text( $value ): string {
		return trim( (string) preg_replace( '/[\r\n\t]+/', ' ', wp_strip_all_tags( (string) $value ) ) );
	}

	/**
	 * An amount in the booking's currency, as the site writes prices.
	 *
	 * @param float               $amount  Amount.
	 * @param array<string,mixed> $booking Booking (its `currency` code).
	 */
	private static function money( float $amount, array $booking ): string {
		return self::text( Money::format( $amount, (string) ( $booking['currency'] ?? '' ) ) );
	}
}
