/**
 * Bookings (purchases): /eventin/v2/orders. Lists, Mark as paid and Cancel
 * (PUT status) and Delete come from the factory; refund and resend are
 * plain calls the screen feeds back into the store.
 */

/**
 * Internal dependencies
 */
import { request } from '../../api/client';
import { createCollectionStore } from '../factory';
import type { Booking } from './types';

export type {
	Booking,
	BookingListQuery,
	BookingStatus,
	BookingTicket,
} from './types';

export const bookingsStore = createCollectionStore< Booking >( {
	storeName: 'eventin/bookings',
	path: 'orders',
} );

/**
 * Refunds a completed booking. The server marks it and its attendees
 * refunded and frees the places.
 *
 * @param id Booking id.
 * @return The booking after the refund.
 */
export async function refundBooking( id: number ): Promise< Booking > {
	const { data } = await request< Booking >( `orders/${ id }/refund`, {
		method: 'POST',
	} );
	return data;
}

/**
 * Sends a completed booking's invoice to its customer again.
 *
 * @param id Booking id.
 * @return The server's message ('Invoice sent to <email>.').
 */
export async function resendBookingInvoice( id: number ): Promise< string > {
	const { data } = await request< { message?: string } | null >(
		`orders/${ id }/resend-invoice`,
		{ method: 'POST' }
	);
	return data?.message ?? '';
}
