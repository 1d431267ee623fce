/**
 * Names and item shapes of the dashboard's extension points: @wordpress/hooks
 * filters through which features (ours and other plugins') add items to
 * another feature's menus without importing it.
 *
 *     wp.hooks.addFilter( 'eventin.eventActions', 'my-plugin/actions',
 *         ( items, event, context ) => [ ...items, {
 *             key: 'my-plugin-report',
 *             label: 'My report',
 *             path: `/my-report/${ event.id }`,
 *         } ] );
 */

/**
 * Internal dependencies
 */
import type { Settings } from '../data/settings';

/** Items of an event row's more-actions menu: (items, event, context). */
export const EVENT_ACTIONS_FILTER = 'eventin.eventActions';

/** One item of a row's actions menu. */
export interface RowAction {
	/** Unique within the menu. */
	key: string;
	label: string;
	danger?: boolean;
	/**
	 * The dashboard route it opens, e.g. `/attendees/event/12`. A menu shows
	 * each destination once: the first item that names it wins.
	 */
	path?: string;
	/** What choosing it does; without it, the menu opens `path`. */
	onClick?: () => void;
}

/** What a filter callback gets besides the items and the row. */
export interface RowActionContext {
	/** Whether the current user holds a permission key (etn_manage_order, …). */
	can: ( key: string ) => boolean;
	settings: Settings | undefined;
	/** Goes to a dashboard route, e.g. `/attendees/event/12`. */
	navigate: ( path: string ) => void;
}
