/**
 * The template builder as a site admin: a certificate template created from
 * the chooser ('Create your own' on Event Certificate) opens in the builder
 * (the block editor's own page); a heading typed with {{attendee_name}}
 * from the placeholders sidebar, undone and redone from the keyboard, saved
 * with Save & Publish; after a reload the heading and the published status
 * are kept, and the list shows the captured thumbnail. Screenshots of the
 * builder in landscape and portrait land in test-results/.
 */
import { test, expect, rest } from './fixtures';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';
const TEXT = 'Certificate of Attendance for ';

test( 'a certificate template is designed, saved and published in the builder', async ( {
	page,
} ) => {
	test.setTimeout( 240_000 );
	await page.setViewportSize( { width: 1680, height: 1000 } );
	await page.goto( `${ DASHBOARD }#/template-builder/create` );
	await page.getByRole( 'tab', { name: 'Event Certificate' } ).click();
	await page
		.getByRole( 'button', { name: 'Use this template: Create your own' } )
		.click();

	// The dashboard sends the builder route to the builder's own page.
	await page.waitForURL(
		/page=eventin-template-builder#\/template-builder\/\d+$/
	);
	const id = Number( page.url().split( '/' ).pop() );
	const save = page.getByRole( 'button', { name: 'Save & Publish' } );
	await expect( save ).toBeVisible();
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect(
		canvas.locator( '.eventin-template-container' )
	).toBeVisible();
	// A certificate is a landscape page of 842 × 595 px.
	const frame = page.locator( 'iframe[name="editor-canvas"]' );
	const box = await frame.boundingBox();
	expect( Math.round( box!.width ) ).toBe( 842 );
	expect( Math.round( box!.height ) ).toBe( 595 );

	// All Blocks is open: add a heading and type into it.
	await page
		.locator( '.eventin-builder__left' )
		.locator( '.editor-block-list-item-heading' )
		.click();
	const heading = canvas.locator( 'h2.wp-block-heading' );
	await expect( heading ).toBeFocused();
	await page.keyboard.type( TEXT );

	// The placeholder goes in at the caret.
	await page.getByRole( 'button', { name: 'Eventin Placeholders' } ).click();
	await page.getByRole( 'button', { name: '{{attendee_name}}' } ).click();
	const full = `${ TEXT }{{attendee_name}}`;
	await expect( heading ).toHaveText( full );

	// Undo and redo from the keyboard, focus in the canvas.
	await heading.click();
	await page.keyboard.press( 'Control+z' );
	await expect( heading ).not.toHaveText( full );
	await page.keyboard.press( 'Control+Shift+z' );
	await expect( heading ).toHaveText( full );
	await page.keyboard.press( 'Control+z' );
	await expect( heading ).not.toHaveText( full );
	await page.keyboard.press( 'Control+y' );
	await expect( heading ).toHaveText( full );

	await page.screenshot( {
		path: 'test-results/template-builder-landscape.png',
	} );
	await page.getByRole( 'button', { name: 'Portrait', exact: true } ).click();
	await expect
		.poll( async () => Math.round( ( await frame.boundingBox() )!.width ) )
		.toBe( 595 );
	await page.screenshot( {
		path: 'test-results/template-builder-portrait.png',
	} );
	await page
		.getByRole( 'button', { name: 'Landscape', exact: true } )
		.click();

	// Body Settings: the page's padding goes into the template's CSS.
	await page.getByRole( 'tab', { name: 'Body Settings' } ).click();
	await page.getByLabel( 'Padding (Desktop)' ).fill( '40px' );

	await save.click();
	await expect(
		page.getByText( 'Template updated successfully' )
	).toBeVisible();
	// Published: the main button now only saves.
	await expect(
		page.getByRole( 'button', { name: 'Save', exact: true } )
	).toBeVisible();

	const stored = await (
		await rest( page ).get( `/eventin/v2/templates/${ id }` )
	).json();
	expect( stored.status ).toBe( 'publish' );
	expect( stored.orientation ).toBe( 'landscape' );
	expect( stored.content ).toContain(
		'<!-- wp:eventin-pro/template-container'
	);
	expect( stored.content ).toContain( full );
	expect( stored.thumbnail ).toMatch( /^data:image\/jpeg;base64,/ );
	expect( stored.template_css ).toBe(
		`.eventin-template-${ id }{padding:40px}`
	);

	await page.reload();
	await expect(
		page
			.frameLocator( 'iframe[name="editor-canvas"]' )
			.locator( 'h2.wp-block-heading' )
	).toHaveText( full );
	await expect(
		page.getByRole( 'button', { name: 'Save', exact: true } )
	).toBeVisible();

	// Back to the list: the template shows its picture.
	await page.getByRole( 'button', { name: 'Back to templates' } ).click();
	await page.waitForURL( /page=eventin#\/template-builder$/ );
	await page
		.getByRole( 'radiogroup', { name: 'Template type' } )
		.getByText( 'Event Certificate' )
		.click();
	const row = page.getByRole( 'row' ).filter( { hasText: stored.name } );
	await expect( row.locator( 'img' ) ).toHaveAttribute(
		'src',
		/^data:image\/jpeg;base64,/
	);
} );
