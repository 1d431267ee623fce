/**
 * The actions menu of a booking row. Its items go through the
 * `eventin.bookingActions` filter (extension-points.ts), through which our
 * own extension items (extension-actions.ts) and other plugins' arrive.
 */

/**
 * WordPress dependencies
 */
import { applyFilters } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import type { Booking } from '../../../data/bookings';
import {
	BOOKING_ACTIONS_FILTER,
	type RowAction,
	type RowActionContext,
} from '../../extension-points';

/** Delete stays the last item whatever the filters do. */
const DELETE_KEY = 'delete';

/**
 * The menu after every filter ran. What a filter returns that is not an
 * item with a key, a label and something to do is dropped, and so is a
 * second item under a key already shown; a filter that returns no list
 * leaves our items as they were.
 *
 * @param items   Our core items.
 * @param booking The row's booking.
 * @param context Permissions, settings and navigation.
 */
export function filterBookingActions(
	items: RowAction[],
	booking: Booking,
	context: RowActionContext
): RowAction[] {
	const result: unknown = applyFilters(
		BOOKING_ACTIONS_FILTER,
		items,
		booking,
		context
	);
	if ( ! Array.isArray( result ) ) {
		return items;
	}
	const byKey = new Map< string, RowAction >();
	for ( const entry of result as Array< Partial< RowAction > | null > ) {
		const usable =
			typeof entry?.key === 'string' &&
			typeof entry.label === 'string' &&
			( typeof entry.onClick === 'function' ||
				typeof entry.path === 'string' );
		if ( usable && ! byKey.has( entry.key as string ) ) {
			byKey.set( entry.key as string, entry as RowAction );
		}
	}
	const kept = [ ...byKey.values() ];
	return kept
		.filter( ( item ) => item.key !== DELETE_KEY )
		.concat( kept.filter( ( item ) => item.key === DELETE_KEY ) );
}
