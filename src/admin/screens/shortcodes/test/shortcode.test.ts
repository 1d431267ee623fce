/**
 * The shortcode text: every attribute written in the catalogue's order, ids
 * comma-separated, text that cannot end the value or the shortcode, and the
 * values an address may preset.
 */

/**
 * Internal dependencies
 */
import type { ShortcodeWidget } from '../../../../data/shortcodes';
import {
	buildShortcode,
	cleanIds,
	cleanText,
	initialValues,
	previewSrc,
} from '../shortcode';
import { CATALOGUE } from './fixtures/catalogue';

const widget = ( key: string ) =>
	CATALOGUE.widgets.find( ( item ) => item.key === key ) as ShortcodeWidget;

describe( 'buildShortcode', () => {
	it( 'writes every attribute of the organizers at its default', () => {
		const organizers = widget( 'organizers' );
		expect(
			buildShortcode( organizers, initialValues( organizers ) )
		).toBe(
			'[etn_pro_organizers limit="20" etn_speaker_col="1" cat_id="" order="DESC" orderby="ID" url="no" logo="no"]'
		);
	} );

	it( 'writes the calendar with its view and categories', () => {
		const calendar = widget( 'calendar_standard' );
		expect(
			buildShortcode( calendar, {
				...initialValues( calendar ),
				event_cat_ids: [ 4, 9 ],
				calendar_view: 'dayGridMonth',
				all_day_slot: 'yes',
			} )
		).toBe(
			'[etn_pro_calendar_standard event_cat_ids="4,9" calendar_view="dayGridMonth" all_day_slot="yes" show_child_event="no" show_parent_event="no"]'
		);
	} );

	it( 'strips from text what would end the value or the shortcode', () => {
		const oneLine = widget( 'events_one_line' );
		const shortcode = buildShortcode( oneLine, {
			...initialValues( oneLine ),
			btn_text: 'Go"]<script>alert(1)</script>[x \\x22',
		} );
		expect( shortcode ).toContain(
			' btn_text="Goscriptalert(1)/scriptx x22" '
		);
		// One shortcode, each value between two quotes of its own.
		expect( shortcode.match( /[[\]]/g ) ).toEqual( [ '[', ']' ] );
		expect( shortcode ).toMatch(
			/^\[etn_pro_events_one_line( \w+="[^"]*")+\]$/
		);
	} );

	it( 'writes the default of a text left empty, and never a bad choice', () => {
		const oneLine = widget( 'events_one_line' );
		const shortcode = buildShortcode( oneLine, {
			...initialValues( oneLine ),
			btn_text: ' "[]" ',
			order: 'RAND()',
			event_ids: [ 3, 3, 5 ],
		} );
		expect( shortcode ).toContain( ' btn_text="See Details" ' );
		expect( shortcode ).toContain( ' order="DESC" ' );
		expect( shortcode ).toContain( ' event_ids="3,5" ' );
	} );
} );

describe( 'cleanText', () => {
	it( 'keeps one line within the length', () => {
		expect( cleanText( 'Book\nnow\t now', 100 ) ).toBe( 'Book now now' );
		expect( cleanText( 'abcdef', 3 ) ).toBe( 'abc' );
		expect( cleanText( "Let's go", 100 ) ).toBe( "Let's go" );
	} );
} );

describe( 'cleanIds', () => {
	it( 'keeps positive integers once', () => {
		expect( cleanIds( '3, 4,x,-1,0,4' ) ).toEqual( [ 3, 4 ] );
		expect( cleanIds( [ 7, '8' ] ) ).toEqual( [ 7, 8 ] );
		expect( cleanIds( undefined ) ).toEqual( [] );
	} );
} );

describe( 'initialValues', () => {
	it( "starts at the specification's defaults", () => {
		const values = initialValues( widget( 'events_standard' ) );
		expect( values ).toMatchObject( {
			event_count: 20,
			event_col: 1,
			order: 'DESC',
			orderby: 'ID',
			desc_limit: 20,
			show_desc: 'no',
			event_ids: [],
		} );
	} );

	it( 'takes what the address presets, when the widget can hold it', () => {
		const values = initialValues(
			widget( 'events_standard' ),
			'?event_ids=3,x&order=asc&event_count=0&show_desc=YES&orderby=evil&btn_text=%22Go%22'
		);
		expect( values ).toMatchObject( {
			event_ids: [ 3 ],
			order: 'ASC',
			// Kept, so that the form says why it cannot be used.
			event_count: 0,
			show_desc: 'yes',
			orderby: 'ID',
			btn_text: 'Go',
		} );
	} );
} );

describe( 'previewSrc', () => {
	it( 'adds the encoded shortcode to the preview page', () => {
		expect( previewSrc( 'http://x/?p=1', '[a b="1 2"]' ) ).toBe(
			'http://x/?p=1&shortcode=%5Ba%20b%3D%221%202%22%5D'
		);
		expect( previewSrc( 'http://x/preview', '[a]' ) ).toBe(
			'http://x/preview?shortcode=%5Ba%5D'
		);
	} );
} );
