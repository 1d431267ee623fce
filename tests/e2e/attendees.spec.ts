/**
 * Attendees as a site admin handles them at the door: find one by e-mail,
 * check them in and out, one event's table with its check-in count, the
 * attendee form, and Export CSV opened as a file.
 */
import fs from 'node:fs';
import { test, expect, rest, chooseRowAction } from './fixtures';
import { day } from './helpers';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';

test( 'admin finds an attendee by e-mail, checks them in and out, edits them and exports the event’s attendees', async ( {
	page,
	bookedEvent,
}, testInfo ) => {
	// Playground answers one request at a time: this walk takes a while.
	test.setTimeout( 300_000 );
	const stamp = Date.now().toString( 36 );
	const title = `Door Test ${ stamp }`;
	const email = ( name: string ) => `${ name }.${ stamp }@example.org`;
	await page.goto( DASHBOARD );
	const api = rest( page );
	const { id: eventId } = await bookedEvent( {
		event: {
			title,
			start_date: day( 5 ),
			end_date: day( 5 ),
			end_time: '22:00',
			ticket_variations: [ { name: 'Floor', price: 10, capacity: 20 } ],
		},
		bookings: [
			{
				first_name: 'Ada',
				last_name: 'Byron',
				email: email( 'ada' ),
				quantity: 3,
				attendees: [
					{ name: 'Ada Byron', email: email( 'ada' ) },
					{ name: 'Alan Turing', email: email( 'alan' ) },
					{ name: 'Grace Hopper', email: email( 'grace' ) },
				],
			},
		],
	} );

	// Find Alan by e-mail among every attendee, check in, undo.
	await page.goto( `${ DASHBOARD }#/attendees` );
	await page
		.getByPlaceholder( 'Search by name, email or ticket ID' )
		.fill( email( 'alan' ) );
	await expect(
		page.getByText( 'Showing 1 - 1 of 1 attendees' )
	).toBeVisible();
	const alan = page.locator( 'tr', { hasText: 'Alan Turing' } );
	await expect( alan ).toContainText( title );
	await expect( alan ).toContainText( 'Success' );
	await expect( alan ).toContainText( 'Not checked in' );
	await alan.getByRole( 'button', { name: 'Check in' } ).click();
	await expect( page.getByText( '1 checked in' ) ).toBeVisible();
	await expect( alan ).toContainText( /Checked in\s*at / );
	await page.screenshot( {
		path: testInfo.outputPath( 'attendees.png' ),
		fullPage: true,
	} );
	await alan.getByRole( 'button', { name: 'Undo check-in' } ).click();
	await expect( page.getByText( '1 check-in undone' ) ).toBeVisible();
	await expect( alan ).toContainText( 'Not checked in' );

	// The event's table, reached from the events list.
	await page.goto( `${ DASHBOARD }#/events` );
	await page.getByPlaceholder( 'Search event by name' ).fill( stamp );
	const eventRow = page.locator( 'tr', { hasText: title } ).first();
	await chooseRowAction( page, eventRow, 'Attendee list' );
	await expect( page.getByRole( 'heading', { name: title } ) ).toBeVisible();
	await expect( page.getByText( 'Checked in: 0 / 3' ) ).toBeVisible();
	await page.getByLabel( 'Select Grace Hopper' ).check();
	await page.getByLabel( 'Select Ada Byron' ).check();
	await page
		.locator( '.eventin-list-page__toolbar' )
		.getByRole( 'button', { name: 'Check in' } )
		.click();
	await expect( page.getByText( '2 checked in' ) ).toBeVisible();
	await expect( page.getByText( 'Checked in: 2 / 3' ) ).toBeVisible();
	await page.screenshot( {
		path: testInfo.outputPath( 'attendees-event.png' ),
		fullPage: true,
	} );

	// Export the event's attendees and read the file.
	const [ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page.getByRole( 'button', { name: 'Export CSV' } ).click(),
	] );
	expect( download.suggestedFilename() ).toMatch(
		new RegExp(
			`^attendees-event-${ eventId }-\\d{4}-\\d{2}-\\d{2}\\.csv$`
		)
	);
	const csv = fs.readFileSync( ( await download.path() ) as string );
	// UTF-8 with its byte order mark, for spreadsheets.
	expect( [ ...csv.subarray( 0, 3 ) ] ).toEqual( [ 0xef, 0xbb, 0xbf ] );
	const lines = csv.toString( 'utf8' ).trim().split( /\r?\n/ );
	expect( lines ).toHaveLength( 4 );
	expect( lines[ 0 ] ).toContain( 'Payment status' );
	for ( const name of [ 'ada', 'alan', 'grace' ] ) {
		expect( csv.toString( 'utf8' ) ).toContain( email( name ) );
	}

	// Edit Grace: a new phone, and back to the event's table.
	await page
		.locator( 'tr', { hasText: 'Grace Hopper' } )
		.getByRole( 'button', { name: 'Edit' } )
		.click();
	await expect( page.getByLabel( 'Name', { exact: true } ) ).toHaveValue(
		'Grace Hopper'
	);
	await expect(
		page.getByLabel( 'Checked in', { exact: true } )
	).toBeChecked();
	await page.getByLabel( 'Phone' ).fill( '+1 555 0100' );
	await page.screenshot( {
		path: testInfo.outputPath( 'attendee-form.png' ),
		fullPage: true,
	} );
	await page.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		page.getByText( 'Successfully updated the attendee!' )
	).toBeVisible();
	await expect( page ).toHaveURL(
		new RegExp( `#/attendees/event/${ eventId }$` )
	);
	const saved = await api.get(
		`/eventin/v2/attendees?search=${ encodeURIComponent(
			email( 'grace' )
		) }`
	);
	expect( ( await saved.json() ).items[ 0 ].phone ).toBe( '+1 555 0100' );
} );
