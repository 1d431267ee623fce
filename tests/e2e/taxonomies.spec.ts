/**
 * Event categories and tags, as a site admin uses them, and the route guard
 * for a user who may only manage speakers.
 */
import { test, expect, rest } from './fixtures';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';

test( 'admin creates a sub-category and a tag, sees them listed and deletes one', async ( {
	page,
}, testInfo ) => {
	const stamp = Date.now().toString( 36 );
	const parentName = `Festivals ${ stamp }`;
	const childName = `Open Air ${ stamp }`;
	const tagName = `Family ${ stamp }`;

	// Record whether the authorization spinner was ever shown before the shell.
	await page.addInitScript( () => {
		const seen = { checking: false };
		( window as unknown as { eventinSeen: typeof seen } ).eventinSeen =
			seen;
		new MutationObserver( () => {
			if (
				document.body?.innerText.includes( 'Checking Authorization...' )
			) {
				seen.checking = true;
			}
		} ).observe( document, {
			childList: true,
			subtree: true,
			characterData: true,
		} );
	} );

	await page.goto( DASHBOARD );
	// A parent to pick, made through the API the dashboard itself uses.
	const parent = await rest( page ).post( '/eventin/v2/event/categories', {
		name: parentName,
	} );
	expect( parent.status() ).toBe( 201 );

	await page.goto( `${ DASHBOARD }#/categories` );
	const menu = page.getByRole( 'menu', { name: 'Eventin sections' } );
	await expect( menu ).toBeVisible();
	expect(
		await page.evaluate(
			() =>
				( window as unknown as { eventinSeen: { checking: boolean } } )
					.eventinSeen.checking
		)
	).toBe( true );
	await expect( menu ).toContainText( 'Events' );
	await expect( menu ).toContainText( 'Speakers' );
	await expect( menu ).toContainText( 'Schedules' );

	// Category with a parent, through the form.
	await page.getByRole( 'button', { name: 'Add New Category' } ).click();
	await expect( page ).toHaveURL( /#\/categories\/create$/ );
	await page.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		page.getByText( 'Category Name is Required!' )
	).toBeVisible();
	await page.getByLabel( 'Category Name' ).fill( childName );
	await page.getByLabel( 'Parent Category' ).click();
	await page.getByLabel( 'Parent Category' ).fill( parentName );
	await page
		.locator( '.ant-select-item-option', { hasText: parentName } )
		.click();
	await page.getByLabel( 'Description' ).fill( 'Concerts under the sky' );
	await page.screenshot( {
		path: testInfo.outputPath( 'category-create.png' ),
		fullPage: true,
	} );
	await page.getByRole( 'button', { name: 'Save' } ).click();

	await expect( page ).toHaveURL( /#\/categories$/ );
	await page.getByPlaceholder( 'Search category by name' ).fill( stamp );
	const childRow = page.locator( 'tr', { hasText: childName } );
	await expect( childRow ).toBeVisible();
	await expect( childRow ).toContainText( parentName );
	await expect( childRow ).toContainText( 'Concerts under the sky' );
	await expect(
		page.getByText( /Showing 1 - 2 of 2 categories/ )
	).toBeVisible();
	await page.screenshot( {
		path: testInfo.outputPath( 'categories.png' ),
		fullPage: true,
	} );

	// Tag, through the form.
	await page.goto( `${ DASHBOARD }#/tags` );
	await page.getByRole( 'button', { name: 'Add New Tag' } ).click();
	await page.getByLabel( 'Tag Name' ).fill( tagName );
	await page.getByRole( 'button', { name: 'Save' } ).click();
	await expect( page.getByText( 'Successfully created tag!' ) ).toBeVisible();
	await expect( page ).toHaveURL( /#\/tags$/ );
	await page.getByPlaceholder( 'Search tag by name' ).fill( tagName );
	const tagRow = page.locator( 'tr', { hasText: tagName } );
	await expect( tagRow ).toBeVisible();
	await page.screenshot( {
		path: testInfo.outputPath( 'tags.png' ),
		fullPage: true,
	} );

	// Delete it, after the confirmation.
	await tagRow.getByRole( 'button', { name: 'Delete' } ).click();
	const dialog = page.locator( '.ant-modal-confirm' );
	await expect( dialog ).toContainText(
		'Are you sure you want to delete this tag?'
	);
	await page.screenshot( {
		path: testInfo.outputPath( 'tag-delete-confirm.png' ),
	} );
	await dialog.getByRole( 'button', { name: 'Delete' } ).click();
	await expect(
		page.getByText( 'Successfully deleted the tag!' )
	).toBeVisible();
	await expect( tagRow ).toHaveCount( 0 );
	await expect(
		page.getByText( 'Nothing matches these filters.' )
	).toBeVisible();

	// It is gone on the server too.
	const left = await rest( page ).get(
		`/eventin/v2/event/tags?search=${ encodeURIComponent( tagName ) }`
	);
	expect( ( await left.json() ).total_items ).toBe( 0 );
} );

test( 'a user who only manages speakers is sent from /categories to /speakers', async ( {
	createUser,
	loginAs,
}, testInfo ) => {
	const user = await createUser( {
		role: 'subscriber',
		capabilities: { etn_manage_organizer: true },
	} );
	const page = await loginAs( user );
	await page.goto( `${ DASHBOARD }#/categories` );
	await expect(
		page.getByText( 'Access Denied! Redirecting...' )
	).toBeVisible();
	await page.screenshot( {
		path: testInfo.outputPath( 'access-denied.png' ),
	} );
	await expect( page ).toHaveURL( /#\/speakers$/ );
	const menu = page.getByRole( 'menu', { name: 'Eventin sections' } );
	await expect( menu ).toContainText( 'Speakers' );
	await expect( menu ).not.toContainText( 'Events' );
	await expect( menu ).not.toContainText( 'Schedules' );
	await page.close();
} );
