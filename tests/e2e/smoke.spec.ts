/**
 * Smoke test of the e2e harness and the development site: the admin reaches
 * WordPress and the Eventin page; a subscriber created through the fixtures
 * and logged in through wp-login.php is kept out of it.
 */
import { test, expect, rest } from './fixtures';

const PHP_ERROR = /Fatal error|Parse error|There has been a critical error/i;

test( 'admin sees the dashboard and the Eventin page', async ( {
	page,
}, testInfo ) => {
	await page.goto( '/wp-admin/' );
	await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
	await expect( page.locator( '#wpbody-content h1' ).first() ).toHaveText(
		'Dashboard'
	);

	const response = await page.goto( '/wp-admin/admin.php?page=eventin' );
	expect( response?.status() ).toBeLessThan( 500 );
	await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
	expect( await page.content() ).not.toMatch( PHP_ERROR );

	const screenshot = testInfo.outputPath( 'eventin-admin.png' );
	await page.screenshot( { path: screenshot, fullPage: true } );
	await testInfo.attach( 'eventin-admin', {
		path: screenshot,
		contentType: 'image/png',
	} );

	// The REST helper speaks as the page's user (cookie + nonce).
	const me = await rest( page ).get( '/wp/v2/users/me?context=edit' );
	expect( me.status() ).toBe( 200 );
	expect( ( await me.json() ).roles ).toContain( 'administrator' );
} );

test( 'a subscriber cannot open the Eventin page', async ( {
	createUser,
	loginAs,
} ) => {
	const user = await createUser( { role: 'subscriber' } );
	expect( user.roles ).toEqual( [ 'subscriber' ] );

	const page = await loginAs( user );
	await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
	await expect(
		page.locator( '#wp-admin-bar-my-account > .ab-item .display-name' )
	).toHaveText( user.username );

	await page.goto( '/wp-admin/admin.php?page=eventin' );
	await expect(
		page.getByText( 'Sorry, you are not allowed to access this page.' )
	).toBeVisible();
} );

test( 'the user helper grants roles and capabilities', async ( {
	createUser,
} ) => {
	const user = await createUser( {
		username: 'e2e_helper_check',
		role: 'subscriber',
		roles: [ 'editor' ],
		capabilities: { etn_manage_event: true },
	} );
	expect( user.username ).toBe( 'e2e_helper_check' );
	expect( user.roles ).toEqual( [ 'subscriber', 'editor' ] );
	expect( user.capabilities.etn_manage_event ).toBe( true );
	expect( user.capabilities.edit_others_posts ).toBe( true );
} );
