/**
 * Shortcodes and embeds from a site admin's side: the generator writes an
 * events grid for one category, the block editor takes it pasted into a new
 * page, and a visitor sees exactly that category's events; then Get Script's
 * tag shows the widget on another site registered in Settings and is refused
 * by one that is not. Screenshots at 1280 and 375 px.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { day } from './helpers';
import { expect, rest, test } from './fixtures';

const FREE = [ { name: 'Free', price: 0, capacity: 50 } ];

/**
 * A one-page site on its own origin (127.0.0.1 on a free port) whose page
 * holds the given HTML.
 *
 * @param body The page's body.
 */
async function otherSite( body: string ) {
	const server = http.createServer( ( _request, response ) => {
		response.writeHead( 200, {
			'content-type': 'text/html; charset=utf-8',
		} );
		response.end(
			`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another site</title></head><body style="font-family:sans-serif;margin:24px"><h1>Another site</h1>${ body }</body></html>`
		);
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as AddressInfo;
	return {
		origin: `http://127.0.0.1:${ port }`,
		close: () =>
			new Promise< void >( ( resolve ) =>
				server.close( () => resolve() )
			),
	};
}

/**
 * Opens a widget's form in the generator from the catalogue.
 *
 * @param page  Admin page.
 * @param title The widget's card title.
 */
async function openWidgetForm( page: Page, title: string ) {
	await page.goto( '/wp-admin/admin.php?page=eventin#/shortcodes' );
	await page
		.getByRole( 'link', { name: new RegExp( title ) } )
		.first()
		.click();
	await expect(
		page.getByRole( 'button', { name: 'Generate Shortcode' } )
	).toBeVisible();
}

test( 'a site admin generates a 3-column events grid for one category, pastes it into a new page, and visitors see exactly that category', async ( {
	page,
	anonymousPage,
	bookedEvent,
}, testInfo ) => {
	test.setTimeout( 300_000 );
	const stamp = Date.now().toString( 36 );
	await page.goto( '/wp-admin/' ); // Logs the admin in (Playground's first request).
	const api = rest( page );
	const category = await (
		await api.post( '/eventin/v2/event/categories', {
			name: `Workshops ${ stamp }`,
		} )
	).json();
	expect( category.id ).toBeGreaterThan( 0 );
	const inside = [ `Clay ${ stamp }`, `Glass ${ stamp }` ];
	for ( const title of inside ) {
		await bookedEvent( {
			event: {
				title,
				start_date: day( 12 ),
				categories: [ category.id ],
				ticket_variations: FREE,
			},
		} );
	}
	const outside = `Keynote ${ stamp }`;
	await bookedEvent( {
		event: {
			title: outside,
			start_date: day( 12 ),
			ticket_variations: FREE,
		},
	} );

	// The generator: Events Classic, 3 columns, the one category.
	await page
		.context()
		.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	await openWidgetForm( page, 'Events Classic' );
	const columns = page.getByLabel( 'Columns' );
	await columns.fill( '3' );
	const categories = page.locator( '.eventin-shortcodes-form__field', {
		has: page.getByText( 'Categories', { exact: true } ),
	} );
	await categories.locator( '.ant-select-selector' ).click();
	await page
		.locator( '.ant-select-dropdown:visible' )
		.getByText( `Workshops ${ stamp }`, { exact: true } )
		.click();
	await page.keyboard.press( 'Escape' );
	await page.getByRole( 'button', { name: 'Generate Shortcode' } ).click();
	const code = page.locator( '.eventin-shortcodes-code code' ).first();
	await expect( code ).toContainText( '[etn_pro_events_classic' );
	const shortcode = ( await code.textContent() ) ?? '';
	expect( shortcode ).toContain( 'event_col="3"' );
	expect( shortcode ).toContain( `event_cat_ids="${ category.id }"` );
	// The live preview shows the category's events.
	const preview = page.frameLocator( 'iframe[title^="Preview"]' );
	await expect( preview.getByText( inside[ 0 ] ) ).toBeVisible( {
		timeout: 60_000,
	} );
	await expect( preview.getByText( outside ) ).toHaveCount( 0 );
	await page.getByRole( 'button', { name: 'Copy shortcode' } ).click();
	await expect( page.getByText( 'Copied Successfully!' ) ).toBeVisible();
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.screenshot( {
		path: testInfo.outputPath( 'generator-1280.png' ),
		fullPage: true,
	} );

	// A new page in the block editor, the shortcode pasted into it. The
	// editor's welcome guide and starter patterns are turned off first, as
	// a user who has seen them once has them.
	const preferences = await api.post( '/wp/v2/users/me', {
		meta: {
			persisted_preferences: {
				core: { enableChoosePatternModal: false },
				'core/edit-post': { welcomeGuide: false },
				_modified: new Date().toISOString(),
			},
		},
	} );
	expect( preferences.status(), await preferences.text() ).toBe( 200 );
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	const editor = page.frameLocator( 'iframe[name="editor-canvas"]' );
	const pageTitle = `Workshops page ${ stamp }`;
	await editor
		.getByRole( 'textbox', { name: 'Add title' } )
		.fill( pageTitle );
	await editor.getByRole( 'textbox', { name: 'Add title' } ).press( 'Enter' );
	await page.keyboard.press( 'ControlOrMeta+V' );
	// The editor turns a pasted shortcode into a Shortcode block.
	await expect(
		editor.locator( '.wp-block-shortcode textarea' )
	).toHaveValue( shortcode, { timeout: 30_000 } );
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish' } )
		.click();
	await page
		.getByRole( 'region', { name: 'Editor publish' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	const viewLink = page
		.getByRole( 'region', { name: 'Editor publish' } )
		.getByRole( 'link', { name: 'View Page' } )
		.first();
	await expect( viewLink ).toBeVisible( { timeout: 30_000 } );
	const pageUrl = ( await viewLink.getAttribute( 'href' ) ) ?? '';

	// A visitor sees exactly the category's events, three to a row.
	const visitor = await anonymousPage();
	for ( const width of [ 1280, 375 ] ) {
		await visitor.setViewportSize( { width, height: 900 } );
		await visitor.goto( pageUrl );
		const widget = visitor.locator( '.eventin-widget--events-classic' );
		await expect( widget ).toBeVisible();
		for ( const title of inside ) {
			await expect(
				widget.getByRole( 'link', { name: title } ).first()
			).toBeVisible();
		}
		await expect( widget.getByText( outside ) ).toHaveCount( 0 );
		await expect( widget.locator( 'article' ) ).toHaveCount(
			inside.length
		);
		await visitor.screenshot( {
			path: testInfo.outputPath( `widget-page-${ width }.png` ),
			fullPage: true,
		} );
	}
	const grid = visitor.locator(
		'.eventin-widget--events-classic .eventin-grid'
	);
	await visitor.setViewportSize( { width: 1280, height: 900 } );
	await expect( grid ).toHaveAttribute( 'style', /--eventin-columns:\s*3/ );
	const boxes = await visitor
		.locator( '.eventin-widget--events-classic article' )
		.evaluateAll( ( cards ) =>
			cards.map( ( card ) => card.getBoundingClientRect().top )
		);
	expect( boxes[ 0 ] ).toBe( boxes[ 1 ] ); // Side by side on a wide screen.
	// axe on the widget itself (the theme around it is not ours).
	const { violations } = await new AxeBuilder( { page: visitor } )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.include( '.eventin-widget' )
		.analyze();
	expect(
		violations
			.filter( ( v ) =>
				[ 'serious', 'critical' ].includes( v.impact ?? '' )
			)
			.map(
				( v ) =>
					`${ v.id }: ${ v.nodes
						.map( ( n ) => n.target )
						.join( ', ' ) }`
			)
	).toEqual( [] );
	// The page loads the widgets' style and no widget script (a grid needs none).
	await expect( visitor.locator( '#eventin-widgets-css' ) ).toHaveCount( 1 );
	await expect( visitor.locator( 'script#eventin-widgets-js' ) ).toHaveCount(
		0
	);
} );

test( "Get Script's tag shows the widget on a site registered in Settings, and an unregistered site is refused", async ( {
	page,
	browser,
	bookedEvent,
	site,
}, testInfo ) => {
	test.setTimeout( 240_000 );
	const stamp = Date.now().toString( 36 );
	await page.goto( '/wp-admin/' );
	const title = `Embedded meetup ${ stamp }`;
	const event = await bookedEvent( {
		event: { title, start_date: day( 20 ), ticket_variations: FREE },
	} );

	// The events list's Get Script opens the generator for that event.
	await page.goto(
		`/wp-admin/admin.php?page=eventin#/shortcodes/events_standard?event_ids=${ event.id }`
	);
	const getScript = page.getByRole( 'button', { name: 'Get Script' } );
	await expect( getScript ).toBeDisabled();
	await getScript.locator( '..' ).hover();
	await expect(
		page.getByRole( 'tooltip', {
			name: "Click to get script and it's only worked registered domain.",
		} )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Generate Shortcode' } ).click();
	await expect( getScript ).toBeEnabled();
	await getScript.click();
	const scriptCode = page
		.locator( '.eventin-shortcodes-code code' )
		.filter( { hasText: '<script' } );
	await expect( scriptCode ).toBeVisible();
	const tag = ( await scriptCode.textContent() ) ?? '';
	expect( tag ).toMatch(
		/^<script src="[^"]+\/embed\.js\?[^"]*id=\d+"[^>]* async><\/script>$/
	);

	const registered = await otherSite( `<p>Our events:</p>${ tag }` );
	const unregistered = await otherSite( `<p>Copied events:</p>${ tag }` );
	try {
		// Settings: register the first site only.
		await page.goto( '/wp-admin/admin.php?page=eventin#/settings' );
		const address = page.getByPlaceholder( 'https://www.example.com' );
		await address.fill( registered.origin );
		await page.getByRole( 'button', { name: 'Add site' } ).click();
		await expect(
			page.getByRole( 'button', {
				name: `Remove ${ registered.origin }`,
			} )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect(
			page.locator( '.ant-notification-notice' ).first()
		).toBeVisible();
		const settings = await (
			await rest( page ).get( '/eventin/v2/settings' )
		).json();
		expect( settings.embed_domains ).toEqual( [ registered.origin ] );

		// A visitor of each site (no WordPress cookie reaches the frame).
		const context = await browser.newContext();
		await context.addCookies( [
			{
				name: 'playground_auto_login_already_happened',
				value: '1',
				url: site.baseURL,
			},
		] );
		const visitor = await context.newPage();
		const refusals: string[] = [];
		visitor.on( 'console', ( message ) => {
			if ( message.text().includes( 'frame-ancestors' ) ) {
				refusals.push( message.text() );
			}
		} );
		await visitor.setViewportSize( { width: 1280, height: 900 } );
		await visitor.goto( registered.origin );
		const frame = visitor.frameLocator( 'iframe' );
		await expect( frame.getByText( title ) ).toBeVisible( {
			timeout: 60_000,
		} );
		// The frame took its content's height.
		await expect
			.poll( () =>
				visitor
					.locator( 'iframe' )
					.evaluate( ( el ) => el.style.height )
			)
			.toMatch( /^\d+px$/ );
		expect( refusals ).toEqual( [] );
		await visitor.screenshot( {
			path: testInfo.outputPath( 'embed-registered-1280.png' ),
			fullPage: true,
		} );

		await visitor.goto( unregistered.origin );
		await expect
			.poll( () => refusals.length, { timeout: 30_000 } )
			.toBeGreaterThan( 0 );
		await expect
			.poll( () =>
				visitor
					.frames()
					.slice( 1 )
					.map( ( f ) => f.url() )
			)
			.toEqual( [ 'chrome-error://chromewebdata/' ] );
		await expect( frame.getByText( title ) ).toHaveCount( 0 );
		await visitor.screenshot( {
			path: testInfo.outputPath( 'embed-unregistered-1280.png' ),
			fullPage: true,
		} );
		await context.close();
	} finally {
		await rest( page ).post( '/eventin/v2/settings', {
			embed_domains: [],
		} );
		await registered.close();
		await unregistered.close();
	}
} );
