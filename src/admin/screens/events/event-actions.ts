/**
 * The more-actions menu of an event row. The list of items goes through the
 * `eventin.eventActions` filter of @wordpress/hooks so other plugins can add,
 * remove or reorder items (our own extension items use the same filter, see
 * extension-actions.ts).
 *
 *     wp.hooks.addFilter( 'eventin.eventActions', 'my-plugin/actions',
 *         ( items, event, context ) => [ ...items, {
 *             key: 'my-plugin-report',
 *             label: 'My report',
 *             onClick: () => context.navigate( `/my-report/${ event.id }` ),
 *         } ] );
 */

/**
 * WordPress dependencies
 */
import { applyFilters } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import type { Event } from '../../../data/events';
import type { Settings } from '../../../data/settings';

export const EVENT_ACTIONS_FILTER = 'eventin.eventActions';

export interface EventAction {
	/** Unique within the menu. */
	key: string;
	label: string;
	danger?: boolean;
	onClick: () => void;
}

/** What a filter callback gets besides the items and the event. */
export interface EventActionContext {
	/** Whether the current user holds a permission key (etn_manage_order, …). */
	can: ( key: string ) => boolean;
	settings: Settings | undefined;
	/** Goes to a dashboard route, e.g. `/attendees/event/12`. */
	navigate: ( path: string ) => void;
}

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
		typeof candidate.onClick === 'function'
	);
}

/**
 * The items after every filter ran. Entries without a key, label or handler
 * (and repeated keys) are dropped; when the filters end with something other
 * than a list, the core items stand rather than the menu breaking.
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
	const seen = new Set< string >();
	return filtered.filter( ( item ) => {
		if ( ! isAction( item ) || seen.has( item.key ) ) {
			return false;
		}
		seen.add( item.key );
		return true;
	} );
}
