/**
 * The spec's extension items of the booking menu, Resend Invoice and Refund
 * Booking, shown on completed bookings only and added through the same
 * `eventin.bookingActions` filter other plugins use.
 */

/**
 * WordPress dependencies
 */
import { addFilter, doAction, hasFilter } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { notify } from '../../../components/notifications';
import {
	refundBooking,
	resendBookingInvoice,
	type Booking,
} from '../../../data/bookings';
import {
	BOOKING_ACTIONS_FILTER,
	BOOKING_CHANGED_ACTION,
	type RowAction,
} from '../../extension-points';

const NAMESPACE = 'eventin-pro/booking-extension-actions';

// Before the default priority (10), so other plugins' items come after ours
// (and can remove them) whichever script loads first.
const PRIORITY = 5;

/**
 * Asks, then sends the invoice again and reports the server's answer.
 *
 * @param booking Booking.
 */
function resendInvoice( booking: Booking ) {
	return confirmAction( {
		title: __(
			'Are you sure you want to resend the invoice of this booking?',
			'eventin-pro'
		),
		okText: __( 'Resend Invoice', 'eventin-pro' ),
		danger: false,
		onConfirm: async () => {
			try {
				const message = await resendBookingInvoice( booking.id );
				notify.success(
					__( 'Successfully resent the invoice!', 'eventin-pro' ),
					message
				);
			} catch ( error ) {
				notify.error(
					__( 'Failed to resend the invoice!', 'eventin-pro' ),
					( error as ApiError ).message
				);
			}
		},
	} );
}

/**
 * Asks, then refunds the booking; the screen shows it refunded.
 *
 * @param booking Booking.
 */
function refund( booking: Booking ) {
	return confirmAction( {
		title: __(
			'Are you sure you want to refund this booking?',
			'eventin-pro'
		),
		okText: __( 'Refund Booking', 'eventin-pro' ),
		onConfirm: async () => {
			try {
				const refunded = await refundBooking( booking.id );
				doAction( BOOKING_CHANGED_ACTION, refunded );
				notify.success(
					__( 'Successfully refunded the booking!', 'eventin-pro' )
				);
			} catch ( error ) {
				notify.error(
					__( 'Failed to refund the booking!', 'eventin-pro' ),
					( error as ApiError ).message
				);
			}
		},
	} );
}

/**
 * The extension items for one booking: none unless it is completed.
 *
 * @param booking Booking.
 */
export function bookingExtensionActions( booking: Booking ): RowAction[] {
	if ( booking.status !== 'completed' ) {
		return [];
	}
	return [
		{
			key: 'resend-invoice',
			label: __( 'Resend Invoice', 'eventin-pro' ),
			onClick: () => resendInvoice( booking ),
		},
		{
			key: 'refund',
			label: __( 'Refund Booking', 'eventin-pro' ),
			danger: true,
			onClick: () => refund( booking ),
		},
	];
}

/**
 * Adds the extension items to the menu, once however often it is called.
 */
export function registerBookingExtensionActions() {
	if ( hasFilter( BOOKING_ACTIONS_FILTER, NAMESPACE ) ) {
		return;
	}
	addFilter(
		BOOKING_ACTIONS_FILTER,
		NAMESPACE,
		( items: RowAction[], booking: Booking ) => [
			...items,
			...bookingExtensionActions( booking ),
		],
		PRIORITY
	);
}
