/**
 * A visitor books tickets on an event's page: two ticket types (one free,
 * one paid), the script's field errors, the confirmation, and the buyer's
 * mail in the site's mail folder (scripts/dev/mail-catcher.php).
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, rest } from './fixtures';

const day = ( offset: number ) =>
	new Date( Date.now() + offset * 86400000 ).toISOString().slice( 0, 10 );

test( 'a visitor books two ticket types from the event page and gets the confirmation and its mail', async ( {
	page,
	site,
	anonymousPage,
}, testInfo ) => {
	const stamp = Date.now().toString( 36 );
	const title = `Booking walk ${ stamp }`;
	await page.goto( '/wp-admin/' ); // Logs the admin in (Playground's first request).
	const api = rest( page );
	const created = await api.post( '/eventin/v2/events', {
		title,
		post_status: 'publish',
		start_date: day( 14 ),
		start_time: '18:00',
		end_date: day( 14 ),
		end_time: '21:00',
		timezone: 'UTC',
		ticket_variations: [
			{ name: 'Standard', price: 20, capacity: 30 },
			{ name: 'Student', price: 0, capacity: 10 },
		],
	} );
	expect( created.status() ).toBe( 201 );
	const event = await created.json();

	const visitor = await anonymousPage();
	await visitor.setViewportSize( { width: 1280, height: 900 } );
	await visitor.goto( event.link );
	const form = visitor.locator( 'form.eventin-booking__form' );
	await expect( form ).toBeVisible();
	await visitor.screenshot( {
		path: testInfo.outputPath( 'event-page-1280.png' ),
		fullPage: true,
	} );

	await visitor.getByLabel( /Standard/ ).fill( '1' );
	await visitor.getByLabel( /Student/ ).fill( '1' );
	await expect(
		form.locator( '.eventin-booking__total-value' )
	).toContainText( '20.00' );
	await visitor.getByLabel( 'First name' ).fill( 'Ana' );
	await visitor.getByLabel( 'Last name' ).fill( 'Silva' );
	await visitor.getByLabel( 'E-mail' ).fill( 'not-an-address' );
	await visitor.getByRole( 'button', { name: 'Book now' } ).click();
	// The script stops the form and says why, next to the field.
	await expect( visitor.locator( '#eventin-error-email' ) ).toHaveText(
		'Enter a valid e-mail address.'
	);
	await expect( visitor.getByLabel( 'E-mail' ) ).toBeFocused();

	const email = `ana.${ stamp }@example.org`;
	await visitor.getByLabel( 'E-mail' ).fill( email );
	await visitor.getByLabel( 'Pay later / on arrival' ).check();
	await visitor.getByRole( 'button', { name: 'Book now' } ).click();

	await expect(
		visitor.getByRole( 'heading', { name: 'Your booking is received' } )
	).toBeVisible();
	const summary = visitor.locator( '.eventin-booking__summary' );
	await expect( summary ).toContainText( 'Standard' );
	await expect( summary ).toContainText( 'Student' );
	await expect( summary.locator( 'tfoot' ) ).toContainText( '20.00' );
	await expect(
		visitor.locator( '.eventin-booking__tickets-list li' )
	).toHaveCount( 2 );
	await visitor.screenshot( {
		path: testInfo.outputPath( 'confirmation-1280.png' ),
		fullPage: true,
	} );
	await visitor.setViewportSize( { width: 375, height: 800 } );
	await visitor.screenshot( {
		path: testInfo.outputPath( 'confirmation-375.png' ),
		fullPage: true,
	} );
	await visitor.goto( event.link );
	await visitor.screenshot( {
		path: testInfo.outputPath( 'event-page-375.png' ),
		fullPage: true,
	} );

	// The buyer's mail, as the site wrote it to its mail folder.
	const mailDir = path.join( site.wordpressDir, '..', 'state', 'mail' );
	const slug = title.toLowerCase().replace( /[^a-z0-9]+/g, '-' );
	let mail = '';
	await expect
		.poll(
			() => {
				const file = (
					fs.existsSync( mailDir ) ? fs.readdirSync( mailDir ) : []
				).find( ( name ) =>
					name.includes( `your-booking-for-${ slug }` )
				);
				mail = file
					? fs.readFileSync( path.join( mailDir, file ), 'utf8' )
					: '';
				return mail.includes( email );
			},
			{ timeout: 15000 }
		)
		.toBe( true );
	expect( mail ).toContain( 'Payment due: 20.00' );
	expect( mail ).toContain( '1 x Standard' );
	expect( mail ).toContain( '1 x Student' );
	expect( mail.match( /: ticket \S+/g ) ).toHaveLength( 2 );
} );
