/**
 * The saved scripts below the catalogue: the records Get Script made, with
 * their widget, date and script tag to copy; a delete asks first (sites
 * using the script show nothing after it); paging by the list's total; the
 * server's message on failure; a new script is listed on return.
 */

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	listPage,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { button, dialogWith, rowOf } from '../../../../../tests/js/queries';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import type { ShortcodeScript } from '../../../../data/shortcodes';
import { SCRIPT_URL, serveCatalogue } from './fixtures/catalogue';
import { serveLists, shownShortcode } from './fixtures/queries';

let server: FakeServer;
let records: ShortcodeScript[];
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const PATH = '/eventin/v2/shortcodes/script';
const WARNING =
	'Sites using this script will show nothing any more. This cannot be undone.';

/**
 * A record as the route answers it.
 *
 * @param id     Id.
 * @param name   Name.
 * @param widget Shortcode tag.
 * @param date   When it was made (UTC, no zone designator, as the API).
 */
function aScript(
	id: number,
	name: string,
	widget = 'etn_pro_events_classic',
	date = '2026-05-01T10:00:00'
): ShortcodeScript {
	return {
		id,
		post_name: name,
		widget,
		shortcode: `[${ widget }]`,
		script: `<script src="${ SCRIPT_URL }?id=${ id }" data-title="${ name }" async></script>`,
		script_url: `${ SCRIPT_URL }?id=${ id }`,
		embed_url: `http://localhost/?eventin_embed=${ id }`,
		date,
	};
}

/**
 * Answers the list from `records` and deletes from it.
 */
function serveScripts() {
	server.on( 'GET', PATH, ( { query } ) => listPage( records, query ) );
	records.forEach( ( record ) =>
		server.on( 'DELETE', `${ PATH }/${ record.id }`, () => {
			records = records.filter( ( item ) => item.id !== record.id );
			return { body: { deleted: true, previous: record } };
		} )
	);
}

const requests = ( method: string ) =>
	server.requests.filter(
		( request ) =>
			request.method === method && request.path.startsWith( PATH )
	);

/** The section, once shown. */
async function section() {
	return ( await screen.findByText( 'Saved scripts' ) ).closest(
		'section'
	) as HTMLElement;
}

/**
 * The notification with a title.
 *
 * @param title Title.
 */
async function notification( title: string ) {
	const [ node ] = await screen.findAllByText( title );
	return node.closest( '.ant-notification-notice' ) as HTMLElement;
}

const rowNames = ( container: HTMLElement ) =>
	Array.from(
		container.querySelectorAll( '.eventin-shortcodes-scripts__name' ),
		( node ) => node.textContent
	);

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	serveCatalogue( server );
	records = [
		aScript( 42, 'Homepage events', 'etn_pro_events_classic' ),
		aScript(
			41,
			'Partner speakers',
			'etn_pro_speakers_sliders',
			'2026-04-20T08:30:00'
		),
	];
} );

afterEach( () => {
	Object.defineProperty( window, 'isSecureContext', {
		configurable: true,
		value: false,
	} );
} );

describe( 'saved scripts', () => {
	it( 'lists the scripts with their widget, date and script tag', async () => {
		serveScripts();
		renderApp( '/shortcodes' );
		const row = await rowOf( 'Homepage events' );
		expect( row ).toHaveTextContent( 'Events Classic' );
		expect( row ).toHaveTextContent( 'May 1, 2026, 10:00 AM' );
		expect( row.querySelector( 'code' ) ).toHaveTextContent(
			records[ 0 ].script
		);
		const other = await rowOf( 'Partner speakers' );
		expect( other ).toHaveTextContent( 'Speakers Slider' );
		expect( other ).toHaveTextContent( 'Apr 20, 2026, 8:30 AM' );
		expect( rowNames( await section() ) ).toEqual( [
			'Homepage events',
			'Partner speakers',
		] );
		expect( requests( 'GET' )[ 0 ].query ).toMatchObject( {
			paged: '1',
			per_page: '10',
		} );
		// One page: no paging.
		expect( document.querySelector( '.ant-pagination' ) ).toBeNull();
	} );

	it( 'copies a script tag', async () => {
		const writeText = jest.fn( async () => undefined );
		Object.defineProperty( window, 'isSecureContext', {
			configurable: true,
			value: true,
		} );
		Object.defineProperty( navigator, 'clipboard', {
			configurable: true,
			value: { writeText },
		} );
		serveScripts();
		renderApp( '/shortcodes' );
		await user.click(
			await screen.findByLabelText(
				'Copy the script of Partner speakers'
			)
		);
		expect( writeText ).toHaveBeenCalledWith( records[ 1 ].script );
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
		document.execCommand = jest.fn( () => false );
		serveScripts();
		renderApp( '/shortcodes' );
		await user.click(
			await screen.findByLabelText( 'Copy the script of Homepage events' )
		);
		expect( await notification( 'Failed to copy' ) ).toBeInTheDocument();
	} );

	it( 'asks before deleting, and Cancel sends nothing', async () => {
		serveScripts();
		renderApp( '/shortcodes' );
		await user.click(
			button( await rowOf( 'Homepage events' ), 'Delete' )
		);
		const dialog = await dialogWith(
			'Delete the script "Homepage events"?'
		);
		expect( dialog ).toHaveTextContent( WARNING );
		await user.click( button( dialog, 'Cancel' ) );
		await waitFor( () =>
			expect(
				screen.queryByText( 'Delete the script "Homepage events"?' )
			).toBeNull()
		);
		expect( requests( 'DELETE' ) ).toHaveLength( 0 );
		expect( await rowOf( 'Homepage events' ) ).toBeInTheDocument();
	} );

	it( 'deletes after confirming: the row goes and a notice says so', async () => {
		serveScripts();
		renderApp( '/shortcodes' );
		await user.click(
			button( await rowOf( 'Homepage events' ), 'Delete' )
		);
		await user.click(
			button(
				await dialogWith( 'Delete the script "Homepage events"?' ),
				'Delete'
			)
		);
		expect( await notification( 'Script deleted.' ) ).toBeInTheDocument();
		expect( requests( 'DELETE' ).map( ( r ) => r.path ) ).toEqual( [
			`${ PATH }/42`,
		] );
		await waitFor( () =>
			expect( screen.queryByText( 'Homepage events' ) ).toBeNull()
		);
		// The list is read again.
		await waitFor( () => expect( requests( 'GET' ) ).toHaveLength( 2 ) );
		expect( rowNames( await section() ) ).toEqual( [ 'Partner speakers' ] );
	} );

	it( "shows the server's message when a delete fails, and keeps the row", async () => {
		serveScripts();
		server.on( 'DELETE', `${ PATH }/41`, () => ( {
			status: 500,
			body: {
				code: 'eventin_embed_not_deleted',
				message: 'The script could not be deleted.',
				data: { status: 500 },
			},
		} ) );
		renderApp( '/shortcodes' );
		await user.click(
			button( await rowOf( 'Partner speakers' ), 'Delete' )
		);
		await user.click(
			button(
				await dialogWith( 'Delete the script "Partner speakers"?' ),
				'Delete'
			)
		);
		const notice = await notification( 'Could not delete the script.' );
		expect(
			within( notice ).getByText( 'The script could not be deleted.' )
		).toBeInTheDocument();
		expect( await rowOf( 'Partner speakers' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Script deleted.' ) ).toBeNull();
	} );

	it( 'says when there is none yet', async () => {
		records = [];
		serveScripts();
		renderApp( '/shortcodes' );
		const saved = await section();
		expect(
			await within( saved ).findByText( /No saved scripts yet\./ )
		).toBeInTheDocument();
		expect( saved.querySelector( 'table' ) ).toBeNull();
	} );

	it( "shows the server's message when the list cannot be read", async () => {
		server.on( 'GET', PATH, () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			},
		} ) );
		renderApp( '/shortcodes' );
		const saved = await section();
		expect(
			await within( saved ).findByText(
				'Could not load the saved scripts.'
			)
		).toBeInTheDocument();
		expect(
			within( saved ).getByText(
				'Sorry, you are not allowed to do that.'
			)
		).toBeInTheDocument();
		expect( saved ).not.toHaveTextContent( 'No saved scripts yet.' );
		// The catalogue stays.
		expect( screen.getByText( 'Events Classic' ) ).toBeInTheDocument();
	} );

	it( 'pages by the total, and steps back from a page its deletes emptied', async () => {
		records = Array.from( { length: 11 }, ( _, index ) =>
			aScript( 100 - index, `Script ${ index + 1 }` )
		);
		serveScripts();
		renderApp( '/shortcodes' );
		await screen.findByText( 'Showing 1 - 10 of 11 scripts' );
		const saved = await section();
		expect( rowNames( saved ) ).toHaveLength( 10 );
		await user.click(
			saved.querySelector( '.ant-pagination-item-2' ) as HTMLElement
		);
		await screen.findByText( 'Showing 11 - 11 of 11 scripts' );
		expect( rowNames( saved ) ).toEqual( [ 'Script 11' ] );
		expect( requests( 'GET' ).at( -1 )?.query ).toMatchObject( {
			paged: '2',
			per_page: '10',
		} );

		await user.click( button( await rowOf( 'Script 11' ), 'Delete' ) );
		await user.click(
			button(
				await dialogWith( 'Delete the script "Script 11"?' ),
				'Delete'
			)
		);
		await waitFor( () => expect( rowNames( saved ) ).toHaveLength( 10 ) );
		expect( rowNames( saved )[ 0 ] ).toBe( 'Script 1' );
		expect( saved.querySelector( '.ant-pagination' ) ).toBeNull();
	} );

	it( 'lists a script Get Script made once back on the catalogue', async () => {
		serveScripts();
		serveLists( server );
		server.on( 'POST', PATH, ( { data } ) => {
			const made = {
				...aScript(
					43,
					String( data.post_name ),
					'etn_pro_organizers'
				),
				shortcode: String( data.shortcode ),
			};
			records = [ made, ...records ];
			return { status: 201, body: made };
		} );
		renderApp( '/shortcodes' );
		expect( rowNames( await section() ) ).toHaveLength( 2 );
		await user.click( screen.getByText( 'Organizers' ) );
		await user.click( await screen.findByText( 'Generate Shortcode' ) );
		await shownShortcode();
		await user.click( screen.getByText( 'Get Script' ) );
		await screen.findByText( 'Script' );
		await user.click( screen.getByText( 'Go Back' ) );
		const saved = await section();
		await waitFor( () =>
			expect( rowNames( saved ) ).toEqual( [
				'Organizers',
				'Homepage events',
				'Partner speakers',
			] )
		);
		expect(
			saved.querySelector( 'tbody tr' )?.querySelector( 'code' )
		).toHaveTextContent( `${ SCRIPT_URL }?id=43` );
	} );
} );
