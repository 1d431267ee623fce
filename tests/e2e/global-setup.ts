/**
 * Boots a throw-away WordPress Playground site for the e2e suite:
 * Chromium installed (Debian package, apt when root), WordPress core
 * provisioned, a fresh site in a temp folder on a free port with the plugin
 * active, the admin auto-login on, and the test-only mu-plugin
 * (mu-plugins/eventin-e2e.php) guarded by a random token. A local license
 * server (scripts/license-server.mjs) and a local template catalogue
 * (scripts/template-catalogue-server.mjs) run on other free ports for the
 * whole run, and the site's EVENTIN_PRO_LICENSE_SERVER and
 * EVENTIN_PRO_TEMPLATE_CATALOGUE point at them.
 *
 * Builds nothing: run `npm run build` first. The returned function is the
 * teardown: it stops the site, keeps its logs in test-results/e2e-site/ and
 * deletes the temp folder (kept when EVENTIN_E2E_KEEP_SITE=1).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
	CHROMIUM_PATH,
	ENV_BASE_URL,
	ENV_TOKEN,
	ENV_WORDPRESS_DIR,
	REPO_ROOT,
	SITE_LOG_DIR,
} from './env';

const SITE_PREFIX = 'eventin-e2e-';

function ensureChromium(): void {
	if ( fs.existsSync( CHROMIUM_PATH ) ) {
		return;
	}
	const isRoot =
		typeof process.getuid === 'function' && process.getuid() === 0;
	if ( ! isRoot || ! fs.existsSync( '/usr/bin/apt-get' ) ) {
		throw new Error(
			`Chromium is missing (${ CHROMIUM_PATH }). Install Debian's package: sudo apt-get install chromium`
		);
	}
	// eslint-disable-next-line no-console
	console.log( 'Installing Debian package chromium ...' );
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	execFileSync( 'apt-get', [ 'update', '-qq' ], { stdio: 'inherit', env } );
	execFileSync(
		'apt-get',
		[ 'install', '-y', '-qq', '--no-install-recommends', 'chromium' ],
		{
			stdio: 'inherit',
			env,
		}
	);
	if ( ! fs.existsSync( CHROMIUM_PATH ) ) {
		throw new Error(
			`apt-get installed chromium but ${ CHROMIUM_PATH } is still missing.`
		);
	}
}

/**
 * PHP errors worth a line in the output: fatals, uncaught exceptions.
 *
 * @param debugLog Path of wp-content/debug.log.
 */
function phpFatals( debugLog: string ): string[] {
	if ( ! fs.existsSync( debugLog ) ) {
		return [];
	}
	return fs
		.readFileSync( debugLog, 'utf8' )
		.split( '\n' )
		.filter( ( line ) => /PHP (Fatal|Parse) error/.test( line ) );
}

/**
 * Deletes the folders of earlier runs that could not clean up (a killed
 * runner): their server is gone, or they are over an hour old and never got
 * one.
 *
 * @param isAlive Whether a pid is alive.
 */
function sweepStaleSites( isAlive: ( pid: number ) => boolean ): void {
	const tmp = os.tmpdir();
	for ( const name of fs.readdirSync( tmp ) ) {
		if ( ! name.startsWith( SITE_PREFIX ) ) {
			continue;
		}
		const dir = path.join( tmp, name );
		try {
			const serverFile = path.join( dir, 'state/server.json' );
			const stale = fs.existsSync( serverFile )
				? ! isAlive(
						JSON.parse( fs.readFileSync( serverFile, 'utf8' ) ).pid
				  )
				: Date.now() - fs.statSync( dir ).mtimeMs > 3_600_000;
			if ( stale ) {
				fs.rmSync( dir, { recursive: true, force: true } );
			}
		} catch {
			// Not ours to judge; leave it.
		}
	}
}

export default async function globalSetup(): Promise< () => Promise< void > > {
	ensureChromium();

	const { startSite, describeReport, isAlive } = await import(
		'../../scripts/lib/site.mjs'
	);
	const { getFreePort } = await import( '../../scripts/lib/ports.mjs' );
	const { listen: listenLicenseServer } = await import(
		'../../scripts/license-server.mjs'
	);
	const { listen: listenTemplateCatalogue } = await import(
		'../../scripts/template-catalogue-server.mjs'
	);

	if ( ! fs.existsSync( path.join( REPO_ROOT, 'build' ) ) ) {
		// eslint-disable-next-line no-console
		console.warn(
			'e2e: no build/ folder; run `npm run build` first or the admin screens will not load.'
		);
	}

	sweepStaleSites( isAlive );
	const siteDir = fs.mkdtempSync( path.join( os.tmpdir(), SITE_PREFIX ) );
	const token = crypto.randomBytes( 24 ).toString( 'hex' );
	const port = await getFreePort();
	fs.rmSync( SITE_LOG_DIR, { recursive: true, force: true } );
	fs.mkdirSync( SITE_LOG_DIR, { recursive: true } );
	const logFile = path.join( SITE_LOG_DIR, 'playground.log' );

	const started = Date.now();
	const license = await listenLicenseServer( { port: 0 } );
	const catalogue = await listenTemplateCatalogue( { port: 0 } );
	let site;
	try {
		site = await startSite( {
			siteDir,
			port,
			login: true,
			seed: false,
			muPlugins: [
				path.join( __dirname, 'mu-plugins/eventin-e2e.php' ),
				path.join( __dirname, '../../scripts/dev/mail-catcher.php' ),
			],
			defines: {
				EVENTIN_E2E_TOKEN: token,
				EVENTIN_PRO_LICENSE_SERVER: license.url,
				EVENTIN_PRO_TEMPLATE_CATALOGUE: catalogue.url,
			},
			defineBools: { WP_HTTP_BLOCK_EXTERNAL: true },
			logFile,
			// eslint-disable-next-line no-console
			log: ( line: string ) => console.log( `e2e: ${ line }` ),
		} );
	} catch ( error ) {
		await license.close();
		await catalogue.close();
		fs.rmSync( siteDir, { recursive: true, force: true } );
		throw error;
	}
	// eslint-disable-next-line no-console
	console.log(
		[
			`e2e: WordPress ready on ${ site.url } in ${ (
				( Date.now() - started ) /
				1000
			).toFixed( 1 ) } s (log: ${ path.relative( REPO_ROOT, logFile ) })`,
			...describeReport( site.report ).map(
				( line ) => `e2e: ${ line }`
			),
		].join( '\n' )
	);

	process.env[ ENV_BASE_URL ] = site.url;
	process.env[ ENV_TOKEN ] = token;
	process.env[ ENV_WORDPRESS_DIR ] = site.wordpressDir;

	return async () => {
		await site.stop();
		await license.close();
		await catalogue.close();
		const debugLog = path.join( site.wordpressDir, 'wp-content/debug.log' );
		if ( fs.existsSync( debugLog ) ) {
			fs.copyFileSync( debugLog, path.join( SITE_LOG_DIR, 'debug.log' ) );
		}
		const fatals = phpFatals( debugLog );
		if ( fatals.length ) {
			// eslint-disable-next-line no-console
			console.warn(
				`e2e: ${
					fatals.length
				} PHP fatal error(s) during the run (test-results/e2e-site/debug.log):\n${ fatals
					.slice( 0, 5 )
					.join( '\n' ) }`
			);
		}
		if ( process.env.EVENTIN_E2E_KEEP_SITE === '1' ) {
			// eslint-disable-next-line no-console
			console.log( `e2e: site kept in ${ siteDir }` );
		} else {
			fs.rmSync( siteDir, { recursive: true, force: true } );
		}
	};
}
