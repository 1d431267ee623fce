/**
 * Ticket variations as the form edits them (an 'unlimited' box instead of
 * capacity -1, the slug and sold count carried along) and the total on sale.
 */

/**
 * Internal dependencies
 */
import { UNLIMITED_TICKETS } from '../../../data/events';
import type { TicketVariation } from './types';

export interface TicketRow {
	name: string;
	price: number | null;
	capacity: number | null;
	unlimited: boolean;
	/** Empty for a variation not saved yet. */
	slug: string;
	sold: number;
	min_per_order: number | null;
	max_per_order: number | null;
}

/**
 * Form rows from the API's variations.
 *
 * @param variations Variations.
 */
export function ticketRows( variations: TicketVariation[] ): TicketRow[] {
	return variations.map( ( ticket ) => ( {
		name: ticket.name,
		price: ticket.price,
		capacity:
			ticket.capacity === UNLIMITED_TICKETS ? null : ticket.capacity,
		unlimited: ticket.capacity === UNLIMITED_TICKETS,
		slug: ticket.slug ?? '',
		sold: ticket.sold ?? 0,
		min_per_order: ticket.min_per_order ?? null,
		max_per_order: ticket.max_per_order ?? null,
	} ) );
}

/**
 * The API's variations from form rows.
 *
 * @param rows Rows.
 */
export function ticketVariations( rows: TicketRow[] ): TicketVariation[] {
	return rows.map( ( row ) => {
		const variation: TicketVariation = {
			name: row.name.trim(),
			price: Number( row.price ?? 0 ),
			capacity: row.unlimited
				? UNLIMITED_TICKETS
				: Number( row.capacity ?? 0 ),
		};
		// The slug keeps a renamed variation the one its bookings refer to;
		// limits left empty keep what the server stores.
		if ( row.slug ) {
			variation.slug = row.slug;
		}
		if ( row.min_per_order ) {
			variation.min_per_order = Number( row.min_per_order );
		}
		if ( row.max_per_order ) {
			variation.max_per_order = Number( row.max_per_order );
		}
		return variation;
	} );
}

/**
 * Tickets on sale: the sum of the capacities, -1 when any is unlimited.
 *
 * @param rows Rows (possibly half filled while the user types).
 */
export function ticketTotal( rows: Array< Partial< TicketRow > | undefined > ) {
	let total = 0;
	for ( const row of rows ) {
		if ( row?.unlimited ) {
			return UNLIMITED_TICKETS;
		}
		total += Number( row?.capacity ?? 0 ) || 0;
	}
	return total;
}
