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

/**
 * Items of a booking row's actions menu: (items, booking, context), with
 * the same item and context shapes as the event menu. Delete stays last.
 *
 *     wp.hooks.addFilter( 'eventin.bookingActions', 'my-plugin/invoice',
 *         ( items, booking ) => booking.status === 'completed'
 *             ? [ ...items, { key: 'my-pdf', label: 'PDF invoice',
 *                 onClick: () => window.open( `/invoice/${ booking.id }` ) } ]
 *             : items );
 */
export const BOOKING_ACTIONS_FILTER = 'eventin.bookingActions';

/**
 * Fire it with the booking as the server answered it after an action item
 * changed it (a refund, say): the bookings screen shows the new state and
 * refetches its lists.
 *
 *     wp.hooks.doAction( 'eventin.bookingChanged', booking );
 */
export const BOOKING_CHANGED_ACTION = 'eventin.bookingChanged';

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

/**
 * The template builder's screen: `#/template-builder/:id` renders the
 * component this filter gives. The builder entry (build/template-builder.js,
 * loaded with WordPress's block editor on the builder's own page only) adds
 * it; on the dashboard's page nothing does, and the route goes to the
 * builder's page instead.
 */
export const TEMPLATE_BUILDER_SCREEN_FILTER = 'eventin.templateBuilder.screen';

/** An event the builder's preview can show. */
export interface TemplateBuilderEvent {
	id: number;
	title: string;
}

/** What the dashboard gives the builder's screen. */
export interface TemplateBuilderScreenProps {
	/** The template, with its content. */
	template: import('../data/templates').Template;
	/** Sends every field (PUT); answers the saved template or throws an ApiError. */
	save: (
		fields: import('../data/templates').TemplateFields
	) => Promise< import('../data/templates').Template >;
	/** The dashboard's notifications (bottom right). */
	notify: {
		success: ( message: string, description?: string ) => void;
		error: ( message: string, description?: string ) => void;
	};
	/** Goes to a dashboard route, e.g. `/template-builder`. */
	navigate: ( path: string ) => void;
	/** The server preview of the template (action etn-preview-template). */
	previewUrl: string;
	/** The 'Edit with Elementor' address; none when the site has no Elementor. */
	elementorUrl?: string;
	/** Events for the preview-event select (first page, newest first). */
	loadEvents: () => Promise< TemplateBuilderEvent[] >;
}

/**
 * The event editor's Description field: the component this filter gives
 * edits the description (serialized blocks) in place of the plain text
 * area. The builder entry adds a compact block editor, on the editor's page
 * (admin.php?page=eventin-template-builder) only; without one the field is
 * a text area.
 */
export const EVENT_DESCRIPTION_EDITOR_FILTER =
	'eventin.eventDescription.editor';

/** What the Description field gives its editor (an antd form control). */
export interface EventDescriptionEditorProps {
	/** The description as saved: serialized blocks, or HTML written before. */
	value?: string;
	/** The description to save: serialized blocks, '' when empty. */
	onChange?: ( value: string ) => void;
	/** The label's target. */
	id?: string;
	disabled?: boolean;
}
