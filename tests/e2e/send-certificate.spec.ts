/**
 * Sending certificates, as staff do it: an event whose certificate template
 * holds {{attendee_name}}, Send Certificate in the events list, the progress
 * dialog reaching 100% and Done, then each attendee's mail in the site's mail
 * folder, whose link opens that attendee's certificate for someone who is not
 * logged in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, rest, chooseRowAction } from './fixtures';
import { day } from './helpers';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';

test( 'staff send an event’s certificates from the events list, watch them go out, and each mailed link opens that attendee’s certificate', async ( {
	page,
	site,
	anonymousPage,
	bookedEvent,
}, testInfo ) => {
	test.setTimeout( 300_000 );
	const stamp = Date.now().toString( 36 );
	const title = `Certificate day ${ stamp }`;
	await page.goto( DASHBOARD );
	const api = rest( page );

	const template = await api.post( '/eventin/v2/templates', {
		name: `Attendance ${ stamp }`,
		type: 'certificate',
		status: 'publish',
		content:
			'<!-- wp:eventin-pro/template-container -->' +
			'<!-- wp:heading {"level":1} --><h1 class="wp-block-heading">Well done, {{attendee_name}}</h1><!-- /wp:heading -->' +
			'<!-- wp:paragraph --><p>You attended {{event_title}}.</p><!-- /wp:paragraph -->' +
			'<!-- /wp:eventin-pro/template-container -->',
	} );
	expect( template.status(), await template.text() ).toBe( 201 );
	const templateId = ( await template.json() ).id;

	const people = [ 'Grace Hopper', 'Alan Turing', 'Hedy Lamarr' ].map(
		( name ) => ( {
			name: `${ name } ${ stamp }`,
			email: `${ name
				.split( ' ' )[ 0 ]
				.toLowerCase() }.${ stamp }@example.org`,
		} )
	);
	const event = await bookedEvent( {
		event: {
			title,
			start_date: day( 3 ),
			end_date: day( 3 ),
			certificate_template: templateId,
			ticket_variations: [ { name: 'Seat', price: 0, capacity: 10 } ],
		},
		bookings: [
			{
				first_name: 'Grace',
				last_name: 'Hopper',
				email: people[ 0 ].email,
				quantity: 3,
				attendees: people,
			},
		],
	} );
	event.track( `/eventin/v2/templates/${ templateId }` );

	await page.goto( `${ DASHBOARD }#/events` );
	await page.getByPlaceholder( 'Search event by name' ).fill( title );
	const row = page.locator( '#eventin-dashboard tr', { hasText: title } );
	await expect( row ).toBeVisible( { timeout: 60_000 } );
	await chooseRowAction( page, row, 'Send Certificate' );

	const dialog = page.locator( '.ant-modal', {
		hasText: `Sending the certificates of ${ title }`,
	} );
	await expect( dialog ).toBeVisible();
	await expect( dialog.getByText( 'Done' ) ).toBeVisible( {
		timeout: 120_000,
	} );
	await expect( dialog.getByText( '3 of 3 sent' ) ).toBeVisible();
	await expect( dialog.locator( '.ant-progress-text' ) ).toHaveText( '100%' );
	await page.screenshot( {
		path: testInfo.outputPath( 'send-certificate-done.png' ),
	} );

	// Each attendee's mail, as the site wrote it to its mail folder.
	const mailDir = path.join( site.wordpressDir, '..', 'state', 'mail' );
	const mails = () =>
		( fs.existsSync( mailDir ) ? fs.readdirSync( mailDir ) : [] )
			.map( ( file ) =>
				fs.readFileSync( path.join( mailDir, file ), 'utf8' )
			)
			.filter( ( mail ) =>
				mail.includes( `Your certificate for ${ title }` )
			);
	await expect.poll( () => mails().length, { timeout: 30_000 } ).toBe( 3 );

	const visitor = await anonymousPage();
	for ( const person of people ) {
		const mail = mails().find( ( text ) => text.includes( person.email ) );
		expect( mail, person.email ).toBeTruthy();
		const link = mail?.match( /https?:\/\/\S*etn_certificate=\S+/ )?.[ 0 ];
		expect( link, mail ).toBeTruthy();
		const answer = await visitor.goto( link as string );
		expect( answer?.status() ).toBe( 200 );
		await expect( visitor.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			`Well done, ${ person.name }`
		);
	}
	await visitor.screenshot( {
		path: testInfo.outputPath( 'mailed-certificate.png' ),
	} );
} );
