/**
 * #/shortcodes/<key>: a widget's form with the specification's defaults,
 * its number bounds, the shortcode it writes, copying it, and the preview.
 */

/**
 * External dependencies
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { PREVIEW_URL, serveCatalogue } from './fixtures/catalogue';
import {
	field,
	isYes,
	itemOf,
	selectedText,
	serveLists,
	shownShortcode,
} from './fixtures/queries';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );
const execCommand = jest.fn();

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	serveCatalogue( server );
	serveLists( server, {
		'event/categories': [
			{ id: 4, name: 'Music' },
			{ id: 9, name: 'Talks' },
		],
	} );
	execCommand.mockReset();
	document.execCommand = execCommand;
} );

afterEach( () => {
	Object.defineProperty( window, 'isSecureContext', {
		configurable: true,
		value: false,
	} );
} );

/**
 * Opens a widget's form and waits for it.
 *
 * @param key   Widget key.
 * @param query The address's query.
 */
async function openForm( key: string, query = '' ) {
	renderApp( `/shortcodes/${ key }${ query }` );
	await screen.findByText( 'Generate Shortcode' );
}

/**
 * Replaces a number field's value.
 *
 * @param label Label.
 * @param value What to type.
 */
async function typeNumber( label: string, value: string ) {
	await user.clear( field( label ) );
	if ( value ) {
		await user.type( field( label ), value );
	}
}

const generate = () => user.click( screen.getByText( 'Generate Shortcode' ) );

/**
 * The notification showing `text`.
 *
 * @param text Title.
 */
async function notification( text: string ) {
	const [ node ] = await screen.findAllByText( text );
	return node.closest( '.ant-notification-notice' ) as HTMLElement;
}

describe( "a widget's form", () => {
	it( "starts the events list at the specification's defaults", async () => {
		await openForm( 'events_standard' );
		expect( field( 'Number of events' ) ).toHaveValue( '20' );
		expect( field( 'Columns' ) ).toHaveValue( '1' );
		expect( field( 'Description limit (words)' ) ).toHaveValue( '20' );
		expect( selectedText( 'Order' ) ).toEqual( [ 'Descending' ] );
		expect( selectedText( 'Order by' ) ).toEqual( [ 'ID' ] );
		expect( selectedText( 'Status' ) ).toEqual( [ 'All' ] );
		expect( field( 'Button text' ) ).toHaveValue( 'Attend' );
		[
			'Show description',
			'Show attendee count',
			'Show category',
			'Show thumbnail',
			'Show button',
			'Show end date',
			'Show location',
			'Show recurring occurrences',
			'Show recurring parent event',
		].forEach( ( label ) => expect( isYes( label ) ).toBe( false ) );
	} );

	it.each( [
		[ 'events_slider', 'Slides in view', '3' ],
		[ 'speakers_slider', 'Slides in view', '3' ],
		[ 'events_one_line', 'Number of events', '3' ],
		[ 'event_locations', 'Number of locations', '5' ],
		[ 'organizers', 'Number of organizers', '20' ],
		[ 'speakers_standard', 'Number of speakers', '20' ],
	] )( '%s starts %s at %s', async ( key, label, value ) => {
		await openForm( key );
		expect( field( label ) ).toHaveValue( value );
	} );

	it.each( [
		[ 'calendar_standard', 'Week' ],
		[ 'calendar_list', 'Month list' ],
	] )( '%s starts on the %s view', async ( key, view ) => {
		await openForm( key );
		expect( selectedText( 'View' ) ).toEqual( [ view ] );
	} );

	it.each( [
		[ 'events_standard', 'Number of events', '0', 'The minimum is 1.' ],
		[ 'speakers_slider', 'Slides in view', '11', 'The maximum is 10.' ],
		[ 'events_slider', 'Slides in view', '0', 'The minimum is 1.' ],
		[ 'event_locations', 'Number of locations', '', 'Enter a number.' ],
	] )(
		'%s: %s at %p says %p and writes nothing',
		async ( key, label, value, message ) => {
			await openForm( key );
			await typeNumber( label, value );
			await generate();
			expect( await screen.findByText( message ) ).toBeInTheDocument();
			expect( itemOf( label ) ).toHaveTextContent( message );
			expect( field( label ) ).toHaveFocus();
			expect( screen.queryByText( 'Shortcode' ) ).toBeNull();
			expect(
				screen.getByText( 'Get Script' ).closest( 'button' )
			).toBeDisabled();
		}
	);

	it( 'takes 10 slides of speakers, the most there may be', async () => {
		await openForm( 'speakers_slider' );
		await typeNumber( 'Slides in view', '10' );
		await generate();
		expect( await shownShortcode() ).toContain( ' slider_count="10" ' );
	} );

	it( 'writes every attribute of the organizers', async () => {
		await openForm( 'organizers' );
		await generate();
		expect( await shownShortcode() ).toBe(
			'[etn_pro_organizers limit="20" etn_speaker_col="1" cat_id="" order="DESC" orderby="ID" url="no" logo="no"]'
		);
	} );

	it( 'writes what was chosen: numbers, choices, switches and categories', async () => {
		await openForm( 'calendar_standard' );
		const categories = itemOf( 'Categories' );
		await user.click(
			categories.querySelector( '.ant-select-selector' ) as HTMLElement
		);
		for ( const name of [ 'Talks', 'Music' ] ) {
			await user.click(
				await waitFor( () => {
					const option = document.querySelector(
						`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${ name }"]`
					);
					expect( option ).not.toBeNull();
					return option as HTMLElement;
				} )
			);
		}
		await user.keyboard( '{Escape}' );
		await user.click( field( 'View' ) );
		await user.click(
			await waitFor( () => {
				const option = document.querySelector(
					'.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Month"]'
				);
				expect( option ).not.toBeNull();
				return option as HTMLElement;
			} )
		);
		await user.click( field( 'Show all-day row' ) );
		await generate();
		expect( await shownShortcode() ).toBe(
			'[etn_pro_calendar_standard event_cat_ids="9,4" calendar_view="dayGridMonth" all_day_slot="yes" show_child_event="no" show_parent_event="no"]'
		);
	} );

	it( 'writes the events list with the numbers typed', async () => {
		await openForm( 'events_one_line' );
		await typeNumber( 'Number of events', '7' );
		await user.click( field( 'Show button' ) );
		await generate();
		expect( await shownShortcode() ).toBe(
			'[etn_pro_events_one_line event_count="7" event_cat_ids="" event_tag_ids="" event_ids="" filter_with_status="all" order="DESC" orderby="ID" show_category="no" show_thumb="no" show_btn="yes" btn_text="See Details" show_end_date="no" show_event_location="no" show_child_event="no" show_parent_event="no"]'
		);
	} );

	it( 'keeps hostile text inside its value', async () => {
		await openForm( 'events_standard' );
		await user.clear( field( 'Button text' ) );
		// user.type reads [ and { as keys: paste the text instead.
		await user.click( field( 'Button text' ) );
		await user.paste( 'Book"]<script>alert(1)</script>[x' );
		await generate();
		const shortcode = await shownShortcode();
		expect( shortcode ).toContain(
			' btn_text="Bookscriptalert(1)/scriptx" '
		);
		expect( shortcode.match( /[[\]<>]/g ) ).toEqual( [ '[', ']' ] );
		expect( shortcode ).toMatch(
			/^\[etn_pro_events_standard( \w+="[^"]*")+\]$/
		);
		// The field keeps what was typed.
		expect( field( 'Button text' ) ).toHaveValue(
			'Book"]<script>alert(1)</script>[x'
		);
	} );

	it( 'presets fields from the address', async () => {
		await openForm(
			'events_standard',
			'?event_cat_ids=9&order=ASC&show_desc=yes'
		);
		await waitFor( () =>
			expect( selectedText( 'Categories' ) ).toEqual( [ 'Talks' ] )
		);
		expect( selectedText( 'Order' ) ).toEqual( [ 'Ascending' ] );
		expect( isYes( 'Show description' ) ).toBe( true );
	} );

	it( 'names a preset event the first page of events leaves out', async () => {
		server.on( 'GET', '/eventin/v2/events/55', () => ( {
			body: { id: 55, title: 'Harbour Lights' },
		} ) );
		await openForm( 'events_tab', '?event_ids=55' );
		await waitFor( () =>
			expect( selectedText( 'Events' ) ).toEqual( [ 'Harbour Lights' ] )
		);
		await generate();
		expect( await shownShortcode() ).toContain( ' event_ids="55" ' );
	} );

	it( 'copies the shortcode with navigator.clipboard in a secure context', async () => {
		const writeText = jest.fn( async () => undefined );
		Object.defineProperty( window, 'isSecureContext', {
			configurable: true,
			value: true,
		} );
		Object.defineProperty( navigator, 'clipboard', {
			configurable: true,
			value: { writeText },
		} );
		await openForm( 'organizers' );
		await generate();
		const shortcode = await shownShortcode();
		await user.click( screen.getByLabelText( 'Copy shortcode' ) );
		expect( writeText ).toHaveBeenCalledWith( shortcode );
		expect( execCommand ).not.toHaveBeenCalled();
		expect(
			await notification( 'Copied Successfully!' )
		).toBeInTheDocument();
	} );

	it( 'copies the shortcode with a hidden textarea over plain http', async () => {
		let copied = '';
		execCommand.mockImplementation( () => {
			copied = document.querySelector( 'textarea' )?.value ?? '';
			return true;
		} );
		await openForm( 'organizers' );
		await generate();
		const shortcode = await shownShortcode();
		await user.click( screen.getByLabelText( 'Copy shortcode' ) );
		expect( execCommand ).toHaveBeenCalledWith( 'copy' );
		expect( copied ).toBe( shortcode );
		expect(
			await notification( 'Copied Successfully!' )
		).toBeInTheDocument();
	} );

	it( "says 'Failed to copy' when the browser refuses", async () => {
		Object.defineProperty( window, 'isSecureContext', {
			configurable: true,
			value: true,
		} );
		Object.defineProperty( navigator, 'clipboard', {
			configurable: true,
			value: {
				writeText: jest.fn( async () => {
					throw new Error( 'NotAllowedError' );
				} ),
			},
		} );
		execCommand.mockReturnValue( false );
		await openForm( 'organizers' );
		await generate();
		await user.click( screen.getByLabelText( 'Copy shortcode' ) );
		expect( await notification( 'Failed to copy' ) ).toBeInTheDocument();
	} );

	it( 'previews the generated shortcode, not each keystroke', async () => {
		await openForm( 'organizers' );
		expect( document.querySelector( 'iframe' ) ).toBeNull();
		await generate();
		const shortcode = await shownShortcode();
		const frame = document.querySelector( 'iframe' ) as HTMLIFrameElement;
		expect( frame ).toHaveAttribute(
			'src',
			`${ PREVIEW_URL }&shortcode=${ encodeURIComponent( shortcode ) }`
		);
		expect( frame ).toHaveAttribute( 'title', 'Preview of Organizers' );
		expect( frame.closest( '[aria-busy]' ) ).toHaveAttribute(
			'aria-busy',
			'true'
		);
		act( () => {
			fireEvent.load( frame );
		} );
		expect( frame.closest( '[aria-busy]' ) ).toHaveAttribute(
			'aria-busy',
			'false'
		);

		await typeNumber( 'Number of organizers', '4' );
		expect( document.querySelector( 'iframe' ) ).toHaveAttribute(
			'src',
			frame.getAttribute( 'src' )
		);
		expect(
			screen.getByText(
				'The fields have changed since. Generate the shortcode again to use them.'
			)
		).toBeInTheDocument();
		await generate();
		await waitFor( () =>
			expect(
				document.querySelector( 'iframe' )?.getAttribute( 'src' )
			).toContain( encodeURIComponent( 'limit="4"' ) )
		);
	} );
} );
