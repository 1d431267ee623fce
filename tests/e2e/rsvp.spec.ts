/**
 * RSVP from a visitor's side: the event page's form (with its script), the
 * answer going with one guest, the confirmation mail in the site's mail
 * folder, and its "can't come" link turning the answer to not going, which
 * the organisers' report shows. Screenshots at 1280 and 375 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import { day } from './helpers';
import { expect, rest, test } from './fixtures';

test( 'a visitor answers going with a guest, gets the mail, and its "can\'t come" link turns the answer to not going', async ( {
	page,
	site,
	anonymousPage,
	bookedEvent,
}, testInfo ) => {
	test.setTimeout( 240_000 );
	const stamp = Date.now().toString( 36 );
	const title = `Picnic ${ stamp }`;
	await page.goto( '/wp-admin/' ); // Logs the admin in (Playground's first request).
	const event = await bookedEvent( {
		event: {
			title,
			start_date: day( 10 ),
			end_date: day( 10 ),
			rsvp_enabled: 'yes',
			ticket_variations: [ { name: 'Free', price: 0, capacity: 50 } ],
		},
	} );
	await site.setPostMeta( event.id, 'rsvp_settings', {
		enable_rsvp_form: 'on',
		etn_rsvp_limit_amount: 20,
		rsvp_attendee_form_limit: 3,
		rsvp_form_type: [ 'going', 'not_going', 'maybe' ],
	} );

	const visitor = await anonymousPage();
	await visitor.setViewportSize( { width: 1280, height: 900 } );
	await visitor.goto( event.link );
	const section = visitor.locator( '#eventin-rsvp' );
	await expect( section ).toContainText( '20 of 20 places left.' );
	const form = section.locator( 'form' );
	// The script shows one guest box per extra person.
	await expect( form.getByLabel( 'Guest 1' ) ).toBeHidden();
	await form.getByLabel( 'Number of people, you included' ).fill( '2' );
	await expect( form.getByLabel( 'Guest 1' ) ).toBeVisible();
	await expect( form.getByLabel( 'Guest 2' ) ).toBeHidden();
	await form.getByLabel( 'Guest 1' ).fill( 'Alan Turing' );
	await form.getByLabel( 'Your name' ).fill( 'Grace Hopper' );
	const email = `grace.${ stamp }@example.org`;
	// The browser takes it; the server does not (no dot in the domain).
	await form.getByLabel( 'Your e-mail address' ).fill( 'grace@localhost' );
	await section.screenshot( {
		path: testInfo.outputPath( 'rsvp-form-1280.png' ),
	} );
	await form.getByRole( 'button', { name: 'Send my answer' } ).click();
	await expect( form.locator( '[data-error-for="email"]' ) ).toHaveText(
		'Enter a valid e-mail address.'
	);
	await expect( form.getByLabel( 'Guest 1' ) ).toHaveValue( 'Alan Turing' );
	await form.getByLabel( 'Your e-mail address' ).fill( email );
	await form.getByRole( 'button', { name: 'Send my answer' } ).click();
	await expect( section.getByRole( 'status' ) ).toHaveText(
		'Thank you! You are on the list. We sent you a confirmation by e-mail.'
	);
	await visitor.setViewportSize( { width: 375, height: 812 } );
	await visitor.goto( event.link );
	await expect( section ).toContainText( '18 of 20 places left.' );
	await visitor.screenshot( {
		path: testInfo.outputPath( 'event-page-rsvp-375.png' ),
		fullPage: true,
	} );

	// The confirmation mail, as the site wrote it to its mail folder.
	const mailDir = path.join( site.wordpressDir, '..', 'state', 'mail' );
	let mail = '';
	await expect
		.poll(
			() => {
				for ( const file of fs.existsSync( mailDir )
					? fs.readdirSync( mailDir )
					: [] ) {
					const text = fs.readFileSync(
						path.join( mailDir, file ),
						'utf8'
					);
					if ( text.includes( email ) && text.includes( title ) ) {
						mail = text;
						return true;
					}
				}
				return false;
			},
			{ timeout: 30_000 }
		)
		.toBe( true );
	expect( mail ).toContain( 'Hello Grace Hopper,' );
	expect( mail ).not.toContain( 'Alan Turing' );
	const cancel = /Tell us here:\s+(\S+)/.exec( mail )?.[ 1 ] ?? '';
	expect( cancel ).toContain( 'eventin_rsvp=cancel' );

	// Opening the link changes nothing; its button does.
	await visitor.goto( cancel.replace( /=\r?\n/g, '' ) );
	await expect( visitor.locator( 'main' ) ).toContainText(
		'Your answer will be "Not going".'
	);
	await visitor.screenshot( {
		path: testInfo.outputPath( 'cant-come-375.png' ),
	} );
	const api = rest( page );
	const going = await (
		await api.get( `/eventin/v2/rsvp-report/${ event.id }` )
	).json();
	expect( going.counts.going ).toBe( 2 );
	await visitor.getByRole( 'button', { name: "I can't come" } ).click();
	await expect( visitor.locator( 'main' ) ).toContainText(
		'your answer is now "Not going"'
	);

	const notGoing = await (
		await api.get(
			`/eventin/v2/rsvp-report/${ event.id }?status=not_going`
		)
	).json();
	expect(
		notGoing.items.map( ( item: { name: string } ) => item.name )
	).toEqual( [ 'Grace Hopper' ] );
	expect( notGoing.counts.going ).toBe( 0 );
} );

test( 'an organiser filters the "maybe" answers, sends them a reminder and watches it go out', async ( {
	page,
	site,
	bookedEvent,
}, testInfo ) => {
	test.setTimeout( 300_000 );
	const stamp = Date.now().toString( 36 );
	const title = `Book club ${ stamp }`;
	await page.setViewportSize( { width: 1440, height: 1000 } );
	await page.goto( '/wp-admin/' ); // Logs the admin in (Playground's first request).
	const event = await bookedEvent( {
		event: {
			title,
			start_date: day( 12 ),
			end_date: day( 12 ),
			rsvp_enabled: 'yes',
			ticket_variations: [ { name: 'Free', price: 0, capacity: 50 } ],
		},
	} );
	// Three visitors answer through the public route: two "maybe", one going.
	const api = rest( page );
	const people = [
		[ 'Ada Lovelace', 'maybe' ],
		[ 'Mary Somerville', 'maybe' ],
		[ 'Emmy Noether', 'going' ],
	].map( ( [ name, status ] ) => ( {
		name,
		status,
		email: `${ name
			.split( ' ' )[ 0 ]
			.toLowerCase() }.${ stamp }@example.org`,
	} ) );
	for ( const person of people ) {
		const answer = await api.post( '/eventin/v2/rsvp-registration', {
			event_id: event.id,
			people: 1,
			...person,
		} );
		expect( answer.status() ).toBe( 201 );
	}

	// The report shows the counts; the answer filter shows the maybes.
	await page.goto(
		`/wp-admin/admin.php?page=eventin#/rsvp-report/${ event.id }`
	);
	const table = page.locator( '#eventin-dashboard .ant-table' );
	await expect( table ).toContainText( 'Emmy Noether', { timeout: 60_000 } );
	// antd's Select: its selection covers the input, so open it by its box.
	await page.locator( '.eventin-rsvp__answer-filter' ).click();
	await page
		.locator(
			'.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
			{ hasText: 'Maybe' }
		)
		.click();
	await expect( table ).toContainText( 'Ada Lovelace' );
	await expect( table ).toContainText( 'Mary Somerville' );
	await expect( table ).not.toContainText( 'Emmy Noether' );
	await page.screenshot( {
		path: testInfo.outputPath( 'rsvp-responses-maybe-1440.png' ),
		fullPage: true,
	} );

	// A reminder to them, from the event's report.
	await page.getByRole( 'link', { name: 'Send a reminder' } ).click();
	await expect( page ).toHaveURL(
		new RegExp( `#/rsvp-report/create\\?event_id=${ event.id }$` )
	);
	await page.getByLabel( 'Answered maybe' ).check();
	await page
		.getByLabel( 'Subject' )
		.fill( 'Still thinking about {{event_title}}?' );
	await page.getByRole( 'button', { name: 'Preview' } ).click();
	const preview = page.locator( '.eventin-rsvp-invite__aside' );
	await expect( preview ).toContainText( '2 recipients' );
	await expect( preview ).toContainText( `Still thinking about ${ title }?` );
	await page.screenshot( {
		path: testInfo.outputPath( 'rsvp-reminder-preview-1440.png' ),
		fullPage: true,
	} );
	await page.getByRole( 'button', { name: 'Send', exact: true } ).click();
	const confirm = page.locator( '.ant-modal', {
		hasText: 'Send this invitation to 2 people?',
	} );
	await expect( confirm ).toBeVisible();
	await confirm.getByRole( 'button', { name: 'Send' } ).click();
	const progress = page.getByRole( 'region', { name: 'Sending' } );
	await expect( progress ).toContainText( 'of 2 sent' );
	// Cron, or the progress route when cron does not run, sends them.
	await expect( progress ).toContainText( 'Done', { timeout: 180_000 } );
	await expect(
		page.getByText( 'Invitation sent to 2 people.' )
	).toBeVisible();
	await page.screenshot( {
		path: testInfo.outputPath( 'rsvp-reminder-sent-1440.png' ),
		fullPage: true,
	} );

	// Each maybe got one mail, with the event's link; the one going got none.
	const mailDir = path.join( site.wordpressDir, '..', 'state', 'mail' );
	const reminders = fs
		.readdirSync( mailDir )
		.map( ( file ) =>
			fs.readFileSync( path.join( mailDir, file ), 'utf8' )
		)
		.filter( ( text ) =>
			text.includes( `Still thinking about ${ title }?` )
		);
	const to = reminders
		.map( ( text ) => /^To: (.+)$/m.exec( text )?.[ 1 ]?.trim() )
		.sort();
	expect( to ).toEqual( [ people[ 0 ].email, people[ 1 ].email ].sort() );
	expect( reminders[ 0 ] ).toContain( '#eventin-rsvp' );
} );
