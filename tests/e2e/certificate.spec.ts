/**
 * A certificate in Chromium: a certificate template made through the REST
 * API (a heading holding {{attendee_name}} and a QR code block), assigned to
 * an event with an attendee, opened at the certificate URL and printed with
 * page.pdf( { preferCSSPageSize: true } ). Debian's poppler-utils read the
 * PDF back: one page of 842 × 595 pt (landscape) or 595 × 842 pt (portrait),
 * holding the attendee's name. Without the token a visitor sees nothing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { test, expect, rest } from './fixtures';

const PDFINFO = '/usr/bin/pdfinfo';
const PDFTOTEXT = '/usr/bin/pdftotext';
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

/**
 * Pages and page size of a PDF, as pdfinfo reports them.
 *
 * @param file PDF file.
 */
function pdfInfo( file: string ): {
	pages: number;
	width: number;
	height: number;
} {
	const info = execFileSync( PDFINFO, [ file ], { encoding: 'utf8' } );
	const size = info.match( /Page size:\s+([\d.]+) x ([\d.]+) pts/ );
	return {
		pages: Number( info.match( /Pages:\s+(\d+)/ )?.[ 1 ] ?? 0 ),
		width: Number( size?.[ 1 ] ?? 0 ),
		height: Number( size?.[ 2 ] ?? 0 ),
	};
}

/**
 * A certificate template's blocks.
 *
 * @param heading The heading's text.
 */
function certificateBlocks( heading: string ): string {
	return (
		'<!-- wp:eventin-pro/template-container -->' +
		`<!-- wp:heading {"level":1} --><h1 class="wp-block-heading">${ heading }</h1><!-- /wp:heading -->` +
		'<!-- wp:paragraph --><p>attended {{event_title}}</p><!-- /wp:paragraph -->' +
		'<!-- wp:eventin-pro/qr-code {"size":120} /-->' +
		'<!-- /wp:eventin-pro/template-container -->'
	);
}

test( 'a certificate template prints one PDF page of its orientation with the attendee’s name; without the token nothing shows', async ( {
	page,
	anonymousPage,
}, testInfo ) => {
	test.setTimeout( 300_000 );
	for ( const tool of [ PDFINFO, PDFTOTEXT ] ) {
		expect(
			fs.existsSync( tool ),
			`${ tool } is missing: apt-get install poppler-utils (npm run test:e2e installs it as root)`
		).toBe( true );
	}
	const stamp = Date.now().toString( 36 );
	const name = `Ada Lovelace ${ stamp }`;
	await page.goto( DASHBOARD );
	const api = rest( page );
	const created: string[] = [];
	try {
		const templates: Record< string, number > = {};
		for ( const orientation of [ 'landscape', 'portrait' ] ) {
			const template = await api.post( '/eventin/v2/templates', {
				name: `Certificate ${ orientation } ${ stamp }`,
				type: 'certificate',
				status: 'publish',
				orientation,
				content: certificateBlocks(
					'Certificate for {{attendee_name}}'
				),
				template_css: '.wp-block-heading{color:#6b2ee5}',
			} );
			expect( template.status(), await template.text() ).toBe( 201 );
			templates[ orientation ] = ( await template.json() ).id;
			created.unshift(
				`/eventin/v2/templates/${ templates[ orientation ] }`
			);
		}

		const event = await api.post( '/eventin/v2/events', {
			title: `Certificate Test ${ stamp }`,
			post_status: 'publish',
			start_date: day( 5 ),
			start_time: '10:00',
			end_date: day( 5 ),
			end_time: '16:00',
			timezone: 'Europe/Berlin',
			certificate_template: templates.landscape,
			ticket_variations: [ { name: 'Seat', price: 0, capacity: 10 } ],
		} );
		expect( event.status(), await event.text() ).toBe( 201 );
		const { id: eventId, ticket_variations: variations } =
			await event.json();
		created.unshift( `/eventin/v2/events/${ eventId }` );
		const booking = await api.post( '/eventin/v2/orders', {
			event_id: eventId,
			first_name: 'Ada',
			last_name: 'Lovelace',
			email: `ada.${ stamp }@example.org`,
			tickets: [ { slug: variations[ 0 ].slug, quantity: 1 } ],
			attendees: [ { name, email: `ada.${ stamp }@example.org` } ],
			status: 'completed',
			payment_method: 'manual',
		} );
		expect( booking.status(), await booking.text() ).toBe( 201 );
		created.unshift(
			`/eventin/v2/orders/${ ( await booking.json() ).id }`
		);
		const attendee = (
			await (
				await api.get( `/eventin/v2/attendees?event_id=${ eventId }` )
			).json()
		).items[ 0 ];

		for ( const [ orientation, width, height ] of [
			[ 'landscape', 842, 595 ],
			[ 'portrait', 595, 842 ],
		] as const ) {
			if ( orientation === 'portrait' ) {
				const changed = await api.put(
					`/eventin/v2/events/${ eventId }`,
					{
						certificate_template: templates.portrait,
					}
				);
				expect( changed.status(), await changed.text() ).toBe( 200 );
			}
			// Staff who manage attendees open any certificate by its id.
			const answer = await page.goto(
				`/?etn_certificate=${ attendee.id }`
			);
			expect( answer?.status() ).toBe( 200 );
			expect( answer?.headers()[ 'x-robots-tag' ] ).toContain(
				'noindex'
			);
			expect( answer?.headers()[ 'cache-control' ] ).toContain(
				'no-store'
			);
			await expect(
				page.getByRole( 'heading', { level: 1 } )
			).toHaveText( `Certificate for ${ name }` );
			// The QR code is drawn once the page's script ran.
			await expect( page.locator( '[data-etn-qr] svg' ) ).toBeVisible();
			await page.screenshot( {
				path: testInfo.outputPath( `certificate-${ orientation }.png` ),
			} );

			const file = testInfo.outputPath(
				`certificate-${ orientation }.pdf`
			);
			await page.pdf( {
				path: file,
				preferCSSPageSize: true,
				printBackground: true,
			} );
			const info = pdfInfo( file );
			expect( info.pages, `${ orientation }: one page` ).toBe( 1 );
			expect(
				Math.abs( info.width - width ),
				`width ${ info.width }`
			).toBeLessThanOrEqual( 1 );
			expect(
				Math.abs( info.height - height ),
				`height ${ info.height }`
			).toBeLessThanOrEqual( 1 );
			// Words as the page set them (a long heading wraps).
			const text = execFileSync( PDFTOTEXT, [ file, '-' ], {
				encoding: 'utf8',
			} ).replace( /\s+/g, ' ' );
			expect( text ).toContain( name );
			expect( text ).toContain( `Certificate Test ${ stamp }` );
		}

		// A visitor without the token, or with a wrong one, sees nothing.
		const visitor = await anonymousPage();
		for ( const query of [
			`?etn_certificate=${ attendee.id }`,
			`?etn_certificate=${
				attendee.id
			}&etn_certificate_token=${ 'a'.repeat( 64 ) }`,
		] ) {
			const refused = await visitor.goto( `/${ query }` );
			expect( refused?.status() ).toBe( 404 );
			const html = await visitor.content();
			expect( html ).not.toContain( name );
			expect( html ).not.toContain( 'data-etn-qr' );
			await expect(
				visitor.getByRole( 'heading', {
					name: 'Certificate not found',
				} )
			).toBeVisible();
		}
	} finally {
		for ( const route of created ) {
			await api.delete( route ).catch( () => undefined );
		}
	}
} );
