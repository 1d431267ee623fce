/**
 * Shortcode generator: the widget catalogue (GET /shortcodes) and the embed
 * scripts made from a shortcode (/shortcodes/script).
 */

/** How an attribute is typed, and so which control edits it. */
export type AttributeType =
	| 'int'
	| 'enum'
	| 'yes_no'
	| 'ids'
	| 'text'
	| 'order'
	| 'orderby';

/** A value an attribute holds: a number, a word, or a list of ids. */
export type AttributeValue = number | string | number[];

/** One attribute of a widget, as the catalogue describes it. */
export interface WidgetAttribute {
	type: AttributeType;
	/** What the generator's form starts with. */
	default: AttributeValue;
	label: string;
	/** int: bounds. */
	min?: number;
	max?: number;
	/** text: longest value. */
	max_length?: number;
	/** enum, order, orderby, yes_no: the values accepted. */
	allowed?: string[];
	/** What a page that leaves the attribute out gets, when not the default. */
	omitted?: AttributeValue;
}

/** What a widget shows. */
export type WidgetKind =
	| 'events'
	| 'speakers'
	| 'organizers'
	| 'schedules'
	| 'locations'
	| 'calendar';

/** One widget of the catalogue. */
export interface ShortcodeWidget {
	/** Shortcode tag, e.g. etn_pro_events_classic. */
	tag: string;
	/** Stable key, e.g. events_classic: the generator's route. */
	key: string;
	kind: WidgetKind;
	/** The same widget as a block, e.g. eventin-pro/events-classic. */
	block: string;
	title: string;
	description: string;
	/** By name, in the order the form shows them. */
	attributes: Record< string, WidgetAttribute >;
}

/** GET /shortcodes. */
export interface ShortcodeCatalogue {
	/** In the generator's order. */
	widgets: ShortcodeWidget[];
	/**
	 * Same-origin page that renders a shortcode: append
	 * `&shortcode=<encoded shortcode>`.
	 */
	preview_url?: string;
	/** The embed script other sites load. */
	script_url?: string;
}

/** The body of POST /shortcodes/script. */
export interface ShortcodeScriptInput {
	/** A name for the record: the widget's title. */
	post_name: string;
	shortcode: string;
}

/** A shortcode saved for the embed script. */
export interface ShortcodeScript extends ShortcodeScriptInput {
	id: number;
	/** The widget's shortcode tag, e.g. etn_pro_events_classic. */
	widget: string;
	/** The `<script …>` tag to paste on a registered site. */
	script: string;
	script_url: string;
	/** The page the script's frame shows. */
	embed_url: string;
	/** When it was saved: ISO 8601 in UTC, without a zone designator. */
	date: string;
}
