/**
 * The event editor as a site admin uses it: create a draft, fill in the
 * sections, publish it, and find it in the event list.
 */
import type { Page } from '@playwright/test';
import { test, expect, rest } from './fixtures';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';

/**
 * Saves the current section and waits for the server's answer.
 *
 * @param page The page.
 * @param id   Event id.
 */
async function save( page: Page, id: string ) {
	const answered = page.waitForResponse(
		( response ) =>
			decodeURIComponent( response.url() ).includes(
				`/eventin/v2/events/${ id }`
			) && response.request().method() !== 'GET'
	);
	await page.getByRole( 'button', { name: 'Save' } ).click();
	expect( ( await answered ).status() ).toBe( 200 );
	await expect(
		page.getByText( 'Event updated successfully' ).last()
	).toBeVisible();
}

/**
 * Opens a section from the editor's sidebar.
 *
 * @param page  The page.
 * @param label Section label.
 * @param path  Its path segment.
 */
async function openSection( page: Page, label: string, path: string ) {
	await page
		.getByRole( 'navigation', { name: 'Event editor sections' } )
		.getByRole( 'button', { name: label } )
		.click();
	await expect( page ).toHaveURL( new RegExp( `/${ path }$` ) );
	await expect(
		page.getByRole( 'heading', { name: label, level: 2 } )
	).toBeVisible();
}

test( 'admin creates an event with two ticket types, publishes it and finds it in the list', async ( {
	page,
}, testInfo ) => {
	const title = `Harbour Concert ${ Date.now().toString( 36 ) }`;
	const tomorrow = new Date( Date.now() + 24 * 60 * 60 * 1000 )
		.toISOString()
		.slice( 0, 10 );
	const shot = async ( name: string ) => {
		// WordPress's admin bar is fixed: from the top it does not cover the page.
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		await page.screenshot( {
			path: testInfo.outputPath( `${ name }.png` ),
			fullPage: true,
		} );
	};
	const selectsLoaded = () =>
		expect( page.locator( '.ant-select-arrow-loading' ) ).toHaveCount( 0 );

	// Create: a draft from a title and a start date.
	await page.goto( `${ DASHBOARD }#/events/create` );
	await page.getByRole( 'button', { name: 'Create' } ).click();
	await expect( page.getByText( 'Event title is required.' ) ).toBeVisible();
	await page.getByLabel( 'Event Title' ).fill( title );
	await page.getByLabel( 'Start Date' ).fill( tomorrow );
	await shot( 'event-create' );
	await page.getByRole( 'button', { name: 'Create' } ).click();
	// The editor runs on the editor's page, where the Description is a block editor.
	await expect( page ).toHaveURL(
		/page=eventin-template-builder#\/events\/create\/\d+\/basic$/,
		{ timeout: 60_000 }
	);
	const id = /create\/(\d+)\/basic/.exec( page.url() )![ 1 ];

	// Basic.
	await expect( page.getByLabel( 'Event Title' ) ).toHaveValue( title );
	await expect( page.getByLabel( 'Start Date' ) ).toHaveValue( tomorrow );
	await page.getByLabel( 'Start Time' ).fill( '19:30' );
	await page.getByLabel( 'End Time' ).fill( '22:00' );
	await page.getByLabel( 'Venue Address' ).fill( 'Pier 4, Harbour Road' );
	// Description: a heading ("## " turns the paragraph into one) and a
	// paragraph, in the block editor.
	const description = page.locator( '.eventin-description-editor' );
	await description.locator( '[data-type="core/paragraph"]' ).click();
	await page.keyboard.type( '## Line-up' );
	await page.keyboard.press( 'Enter' );
	await page.keyboard.type( 'An evening of music by the water.' );
	await expect(
		description.locator( '[data-type="core/heading"]' )
	).toHaveText( 'Line-up' );
	// The media library is on the page: the image button opens it.
	await page.getByRole( 'button', { name: 'Select image' } ).click();
	const library = page.locator( '.media-modal' );
	await expect( library ).toBeVisible();
	await expect( library ).toContainText( 'Select featured image' );
	await library.locator( '.media-modal-close' ).click();
	await expect( library ).toBeHidden();
	await selectsLoaded();
	await shot( 'editor-basic' );
	await save( page, id );

	// Tickets: one with 50 places, one unlimited.
	await openSection( page, 'Tickets', 'tickets' );
	await page.getByRole( 'button', { name: 'Add ticket type' } ).click();
	await page.getByLabel( 'Ticket 1 name' ).fill( 'Standard' );
	await page.getByLabel( 'Ticket 1 price' ).fill( '25' );
	await page.getByLabel( 'Ticket 1 capacity' ).fill( '50' );
	await page.getByRole( 'button', { name: 'Add ticket type' } ).click();
	await page.getByLabel( 'Ticket 2 name' ).fill( 'Guest list' );
	await page.getByLabel( 'Unlimited' ).nth( 1 ).click();
	await expect( page.getByLabel( 'Ticket 2 capacity' ) ).toBeDisabled();
	const total = page.locator( '.ant-statistic', {
		hasText: 'Total tickets',
	} );
	await expect( total ).toContainText( '∞' );
	await shot( 'editor-tickets' );
	await save( page, id );

	// People and schedules: usable even with nobody and nothing to pick.
	await openSection( page, 'People', 'people' );
	await expect(
		page.getByRole( 'combobox', { name: 'Speakers', exact: true } )
	).toBeVisible();
	await selectsLoaded();
	await shot( 'editor-people' );
	await openSection( page, 'Schedules', 'schedules' );
	await expect( page.getByLabel( 'Schedules' ) ).toBeVisible();
	await selectsLoaded();
	await shot( 'editor-schedules' );

	// Advanced: publish.
	await openSection( page, 'Advanced', 'advanced' );
	await page.getByLabel( 'Published' ).click();
	await expect( page.getByLabel( 'Published' ) ).toBeChecked();
	await shot( 'editor-advanced' );
	await save( page, id );
	await expect(
		page.locator( '.ant-tag', { hasText: 'Published' } )
	).toBeVisible();

	// The event page shows the description's blocks.
	const event = await (
		await rest( page ).get( `/eventin/v2/events/${ id }` )
	).json();
	expect( event.description ).toContain( '<!-- wp:heading -->' );
	await page.goto( event.link );
	await expect(
		page.getByRole( 'heading', { name: 'Line-up' } )
	).toBeVisible();
	await expect(
		page.getByText( 'An evening of music by the water.' )
	).toBeVisible();

	// The list shows it upcoming, none of its unlimited tickets sold.
	await page.goto( `${ DASHBOARD }#/events` );
	await page.getByPlaceholder( 'Search event by name' ).fill( title );
	const row = page.locator( 'tr', { hasText: title } );
	await expect( row ).toBeVisible( { timeout: 60_000 } );
	await expect( row ).toContainText( 'Upcoming' );
	await expect( row ).toContainText( '0 / ∞' );
	await shot( 'events-list' );
} );
