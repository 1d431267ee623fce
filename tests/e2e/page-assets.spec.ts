/**
 * What our pages load, measured in Chromium on the test site: the
 * Plugin-Check-like gates on scripts and remote requests.
 *
 * Pages: every dashboard screen WordPress's Eventin menu links to (#/ routes),
 * the event editor and the template builder (the block editor's page), the
 * scanner page, an event page, the booking confirmation, a ticket page, a
 * page with widgets (slider, tabs, calendar), the embed page; and, as
 * baselines, a plain admin screen and a plain post, as the admin and as a
 * visitor. Every page is loaded afresh with the browser cache off.
 *
 * For each page it sums the script responses (raw bytes and gzip -9 of
 * them, the same measure as scripts/size.mjs):
 *   all      every script the page loaded;
 *   ours     scripts served from wp-content/plugins/eventin-pro/ (entries and
 *            lazy chunks), plus the inline scripts WordPress prints with our
 *            handles (boot data, translations);
 *   deps     scripts that are not ours and that the baseline page of the same
 *            kind (plain admin screen, or plain post as the same user) does
 *            not load: what WordPress adds because our scripts depend on it;
 *   counted  on the front end (where Plugin Check measures), ours + deps; in
 *            wp-admin (dashboard, event editor, template builder), ours alone,
 *            WordPress's packages reported apart as scripts/size.mjs does;
 *            gated at 293 KB gzip (Plugin Check's threshold for a page's
 *            enqueued scripts, 300,000 bytes).
 * It fails above the budget, when a plain page (admin screen or post) loads
 * any file of ours, script or style, or when any page makes a request that
 * leaves the site (a host other than 127.0.0.1; WordPress's avatars from
 * Gravatar excepted and counted).
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { test, expect, rest } from './fixtures';
import { day } from './helpers';
import { AUTO_LOGIN_COOKIE } from './env';

/** Plugin Check's "enqueued scripts size" threshold: 300,000 bytes (293 KB). */
const BUDGET_BYTES = 300_000;
const OURS = '/wp-content/plugins/eventin-pro/';
const DASHBOARD = '/wp-admin/admin.php?page=eventin';
/**
 * The one host a page may reach besides the site: WordPress's avatars
 * (get_avatar_url(): the admin bar, a user's picture; Settings → Discussion
 * → Show Avatars turns them off). Counted in the table.
 */
const AVATAR_HOSTS = [ 'secure.gravatar.com' ];
/** Dashboard sections that only the dashboard's own top menu lists, not WordPress's submenu. */
const IN_APP_ROUTES = [ '/group', '/rsvp-report' ];

type Who = 'admin' | 'visitor';
type Kind = 'admin' | 'front';

interface Sizes {
	files: number;
	raw: number;
	gzip: number;
}

interface Measured {
	label: string;
	who: Who;
	kind: Kind;
	/** Script URLs (path and query) with their sizes. */
	scripts: Map< string, { raw: number; gzip: number; ours: boolean } >;
	inline: Sizes;
	/** Every URL of ours the page requested, any type. */
	ourFiles: string[];
	/** Requests to another host. */
	leaving: string[];
}

const gzip = ( body: Buffer ) => zlib.gzipSync( body, { level: 9 } ).length;
const kb = ( bytes: number ) => ( bytes / 1024 ).toFixed( 1 );
const sum = ( list: Array< { raw: number; gzip: number } > ): Sizes => ( {
	files: list.length,
	raw: list.reduce( ( total, item ) => total + item.raw, 0 ),
	gzip: list.reduce( ( total, item ) => total + item.gzip, 0 ),
} );

/**
 * A page with the browser cache off (every load answers with its bytes), as
 * the admin (Playground logs a new context in on its first request) or as a
 * visitor.
 *
 * @param browser The browser.
 * @param baseURL The site.
 * @param who     Who looks.
 */
async function openPage(
	browser: Browser,
	baseURL: string,
	who: Who
): Promise< Page > {
	const context = await browser.newContext( { baseURL } );
	if ( who === 'visitor' ) {
		await context.addCookies( [
			{ name: AUTO_LOGIN_COOKIE, value: '1', url: baseURL },
		] );
	}
	const page = await context.newPage();
	const cdp = await context.newCDPSession( page );
	await cdp.send( 'Network.setCacheDisabled', { cacheDisabled: true } );
	return page;
}

/**
 * Loads a URL afresh and records what it loads until the network is quiet.
 *
 * @param page  The page.
 * @param label Row label.
 * @param who   Who looks.
 * @param kind  Admin screen or front end.
 * @param load  Navigates.
 * @param ready Resolves once the page shows what it is for.
 * @param fresh Leave the current page first (false: `load` acts on it, e.g. submits its form).
 */
async function measure(
	page: Page,
	label: string,
	who: Who,
	kind: Kind,
	load: () => Promise< unknown >,
	ready?: () => Promise< void >,
	fresh = true
): Promise< Measured > {
	if ( fresh ) {
		await page.goto( 'about:blank' );
	}
	const pending: Array< Promise< void > > = [];
	const measured: Measured = {
		label,
		who,
		kind,
		scripts: new Map(),
		inline: { files: 0, raw: 0, gzip: 0 },
		ourFiles: [],
		leaving: [],
	};
	const onRequest = ( request: import('@playwright/test').Request ) => {
		const url = new URL( request.url() );
		if ( /^(?:data|blob|about):$/.test( url.protocol ) ) {
			return;
		}
		if ( url.hostname !== '127.0.0.1' ) {
			measured.leaving.push( request.url() );
		} else if ( url.pathname.includes( OURS ) ) {
			measured.ourFiles.push( url.pathname );
		}
	};
	const onResponse = ( response: import('@playwright/test').Response ) => {
		if ( response.request().resourceType() !== 'script' ) {
			return;
		}
		const url = new URL( response.url() );
		if ( url.hostname !== '127.0.0.1' ) {
			return;
		}
		pending.push(
			response
				.body()
				.then( ( body ) => {
					measured.scripts.set( url.pathname + url.search, {
						raw: body.length,
						gzip: gzip( body ),
						ours: url.pathname.includes( OURS ),
					} );
				} )
				.catch( () => undefined )
		);
	};
	page.on( 'request', onRequest );
	page.on( 'response', onResponse );
	try {
		await load();
		await ready?.();
		await page.waitForLoadState( 'networkidle', { timeout: 90_000 } );
		await Promise.all( pending );
		// The inline scripts WordPress prints with our handles (id "<handle>-js-before" …).
		const inline = await page.evaluate( ( ours ) => {
			const handles = new Set(
				Array.from(
					document.querySelectorAll< HTMLScriptElement >(
						'script[src][id$="-js"]'
					)
				)
					.filter( ( script ) => script.src.includes( ours ) )
					.map( ( script ) => script.id.slice( 0, -3 ) )
			);
			return Array.from(
				document.querySelectorAll( 'script:not([src])[id]' )
			)
				.filter( ( script ) => {
					const match =
						/^(.+)-js-(?:before|after|extra|translations)$/.exec(
							script.id
						);
					return match !== null && handles.has( match[ 1 ] );
				} )
				.map( ( script ) => script.textContent ?? '' );
		}, OURS );
		measured.inline = sum(
			inline.map( ( text ) => {
				const body = Buffer.from( text );
				return { raw: body.length, gzip: gzip( body ) };
			} )
		);
	} finally {
		page.off( 'request', onRequest );
		page.off( 'response', onResponse );
	}
	return measured;
}

test( 'our pages load our scripts only where used, within 293 KB gzip, and nothing from another host', async ( {
	page,
	browser,
	baseURL,
	bookedEvent,
	site,
}, testInfo ) => {
	test.setTimeout( 600_000 );
	const stamp = Date.now().toString( 36 );
	await page.goto( '/wp-admin/' ); // Logs the admin in (Playground's first request).
	const api = rest( page );

	// What the pages show: an event with a booked attendee, a template, a
	// post, a page with widgets and an embed record.
	const event = await bookedEvent( {
		event: {
			title: `Assets ${ stamp }`,
			start_date: day( 12 ),
			end_date: day( 12 ),
			ticket_variations: [
				{ name: 'Standard', price: 20, capacity: 30 },
			],
		},
		bookings: [
			{
				first_name: 'Ada',
				last_name: 'Byron',
				email: `ada.${ stamp }@example.org`,
				quantity: 1,
				attendees: [
					{ name: 'Ada Byron', email: `ada.${ stamp }@example.org` },
				],
			},
		],
	} );
	const [ attendee ] = await event.attendees();
	const created: string[] = [];
	const make = async ( route: string, data: Record< string, unknown > ) => {
		const response = await api.post( route, data );
		expect( response.status(), await response.text() ).toBe( 201 );
		const item = await response.json();
		created.unshift( `${ route }/${ item.id }` );
		return item as { id: number; link: string };
	};
	const template = await make( '/eventin/v2/templates', {
		name: `Assets certificate ${ stamp }`,
		type: 'certificate',
		status: 'publish',
		content:
			'<!-- wp:eventin-pro/template-container --><!-- wp:paragraph --><p>{{attendee_name}}</p><!-- /wp:paragraph --><!-- /wp:eventin-pro/template-container -->',
	} );
	const post = await make( '/wp/v2/posts', {
		title: `Plain post ${ stamp }`,
		content:
			'<!-- wp:paragraph --><p>Nothing of Eventin here.</p><!-- /wp:paragraph -->',
		status: 'publish',
	} );
	const widgets = await make( '/wp/v2/pages', {
		title: `Widgets ${ stamp }`,
		content:
			'[etn_pro_events_sliders]\n\n[etn_pro_events_tab]\n\n[etn_pro_calendar_standard]',
		status: 'publish',
	} );
	const embedded = await api.post( '/eventin/v2/shortcodes/script', {
		post_name: `Assets embed ${ stamp }`,
		shortcode: '[etn_pro_events_classic]',
	} );
	expect( embedded.status(), await embedded.text() ).toBeLessThan( 300 );
	const embed = ( await embedded.json() ) as { id: number };
	created.unshift( `/eventin/v2/shortcodes/script/${ embed.id }` );

	const admin = await openPage( browser, baseURL!, 'admin' );
	const visitor = await openPage( browser, baseURL!, 'visitor' );
	const rows: Measured[] = [];
	try {
		const dashboardReady = ( on: Page ) => async () => {
			await expect( on.locator( '#eventin-dashboard' ) ).not.toBeEmpty( {
				timeout: 90_000,
			} );
		};
		// Baselines, and the dashboard's screens from WordPress's Eventin menu.
		rows.push(
			await measure( admin, 'plain admin screen', 'admin', 'admin', () =>
				admin.goto( '/wp-admin/options-general.php' )
			)
		);
		const routes = [
			...new Set( [
				// The landing screen (#/dashboard for the admin).
				'/',
				...( await admin
					.locator( '#adminmenu a[href*="page=eventin#/"]' )
					.evaluateAll( ( links ) =>
						links.map( ( link ) =>
							( link as HTMLAnchorElement ).href.replace(
								/^.*#/,
								''
							)
						)
					) ),
				...IN_APP_ROUTES,
			] ),
		];
		expect(
			routes.length,
			'the Eventin menu lists the screens'
		).toBeGreaterThan( 5 );
		for ( const route of routes ) {
			rows.push(
				await measure(
					admin,
					`dashboard #${ route }`,
					'admin',
					'admin',
					() => admin.goto( `${ DASHBOARD }#${ route }` ),
					dashboardReady( admin )
				)
			);
		}
		rows.push(
			await measure(
				admin,
				'event editor',
				'admin',
				'admin',
				() =>
					admin.goto(
						`/wp-admin/admin.php?page=eventin-template-builder#/events/create/${ event.id }/basic`
					),
				async () => {
					await expect(
						admin.getByLabel( 'Event Title' )
					).toBeVisible( { timeout: 90_000 } );
				}
			),
			await measure(
				admin,
				'template builder',
				'admin',
				'admin',
				() =>
					admin.goto(
						`/wp-admin/admin.php?page=eventin-template-builder#/template-builder/${ template.id }`
					),
				async () => {
					await expect(
						admin
							.frameLocator( 'iframe[name="editor-canvas"]' )
							.locator( '.eventin-template-container' )
					).toBeVisible( { timeout: 90_000 } );
				}
			),
			await measure( admin, 'plain post (admin)', 'admin', 'front', () =>
				admin.goto( post.link )
			),
			await measure(
				admin,
				'scanner page',
				'admin',
				'front',
				() =>
					admin.goto( `/?eventin-scanner=1&event_id=${ event.id }` ),
				async () => {
					await expect(
						admin.locator( '#eventin-scanner[data-camera]' )
					).toBeVisible( { timeout: 90_000 } );
				}
			),
			await measure(
				admin,
				'ticket page',
				'admin',
				'front',
				() => admin.goto( `/?etn_ticket=${ attendee.id }` ),
				async () => {
					await expect(
						admin.locator( '[data-etn-qr] svg' ).first()
					).toBeVisible( { timeout: 90_000 } );
				}
			),
			await measure(
				visitor,
				'plain post (visitor)',
				'visitor',
				'front',
				() => visitor.goto( post.link )
			),
			await measure(
				visitor,
				'event page (booking form)',
				'visitor',
				'front',
				() => visitor.goto( event.link ),
				async () => {
					await expect(
						visitor.locator( 'form.eventin-booking__form' )
					).toBeVisible();
				}
			)
		);
		// The booking, then its confirmation page.
		await visitor.getByLabel( /Standard/ ).fill( '1' );
		await visitor.getByLabel( 'First name' ).fill( 'Ana' );
		await visitor.getByLabel( 'Last name' ).fill( 'Silva' );
		await visitor
			.getByLabel( 'E-mail' )
			.fill( `ana.${ stamp }@example.org` );
		await visitor.getByLabel( 'Pay later / on arrival' ).check();
		rows.push(
			await measure(
				visitor,
				'booking confirmation',
				'visitor',
				'front',
				async () => {
					await visitor
						.getByRole( 'button', { name: 'Book now' } )
						.click();
				},
				async () => {
					await expect(
						visitor.getByRole( 'heading', {
							name: 'Your booking is received',
						} )
					).toBeVisible( { timeout: 90_000 } );
				},
				false
			),
			await measure(
				visitor,
				'page with widgets',
				'visitor',
				'front',
				() => visitor.goto( widgets.link ),
				async () => {
					await expect(
						visitor.locator( '.ec-toolbar, .ec' ).first()
					).toBeVisible( { timeout: 90_000 } );
				}
			),
			await measure( visitor, 'embed page', 'visitor', 'front', () =>
				visitor.goto( `/?eventin_embed=${ embed.id }` )
			)
		);
	} finally {
		await admin.context().close();
		await visitor.context().close();
		for ( const route of created ) {
			await api
				.delete( `${ route }?force=true` )
				.catch( () => undefined );
		}
	}

	// The table.
	const baseline = ( row: Measured ) =>
		rows.find(
			( base ) =>
				base.label ===
				( row.kind === 'admin'
					? 'plain admin screen'
					: `plain post (${ row.who })` )
		)!;
	const isBaseline = ( row: Measured ) => baseline( row ) === row;
	const failures: string[] = [];
	let avatars = 0;
	const details: unknown[] = [];
	const lines = [
		`Scripts per page (KB; gzip -9; budget ${ kb(
			BUDGET_BYTES
		) } KB gzip: front end ours + deps, wp-admin ours alone)`,
		`${ 'page'.padEnd( 36 ) } ${ 'all: files raw gzip'.padStart(
			22
		) } ${ 'ours: files raw gzip'.padStart(
			22
		) } ${ 'deps: files gzip'.padStart( 17 ) } ${ 'counted gzip'.padStart(
			12
		) }`,
	];
	for ( const row of rows ) {
		const scripts = [ ...row.scripts ];
		const all = sum( scripts.map( ( [ , size ] ) => size ) );
		const ourScripts = sum(
			scripts
				.filter( ( [ , size ] ) => size.ours )
				.map( ( [ , size ] ) => size )
		);
		const ours = {
			files: ourScripts.files,
			raw: ourScripts.raw + row.inline.raw,
			gzip: ourScripts.gzip + row.inline.gzip,
		};
		const base = baseline( row );
		const deps = sum(
			scripts
				.filter(
					( [ url, size ] ) =>
						! size.ours && ! base.scripts.has( url )
				)
				.map( ( [ , size ] ) => size )
		);
		// wp-admin: WordPress's packages reported, ours gated (as scripts/size.mjs does).
		const editor = row.kind === 'admin';
		const counted = editor ? ours.gzip : ours.gzip + deps.gzip;
		details.push( {
			page: row.label,
			ours: scripts
				.filter( ( [ , size ] ) => size.ours )
				.map( ( [ url, size ] ) => [ url, size.raw, size.gzip ] ),
			inline: row.inline,
			deps: scripts
				.filter(
					( [ url, size ] ) =>
						! size.ours && ! base.scripts.has( url )
				)
				.map( ( [ url, size ] ) => [ url, size.raw, size.gzip ] ),
		} );
		let flag = '';
		if ( isBaseline( row ) && row.ourFiles.length ) {
			flag = '  LOADS OURS';
			failures.push(
				`${ row.label } loads files of ours: ${ row.ourFiles.join(
					', '
				) }`
			);
		} else if ( counted > BUDGET_BYTES ) {
			flag = '  OVER BUDGET';
			failures.push(
				`${ row.label }: ${ kb( counted ) } KB gzip over ${ kb(
					BUDGET_BYTES
				) } KB`
			);
		}
		const leaving = row.leaving.filter(
			( url ) => ! AVATAR_HOSTS.includes( new URL( url ).hostname )
		);
		if ( leaving.length ) {
			flag += '  LEAVES THE SITE';
			failures.push(
				`${ row.label } requests another host: ${ leaving.join(
					', '
				) }`
			);
		}
		avatars += row.leaving.length - leaving.length;
		const cell = ( size: Sizes, width: number ) =>
			`${ size.files } ${ kb( size.raw ) } ${ kb( size.gzip ) }`.padStart(
				width
			);
		lines.push(
			`${ row.label.padEnd( 36 ) } ${ cell( all, 22 ) } ${ cell(
				ours,
				22
			) } ${ `${ deps.files } ${ kb( deps.gzip ) }`.padStart( 17 ) } ${ (
				kb( counted ) + ( editor ? '*' : '' )
			).padStart( 12 ) }${ flag }`
		);
	}
	lines.push(
		"* wp-admin page: WordPress's scripts (deps) reported, ours gated",
		`Requests to another host: none but ${ avatars } to ${ AVATAR_HOSTS.join(
			', '
		) } (WordPress's avatars)`
	);
	const table = lines.join( '\n' );
	// eslint-disable-next-line no-console
	console.log( table );
	await testInfo.attach( 'scripts-per-page.txt', {
		body: table,
		contentType: 'text/plain',
	} );
	// Kept in the test's output folder (test-results/e2e/page-assets-…/).
	fs.writeFileSync( testInfo.outputPath( 'scripts-per-page.txt' ), table );
	fs.writeFileSync(
		testInfo.outputPath( 'scripts-per-page.json' ),
		JSON.stringify( details, null, '\t' )
	);
	await testInfo.attach( 'scripts-per-page.json', {
		body: JSON.stringify( details, null, '\t' ),
		contentType: 'application/json',
	} );
	expect( site.baseURL ).toContain( '127.0.0.1' );
	expect( failures, table ).toEqual( [] );
} );
