/**
 * The ticket page in Chromium: its QR code, screenshotted and decoded by an
 * independent reader (zbarimg, Debian zbar-tools), holds Eventin 4's scanner
 * URL for a long (ours) and a short (Eventin 4's) ticket id and for versions
 * 1, 10, 20 and 40; it prints on one A4 and one Letter page; without the
 * token a visitor sees nothing of it.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { day, decodeQr, scannerUrl, expectZbarimg } from './helpers';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';

/**
 * How many pages a PDF has.
 *
 * @param pdf PDF bytes.
 */
function pdfPages( pdf: Buffer ): number {
	return ( pdf.toString( 'latin1' ).match( /\/Type\s*\/Page[^s]/g ) ?? [] )
		.length;
}

test( 'a ticket shows its details and a QR code that decodes to Eventin 4’s scanner URL; without the token it shows nothing', async ( {
	page,
	anonymousPage,
	bookedEvent,
	baseURL,
}, testInfo ) => {
	test.setTimeout( 300_000 );
	expectZbarimg();
	const stamp = Date.now().toString( 36 );
	const title = `Ticket Test ${ stamp } <b>bold</b>`;
	await page.goto( DASHBOARD );
	const booked = await bookedEvent( {
		event: {
			title,
			start_date: day( 9 ),
			start_time: '18:30',
			end_date: day( 9 ),
			end_time: '22:00',
			timezone: 'Europe/Berlin',
			location: {
				type: 'offline',
				address: 'Alexanderplatz 1, 10178 Berlin',
			},
			ticket_variations: [
				{ name: 'Balcony', price: 42.5, capacity: 20 },
			],
		},
		bookings: [
			{
				first_name: 'Zoë',
				last_name: 'Ångström',
				email: `zoe.${ stamp }@example.org`,
				quantity: 1,
				attendees: [
					{
						name: 'Zoë Ångström',
						email: `zoe.${ stamp }@example.org`,
					},
				],
			},
		],
	} );
	const [ attendee ] = await booked.attendees();
	expect( attendee.ticket_id ).toHaveLength( 22 );

	// Staff who manage attendees open it without the token.
	const dialogs: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		dialogs.push( dialog.message() );
		dialog.dismiss();
	} );
	await page.setViewportSize( { width: 1280, height: 900 } );
	const answer = await page.goto( `/?etn_ticket=${ attendee.id }` );
	expect( answer?.status() ).toBe( 200 );
	expect( answer?.headers()[ 'x-robots-tag' ] ).toContain( 'noindex' );
	expect( answer?.headers()[ 'cache-control' ] ).toContain( 'no-store' );
	const main = page.locator( 'main.etn-ticket' );
	const heading = page.getByRole( 'heading', { level: 1 } );
	await expect( heading ).toContainText( `Ticket Test ${ stamp }` );
	await expect( heading.locator( 'b' ), 'markup stays text' ).toHaveCount(
		0
	);
	for ( const text of [
		'Zoë Ångström',
		'Balcony',
		'42.50',
		'Paid',
		'Alexanderplatz 1, 10178 Berlin',
		/6:30\s?pm|18:30/i,
		'Europe/Berlin',
		attendee.ticket_id,
	] ) {
		await expect( main ).toContainText( text );
	}
	expect( dialogs, 'no script ran from the data' ).toEqual( [] );
	const axe = await new AxeBuilder( { page } )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect(
		axe.violations
			.filter( ( v ) =>
				[ 'serious', 'critical' ].includes( v.impact ?? '' )
			)
			.map( ( v ) => `${ v.id }: ${ v.help }` ),
		'axe: no serious or critical violation'
	).toEqual( [] );

	const expected = scannerUrl(
		baseURL ?? '',
		attendee.id,
		attendee.ticket_id
	);
	expect(
		await decodeQr( page, testInfo.outputPath( 'qr-long-id.png' ) )
	).toBe( expected );
	await page.screenshot( {
		path: testInfo.outputPath( 'ticket-desktop.png' ),
		fullPage: true,
	} );
	await page.setViewportSize( { width: 375, height: 812 } );
	await page.screenshot( {
		path: testInfo.outputPath( 'ticket-mobile.png' ),
		fullPage: true,
	} );
	expect(
		await decodeQr( page, testInfo.outputPath( 'qr-mobile.png' ) ),
		'the code reads on a phone-sized page too'
	).toBe( expected );

	// Printed: one page, A4 or Letter, without the buttons.
	await page.emulateMedia( { media: 'print' } );
	await page.setViewportSize( { width: 794, height: 1123 } );
	await page.screenshot( {
		path: testInfo.outputPath( 'ticket-print.png' ),
	} );
	await expect(
		page.getByRole( 'button', { name: 'Download' } )
	).toBeHidden();
	await page.emulateMedia( { media: 'screen' } );
	for ( const format of [ 'A4', 'Letter' ] ) {
		const pdf = await page.pdf( {
			format,
			printBackground: true,
			path: testInfo.outputPath( `ticket-${ format }.pdf` ),
		} );
		expect( pdfPages( pdf ), `${ format } pages` ).toBe( 1 );
	}

	// A visitor without the token, or with a wrong one, sees nothing.
	const visitor = await anonymousPage();
	for ( const query of [
		`?etn_ticket=${ attendee.id }`,
		`?etn_ticket=${ attendee.id }&etn_ticket_token=${ 'a'.repeat( 64 ) }`,
	] ) {
		const refused = await visitor.goto( `/${ query }` );
		expect( refused?.status() ).toBe( 404 );
		expect( refused?.headers()[ 'x-robots-tag' ] ).toContain( 'noindex' );
		const html = await visitor.content();
		expect( html ).not.toContain( 'Ångström' );
		expect( html ).not.toContain( attendee.ticket_id );
		expect( html ).not.toContain( 'data-etn-qr' );
		await expect(
			visitor.getByRole( 'heading', { name: 'Ticket not found' } )
		).toBeVisible();
	}
} );

test( 'the ticket script draws codes zbarimg reads for a short id and versions 1, 10, 20 and 40, and says when it cannot', async ( {
	page,
	baseURL,
}, testInfo ) => {
	test.setTimeout( 180_000 );
	expectZbarimg();
	// The script as the ticket page loads it (a refused ticket page has none; the site's own URL).
	await page.goto( DASHBOARD );
	const script = await page.evaluate( async () => {
		const found = Array.from(
			document.querySelectorAll< HTMLScriptElement >( 'script[src]' )
		).find( ( s ) => s.src.includes( '/build/admin' ) );
		return found ? found.src.replace( /build\/[^?]+.*$/, '' ) : '';
	} );
	expect( script, 'the plugin URL' ).not.toBe( '' );
	const scanner = ( attendee: number, ticket: string ) =>
		scannerUrl( baseURL ?? '', attendee, ticket );
	const cases = [
		{ name: 'short-id', text: scanner( 4821, 'a1B2c3D4e5' ), version: 0 },
		{ name: 'v1', text: 'ETN-4821', version: 1 },
		{
			name: 'v10',
			text: scanner( 4822, 'k9P2xQ7mR4tW8zL3nB6vC1' ),
			version: 10,
		},
		{
			name: 'v20',
			text: `${ scanner( 4823, 'b2C3d4E5f6' ) }&é=ü`,
			version: 20,
		},
		{
			name: 'v40',
			text: scanner( 4824, 'z9Y8x7W6v5U4t3S2r1Q0p9' ),
			version: 40,
		},
	];
	const html = ( body: string ) =>
		`<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="stylesheet" href="${ script }build/ticket.css"><style>.etn-ticket__qr-code{width:760px;height:760px}</style></head><body class="etn-ticket-page"><main class="etn-ticket">${ body }</main><script src="${ script }build/ticket.js"></script></body></html>`;
	const escape = ( text: string ) =>
		text.replace( /&/g, '&amp;' ).replace( /"/g, '&quot;' );

	await page.setViewportSize( { width: 1000, height: 900 } );
	for ( const { name, text, version } of cases ) {
		await page.setContent(
			html(
				`<div class="etn-ticket__qr-code" data-etn-qr="${ escape(
					text
				) }" data-qr-version="${ version }"></div>`
			)
		);
		expect(
			await decodeQr( page, testInfo.outputPath( `qr-${ name }.png` ) ),
			name
		).toBe( text );
		if ( version ) {
			await expect( page.locator( '[data-etn-qr]' ) ).toHaveAttribute(
				'data-qr-modules',
				String( 17 + 4 * version )
			);
		}
	}

	// Text too big for the version asked, no text: the page's message.
	await page.setContent(
		html(
			`<div class="etn-ticket__qr-code" data-etn-qr="${ escape(
				scanner( 1, 'a1B2c3D4e5' )
			) }" data-qr-version="1" data-error-generate="Could not generate QR!"></div><div class="etn-ticket__qr-code" data-etn-qr=" "></div>`
		)
	);
	await expect( page.getByText( 'Could not generate QR!' ) ).toHaveCount( 2 );
	await expect( page.locator( '[data-qr-error]' ) ).toHaveCount( 2 );
	expect(
		await page
			.locator( '[data-qr-error]' )
			.evaluateAll( ( els ) =>
				els.map( ( el ) => ( el as HTMLElement ).dataset.qrError )
			)
	).toEqual( [ 'data_too_big', 'no_input_text' ] );

	// The library does not load (a new page: this one's window keeps the chunk it loaded).
	const blocked = await page.context().newPage();
	await blocked.route( '**/chunks/ticket-qrcode*', ( route ) =>
		route.abort()
	);
	await blocked.goto( DASHBOARD );
	await blocked.setContent(
		html(
			`<div class="etn-ticket__qr-code" data-etn-qr="${ escape(
				scanner( 1, 'a1B2c3D4e5' )
			) }"></div>`
		)
	);
	await expect( blocked.getByText( 'QR Library not found !' ) ).toBeVisible();
	await expect( blocked.locator( '[data-etn-qr] svg' ) ).toHaveCount( 0 );
} );
