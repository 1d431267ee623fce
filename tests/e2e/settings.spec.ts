/**
 * Settings, as a site admin uses them: turning categories and tags off shows
 * on the categories page at once, and a sender address the server rejects
 * keeps what was typed next to the server's reason.
 */
import { test, expect, rest } from './fixtures';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';

test( 'admin disables categories and tags from Settings, and a bad sender address is explained', async ( {
	page,
}, testInfo ) => {
	await page.setViewportSize( { width: 1440, height: 900 } );
	await page.goto( `${ DASHBOARD }#/events` );
	const before = await (
		await rest( page ).get( '/eventin/v2/settings' )
	).json();
	expect( before.disable_category_and_tags ).toBe( 'off' );

	try {
		const menu = page.getByRole( 'menu', { name: 'Eventin sections' } );
		await menu.getByText( 'Settings', { exact: true } ).click();
		await expect( page ).toHaveURL( /#\/settings$/ );
		await expect(
			page.getByRole( 'heading', { name: 'Settings', exact: true } )
		).toBeVisible();
		for ( const group of [
			'General',
			'Scanner',
			'E-mail',
			'Tickets',
			'Data',
		] ) {
			await expect(
				page.getByRole( 'heading', { name: group, exact: true } )
			).toBeVisible();
		}
		await page.screenshot( {
			path: testInfo.outputPath( 'settings.png' ),
			fullPage: true,
		} );

		// Categories and tags off, saved.
		const disable = page.getByLabel( 'Disable categories and tags' );
		await expect( disable ).toHaveAttribute( 'aria-checked', 'false' );
		await disable.click();
		await expect( disable ).toHaveAttribute( 'aria-checked', 'true' );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		const saved = page.locator(
			'.ant-notification-bottomRight .ant-notification-notice',
			{
				hasText: 'Successfully saved the settings!',
			}
		);
		await expect( saved ).toBeVisible();

		// The categories page follows without a reload: no Add New Category.
		await menu.getByText( 'Events', { exact: true } ).hover();
		await page
			.getByRole( 'menuitem', { name: 'Event Categories' } )
			.click();
		await expect( page ).toHaveURL( /#\/categories$/ );
		await expect(
			page.getByPlaceholder( 'Search category by name' )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Add New Category' } )
		).toHaveCount( 0 );
		// Nor by typing the create address.
		await page.goto( `${ DASHBOARD }#/categories/create` );
		await expect( page ).toHaveURL( /#\/categories$/ );

		// A sender address WordPress rejects: the server's reason, what was typed kept.
		await page.goto( `${ DASHBOARD }#/settings` );
		const address = page.getByLabel( 'Sender e-mail address' );
		await address.fill( 'tickets@@example' );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		const reason =
			'email_sender_address must be a valid e-mail address, such as events@example.com.';
		await expect(
			page.locator(
				'.ant-notification-bottomRight .ant-notification-notice',
				{
					hasText: 'Failed to save the settings!',
				}
			)
		).toContainText( reason );
		await expect(
			page.locator( '.ant-form-item', { has: address } )
		).toContainText( reason );
		await expect( address ).toHaveValue( 'tickets@@example' );
		await page.screenshot( {
			path: testInfo.outputPath( 'settings-error.png' ),
			fullPage: true,
		} );

		// Restore: categories and tags on again, through the form.
		await address.fill( before.email_sender_address );
		await page.getByLabel( 'Disable categories and tags' ).click();
		const notices = await saved.count();
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( saved ).toHaveCount( notices + 1 );
		expect(
			await ( await rest( page ).get( '/eventin/v2/settings' ) ).json()
		).toEqual( before );
	} finally {
		await rest( page ).put( '/eventin/v2/settings', {
			disable_category_and_tags: before.disable_category_and_tags,
			email_sender_address: before.email_sender_address,
		} );
	}
} );
