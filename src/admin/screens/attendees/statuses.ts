/**
 * The payment and ticket statuses as the screens name and colour them.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PaymentStatus, TicketStatus } from '../../../data/attendees';

/**
 * Label of each payment status, in filter order.
 */
export function paymentLabels(): Record< PaymentStatus, string > {
	return {
		pending: __( 'Pending', 'eventin-pro' ),
		success: __( 'Success', 'eventin-pro' ),
		failed: __( 'Failed', 'eventin-pro' ),
		refunded: __( 'Refunded', 'eventin-pro' ),
	};
}

/**
 * Label of each ticket status: used is checked in.
 */
export function ticketStatusLabels(): Record< TicketStatus, string > {
	return {
		used: __( 'Checked in', 'eventin-pro' ),
		unused: __( 'Not checked in', 'eventin-pro' ),
	};
}

/**
 * Select options from labels.
 *
 * @param labels Value => label.
 */
export function optionsOf< V extends string >( labels: Record< V, string > ) {
	return ( Object.keys( labels ) as V[] ).map( ( value ) => ( {
		value,
		label: labels[ value ],
	} ) );
}
