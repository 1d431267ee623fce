/**
 * License: an administrator activates the documented test key against the
 * local license server, sees the license, and deactivates it.
 */
import { test, expect, rest } from './fixtures';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';
const TEST_KEY = 'EVENTIN-PRO-TEST-0000-0000-0000';

test( 'admin activates the test license, sees it, and deactivates it', async ( {
	page,
}, testInfo ) => {
	await page.goto( DASHBOARD );
	const api = rest( page );
	const before = await ( await api.get( '/eventin/v2/license' ) ).json();
	if ( before.data ) {
		await api.post( '/eventin/v2/license/deactivate' );
	}

	await page.goto( `${ DASHBOARD }#/license` );
	const activate = page.getByRole( 'button', { name: 'Activate' } );
	await expect( activate ).toBeVisible();
	await activate.click();
	await expect( page.getByText( 'Please input your name!' ) ).toBeVisible();
	await expect( page.getByText( 'Enter Valid Email!' ) ).toBeVisible();
	await expect(
		page.getByText( 'Please input your license key!' )
	).toBeVisible();

	// A key the server does not know: the reason, and the form keeps the values.
	await page.getByLabel( 'Name' ).fill( 'Ada Lovelace' );
	await page.getByLabel( 'Email' ).fill( 'ada@example.org' );
	await page.getByLabel( 'License Key' ).fill( 'EVENTIN-PRO-NOPE-0000' );
	await activate.click();
	const failure = page.locator( '.ant-notification-notice', {
		hasText: 'Failed to activate license',
	} );
	await expect( failure ).toBeVisible();
	await expect( failure ).toContainText( 'This license key does not exist' );
	await expect( page.getByLabel( 'Name' ) ).toHaveValue( 'Ada Lovelace' );
	await page.screenshot( {
		path: testInfo.outputPath( 'license-failed.png' ),
		fullPage: true,
	} );

	await page.getByLabel( 'License Key' ).fill( TEST_KEY );
	await activate.click();
	await expect(
		page.locator( '.ant-notification-notice', {
			hasText: 'License activated successfully',
		} )
	).toBeVisible();
	const details = page.locator( '.eventin-license__details' );
	await expect( details ).toContainText( 'Ada Lovelace' );
	await expect( details ).toContainText( 'ada@example.org' );
	await expect( details ).toContainText( '***************************0000' );
	await expect( details ).toContainText( 'Active' );
	await expect( details ).toContainText( 'Never (lifetime license)' );
	await expect( page.getByLabel( 'License Key' ) ).toHaveCount( 0 );
	await page.screenshot( {
		path: testInfo.outputPath( 'license-active.png' ),
		fullPage: true,
	} );

	// The full key never leaves the server; a reload shows the same license.
	const stored = await ( await api.get( '/eventin/v2/license' ) ).text();
	expect( stored ).not.toContain( TEST_KEY );
	expect( JSON.parse( stored ).data.license ).toBe( 'valid' );
	await page.reload();
	await expect( page.locator( '.eventin-license__details' ) ).toContainText(
		'Ada Lovelace'
	);

	await page.getByRole( 'button', { name: 'Deactivate' } ).click();
	await expect(
		page.locator( '.ant-notification-notice', {
			hasText: 'License deactivated',
		} )
	).toBeVisible();
	await expect( page.getByLabel( 'License Key' ) ).toHaveValue( '' );
	await expect(
		page.getByRole( 'button', { name: 'Activate' } )
	).toBeVisible();
	expect(
		( await ( await api.get( '/eventin/v2/license' ) ).json() ).data
	).toBe( false );
} );
