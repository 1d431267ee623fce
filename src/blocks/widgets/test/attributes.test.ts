/**
 * Internal dependencies
 */
import {
	attributeSchema,
	cleanValue,
	idsFromText,
	type WidgetDefinition,
} from '../attributes';

const widget: WidgetDefinition = {
	tag: 'etn_pro_events_standard',
	key: 'events_standard',
	kind: 'events',
	block: 'eventin-pro/events-standard',
	title: 'Events Standard',
	description: '',
	attributes: {
		style: {
			type: 'enum',
			default: 'style-3',
			allowed: [ 'style-1', 'style-2', 'style-3' ],
		},
		event_count: { type: 'int', default: 20, min: 1, max: 100 },
		event_cat_ids: { type: 'ids', default: [] },
		show_thumb: { type: 'yes_no', default: 'no', omitted: 'yes' },
		btn_text: { type: 'text', default: 'Attend', max_length: 5 },
	},
};

describe( 'widget block attributes', () => {
	it( 'declares each attribute with its type and the form default', () => {
		expect( attributeSchema( widget ) ).toEqual( {
			// The block editor's own `style` is left alone.
			widget_style: { type: 'string', default: 'style-3' },
			event_count: { type: 'integer', default: 20 },
			event_cat_ids: {
				type: 'array',
				items: { type: 'integer' },
				default: [],
			},
			show_thumb: { type: 'string', default: 'no' },
			btn_text: { type: 'string', default: 'Attend' },
		} );
	} );

	it( 'reads ids from typed text, dropping anything else', () => {
		expect( idsFromText( '3, 7 x 7,-2, 0, 99999999999999999' ) ).toEqual( [
			3, 7, 2,
		] );
		expect( idsFromText( '' ) ).toEqual( [] );
	} );

	it( 'clamps numbers and cuts text', () => {
		const count = widget.attributes.event_count;
		expect( cleanValue( count, '0' ) ).toBe( 1 );
		expect( cleanValue( count, '500' ) ).toBe( 100 );
		expect( cleanValue( count, 'abc' ) ).toBe( 20 );
		expect( cleanValue( count, '7' ) ).toBe( 7 );
		expect( cleanValue( widget.attributes.btn_text, 'Register' ) ).toBe(
			'Regis'
		);
	} );
} );
