/**
 * A visitor books tickets on an event's page: two ticket types (one free,
 * one paid), the script's field errors, the confirmation, and the buyer's
 * mail in the site's mail folder (scripts/dev/mail-catcher.php); then each
 * ticket link of the mail, opened by someone who is not logged in, shows that
 * ticket with a QR code that zbarimg decodes to Eventin 4's scanner URL, and
 * the same link with a wrong token shows nothing of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { day, decodeQr, scannerUrl, expectZbarimg } from './helpers';

/** One ticket of the confirmation mail: "<name>: ticket <id>", then its link. */
interface MailedTicket {
	name: string;
	ticketId: string;
	url: URL;
}

/**
 * The tickets a booking confirmation lists, with their links.
 *
 * @param mail The .eml file's text.
 */
function mailedTickets( mail: string ): MailedTicket[] {
	return [
		...mail.matchAll( /^(.+): ticket (\S+)\r?\n[ \t]+(\S+)\r?$/gm ),
	].map( ( [ , name, ticketId, url ] ) => ( {
		name,
		ticketId,
		url: new URL( url ),
	} ) );
}

test( 'a visitor books two ticket types from the event page, gets the confirmation and its mail, and each ticket link of the mail opens for anyone with its QR code', async ( {
	page,
	site,
	anonymousPage,
	bookedEvent,
	baseURL,
}, testInfo ) => {
	// Playground answers one request at a time: the walk takes a while.
	test.setTimeout( 300_000 );
	expectZbarimg();
	const stamp = Date.now().toString( 36 );
	const title = `Booking walk ${ stamp }`;
	await page.goto( '/wp-admin/' ); // Logs the admin in (Playground's first request).
	const event = await bookedEvent( {
		event: {
			title,
			start_date: day( 14 ),
			end_date: day( 14 ),
			ticket_variations: [
				{ name: 'Standard', price: 20, capacity: 30 },
				{ name: 'Student', price: 0, capacity: 10 },
			],
		},
	} );

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
			{ timeout: 30_000 }
		)
		.toBe( true );
	expect( mail ).toMatch( /Payment due: [^\n]*20\.00/ );
	expect( mail ).toContain( '1 x Standard' );
	expect( mail ).toContain( '1 x Student' );
	const tickets = mailedTickets( mail );
	expect( tickets, mail ).toHaveLength( 2 );

	// The attendees the booking made, as staff see them: one per ticket of the mail.
	const attendees = await event.attendees();
	expect( attendees ).toHaveLength( 2 );
	for ( const { booking_id: booking } of attendees ) {
		event.track( `/eventin/v2/orders/${ booking }` ); // Removed with the event.
	}

	// Someone who is not logged in opens each link of the mail (a context of its
	// own that sends Playground's auto-login cookie, so nobody is logged in to it).
	const holder = await anonymousPage();
	await holder.setViewportSize( { width: 1280, height: 900 } );
	for ( const [ n, ticket ] of tickets.entries() ) {
		expect( ticket.url.origin, 'the link points at the site' ).toBe(
			new URL( baseURL ?? '' ).origin
		);
		const attendeeId = Number(
			ticket.url.searchParams.get( 'etn_ticket' )
		);
		const token = ticket.url.searchParams.get( 'etn_ticket_token' ) ?? '';
		expect( token ).toMatch( /^[0-9a-f]{64}$/ );
		const attendee = attendees.find( ( { id } ) => id === attendeeId );
		expect(
			attendee,
			`attendee ${ attendeeId } of the mail`
		).toBeDefined();
		expect( attendee?.ticket_id ).toBe( ticket.ticketId );

		const answer = await holder.goto( ticket.url.href );
		expect( answer?.status() ).toBe( 200 );
		const main = holder.locator( 'main.etn-ticket' );
		await expect(
			holder.getByRole( 'heading', { level: 1 } )
		).toContainText( title );
		await expect( main ).toContainText( ticket.name );
		await expect( main ).toContainText( ticket.ticketId );
		expect(
			await decodeQr(
				holder,
				testInfo.outputPath( `mailed-ticket-${ n + 1 }-qr.png` )
			),
			'the QR code holds Eventin 4’s scanner URL of this attendee and ticket'
		).toBe( scannerUrl( baseURL ?? '', attendeeId, ticket.ticketId ) );

		// The same link with a wrong token shows none of the ticket's data.
		const wrong = new URL( ticket.url.href );
		wrong.searchParams.set(
			'etn_ticket_token',
			token.replace( /^./, ( c ) => ( c === '0' ? '1' : '0' ) )
		);
		const refused = await holder.goto( wrong.href );
		expect( refused?.status() ).toBe( 404 );
		await expect(
			holder.getByRole( 'heading', { name: 'Ticket not found' } )
		).toBeVisible();
		const html = await holder.content();
		expect( html ).not.toContain( ticket.ticketId );
		expect( html ).not.toContain( title );
		expect( html ).not.toContain( 'data-etn-qr' );
	}
	await holder.screenshot( {
		path: testInfo.outputPath( 'mailed-ticket-wrong-token.png' ),
	} );

	// Still nobody: no login cookie, and the ticket alone (which staff may open) is refused.
	expect(
		( await holder.context().cookies() )
			.map( ( { name } ) => name )
			.filter( ( name ) => name.startsWith( 'wordpress_logged_in' ) )
	).toEqual( [] );
	const bare = await holder.goto( `/?etn_ticket=${ attendees[ 0 ].id }` );
	expect( bare?.status() ).toBe( 404 );
} );
