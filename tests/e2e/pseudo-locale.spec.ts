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
 * Not read yet: the template chooser (/template-builder/create: its
 * catalogue's names come from the catalogue server, and its dialog's Close
 * label stayed English) and the template builder's own page
 * (/template-builder/:id, WordPress's block editor).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, rest } from './fixtures';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';
const LOCALE = 'en_XA';

/**
 * The pseudo-translation of a string, as the screens show it.
 * @param text
 */
const t = ( text: string ) => `[!! ${ text } !!]`;

/** How long a screen may take to show its content. */
const SLOW = { timeout: 90_000 };

/** Anything of ours or antd's still loading. */
const LOADING =
	'.ant-spin-spinning, .ant-skeleton-active, .ant-select-arrow-loading';

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
 * stays English here): the block editor of the event's description.
 */
const FOREIGN =
	'.block-editor-block-list__layout, .block-editor-block-contextual-toolbar, .block-editor-inserter';

/**
 * aria-labels antd writes in English whatever its locale (no prop or locale
 * key sets them): the table's select-all checkbox (antd useSelection) and
 * the number input's step buttons (rc-input-number).
 */
const FIXED_LABELS = [ 'Select all', 'Increase Value', 'Decrease Value' ];

/** Dates as WordPress and dayjs write them (core stays English). */
const DATE_WORDS =
	/\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|Mon(?:day)?|Tue(?:sday)?|Wed(?:nesday)?|Thu(?:rsday)?|Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?|AM|PM|am|pm|UTC|GMT)\b/g;

interface Screen {
	/** Hash path, or a full path for a page outside the dashboard. */
	path: string;
	/** Resolves once the screen shows its content. */
	ready: ( page: Page ) => Locator;
	/** Roots whose text is ours (default: the dashboard's). */
	roots?: string;
	/** Shown in the report instead of the path. */
	name?: string;
	/** Opens a popup after the screen is ready (read with it open). */
	open?: ( page: Page ) => Promise< void >;
}

/**
 * The text of our roots on the page now, and of antd's popups when asked.
 *
 * @param page  The page.
 * @param roots CSS selector of our roots.
 */
async function ourText( page: Page, roots: string ): Promise< string > {
	return page.evaluate(
		( [ selector, foreign, fixedLabels ] ) => {
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
					// What the user can reach, not hidden templates; not
					// antd's icons (their aria-label is the icon's name)
					// nor text that is not ours.
					if (
						! el.getClientRects().length ||
						el.matches( `.anticon, ${ foreign }` ) ||
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
						if ( value && ! fixedLabels.includes( value ) ) {
							parts.push( value );
						}
					}
				}
			}
			return parts.join( '\n' );
		},
		[ roots, FOREIGN, FIXED_LABELS ] as const
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
	return [ ...strings ];
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

	const stamp = Date.now().toString( 36 );
	const day = ( offset: number ) =>
		new Date( Date.now() + offset * 86_400_000 )
			.toISOString()
			.slice( 0, 10 );
	await page.goto( DASHBOARD );
	const api = rest( page );
	const created: string[] = [];
	const create = async ( route: string, body: unknown ) => {
		const response = await api.post( route, body );
		expect( response.status(), await response.text() ).toBe( 201 );
		const { id } = await response.json();
		created.unshift( `${ route }/${ id }` );
		return id as number;
	};

	const findings: Record< string, string[] > = {};
	const visited: string[] = [];
	try {
		const tag = `Zqtag ${ stamp }`;
		const category = `Zqcategory ${ stamp }`;
		const group = `Zqgroup ${ stamp }`;
		const speaker = `Zqspeaker ${ stamp }`;
		const program = `Zqprogram ${ stamp }`;
		const title = `Zqevent ${ stamp }`;
		const ticket = `Zqticket`;
		const template = `Zqtemplate ${ stamp }`;
		const attendee = `Zqattendee ${ stamp }`;
		const responder = `Zqresponder ${ stamp }`;
		const data = [
			tag,
			category,
			group,
			speaker,
			program,
			title,
			ticket,
			template,
			attendee,
			responder,
			'Zqfirst',
			'Zqlast',
			'Zqrole',
			'Zqcompany',
			'Zqtopic',
			'Zqbuyer',
			stamp,
		];

		await create( '/eventin/v2/event/categories', { name: category } );
		await create( '/eventin/v2/event/tags', { name: tag } );
		const groupId = await create( '/eventin/v2/speaker/categories', {
			name: group,
		} );
		const speakerId = await create( '/eventin/v2/speakers', {
			name: speaker,
			email: `zq.${ stamp }@example.org`,
			designation: 'Zqrole',
			company: 'Zqcompany',
			category: [ 'speaker', 'organizer' ],
			speaker_group_ids: [ groupId ],
		} );
		const scheduleId = await create( '/eventin/v2/schedules', {
			program_title: program,
			date: day( 20 ),
			slots: [
				{
					start_time: '09:00',
					end_time: '10:00',
					topic: 'Zqtopic',
					speakers: [ speakerId ],
				},
			],
		} );
		const eventId = await create( '/eventin/v2/events', {
			title,
			post_status: 'publish',
			start_date: day( 20 ),
			start_time: '18:00',
			end_date: day( 20 ),
			end_time: '22:00',
			timezone: 'UTC',
			rsvp_enabled: 'yes',
			ticket_variations: [ { name: ticket, price: 10, capacity: 40 } ],
		} );
		const answered = await api.post( '/eventin/v2/rsvp-registration', {
			event_id: eventId,
			name: responder,
			email: `zqr.${ stamp }@example.org`,
			status: 'going',
		} );
		expect( answered.status(), await answered.text() ).toBe( 201 );
		created.unshift(
			`/eventin/v2/rsvp-report/${ ( await answered.json() ).answer.id }`
		);
		await create( '/eventin/v2/templates', {
			name: template,
			type: 'event',
		} );
		const event = await (
			await api.get( `/eventin/v2/events/${ eventId }` )
		).json();
		await create( '/eventin/v2/orders', {
			event_id: eventId,
			first_name: 'Zqfirst',
			last_name: 'Zqlast',
			email: `zqa.${ stamp }@example.org`,
			tickets: [
				{ slug: event.ticket_variations[ 0 ].slug, quantity: 1 },
			],
			attendees: [
				{ name: attendee, email: `zqa.${ stamp }@example.org` },
			],
			status: 'completed',
			payment_method: 'manual',
		} );
		const [ { id: attendeeId, ticket_id: ticketId } ] = (
			await (
				await api.get(
					`/eventin/v2/attendees?event_id=${ eventId }&per_page=1`
				)
			).json()
		).items;
		data.push( ticketId );
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

		const row = ( text: string ) => ( p: Page ) =>
			p.locator( '#eventin-dashboard tr', { hasText: text } );
		const heading = ( selector: string ) => ( p: Page ) =>
			p.locator( selector );
		const editorSection = ( key: string, label: string ): Screen => ( {
			path: `/events/create/${ eventId }/${ key }`,
			ready: ( p ) =>
				p.getByRole( 'heading', { name: t( label ), level: 2 } ),
		} );
		const screens: Screen[] = [
			{
				path: '/dashboard',
				ready: ( p ) =>
					p.getByRole( 'region', { name: t( 'Check-in progress' ) } ),
			},
			{ path: '/events', ready: row( title ) },
			{
				path: '/events/create',
				ready: ( p ) => p.getByLabel( t( 'Event Title' ) ),
			},
			editorSection( 'basic', 'Basic' ),
			editorSection( 'tickets', 'Tickets' ),
			editorSection( 'people', 'People' ),
			editorSection( 'schedules', 'Schedules' ),
			editorSection( 'advanced', 'Advanced' ),
			{ path: '/categories', ready: row( category ) },
			{
				path: '/categories/create',
				ready: heading( '.eventin-term-form__title' ),
			},
			{ path: '/tags', ready: row( tag ) },
			{
				path: '/tags/create',
				ready: heading( '.eventin-term-form__title' ),
			},
			{ path: '/speakers', ready: row( speaker ) },
			{
				path: '/speakers/create',
				ready: heading( '.eventin-speaker-form__title' ),
			},
			{
				path: `/speakers/edit/${ speakerId }`,
				ready: ( p ) =>
					p.locator(
						`#eventin-dashboard input[value="${ speaker }"]`
					),
			},
			{ path: '/group', ready: row( group ) },
			{
				path: '/group/create',
				ready: heading( '.eventin-speaker-group-form__title' ),
			},
			{ path: '/schedules', ready: row( program ) },
			{
				path: '/schedules/empty',
				ready: ( p ) => p.getByText( t( 'No schedules yet' ) ),
			},
			{
				path: '/schedules/create',
				ready: heading( '.eventin-schedule-form__title' ),
			},
			{
				path: `/schedules/edit/${ scheduleId }`,
				ready: ( p ) =>
					p.locator(
						`#eventin-dashboard input[value="${ program }"]`
					),
			},
			{ path: '/attendees', ready: row( attendee ) },
			{ path: `/attendees/event/${ eventId }`, ready: row( attendee ) },
			{
				path: `/attendees/edit/${ attendeeId }`,
				ready: ( p ) =>
					p.locator(
						`#eventin-dashboard input[value="${ attendee }"]`
					),
			},
			{ path: '/purchase-report', ready: row( 'Zqfirst' ) },
			{ path: `/purchase-report/${ eventId }`, ready: row( 'Zqfirst' ) },
			{ path: '/rsvp-report', ready: row( title ) },
			{ path: `/rsvp-report/${ eventId }`, ready: row( responder ) },
			{
				path: '/rsvp-report/create',
				ready: heading( '.eventin-rsvp__panel-title' ),
			},
			{ path: '/template-builder', ready: row( template ) },
			{
				path: '/settings',
				ready: ( p ) => p.getByLabel( t( 'Sender e-mail address' ) ),
			},
			{
				path: '/access-control',
				ready: row( 'Administrator' ),
			},
			{
				path: '/shortcodes',
				ready: ( p ) =>
					p.locator( '#eventin-dashboard a', {
						hasText: t( 'Events Classic' ),
					} ),
			},
			{
				path: '/shortcodes/events_classic',
				ready: ( p ) =>
					p.getByRole( 'button', {
						name: t( 'Generate Shortcode' ),
					} ),
			},
			{ path: '/license', ready: heading( '.eventin-license__title' ) },
		];

		const read = async ( target: Page, screen: Screen, roots: string ) => {
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
				const words = untranslated(
					await ourText( target, roots ),
					data
				);
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
			await read( page, screen, screen.roots ?? '#eventin-dashboard' );
		}

		// The scanner, staff's page at the door.
		await page.goto( `/?eventin-scanner=1&event_id=${ eventId }` );
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
		await visitor.goto( event.link );
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
