/**
 * The widgets' attribute definitions as the server describes them
 * (GET eventin/v2/shortcodes and the block editor's inline data), and the
 * small cleaning the block controls do before the server cleans again.
 */

export type AttributeType =
	| 'int'
	| 'enum'
	| 'yes_no'
	| 'ids'
	| 'text'
	| 'order'
	| 'orderby';

export interface WidgetAttribute {
	type: AttributeType;
	default: number | string | number[];
	label?: string;
	min?: number;
	max?: number;
	max_length?: number;
	allowed?: string[];
	/** The value when a page leaves the attribute out (Eventin's). */
	omitted?: string;
}

export interface WidgetDefinition {
	tag: string;
	key: string;
	kind: string;
	block: string;
	title: string;
	description: string;
	attributes: Record< string, WidgetAttribute >;
}

/**
 * A block's name for a widget attribute: `style` is the block editor's own
 * (its style object), so a widget's style is `widget_style` on a block
 * (Shortcodes::BLOCK_ATTRIBUTE_NAMES).
 *
 * @param name The shortcode's attribute name.
 */
export function blockAttributeName( name: string ): string {
	return name === 'style' ? 'widget_style' : name;
}

/**
 * Block attribute schema for a widget: types and the form's defaults.
 *
 * @param widget The widget.
 */
export function attributeSchema(
	widget: WidgetDefinition
): Record< string, Record< string, unknown > > {
	const schema: Record< string, Record< string, unknown > > = {};
	for ( const [ shortcodeName, attribute ] of Object.entries(
		widget.attributes
	) ) {
		const name = blockAttributeName( shortcodeName );
		if ( attribute.type === 'int' ) {
			schema[ name ] = { type: 'integer', default: attribute.default };
		} else if ( attribute.type === 'ids' ) {
			schema[ name ] = {
				type: 'array',
				items: { type: 'integer' },
				default: attribute.default,
			};
		} else {
			schema[ name ] = { type: 'string', default: attribute.default };
		}
	}
	return schema;
}

/**
 * Positive whole numbers from text ("3, 7 x 7" → [3, 7]), without repeats.
 *
 * @param text Typed text.
 */
export function idsFromText( text: string ): number[] {
	const ids = text
		.split( /[^0-9]+/ )
		.filter( Boolean )
		.map( Number )
		.filter( ( id ) => Number.isSafeInteger( id ) && id > 0 );
	return [ ...new Set( ids ) ];
}

/**
 * A typed value within the attribute's bounds: numbers clamped (the default
 * when not a number), text cut to its length.
 *
 * @param attribute The attribute.
 * @param raw       Typed text.
 */
export function cleanValue(
	attribute: WidgetAttribute,
	raw: string
): number | string {
	if ( attribute.type === 'int' ) {
		const value = Number.parseInt( raw, 10 );
		if ( Number.isNaN( value ) ) {
			return attribute.default as number;
		}
		const min = attribute.min ?? value;
		const max = attribute.max ?? value;
		return Math.min( max, Math.max( min, value ) );
	}
	return attribute.max_length ? raw.slice( 0, attribute.max_length ) : raw;
}
