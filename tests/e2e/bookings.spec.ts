/**
 * Bookings as a site admin handles them: one event's bookings, Mark as paid,
 * a refund that frees the places (the events list's Sold drops), the
 * details drawer with the booking's attendees, and Export CSV.
 */
import fs from 'node:fs';
import { test, expect, chooseRowAction } from './fixtures';
import { day } from './helpers';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';

test( 'admin marks a booking paid, refunds another and sees Sold drop, opens its details and exports CSV', async ( {
	page,
	bookedEvent,
}, testInfo ) => {
	const stamp = Date.now().toString( 36 );
	const title = `Harbour Jazz ${ stamp }`;
	await page.goto( DASHBOARD );
	const booker = (
		last: string,
		quantity: number,
		status: 'completed' | 'pending'
	) => ( {
		first_name: 'Grace',
		last_name: last,
		email: `${ last.toLowerCase() }.${ stamp }@example.org`,
		quantity,
		status,
	} );
	const {
		id: eventId,
		bookings: [ paid, pending ],
	} = await bookedEvent( {
		event: {
			title,
			start_date: day( 12 ),
			start_time: '19:00',
			end_date: day( 12 ),
			end_time: '23:00',
			ticket_variations: [ { name: 'General', price: 25, capacity: 40 } ],
		},
		bookings: [
			booker( 'Hopper', 2, 'completed' ),
			booker( 'Kelly', 1, 'pending' ),
		],
	} );

	// The event list counts both bookings' places.
	await page.goto( `${ DASHBOARD }#/events` );
	await page.getByPlaceholder( 'Search event by name' ).fill( stamp );
	const eventRow = page.locator( 'tr', { hasText: title } ).first();
	await expect( eventRow ).toContainText( '3 / 40' );

	// The event's bookings, from its Bookings action.
	await chooseRowAction( page, eventRow, 'Bookings' );
	await expect(
		page.getByRole( 'heading', { name: `Bookings: ${ title }` } )
	).toBeVisible();
	const rowOf = ( id: number ) =>
		page.locator( 'tr', { hasText: `#${ id }` } ).first();
	await expect( rowOf( paid ) ).toContainText( '2 × General' );
	await expect( rowOf( paid ) ).toContainText( '$50.00' );
	await expect( rowOf( pending ) ).toContainText( 'Pending' );
	await page.screenshot( {
		path: testInfo.outputPath( 'bookings-of-event.png' ),
		fullPage: true,
	} );

	// Mark as paid.
	await chooseRowAction( page, rowOf( pending ), 'Mark as paid' );
	await page
		.locator( '.ant-modal' )
		.getByRole( 'button', { name: 'Mark as paid' } )
		.click();
	await expect(
		page.getByText( 'Successfully marked the booking as paid!' )
	).toBeVisible();
	await expect( rowOf( pending ) ).toContainText( 'Completed' );

	// Refund the first booking.
	await chooseRowAction( page, rowOf( paid ), 'Refund Booking' );
	const dialog = page.locator( '.ant-modal', {
		hasText: 'Are you sure you want to refund this booking?',
	} );
	await dialog.getByRole( 'button', { name: 'Refund Booking' } ).click();
	await expect(
		page.getByText( 'Successfully refunded the booking!' )
	).toBeVisible();
	await expect( rowOf( paid ) ).toContainText( 'Refunded' );

	// Its details: tickets, total and its attendees.
	await rowOf( paid ).getByRole( 'button', { name: 'Details' } ).click();
	const drawer = page.locator( '.ant-drawer-content' );
	await expect( drawer ).toContainText( `Booking #${ paid }` );
	await expect( drawer ).toContainText( 'Refunded' );
	await expect(
		drawer.locator( '.eventin-attendees__ticket-id' )
	).toHaveCount( 2 );
	await page.screenshot( {
		path: testInfo.outputPath( 'booking-details.png' ),
	} );
	await drawer.locator( '.ant-drawer-close' ).click();

	// Export CSV of the event's bookings.
	const [ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page.getByRole( 'button', { name: 'Export CSV' } ).click(),
	] );
	expect( download.suggestedFilename() ).toMatch(
		new RegExp( `^bookings-event-${ eventId }-\\d{4}-\\d{2}-\\d{2}\\.csv$` )
	);
	const csv = fs.readFileSync( ( await download.path() ) as string, 'utf8' );
	const lines = csv
		.replace( /^\uFEFF/, '' )
		.trim()
		.split( /\r?\n/ );
	expect( lines ).toHaveLength( 3 );
	expect( lines[ 0 ] ).toBe(
		'"Booking ID",Date,"First name","Last name",Email,Phone,Event,Tickets,Total,Currency,"Payment method",Status'
	);
	// Newest first: the booking marked paid, then the refunded one.
	expect( lines[ 1 ] ).toMatch(
		new RegExp(
			`^${ pending },\\d{4}-\\d\\d-\\d\\dT[\\d:]{8}Z,Grace,Kelly,kelly\\.${ stamp }@example\\.org,,"${ title }","1 × General",25,\\w+,manual,completed$`
		)
	);
	expect( lines[ 2 ] ).toMatch(
		new RegExp(
			`^${ paid },[^,]+,Grace,Hopper,hopper\\.${ stamp }@example\\.org,,"${ title }","2 × General",50,\\w+,manual,refunded$`
		)
	);

	// The refund freed two places.
	await page.goto( `${ DASHBOARD }#/events` );
	await page.getByPlaceholder( 'Search event by name' ).fill( stamp );
	await expect(
		page.locator( 'tr', { hasText: title } ).first()
	).toContainText( '1 / 40' );
} );
