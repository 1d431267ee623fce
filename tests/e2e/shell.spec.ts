/**
 * The dashboard's landing page and shell on the real site: the URL WordPress
 * prints lands event managers on the overview and other users where the
 * guard says, Go Back stays inside the
 * dashboard, and the events list's more-actions menu shows each item once.
 */
import { test, expect, rest } from './fixtures';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';

test( 'the admin opening the dashboard URL lands on the overview', async ( {
	page,
}, testInfo ) => {
	const stamp = Date.now().toString( 36 );
	const title = `Harbour Talks ${ stamp }`;
	await page.goto( DASHBOARD );
	const created = await rest( page ).post( '/eventin/v2/events', {
		title,
		post_status: 'publish',
		start_date: new Date( Date.now() + 7 * 86_400_000 )
			.toISOString()
			.slice( 0, 10 ),
		timezone: 'UTC',
	} );
	expect( created.status() ).toBe( 201 );
	const { id } = await created.json();

	try {
		await page.goto( DASHBOARD );
		await expect( page ).toHaveURL( /page=eventin#\/dashboard$/ );
		await expect(
			page.getByRole( 'heading', { name: 'Dashboard' } )
		).toBeVisible();
		await expect(
			page.getByText( 'Access Denied! Redirecting...' )
		).toHaveCount( 0 );
		await expect(
			page
				.getByRole( 'region', { name: 'Upcoming events' } )
				.getByRole( 'listitem' )
				.first()
		).toBeVisible();
		await page.screenshot( {
			path: testInfo.outputPath( 'landing.png' ),
			fullPage: true,
		} );

		// #/ lands there too.
		await page.goto( `${ DASHBOARD }#/` );
		await expect( page ).toHaveURL( /#\/dashboard$/ );

		await page.goto( `${ DASHBOARD }#/events` );
		await expect(
			page.getByText( /^Showing \d+ - \d+ of \d+ events$/ )
		).toBeVisible();

		// The more-actions menu: each destination once, Delete last.
		const searched = page.waitForResponse( ( response ) =>
			response.url().includes( `search_keyword=${ stamp }` )
		);
		await page.getByPlaceholder( 'Search event by name' ).fill( stamp );
		await searched;
		await expect(
			page.getByText( 'Showing 1 - 1 of 1 events' )
		).toBeVisible();
		const row = page.locator( 'tr', { hasText: title } );
		const menu = page.locator(
			'.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu'
		);
		// A list that draws its rows again closes an open menu: open it anew.
		await expect( async () => {
			await row.getByRole( 'button', { name: 'More actions' } ).click();
			await expect( menu ).toBeVisible( { timeout: 2000 } );
		} ).toPass();
		await expect( menu.locator( '.ant-dropdown-menu-item' ) ).toHaveText( [
			'Preview',
			'Bookings',
			'RSVP Report',
			'Attendee list',
			'Clone',
			'Scan Ticket',
			'Get Script',
			'Delete',
		] );
		await page.screenshot( {
			path: testInfo.outputPath( 'events-more-actions.png' ),
		} );
		// No emoji image from WordPress's emoji script anywhere on the page.
		await expect( page.locator( 'img.emoji' ) ).toHaveCount( 0 );

		// Go Back from a deep link returns to the section's list.
		await page.goto( `${ DASHBOARD }#/events/create/${ id }/basic` );
		await page.getByRole( 'button', { name: 'Go Back' } ).click();
		await expect( page ).toHaveURL( /page=eventin#\/events$/ );
	} finally {
		await rest( page ).delete( `/eventin/v2/events/${ id }` );
	}
} );

test( 'a user holding only the organizer permission lands on /speakers', async ( {
	createUser,
	loginAs,
}, testInfo ) => {
	const person = await createUser( {
		role: 'subscriber',
		capabilities: { etn_manage_organizer: true },
	} );
	const page = await loginAs( person );
	await page.goto( DASHBOARD );
	await expect( page ).toHaveURL( /page=eventin#\/speakers$/ );
	await expect(
		page.getByRole( 'button', { name: 'Add New Speaker' } )
	).toBeVisible();
	await expect(
		page.getByText( 'Access Denied! Redirecting...' )
	).toHaveCount( 0 );
	const menu = page.getByRole( 'menu', { name: 'Eventin sections' } );
	await expect( menu ).toContainText( 'Speakers' );
	await expect( menu ).not.toContainText( 'Events' );
	await expect( page.locator( '.ant-spin-spinning' ) ).toHaveCount( 0 );
	await page.screenshot( {
		path: testInfo.outputPath( 'organizer-landing.png' ),
		fullPage: true,
	} );
} );
