/**
 * Manage Access: an administrator gives the Editor role one permission, and
 * an editor then sees only what that permission opens.
 */
import { test, expect, rest } from './fixtures';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';

test( 'an editor given only the speakers permission sees only Speakers and is sent from /events to /speakers', async ( {
	page,
	createUser,
	loginAs,
}, testInfo ) => {
	await page.goto( DASHBOARD );
	const api = rest( page );
	// Start from a role without Eventin permissions (a delete is idempotent).
	expect(
		( await api.delete( '/eventin/v2/permissions/roles/editor' ) ).status()
	).toBe( 200 );

	try {
		await page.goto( `${ DASHBOARD }#/access-control` );
		const menu = page.getByRole( 'menu', { name: 'Eventin sections' } );
		await expect( menu ).toContainText( 'Manage Access' );
		await expect( menu ).toContainText( 'License' );
		await expect(
			page.getByRole( 'heading', { name: 'Manage Access' } )
		).toBeVisible();
		const adminRow = page.locator( 'tr', { hasText: 'Administrator' } );
		await expect( adminRow ).toContainText( 'Speakers & Organizers' );
		await expect(
			adminRow.getByRole( 'button', { name: 'Delete' } )
		).toHaveCount( 0 );
		await expect( page.locator( 'tr', { hasText: 'Editor' } ) ).toHaveCount(
			0
		);

		await page.getByRole( 'button', { name: 'Add New' } ).click();
		const dialog = page.locator( '.ant-modal', {
			hasText: 'Add Manage Access',
		} );
		await expect( dialog ).toBeVisible();
		// Nothing chosen yet: both rules speak.
		await dialog.getByRole( 'button', { name: 'Save' } ).click();
		await expect(
			dialog.getByText( 'Please select a role type!' )
		).toBeVisible();
		await expect(
			dialog.getByText( 'Please select at least one permission!' )
		).toBeVisible();

		await dialog.locator( '.ant-select' ).click();
		await page
			.locator(
				'.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
				{ hasText: /^Editor$/ }
			)
			.click();
		await dialog.getByLabel( 'All Permissions' ).check();
		await dialog.getByLabel( 'All Permissions' ).uncheck();
		await dialog.getByLabel( 'Speakers & Organizers' ).check();
		await page.screenshot( {
			path: testInfo.outputPath( 'access-modal.png' ),
		} );
		await dialog.getByRole( 'button', { name: 'Save' } ).click();
		await expect( dialog ).toBeHidden();

		const editorRow = page.locator( 'tr', { hasText: 'Editor' } );
		await expect( editorRow ).toContainText( 'Speakers & Organizers' );
		await expect( editorRow ).not.toContainText( 'Events' );
		await page.screenshot( {
			path: testInfo.outputPath( 'access-control.png' ),
			fullPage: true,
		} );

		// The server agrees.
		const configured = await (
			await api.get( '/eventin/v2/permissions/settings' )
		).json();
		const editor = configured.find(
			( role: { name: string } ) => role.name === 'editor'
		);
		expect(
			editor.permissions.map( ( p: { key: string } ) => p.key )
		).toEqual( [ 'etn_manage_organizer' ] );

		// An editor now.
		const person = await createUser( { role: 'editor' } );
		const editorPage = await loginAs( person );
		await editorPage.goto( `${ DASHBOARD }#/events` );
		await expect(
			editorPage.getByText( 'Access Denied! Redirecting...' )
		).toBeVisible();
		await expect( editorPage ).toHaveURL( /#\/speakers$/ );
		const editorMenu = editorPage.getByRole( 'menu', {
			name: 'Eventin sections',
		} );
		await expect( editorMenu ).toContainText( 'Speakers' );
		for ( const hidden of [
			'Events',
			'Schedules',
			'Manage Access',
			'License',
		] ) {
			await expect( editorMenu ).not.toContainText( hidden );
		}
		await editorPage.screenshot( {
			path: testInfo.outputPath( 'editor-speakers.png' ),
			fullPage: true,
		} );
		// And the administrator screens stay closed to them.
		await editorPage.goto( `${ DASHBOARD }#/access-control` );
		await expect(
			editorPage.getByText( 'Access Denied! Redirecting...' )
		).toBeVisible();
		await expect( editorPage ).toHaveURL( /#\/speakers$/ );
	} finally {
		// Leave the Editor role as WordPress made it.
		expect(
			(
				await api.delete( '/eventin/v2/permissions/roles/editor' )
			).status()
		).toBe( 200 );
	}
} );
