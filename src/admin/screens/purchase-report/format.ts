/**
 * How a booking's money, tickets, customer and payment method read in the
 * bookings table and the details drawer.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { pageLocale } from '../../../components/dates';
import type { Booking, BookingTicket } from '../../../data/bookings';

/**
 * An amount in a currency, e.g. "$1,250.00" or "€12.50" in the page's
 * language; the number and the code when the code is not one Intl knows.
 *
 * @param amount   Amount.
 * @param currency ISO 4217 code.
 */
export function formatMoney( amount: number, currency: string ): string {
	try {
		return new Intl.NumberFormat( pageLocale(), {
			style: 'currency',
			currency,
		} ).format( amount );
	} catch {
		// RangeError: an empty or unknown currency code.
		return `${ new Intl.NumberFormat( pageLocale(), {
			minimumFractionDigits: 2,
			maximumFractionDigits: 2,
		} ).format( amount ) } ${ currency }`.trim();
	}
}

/**
 * "2 × VIP, 1 × Standard".
 *
 * @param tickets A booking's tickets.
 */
export function ticketsSummary( tickets: BookingTicket[] ): string {
	return tickets
		.map( ( ticket ) =>
			sprintf(
				/* translators: 1: number of tickets, 2: ticket type name. */
				__( '%1$d × %2$s', 'eventin-pro' ),
				ticket.quantity,
				ticket.name || ticket.slug
			)
		)
		.join( ', ' );
}

/**
 * The event's title, or its number when it has none (an event deleted since,
 * or one without a title).
 *
 * @param booking Booking.
 */
export function eventName( booking: Booking ): string {
	return (
		booking.event_title ||
		sprintf(
			/* translators: %d: event id. */
			__( 'Event #%d', 'eventin-pro' ),
			booking.event_id
		)
	);
}

/**
 * The customer's full name, or the e-mail address when the booking has none.
 *
 * @param booking Booking.
 */
export function customerName( booking: Booking ): string {
	return (
		[ booking.first_name, booking.last_name ]
			.filter( Boolean )
			.join( ' ' ) || booking.email
	);
}

/**
 * A payment method's name: our checkout's pay-later and the gateways
 * Eventin 4 stores by slug, named; anything else as stored.
 *
 * @param method Stored payment method.
 */
export function paymentMethodLabel( method: string ): string {
	switch ( method ) {
		case 'manual':
			return __( 'Manual', 'eventin-pro' );
		case 'pay_later':
			// Our own checkout's "Pay later / on arrival".
			return __( 'Pay later', 'eventin-pro' );
		case 'stripe':
			return 'Stripe';
		case 'paypal':
			return 'PayPal';
		case 'wc':
		case 'woocommerce':
			return 'WooCommerce';
		case '':
			return '—';
	}
	return method;
}
