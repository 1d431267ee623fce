/**
 * Certificates, the whole way, as a site admin: a certificate design chosen
 * from the chooser's catalogue opens in the template builder; its heading is
 * changed and given {{attendee_name}} from the placeholders, and it is saved
 * with Save & Publish; the event editor assigns it to an event; Send
 * Certificate in the events list shows the progress reach 100% and Done;
 * each attendee's mail in the site's mail folder has a link that opens that
 * attendee's certificate, with their name, for someone not logged in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, chooseRowAction } from './fixtures';
import { day } from './helpers';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';

test( 'a catalogue certificate is designed in the builder, assigned to an event, sent from the events list, and each mailed link opens the attendee’s certificate', async ( {
	page,
	site,
	anonymousPage,
	bookedEvent,
}, testInfo ) => {
	test.setTimeout( 420_000 );
	const stamp = Date.now().toString( 36 );
	const title = `Certificate day ${ stamp }`;
	const name = `Attendance ${ stamp }`;
	await page.setViewportSize( { width: 1680, height: 1000 } );

	// A design of the catalogue, from the chooser, opens in the builder.
	await page.goto( `${ DASHBOARD }#/template-builder/create` );
	await page.getByRole( 'tab', { name: 'Event Certificate' } ).click();
	await page
		.getByRole( 'button', {
			name: 'Use this template: Classic certificate',
		} )
		.click();
	await page.waitForURL(
		/page=eventin-template-builder#\/template-builder\/\d+$/
	);
	const templateId = Number( page.url().split( '/' ).pop() );
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	const heading = canvas.locator( 'h1.wp-block-heading' );
	// The editor's page loads WordPress's editor scripts: give it time.
	await expect( heading ).toHaveText( 'Certificate of Attendance', {
		timeout: 90_000,
	} );

	// Its heading changed, with the attendee's name from the placeholders.
	await heading.click();
	await page.keyboard.press( 'Control+a' );
	await page.keyboard.type( 'Well done, ' );
	await page.getByRole( 'button', { name: 'Eventin Placeholders' } ).click();
	await page.getByRole( 'button', { name: '{{attendee_name}}' } ).click();
	await expect( heading ).toHaveText( 'Well done, {{attendee_name}}' );
	await page.getByLabel( 'Template name' ).fill( name );
	await page.getByRole( 'button', { name: 'Save & Publish' } ).click();
	await expect(
		page.getByText( 'Template updated successfully' )
	).toBeVisible();
	await page.screenshot( {
		path: testInfo.outputPath( 'builder-catalogue-certificate.png' ),
	} );

	const people = [ 'Grace Hopper', 'Alan Turing', 'Hedy Lamarr' ].map(
		( person ) => ( {
			name: `${ person } ${ stamp }`,
			email: `${ person
				.split( ' ' )[ 0 ]
				.toLowerCase() }.${ stamp }@example.org`,
		} )
	);
	const event = await bookedEvent( {
		event: {
			title,
			start_date: day( 3 ),
			end_date: day( 3 ),
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

	// The event editor assigns the certificate.
	await page.goto( `${ DASHBOARD }#/events/create/${ event.id }/advanced` );
	const select = page.getByLabel( 'Certificate Template' );
	await expect( select ).toBeVisible( { timeout: 60_000 } );
	// antd's Select: its selection covers the input, so open it by its box.
	await page.locator( '.ant-select' ).filter( { has: select } ).click();
	await page
		.locator(
			'.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
			{ hasText: name }
		)
		.click();
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect(
		page.getByText( 'Event updated successfully' )
	).toBeVisible();

	// Send Certificate from the events list, and watch it go out.
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
		await expect(
			visitor.getByText( `attended ${ title }`, { exact: false } )
		).toBeVisible();
	}
	await visitor.screenshot( {
		path: testInfo.outputPath( 'mailed-certificate.png' ),
	} );
} );
