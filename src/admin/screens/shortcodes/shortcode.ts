/**
 * From a widget's form values to its shortcode, and back from an address's
 * query to form values. Every attribute is written (the shortcode says
 * exactly what it shows, whatever the defaults become), ids comma-separated,
 * and text values stripped of what could end the value or the shortcode.
 */

/**
 * Internal dependencies
 */
import type {
	AttributeValue,
	ShortcodeWidget,
	WidgetAttribute,
} from '../../../data/shortcodes';

/** A form's values by attribute name (a cleared number is null). */
export type FormValues = Record< string, AttributeValue | null | undefined >;

/**
 * What may not stand in a shortcode attribute's value: the quote that ends
 * it, the brackets that end or open a shortcode, the angle brackets of
 * markup, and the backslash (WordPress reads attribute values through
 * stripcslashes, so `\x22` would become a quote).
 */
const UNSAFE = /["[\]<>\\]/g;

/** Line breaks, tabs and other control characters: one space each run. */
const CONTROLS = /[\u0000-\u001f\u007f\s]+/g;

/**
 * A text value as the shortcode carries it: one line, without the
 * characters that would break out of the value, at most `maxLength`
 * characters.
 *
 * @param text      What was typed.
 * @param maxLength Longest value (the attribute's max_length).
 */
export function cleanText( text: string, maxLength = 100 ): string {
	return Array.from(
		text.replace( UNSAFE, '' ).replace( CONTROLS, ' ' ).trim()
	)
		.slice( 0, maxLength )
		.join( '' )
		.trim();
}

/**
 * Positive integer ids from a list or a comma-separated text, each once.
 *
 * @param raw Ids.
 */
export function cleanIds( raw: unknown ): number[] {
	const pieces = Array.isArray( raw )
		? raw
		: String( raw ?? '' ).split( ',' );
	const ids = pieces
		.map( ( piece ) => String( piece ).trim() )
		.filter( ( piece ) => /^\d+$/.test( piece ) )
		.map( Number )
		.filter( ( id ) => id > 0 && Number.isSafeInteger( id ) );
	return [ ...new Set( ids ) ];
}

/**
 * One attribute's value as written in the shortcode.
 *
 * @param attribute The attribute.
 * @param value     Its form value.
 */
export function attributeText(
	attribute: WidgetAttribute,
	value: FormValues[ string ]
): string {
	switch ( attribute.type ) {
		case 'ids':
			return cleanIds( value ).join( ',' );
		case 'int':
			return String(
				typeof value === 'number' && Number.isFinite( value )
					? Math.trunc( value )
					: attribute.default
			);
		case 'text':
			return (
				cleanText( String( value ?? '' ), attribute.max_length ) ||
				cleanText( String( attribute.default ), attribute.max_length )
			);
		default: {
			// A choice: only a value the widget accepts.
			const text = String( value ?? '' );
			return attribute.allowed?.includes( text )
				? text
				: String( attribute.default );
		}
	}
}

/**
 * The widget's shortcode, every attribute written, in the catalogue's order:
 * `[etn_pro_events_standard event_count="20" … ]`.
 *
 * @param widget The widget.
 * @param values The form's values (validated).
 */
export function buildShortcode(
	widget: ShortcodeWidget,
	values: FormValues
): string {
	const attributes = Object.entries( widget.attributes ).map(
		( [ name, attribute ] ) =>
			`${ name }="${ attributeText( attribute, values[ name ] ) }"`
	);
	return `[${ [ widget.tag, ...attributes ].join( ' ' ) }]`;
}

/**
 * A value from the address for one attribute, or undefined when it is not
 * one the attribute can hold (the default stays).
 *
 * @param attribute The attribute.
 * @param raw       The query's value.
 */
function presetValue(
	attribute: WidgetAttribute,
	raw: string
): AttributeValue | undefined {
	switch ( attribute.type ) {
		case 'ids': {
			const ids = cleanIds( raw );
			return ids.length ? ids : undefined;
		}
		case 'int':
			// Kept even when out of bounds: the form then says why.
			return /^\s*\d{1,9}\s*$/.test( raw ) ? Number( raw ) : undefined;
		case 'text':
			return cleanText( raw, attribute.max_length ) || undefined;
		default:
			return attribute.allowed?.find(
				( value ) => value.toLowerCase() === raw.trim().toLowerCase()
			);
	}
}

/**
 * The form's starting values: every attribute's default, then what the
 * address presets (`?event_ids=3` from an event's Get Script).
 *
 * @param widget The widget.
 * @param search The address's query string.
 */
export function initialValues(
	widget: ShortcodeWidget,
	search = ''
): FormValues {
	const query = new URLSearchParams( search );
	const values: FormValues = {};
	Object.entries( widget.attributes ).forEach( ( [ name, attribute ] ) => {
		const raw = query.get( name );
		const preset = raw === null ? undefined : presetValue( attribute, raw );
		values[ name ] = preset ?? attribute.default;
	} );
	return values;
}

/**
 * Where the preview page renders a shortcode.
 *
 * @param previewUrl The catalogue's preview_url.
 * @param shortcode  The shortcode.
 */
export function previewSrc( previewUrl: string, shortcode: string ): string {
	const joiner = previewUrl.includes( '?' ) ? '&' : '?';
	return `${ previewUrl }${ joiner }shortcode=${ encodeURIComponent(
		shortcode
	) }`;
}
