/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	invalidParam,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import {
	DEFAULT_SETTINGS,
	givenUser,
	renderApp,
} from '../../../../../tests/js/render-app';
import type { Settings } from '../../../../data/settings';

let server: FakeServer;
let stored: Settings;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

/**
 * Serves the settings like the real route.
 *
 * @param permissions Keys the user holds ('all': an administrator).
 * @param sites       Stored embed_domains.
 */
function serveSettings( permissions: string[] | 'all', sites: string[] ) {
	stored = { ...DEFAULT_SETTINGS, embed_domains: sites };
	givenUser( server, permissions );
	server.on( 'GET', '/eventin/v2/settings', () => ( { body: stored } ) );
	server.on( 'PUT', '/eventin/v2/settings', ( { data } ) => {
		stored = { ...stored, ...( data as Partial< Settings > ) };
		return { body: stored };
	} );
}

const puts = () =>
	server.requests.filter(
		( r ) => r.method === 'PUT' && r.path === '/eventin/v2/settings'
	);

const addressField = () =>
	screen.getByLabelText( 'Allowed sites' ) as HTMLInputElement;

/**
 * Types an address into the add field (replacing what is there).
 *
 * @param text Address.
 */
async function typeAddress( text: string ) {
	await user.clear( addressField() );
	await user.click( addressField() );
	await user.paste( text );
}

const addButton = () =>
	screen.getByText( 'Add site' ).closest( 'button' ) as HTMLElement;

const save = () =>
	user.click(
		screen.getByText( 'Save Changes' ).closest( 'button' ) as HTMLElement
	);

/** The sites the list shows. */
const listed = () =>
	Array.from(
		document.querySelectorAll( '.eventin-settings__embed-site code' )
	).map( ( node ) => node.textContent );

beforeEach( () => {
	server = installFakeServer();
} );

describe( 'settings: sites allowed to show embedded widgets', () => {
	it( 'lists the sites, adds one in its normal form, removes one and saves only the list', async () => {
		serveSettings( 'all', [
			'https://partner.example',
			'http://127.0.0.1:9551',
		] );
		renderApp( '/settings' );
		await screen.findByLabelText( 'Allowed sites' );
		expect( screen.getByText( 'Embedded widgets' ) ).toBeVisible();
		expect( listed() ).toEqual( [
			'https://partner.example',
			'http://127.0.0.1:9551',
		] );

		await typeAddress( '  HTTPS://Shop.Example.com:443/ ' );
		await user.click( addButton() );
		expect( listed() ).toEqual( [
			'https://partner.example',
			'http://127.0.0.1:9551',
			'https://shop.example.com',
		] );
		expect( addressField().value ).toBe( '' );

		await user.click(
			screen.getByRole( 'button', {
				name: 'Remove http://127.0.0.1:9551',
			} )
		);
		expect( listed() ).toEqual( [
			'https://partner.example',
			'https://shop.example.com',
		] );

		await save();
		await screen.findAllByText( 'Successfully saved the settings!' );
		expect( puts() ).toHaveLength( 1 );
		expect( puts()[ 0 ].data ).toEqual( {
			embed_domains: [
				'https://partner.example',
				'https://shop.example.com',
			],
		} );
	} );

	it( 'says why an address cannot be added and keeps what was typed', async () => {
		serveSettings( 'all', [ 'https://partner.example' ] );
		renderApp( '/settings' );
		await screen.findByLabelText( 'Allowed sites' );

		const cases: Array< [ string, string ] > = [
			[
				'https://partner.example/shop',
				'Only the site: no path, query or fragment (https://www.example.com).',
			],
			[
				'https://*.example.com',
				'Wildcards are not allowed: add each site exactly, such as https://shop.example.com.',
			],
			[
				'javascript:alert(1)',
				'The address must start with https:// or http://.',
			],
			[
				'partner.example',
				'“partner.example” is not a site address: use the form https://www.example.com.',
			],
			[
				'https://PARTNER.example',
				'https://partner.example is already in the list.',
			],
		];
		for ( const [ typed, reason ] of cases ) {
			await typeAddress( typed );
			// Enter adds (here: refuses); it does not save the form.
			await user.keyboard( '{Enter}' );
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent( reason );
			expect( addressField().value ).toBe( typed );
			expect( addressField() ).toHaveAttribute( 'aria-invalid', 'true' );
		}
		expect( listed() ).toEqual( [ 'https://partner.example' ] );
		expect( puts() ).toHaveLength( 0 );

		await user.type( addressField(), 'x' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( "shows the server's reason on the list and keeps the sites", async () => {
		serveSettings( 'all', [] );
		server.on( 'PUT', '/eventin/v2/settings', () =>
			invalidParam(
				'embed_domains',
				'embed_domains may list at most 50 sites.'
			)
		);
		renderApp( '/settings' );
		await screen.findByLabelText( 'Allowed sites' );
		expect(
			screen.getByText(
				'No site yet: the widget scripts show only on this site.'
			)
		).toBeVisible();
		await typeAddress( 'https://partner.example' );
		await user.click( addButton() );
		await save();

		await screen.findAllByText( 'Failed to save the settings!' );
		const item = addressField().closest( '.ant-form-item' ) as HTMLElement;
		expect(
			await within( item ).findAllByText(
				'embed_domains may list at most 50 sites.'
			)
		).not.toHaveLength( 0 );
		expect( listed() ).toEqual( [ 'https://partner.example' ] );
	} );

	it( 'is not shown to a user who does not manage shortcodes, and their saves leave it alone', async () => {
		serveSettings(
			[ 'etn_manage_settings' ],
			[ 'https://partner.example' ]
		);
		renderApp( '/settings' );
		await screen.findByLabelText( 'Sender name' );
		expect( screen.queryByText( 'Embedded widgets' ) ).toBeNull();
		expect( screen.queryByLabelText( 'Allowed sites' ) ).toBeNull();
		await user.click(
			screen.getByLabelText( 'Disable categories and tags' )
		);
		await save();
		await screen.findAllByText( 'Successfully saved the settings!' );
		expect( puts()[ 0 ].data ).toEqual( {
			disable_category_and_tags: 'on',
		} );
	} );

	it( 'is shown to a user who manages shortcodes and settings', async () => {
		serveSettings(
			[ 'etn_manage_settings', 'etn_manage_shortcode' ],
			[ 'https://partner.example' ]
		);
		renderApp( '/settings' );
		expect( await screen.findByLabelText( 'Allowed sites' ) ).toBeVisible();
		expect( listed() ).toEqual( [ 'https://partner.example' ] );
	} );

	it( 'is all a user who manages shortcodes only sees, and their save sends only the list', async () => {
		serveSettings(
			[ 'etn_manage_shortcode' ],
			[ 'https://partner.example' ]
		);
		renderApp( '/settings' );
		expect( await screen.findByLabelText( 'Allowed sites' ) ).toBeVisible();
		for ( const group of [ 'General', 'Scanner', 'Data' ] ) {
			expect( screen.queryByText( group ) ).toBeNull();
		}
		expect( screen.queryByLabelText( 'Sender name' ) ).toBeNull();

		await typeAddress( 'https://shop.example.com' );
		await user.click( addButton() );
		await save();
		await screen.findAllByText( 'Successfully saved the settings!' );
		expect( puts() ).toHaveLength( 1 );
		expect( puts()[ 0 ].data ).toEqual( {
			embed_domains: [
				'https://partner.example',
				'https://shop.example.com',
			],
		} );
	} );
} );
