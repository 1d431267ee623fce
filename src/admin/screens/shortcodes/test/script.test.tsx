/**
 * Get Script: waits for a shortcode, says where the script works, saves the
 * shortcode and shows the script tag; a refusal shows the server's message
 * and keeps the form.
 */

/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	invalidParam,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { SCRIPT_URL, serveCatalogue } from './fixtures/catalogue';
import { field, serveLists, shownShortcode } from './fixtures/queries';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const TOOLTIP = "Click to get script and it's only worked registered domain.";
const SCRIPT = `<script src="${ SCRIPT_URL }?id=41" async></script>`;

const posts = () =>
	server.requests.filter(
		( request ) =>
			request.method === 'POST' &&
			request.path === '/eventin/v2/shortcodes/script'
	);

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	serveCatalogue( server );
	serveLists( server );
	server.on( 'POST', '/eventin/v2/shortcodes/script', ( { data } ) => ( {
		status: 201,
		body: {
			id: 41,
			post_name: data.post_name,
			shortcode: data.shortcode,
			script: SCRIPT,
			script_url: `${ SCRIPT_URL }?id=41`,
		},
	} ) );
} );

/**
 * Opens a widget's form and waits for it.
 *
 * @param key Widget key.
 */
async function openForm( key: string ) {
	renderApp( `/shortcodes/${ key }` );
	await screen.findByText( 'Generate Shortcode' );
}

const getScript = () =>
	screen.getByText( 'Get Script' ).closest( 'button' ) as HTMLElement;

/**
 * The notification showing `text`.
 *
 * @param text Title.
 */
async function notification( text: string ) {
	const [ node ] = await screen.findAllByText( text );
	return node.closest( '.ant-notification-notice' ) as HTMLElement;
}

describe( 'Get Script', () => {
	it( 'waits for a shortcode, and says where the script works', async () => {
		await openForm( 'speakers_standard' );
		expect( getScript() ).toBeDisabled();
		await user.hover(
			getScript().closest(
				'.eventin-shortcodes-form__script-button'
			) as HTMLElement
		);
		expect( await screen.findByText( TOOLTIP ) ).toBeInTheDocument();
		await user.click( screen.getByText( 'Generate Shortcode' ) );
		await shownShortcode();
		expect( getScript() ).toBeEnabled();
		expect( posts() ).toHaveLength( 0 );
	} );

	it( 'saves the shortcode under the widget title and shows the script', async () => {
		await openForm( 'speakers_standard' );
		await user.click( screen.getByText( 'Generate Shortcode' ) );
		const shortcode = await shownShortcode();
		await user.click( getScript() );
		const title = await screen.findByText( 'Script' );
		const box = title.closest( '.eventin-shortcodes-code' ) as HTMLElement;
		expect( box.querySelector( 'code' ) ).toHaveTextContent( SCRIPT );
		expect( posts() ).toHaveLength( 1 );
		expect( posts()[ 0 ].data ).toEqual( {
			post_name: 'Speakers Standard',
			shortcode,
		} );
		expect( box ).toHaveTextContent(
			'It works only on the domains registered in Settings.'
		);
		expect( box.querySelector( 'a' ) ).toHaveAttribute(
			'href',
			'#/settings'
		);
		expect( screen.getByLabelText( 'Copy script' ) ).toBeInTheDocument();
	} );

	it( 'forgets the script when another shortcode is generated', async () => {
		await openForm( 'organizers' );
		await user.click( screen.getByText( 'Generate Shortcode' ) );
		await shownShortcode();
		await user.click( getScript() );
		await screen.findByText( 'Script' );
		await user.clear( field( 'Number of organizers' ) );
		await user.type( field( 'Number of organizers' ), '6' );
		await user.click( screen.getByText( 'Generate Shortcode' ) );
		await waitFor( () =>
			expect( screen.queryByText( 'Script' ) ).toBeNull()
		);
		expect( await shownShortcode() ).toContain( ' limit="6" ' );
	} );

	it( "shows the server's message and keeps the form", async () => {
		server.on( 'POST', '/eventin/v2/shortcodes/script', () =>
			invalidParam( 'shortcode', 'The shortcode is not a Pro widget.' )
		);
		await openForm( 'organizers' );
		await user.clear( field( 'Number of organizers' ) );
		await user.type( field( 'Number of organizers' ), '8' );
		await user.click( screen.getByText( 'Generate Shortcode' ) );
		const shortcode = await shownShortcode();
		await user.click( getScript() );
		const notice = await notification( 'Could not get the script.' );
		expect( notice ).toHaveTextContent(
			'The shortcode is not a Pro widget.'
		);
		expect( field( 'Number of organizers' ) ).toHaveValue( '8' );
		expect( await shownShortcode() ).toBe( shortcode );
		expect( screen.queryByText( 'Script' ) ).toBeNull();
		expect( getScript() ).toBeEnabled();
	} );

	it( 'links Settings for a user who manages shortcodes only (the list of sites is theirs there)', async () => {
		givenUser( server, [ 'etn_manage_shortcode' ] );
		await openForm( 'organizers' );
		await user.click( screen.getByText( 'Generate Shortcode' ) );
		await shownShortcode();
		await user.click( getScript() );
		const box = ( await screen.findByText( 'Script' ) ).closest(
			'.eventin-shortcodes-code'
		) as HTMLElement;
		expect( box ).toHaveTextContent( 'registered in Settings.' );
		expect( box.querySelector( 'a' ) ).toHaveAttribute(
			'href',
			'#/settings'
		);
	} );
} );
