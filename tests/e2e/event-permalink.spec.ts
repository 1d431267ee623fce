/**
 * The event's public page: its permalink (/events/<slug>/) answers with the
 * event, not the blog home. The site turned pretty permalinks on and flushed
 * the rewrite rules before the plugin was activated, so this passes only if
 * activation makes WordPress rebuild them with the event post type.
 */
import { test, expect, rest } from './fixtures';
import { AUTO_LOGIN_COOKIE } from './env';

test( 'a published event’s permalink answers anonymously with the event', async ( {
	page,
	request,
} ) => {
	await page.goto( '/wp-admin/' ); // Playground logs the page in as admin.
	const title = `Harbour Lights ${ Date.now() }`;
	const created = await rest( page ).post( '/eventin/v2/events', {
		title,
		post_status: 'publish',
		start_date: '2030-06-01',
		start_time: '18:00',
		end_date: '2030-06-01',
		end_time: '22:00',
		timezone: 'UTC',
	} );
	expect( created.status() ).toBe( 201 );
	const event = await created.json();
	const link = new URL( event.link );
	expect( link.pathname ).toMatch( /^\/events\/harbour-lights-\d+\/$/ );

	// Anonymous: the cookie keeps Playground from logging this client in.
	const response = await request.get( link.pathname, {
		headers: { cookie: `${ AUTO_LOGIN_COOKIE }=1` },
		maxRedirects: 0,
	} );
	expect( response.status() ).toBe( 200 );
	const html = await response.text();
	expect( html ).toContain( title );
	expect( html ).toMatch( /<body[^>]*\bsingle-etn\b/ );

	await rest( page ).delete( `/eventin/v2/events/${ event.id }` );
} );
