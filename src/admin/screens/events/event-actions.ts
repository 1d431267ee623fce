/**
 * The more-actions menu of an event row. The list of items goes through the
 * `eventin.eventActions` filter (extension-points.ts) so other features and
 * plugins can add, remove or reorder items; our own extension items use the
 * same filter (extension-actions.ts).
 */

/**
 * WordPress dependencies
 */
import { applyFilters } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import type { Event } from '../../../data/events';
import {
	EVENT_ACTIONS_FILTER,
	type RowAction,
	type RowActionContext,
} from '../../extension-points';

export type EventAction = RowAction;
export type EventActionContext = RowActionContext;

/** Stays the last item whatever the filters do. */
const LAST_KEY = 'delete';

/**
 * Whether a value returned by a filter is a usable item.
 *
 * @param item Anything.
 */
function isAction( item: unknown ): item is EventAction {
	const candidate = item as EventAction;
	return (
		!! candidate &&
		typeof candidate.key === 'string' &&
		typeof candidate.label === 'string' &&
		( typeof candidate.onClick === 'function' ||
			typeof candidate.path === 'string' )
	);
}

/**
 * The items after every filter ran. Entries without a key, label or action
 * are dropped, and so are repeated keys and a second item for a destination
 * already in the menu (a core item keeps its place and label); Delete goes
 * last. When the filters end with something other than a list, the core
 * items stand rather than the menu breaking.
 *
 * @param items   Our core items.
 * @param event   The row's event.
 * @param context Permissions, settings and navigation.
 */
export function filterEventActions(
	items: EventAction[],
	event: Event,
	context: EventActionContext
): EventAction[] {
	const filtered = applyFilters(
		EVENT_ACTIONS_FILTER,
		items,
		event,
		context
	);
	if ( ! Array.isArray( filtered ) ) {
		return items;
	}
	// Destination → key of the item that shows it: the core items first.
	const owners = new Map< string, string >();
	items.forEach( ( { path, key } ) => path && owners.set( path, key ) );
	const keys = new Set< string >();
	const kept = filtered.filter( ( item ) => {
		if ( ! isAction( item ) || keys.has( item.key ) ) {
			return false;
		}
		if ( item.path ) {
			if ( ( owners.get( item.path ) ?? item.key ) !== item.key ) {
				return false;
			}
			owners.set( item.path, item.key );
		}
		keys.add( item.key );
		return true;
	} );
	return [
		...kept.filter( ( item ) => item.key !== LAST_KEY ),
		...kept.filter( ( item ) => item.key === LAST_KEY ),
	];
}
