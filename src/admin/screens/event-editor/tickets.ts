/**
 * Ticket variations as the form edits them (an 'unlimited' box instead of
 * capacity -1) and the total on sale.
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
	} ) );
}

/**
 * The API's variations from form rows.
 *
 * @param rows Rows.
 */
export function ticketVariations( rows: TicketRow[] ): TicketVariation[] {
	return rows.map( ( row ) => ( {
		name: row.name.trim(),
		price: Number( row.price ?? 0 ),
		capacity: row.unlimited
			? UNLIMITED_TICKETS
			: Number( row.capacity ?? 0 ),
	} ) );
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
