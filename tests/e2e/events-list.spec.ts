/**
 * The event list as a site admin uses it: filter by status, search, clone an
 * event and delete the clone after the confirmation.
 */
import { test, expect, rest, chooseRowAction } from './fixtures';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';

/**
 * Y-m-d, `days` from today (UTC).
 *
 * @param days Offset in days.
 */
function day( days: number ): string {
	return new Date( Date.now() + days * 86_400_000 )
		.toISOString()
		.slice( 0, 10 );
}

test( 'admin filters, searches, clones an event and deletes the clone', async ( {
	page,
}, testInfo ) => {
	const stamp = Date.now().toString( 36 );
	const title = `River Festival ${ stamp }`;
	await page.goto( DASHBOARD );
	const api = rest( page );
	const upcoming = await api.post( '/eventin/v2/events', {
		title,
		post_status: 'publish',
		start_date: day( 10 ),
		start_time: '18:00',
		end_date: day( 10 ),
		end_time: '22:00',
		timezone: 'UTC',
		ticket_variations: [ { name: 'General', price: 10, capacity: 40 } ],
	} );
	expect( upcoming.status() ).toBe( 201 );
	const past = await api.post( '/eventin/v2/events', {
		title: `${ title } last year`,
		post_status: 'publish',
		start_date: day( -400 ),
		end_date: day( -400 ),
		timezone: 'UTC',
	} );
	expect( past.status() ).toBe( 201 );

	await page.goto( `${ DASHBOARD }#/events` );
	await page.getByPlaceholder( 'Search event by name' ).fill( stamp );
	const row = page.locator( 'tr', { hasText: title } );
	await expect( row.first() ).toBeVisible();
	await expect( page.getByText( 'Showing 1 - 2 of 2 events' ) ).toBeVisible();

	// Status filter: Upcoming keeps only the future one.
	await page.locator( '.eventin-events__status-filter' ).click();
	await page
		.locator( '.ant-select-item-option', { hasText: 'Upcoming' } )
		.click();
	await expect( page.getByText( 'Showing 1 - 1 of 1 events' ) ).toBeVisible();
	const upcomingRow = page.locator( 'tr', { hasText: title } ).first();
	await expect( upcomingRow ).toContainText( 'Upcoming' );
	await expect( upcomingRow ).toContainText( '0 / 40' );

	// Expired shows the other one.
	await page.locator( '.eventin-events__status-filter' ).click();
	await page
		.locator( '.ant-select-item-option', { hasText: 'Expired' } )
		.click();
	await expect(
		page.locator( 'tr', { hasText: `${ title } last year` } )
	).toContainText( 'Expired' );
	await expect( page.getByText( 'Showing 1 - 1 of 1 events' ) ).toBeVisible();

	// Back to all, clone the upcoming event.
	await page.locator( '.eventin-events__status-filter' ).click();
	await page.locator( '.ant-select-item-option', { hasText: 'All' } ).click();
	await expect( page.getByText( 'Showing 1 - 2 of 2 events' ) ).toBeVisible();
	const original = page
		.locator( 'tr', { hasText: title } )
		.filter( { hasNotText: 'last year' } );
	await chooseRowAction( page, original, 'Clone' );
	const cloneDialog = page.locator( '.ant-modal-confirm' );
	await expect( cloneDialog ).toContainText(
		'Are you sure you want to clone this event?'
	);
	await cloneDialog.locator( '.ant-btn-primary' ).click();
	await expect(
		page.getByText( 'Successfully cloned the event!' )
	).toBeVisible();
	const copy = page.locator( 'tr', { hasText: `${ title } (Copy)` } );
	await expect( copy ).toBeVisible();
	await expect( copy ).toContainText( 'Draft' );
	await expect( page.getByText( 'Showing 1 - 3 of 3 events' ) ).toBeVisible();
	await page.screenshot( {
		path: testInfo.outputPath( 'events-cloned.png' ),
		fullPage: true,
	} );

	// Delete the clone, after the confirmation.
	await chooseRowAction( page, copy, 'Delete' );
	const deleteDialog = page.locator( '.ant-modal-confirm' );
	await expect( deleteDialog ).toContainText(
		'Are you sure you want to delete this event?'
	);
	await deleteDialog.getByRole( 'button', { name: 'Delete' } ).click();
	await expect(
		page.getByText( 'Successfully deleted the event!' )
	).toBeVisible();
	await expect( copy ).toHaveCount( 0 );
	await expect( page.getByText( 'Showing 1 - 2 of 2 events' ) ).toBeVisible();
} );
