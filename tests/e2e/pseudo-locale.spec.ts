/**
 * Translations reach every screen: the site is switched to a pseudo-locale
 * (scripts/pseudo-locale.mjs: every translation of languages/eventin-pro.pot
 * is its original inside `[!! … !!]`, for PHP as .mo and for every built
 * script, lazy chunks included, as JSON), and every dashboard route, the
 * ticket scanner and an event page with its booking form are read. Any word
 * of our markup left outside the markers escaped translation: a string not
 * wrapped in __(), a string missing from the .pot, or a script whose
 * translations never load. Data this test made (titles, names), WordPress's
 * own text (core stays English: roles, dates) and a short list of brand
 * names and units are not ours to translate.
 *
 * What is read: the visible text (innerText) of our roots
 * (#eventin-dashboard, #eventin-scanner, the event page's .eventin-event and
 * .eventin-booking) plus their elements' placeholder, aria-label, title and
 * alt. A screenshot of each screen lands in the test's output folder
 * (pseudo-<screen>.png), and untranslated.json lists the screens read (with
 * the time each took) and the words found.
 *
 * The template chooser is read with its dialog open (the catalogue's names
 * are the catalogue server's data), and the template builder's own page with
 * our header and sidebars: the block editor's own controls and the block
 * names are WordPress's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, rest } from './fixtures';
import {
	DASHBOARD,
	LOADING,
	POPUPS,
	SLOW,
	dashboardScreens,
	seedScreens,
	type Screen,
} from './screens';

const LOCALE = 'en_XA';

/**
 * The pseudo-translation of a string, as the screens show it.
 * @param text
 */
const t = ( text: string ) => `[!! ${ text } !!]`;

/**
 * Words that are not ours to translate, each with its reason.
 */
const ALLOWED: Record< string, string > = {
	Eventin: 'brand',
	WordPress: 'brand',
	Elementor: 'brand',
	USD: 'currency code (data)',
	Dollar: "currency name from the browser's Intl data (the page's language)",
	CSV: 'file format',
	ICS: 'file format',
	admin: "the site's user name (data)",
	// Roles are WordPress's (core's text domain stays English here).
	Administrator: 'WordPress role',
	Editor: 'WordPress role',
	Author: 'WordPress role',
	Contributor: 'WordPress role',
	Subscriber: 'WordPress role',
};

/**
 * Markup inside our roots whose text is WordPress's (core's text domain
 * stays English here): the block editor of the event's description and of
 * the template builder (its block list, toolbars, the inserter's tabs and
 * search, the block settings), and WordPress components' own buttons.
 */
const FOREIGN = [
	'.block-editor-block-list__layout',
	'.block-editor-block-contextual-toolbar',
	'.block-editor-block-toolbar',
	'.block-editor-inserter',
	'.block-editor-tabbed-sidebar__tablist',
	'.block-editor-inserter__search',
	'.block-editor-block-inspector',
	'.block-editor-block-inspector__no-blocks',
	'.block-editor-list-view-tree',
	'.block-editor-block-breadcrumb',
	// ComboboxControl's own Reset button (the builder's Select Event dialog).
	'.components-combobox-control__suggestions-container button',
].join( ', ' );

/** Dates as WordPress and dayjs write them (core stays English). */
const DATE_WORDS =
	/\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|Mon(?:day)?|Tue(?:sday)?|Wed(?:nesday)?|Thu(?:rsday)?|Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?|AM|PM|am|pm|UTC|GMT)\b/g;

/**
 * The text of our roots on the page now, and of antd's popups when asked.
 *
 * @param page  The page.
 * @param roots CSS selector of our roots.
 */
async function ourText( page: Page, roots: string ): Promise< string > {
	return page.evaluate(
		( [ selector, foreign ] ) => {
			const all = [
				...document.querySelectorAll< HTMLElement >( selector ),
			];
			const outer = all.filter(
				( el ) =>
					! all.some(
						( other ) => other !== el && other.contains( el )
					)
			);
			const parts: string[] = [];
			for ( const root of outer ) {
				let text = root.innerText;
				for ( const el of root.querySelectorAll< HTMLElement >(
					foreign
				) ) {
					text = text.split( el.innerText ).join( '\n' );
				}
				parts.push( text );
				for ( const el of root.querySelectorAll< HTMLElement >(
					'[placeholder], [aria-label], [title], img[alt]'
				) ) {
					// What the user can reach: not hidden templates or
					// hidden controls (antd's tab overflow button), not
					// what assistive technology skips (aria-hidden), not
					// text that is not ours.
					if (
						! el.checkVisibility( {
							visibilityProperty: true,
						} ) ||
						el.closest( '[aria-hidden="true"]' ) ||
						el.closest( foreign )
					) {
						continue;
					}
					for ( const name of [
						'placeholder',
						'aria-label',
						'title',
						'alt',
					] ) {
						const value = el.getAttribute( name );
						if ( value ) {
							parts.push( value );
						}
					}
				}
			}
			return parts.join( '\n' );
		},
		[ roots, FOREIGN ] as const
	);
}

/**
 * The words of a text that escaped translation.
 *
 * @param text Text of a screen.
 * @param data Strings the test made (titles, names, e-mail addresses).
 */
function untranslated( text: string, data: string[] ): string[] {
	let left = text;
	// Innermost markers first: a translation can hold another (%s).
	for ( let before = ''; before !== left;  ) {
		before = left;
		left = left.replace( /\[!! (?:(?!\[!! )[\s\S])*? !!\]/g, ' ' );
	}
	left = left.replace( /\S+@\S+/g, ' ' );
	for ( const value of [ ...data ].sort( ( a, b ) => b.length - a.length ) ) {
		left = left.split( value ).join( ' ' );
	}
	left = left
		.replace( /\S+@\S+/g, ' ' )
		.replace( /https?:\/\/\S+/g, ' ' )
		// Template tags a message may hold: {event_title}.
		.replace( /\{[a-z_]+\}/g, ' ' )
		.replace( DATE_WORDS, ' ' );
	const words = left.match( /[A-Za-z]{3,}/g ) ?? [];
	return [ ...new Set( words.filter( ( word ) => ! ( word in ALLOWED ) ) ) ];
}

/**
 * Every text value the site's lists hold (first 100 items of each, as the
 * screens list them): data, whoever stored it.
 *
 * @param api REST calls as the admin.
 */
async function storedStrings( api: ReturnType< typeof rest > ) {
	const strings = new Set< string >();
	const collect = ( value: unknown ): void => {
		if ( typeof value === 'string' ) {
			// Not slugs and states ('publish', 'pay_later'): the screens name
			// those, in the site's language.
			if (
				/[A-Za-z]{3,}/.test( value ) &&
				! /^[a-z_-]+$/.test( value ) &&
				! /^https?:/.test( value )
			) {
				strings.add( value );
			}
		} else if ( Array.isArray( value ) ) {
			value.forEach( collect );
		} else if ( value && typeof value === 'object' ) {
			Object.values( value ).forEach( collect );
		}
	};
	for ( const route of [
		'events',
		'attendees',
		'orders',
		'speakers',
		'schedules',
		'event/categories',
		'event/tags',
		'speaker/categories',
		'rsvp-report',
		'templates',
	] ) {
		const response = await api.get( `/eventin/v2/${ route }?per_page=100` );
		expect( response.status(), `GET ${ route }` ).toBe( 200 );
		const body = await response.json();
		collect( Array.isArray( body ) ? body : body.items );
	}
	// The template catalogue's designs (the catalogue server's names).
	for ( const type of [ 'event', 'certificate', 'ticket' ] ) {
		const response = await api.get(
			`/eventin/v2/templates/catalogue?type=${ type }`
		);
		expect( response.status(), `GET catalogue ${ type }` ).toBe( 200 );
		collect( await response.json() );
	}
	return [ ...strings ];
}

/**
 * The names of WordPress's own blocks and block categories on a block editor
 * page (core's text domain stays English here), as the inserter shows them.
 *
 * @param page The page.
 */
function coreBlockWords( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		interface Named {
			name?: string;
			slug?: string;
			title: string;
		}
		const { blocks } = (
			window as unknown as {
				wp: {
					blocks: {
						getBlockTypes: () => Named[];
						getBlockVariations: (
							name: string
						) => Named[] | undefined;
						getCategories: () => Named[];
					};
				};
			}
		 ).wp;
		const core = blocks
			.getBlockTypes()
			.filter( ( type ) => ! type.name?.startsWith( 'eventin-pro/' ) );
		return [
			...core.map( ( type ) => type.title ),
			// Variations the inserter lists (Group's Row, Stack, Grid).
			...core.flatMap( ( type ) =>
				( blocks.getBlockVariations( type.name ?? '' ) ?? [] ).map(
					( variation ) => variation.title
				)
			),
			// Shown in capitals.
			...blocks
				.getCategories()
				.filter(
					( category ) => ! category.slug?.startsWith( 'eventin' )
				)
				.map( ( category ) => category.title.toUpperCase() ),
		];
	} );
}

// REST calls set up the data; each may wait on a busy Playground site.
test.use( { actionTimeout: 90_000 } );

test( 'in a pseudo-locale, every screen shows only translated text', async ( {
	page,
	site,
	browser,
}, testInfo ) => {
	test.setTimeout( 900_000 );
	expect(
		site.wordpressDir,
		'the global setup gives the site folder'
	).not.toBe( '' );
	const { writePseudoLocale, moFile } = await import(
		'../../scripts/pseudo-locale.mjs'
	);
	const languages = path.join( site.wordpressDir, 'wp-content/languages' );
	const written = writePseudoLocale( {
		out: path.join( languages, 'plugins' ),
		locale: LOCALE,
	} );
	// WordPress takes a site language only when core has a file for it
	// (get_available_languages()): an empty one, so core stays English.
	const core = path.join( languages, `${ LOCALE }.mo` );
	fs.writeFileSync(
		core,
		moFile( [
			[
				'',
				`Language: ${ LOCALE }\nContent-Type: text/plain; charset=UTF-8\n`,
			],
		] )
	);

	await page.goto( DASHBOARD );
	const api = rest( page );
	const created: string[] = [];

	const findings: Record< string, string[] > = {};
	const visited: string[] = [];
	try {
		const seed = await seedScreens( api );
		created.push( ...seed.created );
		const data = [
			seed.tag,
			seed.category,
			seed.group,
			seed.speaker,
			seed.program,
			seed.title,
			seed.ticket,
			seed.template,
			seed.attendee,
			seed.responder,
			...seed.words,
			seed.ticketId,
			seed.stamp,
		];
		// The journeys before this one share the site: what they stored
		// (titles, names, addresses, ticket names) is data too.
		data.push( ...( await storedStrings( api ) ) );

		// The site's language (the event page's visitor) and the admin's.
		const { value } = await site.e2eApi< { value: string } >(
			'POST',
			'/option',
			{ name: 'WPLANG', value: LOCALE }
		);
		expect( value, 'WordPress takes the site language' ).toBe( LOCALE );
		const me = await api.post( '/wp/v2/users/me', { locale: LOCALE } );
		expect( me.status(), await me.text() ).toBe( 200 );

		// Our root, and antd's popups (menus, dialogs, the drawer).
		const dashboard = [ '#eventin-dashboard', ...POPUPS ].join( ', ' );
		const screens = dashboardScreens( seed, t );

		const read = async (
			target: Page,
			screen: Screen,
			roots: string,
			moreData: ( p: Page ) => Promise< string[] > = async () => []
		) => {
			const name = screen.name ?? screen.path;
			const started = Date.now();
			await test.step( name, async () => {
				await expect( screen.ready( target ).first() ).toBeVisible(
					SLOW
				);
				await expect( target.locator( LOADING ) ).toHaveCount(
					0,
					SLOW
				);
				if ( screen.open ) {
					await screen.open( target );
				}
				const words = untranslated( await ourText( target, roots ), [
					...data,
					...( await moreData( target ) ),
				] );
				if ( words.length ) {
					findings[ name ] = words;
				}
				visited.push( `${ name } ${ Date.now() - started } ms` );
				await target.screenshot( {
					path: testInfo.outputPath(
						`pseudo-${ name.replace( /[^\w]+/g, '-' ) }.png`
					),
					fullPage: true,
				} );
				if ( screen.open ) {
					await target.keyboard.press( 'Escape' );
				}
			} );
		};

		// A new document (the same URL with another hash would not load one).
		await page.goto( `${ DASHBOARD }#/dashboard` );
		await page.reload();
		// The page itself is in the pseudo-locale.
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'lang',
			'en-XA'
		);
		for ( const screen of screens ) {
			await page.evaluate( ( hash ) => {
				window.location.hash = hash;
			}, `#${ screen.path }` );
			await read( page, screen, dashboard );
		}

		// The template builder's own page (the block editor). Core's blocks
		// and block categories keep WordPress's English names.
		await page.goto(
			`/wp-admin/admin.php?page=eventin-template-builder#/template-builder/${ seed.templateId }`
		);
		await read(
			page,
			{
				path: 'template builder',
				// Our blocks in the inserter, titled in the site's language
				// (block.json strings, through the PHP block definitions).
				ready: ( p ) =>
					p.locator( '#eventin-dashboard [role="option"]', {
						hasText: t( 'Ticket QR Code' ),
					} ),
			},
			// Its dialogs are WordPress components' Modal, outside our root.
			'#eventin-dashboard, .components-modal__frame',
			coreBlockWords
		);

		// The scanner, staff's page at the door.
		await page.goto( `/?eventin-scanner=1&event_id=${ seed.eventId }` );
		await read(
			page,
			{
				path: 'scanner',
				ready: ( p ) => p.locator( '#eventin-scanner[data-camera]' ),
			},
			'#eventin-scanner'
		);

		// The event page as a visitor sees it, with its booking form, once
		// its script has run (the ticket counts it writes).
		const visitor = await (
			await browser.newContext( {
				baseURL: site.baseURL,
				storageState: {
					cookies: [
						{
							name: 'playground_auto_login_already_happened',
							value: '1',
							domain: new URL( site.baseURL ).hostname,
							path: '/',
							expires: -1,
							httpOnly: false,
							secure: false,
							sameSite: 'Lax',
						},
					],
					origins: [],
				},
			} )
		).newPage();
		await visitor.goto( seed.eventLink );
		await read(
			visitor,
			{
				path: 'event page',
				ready: ( p ) => p.locator( '#eventin-booking' ),
			},
			'.eventin-event, .eventin-booking'
		);
		await visitor.context().close();
	} finally {
		await site.setOption( 'WPLANG', '' );
		await api.post( '/wp/v2/users/me', { locale: '' } );
		for ( const route of created ) {
			await api.delete( route ).catch( () => undefined );
		}
		for ( const file of [
			core,
			written.po,
			written.mo,
			...written.json,
		] ) {
			fs.rmSync( file, { force: true } );
		}
		const report = testInfo.outputPath( 'untranslated.json' );
		fs.writeFileSync(
			report,
			JSON.stringify( { visited, findings }, null, '\t' )
		);
		await testInfo.attach( 'untranslated', {
			path: report,
			contentType: 'application/json',
		} );
	}

	expect(
		Object.entries( findings )
			.map(
				( [ screen, words ] ) => `${ screen }: ${ words.join( ' ' ) }`
			)
			.join( '\n' ),
		`words outside translation markers (${ visited.length } screens read)`
	).toBe( '' );
} );
