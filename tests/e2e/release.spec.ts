/**
 * The PHP 7.4 smoke: the release archive installed as a user installs it, on
 * the oldest PHP the plugin supports.
 *
 * A second, clean WordPress site boots on Playground with --php=7.4 and no
 * plugin mounted (the development site mounts the working tree; this one
 * must not), no demo data and no test mu-plugin. eventin-pro.zip (made from
 * the current build by `npm run plugin-zip`, run here) is unpacked into its
 * wp-content/plugins, and in Chromium the admin activates it on the Plugins
 * screen with WP_DEBUG on: any PHP notice, warning, deprecation or error in
 * the activation's answer or in wp-content/debug.log fails the test. Then one
 * journey: the dashboard loads without a JavaScript error, an event is
 * created and found in the list, an attendee is booked for it through the
 * REST API with the admin's nonce and checked in on the Attendees screen.
 *
 * The site's logs are kept in test-results/e2e-release-site/.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { rest } from './fixtures';
import { day } from './helpers';
import { REPO_ROOT } from './env';

const PHP_VERSION = '7.4';
const PLUGIN = 'eventin-pro/eventin-pro.php';
const DASHBOARD = '/wp-admin/admin.php?page=eventin';
const LOG_DIR = path.join( REPO_ROOT, 'test-results/e2e-release-site' );
/** PHP's own words for the messages WP_DEBUG shows or logs. */
const PHP_MESSAGE =
	/PHP (?:Fatal error|Parse error|Warning|Notice|Deprecated|Recoverable fatal error)|<b>(?:Fatal error|Parse error|Warning|Notice|Deprecated)<\/b>|There has been a critical error/i;

/** Where WordPress's get_avatar_url() points (Settings → Discussion → Avatars). */
const AVATAR_HOSTS = [ 'secure.gravatar.com' ];

interface CleanSite {
	url: string;
	wordpressDir: string;
	siteDir: string;
	stop: () => Promise< unknown >;
}

let site: CleanSite;

/** What wp-content/debug.log holds (empty while it does not exist). */
const debugLog = (): string => {
	const file = path.join( site.wordpressDir, 'wp-content/debug.log' );
	return fs.existsSync( file ) ? fs.readFileSync( file, 'utf8' ) : '';
};

/**
 * The PHP messages among the log lines written since `offset`.
 * @param offset
 */
const phpMessagesSince = ( offset: number ): string[] =>
	debugLog()
		.slice( offset )
		.split( '\n' )
		.filter( ( line ) => PHP_MESSAGE.test( line ) );

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	// Booting a second Playground (PHP 7.4 in WebAssembly) and installing
	// WordPress takes a few minutes on a busy machine.
	test.setTimeout( 600_000 );
	// The archive users install, from the current build.
	execFileSync( 'npm', [ 'run', '--silent', 'plugin-zip' ], {
		cwd: REPO_ROOT,
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
	const { startSite } = await import( '../../scripts/lib/site.mjs' );
	const { getFreePort } = await import( '../../scripts/lib/ports.mjs' );
	const { ZIP_FILE, admZip } = await import(
		'../../scripts/lib/plugin-zip.mjs'
	);

	// The global setup sweeps "eventin-e2e-*" folders a killed run left.
	const siteDir = fs.mkdtempSync(
		path.join( os.tmpdir(), 'eventin-e2e-release-' )
	);
	// An empty plugin root: nothing of the working tree is mounted.
	const noPlugin = path.join( siteDir, 'no-plugin' );
	fs.mkdirSync( noPlugin );
	fs.rmSync( LOG_DIR, { recursive: true, force: true } );
	fs.mkdirSync( LOG_DIR, { recursive: true } );
	const started = Date.now();
	try {
		const running = await startSite( {
			siteDir,
			port: await getFreePort(),
			php: PHP_VERSION,
			login: true,
			seed: false,
			pluginRoot: noPlugin,
			defineBools: {
				WP_DEBUG: true,
				WP_DEBUG_LOG: true,
				WP_DEBUG_DISPLAY: true,
				WP_HTTP_BLOCK_EXTERNAL: true,
			},
			logFile: path.join( LOG_DIR, 'playground.log' ),
			log: ( line: string ) =>
				// eslint-disable-next-line no-console
				console.log( `release: ${ line }` ),
		} );
		site = { ...running, siteDir };
	} catch ( error ) {
		fs.rmSync( siteDir, { recursive: true, force: true } );
		throw error;
	}
	// eslint-disable-next-line no-console
	console.log(
		`release: clean PHP ${ PHP_VERSION } site on ${ site.url } in ${ (
			( Date.now() - started ) /
			1000
		).toFixed( 1 ) } s`
	);

	// The PHP the site runs, as Playground announced it on boot.
	expect(
		fs.readFileSync( path.join( LOG_DIR, 'playground.log' ), 'utf8' )
	).toMatch(
		new RegExp( `^PHP ${ PHP_VERSION.replace( '.', '\\.' ) }\\b`, 'm' )
	);

	// Unpack the archive as a user's upload would: eventin-pro/ in plugins.
	const plugins = path.join( site.wordpressDir, 'wp-content/plugins' );
	expect( fs.existsSync( path.join( plugins, 'eventin-pro' ) ) ).toBe(
		false
	);
	const AdmZip = admZip();
	new AdmZip( ZIP_FILE ).extractAllTo( plugins, false );
	expect( fs.existsSync( path.join( plugins, PLUGIN ) ) ).toBe( true );
} );

test.afterAll( async () => {
	if ( ! site ) {
		return;
	}
	await site.stop();
	const log = debugLog();
	if ( log ) {
		fs.writeFileSync( path.join( LOG_DIR, 'debug.log' ), log );
	}
	fs.rmSync( site.siteDir, { recursive: true, force: true } );
} );

/**
 * A page of the clean site as its admin (Playground logs the context in on
 * its first request), recording JavaScript errors.
 *
 * @param browser The test's browser.
 */
async function adminPage( browser: import('@playwright/test').Browser ) {
	const context = await browser.newContext( { baseURL: site.url } );
	const page = await context.newPage();
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() !== 'error' ) {
			return;
		}
		// WordPress's avatars (admin bar, the user's picture) come from
		// Gravatar, which this offline machine cannot reach; nothing of ours.
		const resource = message.location().url;
		if (
			message.text().startsWith( 'Failed to load resource' ) &&
			resource &&
			AVATAR_HOSTS.includes( new URL( resource ).hostname )
		) {
			return;
		}
		errors.push(
			`${ page.url() }: ${ message.text() } ${ resource ?? '' }`
		);
	} );
	page.on( 'pageerror', ( error ) =>
		errors.push( `${ page.url() }: ${ error.message }` )
	);
	return { page, errors };
}

/**
 * Opens a dashboard screen and waits until it shows its heading.
 *
 * @param page  The page.
 * @param route Hash route.
 */
async function openScreen( page: Page, route: string ) {
	await page.goto( `${ DASHBOARD }#${ route }` );
	await expect( page.locator( '#eventin-dashboard' ) ).not.toBeEmpty( {
		timeout: 90_000,
	} );
}

test( 'PHP 7.4: the release zip activates without a PHP message, and an event is created, booked and checked in', async ( {
	browser,
}, testInfo ) => {
	test.setTimeout( 600_000 );
	const { page, errors } = await adminPage( browser );
	const stamp = Date.now().toString( 36 );
	const title = `Release smoke ${ stamp }`;

	// Activate on the Plugins screen, as an admin does after an upload.
	await page.goto( '/wp-admin/plugins.php' );
	const row = page.locator( `tr[data-plugin="${ PLUGIN }"]` );
	await expect( row ).toContainText( 'Eventin Pro' );
	const before = debugLog().length;
	// WordPress answers with the Plugins screen again, whatever happened.
	await Promise.all( [
		page.waitForURL( /\/plugins\.php\?/, { timeout: 120_000 } ),
		row.getByRole( 'link', { name: /^Activate/ } ).click(),
	] );
	await expect( page.locator( '#wpbody-content' ) ).toBeVisible();
	expect( phpMessagesSince( before ), 'debug.log on activation' ).toEqual(
		[]
	);
	const activation = await page.content();
	expect( activation ).not.toContain( 'unexpected output during activation' );
	expect( activation ).not.toMatch( PHP_MESSAGE );
	await expect(
		page.locator( '#message, .notice' ).filter( {
			hasText: 'Plugin activated.',
		} )
	).toBeVisible();
	await expect( row ).toHaveClass( /\bactive\b/ );
	const afterActivation = debugLog().length;

	// The dashboard loads.
	await openScreen( page, '/events' );
	await expect( page.getByPlaceholder( 'Search event by name' ) ).toBeVisible(
		{ timeout: 90_000 }
	);

	// Create an event on the dashboard.
	await openScreen( page, '/events/create' );
	await page.getByLabel( 'Event Title' ).fill( title );
	await page.getByLabel( 'Start Date' ).fill( day( 3 ) );
	await page.getByRole( 'button', { name: 'Create' } ).click();
	await expect( page ).toHaveURL( /#\/events\/create\/\d+\/basic$/, {
		timeout: 120_000,
	} );
	const eventId = Number( /create\/(\d+)\/basic/.exec( page.url() )![ 1 ] );
	await expect( page.getByLabel( 'Event Title' ) ).toHaveValue( title, {
		timeout: 90_000,
	} );

	// Its tickets and the booking through the REST API, with the admin's nonce.
	const api = rest( page );
	const updated = await api.put( `/eventin/v2/events/${ eventId }`, {
		post_status: 'publish',
		ticket_variations: [ { name: 'Door', price: 0, capacity: 10 } ],
	} );
	expect( updated.status(), await updated.text() ).toBe( 200 );
	const [ ticket ] = ( await updated.json() ).ticket_variations;
	const email = `release.${ stamp }@example.org`;
	const booked = await api.post( '/eventin/v2/orders', {
		event_id: eventId,
		status: 'completed',
		payment_method: 'manual',
		first_name: 'Ada',
		last_name: 'Byron',
		email,
		tickets: [ { slug: ticket.slug, quantity: 1 } ],
		attendees: [ { name: 'Ada Byron', email } ],
	} );
	expect( booked.status(), await booked.text() ).toBe( 201 );

	// Listed.
	await openScreen( page, '/events' );
	await page.getByPlaceholder( 'Search event by name' ).fill( stamp );
	await expect( page.locator( 'tr', { hasText: title } ) ).toBeVisible( {
		timeout: 90_000,
	} );

	// Checked in on the Attendees screen.
	await openScreen( page, '/attendees' );
	await page
		.getByPlaceholder( 'Search by name, email or ticket ID' )
		.fill( email );
	const attendee = page.locator( 'tr', { hasText: 'Ada Byron' } );
	await expect( attendee ).toContainText( title, { timeout: 90_000 } );
	await expect( attendee ).toContainText( 'Not checked in' );
	await attendee.getByRole( 'button', { name: 'Check in' } ).click();
	await expect( page.getByText( '1 checked in' ) ).toBeVisible( {
		timeout: 90_000,
	} );
	await expect( attendee ).toContainText( /Checked in\s*at / );
	await page.screenshot( {
		path: testInfo.outputPath( 'php74-attendees.png' ),
		fullPage: true,
	} );

	expect( errors, 'JavaScript errors on the dashboard' ).toEqual( [] );
	expect(
		phpMessagesSince( afterActivation ),
		'debug.log during the journey'
	).toEqual( [] );
	const version = await api.get( '/' );
	expect( version.status() ).toBe( 200 );
	await page.context().close();
} );
