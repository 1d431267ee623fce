/**
 * The event page as a visitor: opened from the events list's Preview, then
 * anonymously at its permalink. Its sections, JSON-LD and calendar file,
 * axe without serious or critical violations, screenshots at 1280 and 375 px.
 */
/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	rest,
	chooseRowAction,
	newAnonymousPage,
} from './fixtures';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';
const WCAG_TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];

test( 'a visitor reads an event’s page', async ( {
	page,
	browser,
	baseURL,
}, testInfo ) => {
	test.setTimeout( 180_000 );
	await page.goto( DASHBOARD );
	const stamp = `${ Date.now() }`;
	const title = `Lighthouse Talks ${ stamp }`;
	const created = await rest( page ).post( '/eventin/v2/events', {
		title,
		description: '<p>Talks about lighthouses; bring a coat.</p>',
		post_status: 'publish',
		start_date: '2030-06-01',
		start_time: '18:00',
		end_date: '2030-06-01',
		end_time: '21:30',
		timezone: 'Europe/Lisbon',
		location: { type: 'offline', address: '1 Harbour Road, Porto' },
		ticket_variations: [
			{ name: 'Standard', price: 12, capacity: 40 },
			{ name: 'Friends', price: 0, capacity: -1 },
		],
	} );
	expect( created.status() ).toBe( 201 );
	const event = await created.json();

	// Preview from the events list opens the event's page.
	await page.goto( `${ DASHBOARD }#/events` );
	const searched = page.waitForResponse( ( response ) =>
		response.url().includes( `search_keyword=${ stamp }` )
	);
	await page.getByPlaceholder( 'Search event by name' ).fill( stamp );
	await searched;
	const row = page.locator( 'tr', { hasText: title } );
	const popup = page.context().waitForEvent( 'page' );
	await chooseRowAction( page, row, 'Preview' );
	const preview = await popup;
	await preview.waitForLoadState();
	expect( preview.url() ).toBe( event.link );
	await expect(
		preview.getByRole( 'heading', { level: 1, name: title } )
	).toBeVisible();
	await preview.close();

	// As a visitor.
	const visitor = await newAnonymousPage( browser, baseURL as string );
	const path = new URL( event.link ).pathname;
	await visitor.goto( path );
	const main = visitor.locator( '.eventin-event' );
	await expect(
		visitor.getByRole( 'heading', { level: 1, name: title } )
	).toBeVisible();
	await expect( main.locator( 'time' ).first() ).toHaveAttribute(
		'datetime',
		'2030-06-01T18:00:00+01:00'
	);
	await expect( main ).toContainText( 'UTC+01:00, Europe/Lisbon' );
	await expect( main ).toContainText( '1 Harbour Road, Porto' );
	await expect(
		main.getByRole( 'link', { name: /Open the map/ } )
	).toHaveAttribute( 'href', /openstreetmap\.org\/search\?query=/ );
	await expect( main ).toContainText( 'Talks about lighthouses' );
	const tickets = main.getByRole( 'table' );
	await expect(
		tickets.getByRole( 'row', { name: /Standard/ } )
	).toContainText( '40' );
	await expect(
		tickets.getByRole( 'row', { name: /Friends/ } )
	).toContainText( 'Unlimited' );
	await expect( tickets ).toContainText( 'On sale' );

	// Structured data.
	const ld = JSON.parse(
		( await visitor
			.locator( 'script[type="application/ld+json"]' )
			.first()
			.textContent() ) ?? '{}'
	);
	expect( ld[ '@type' ] ).toBe( 'Event' );
	expect( ld.name ).toBe( title );
	expect( ld.startDate ).toBe( '2030-06-01T18:00:00+01:00' );
	expect( ld.offers ).toHaveLength( 2 );

	// The calendar file.
	const ics = await visitor.request.get(
		( await main
			.getByRole( 'link', { name: /Add to calendar/ } )
			.getAttribute( 'href' ) ) as string
	);
	expect( ics.headers()[ 'content-type' ] ).toContain( 'text/calendar' );
	const body = await ics.text();
	expect( body ).toContain( 'DTSTART:20300601T170000Z\r\n' );
	expect( body ).toContain( `SUMMARY:Lighthouse Talks ${ stamp }\r\n` );

	// Every image has its size (no layout shift).
	for ( const img of await visitor.locator( '.eventin-event img' ).all() ) {
		await expect( img ).toHaveAttribute( 'width', /\d+/ );
		await expect( img ).toHaveAttribute( 'height', /\d+/ );
	}

	const { violations } = await new AxeBuilder( { page: visitor } )
		.withTags( WCAG_TAGS )
		.include( 'main' )
		.analyze();
	const failing = violations.filter( ( violation ) =>
		[ 'serious', 'critical' ].includes( violation.impact ?? '' )
	);
	expect(
		failing.map(
			( violation ) =>
				`${ violation.id }: ${ violation.nodes
					.map( ( node ) => node.target.join( ' ' ) )
					.join( ', ' ) }`
		)
	).toEqual( [] );

	await visitor.screenshot( {
		path: testInfo.outputPath( 'event-page-1280.png' ),
		fullPage: true,
	} );
	await visitor.setViewportSize( { width: 375, height: 800 } );
	await visitor.screenshot( {
		path: testInfo.outputPath( 'event-page-375.png' ),
		fullPage: true,
	} );

	// None of the page's assets on the home page.
	await visitor.goto( '/' );
	await expect(
		visitor.locator( '#eventin-event-page-css, #eventin-event-page-js' )
	).toHaveCount( 0 );

	await visitor.context().close();
	await rest( page ).delete( `/eventin/v2/events/${ event.id }` );
} );
