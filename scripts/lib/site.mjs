/* eslint-disable no-console */
// Boots a WordPress Playground site with Eventin Pro mounted and active.
//
// Used by scripts/start.mjs (the persistent development site in .cache/site)
// and by the end-to-end global setup (a throw-away site in a temp folder).
//
// Layout of a site folder:
//   <siteDir>/wordpress/   a private copy of the WordPress core, mounted at
//                          /wordpress. Playground writes wp-config.php, the
//                          SQLite database (wp-content/database/.ht.sqlite),
//                          uploads and debug.log into it, so it *is* the
//                          site's data: keep the folder and the site persists.
//   <siteDir>/state/       mounted at /eventin-dev/state: setup report
//                          (setup.json), the generated blueprint, the pid of
//                          a running server.
// The plugin is not copied: its runtime files (eventin-pro.php, includes/,
// build/, ...) are mounted one by one from the repository, so PHP edits show
// up on the next request and node_modules never enters the site.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST } from './ports.mjs';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
export const PLUGIN_SLUG = 'eventin-pro';
export const PLUGIN_FILE = `${ PLUGIN_SLUG }/${ PLUGIN_SLUG }.php`;
export const WP_VERSION = '6.8';
export const ADMIN_USER = 'admin';
export const ADMIN_PASSWORD = 'password';
/** Repository paths the plugin needs at run time (mounted when present). */
export const PLUGIN_RUNTIME_PATHS = [
	'eventin-pro.php',
	'uninstall.php',
	'readme.txt',
	'includes',
	'build',
	'languages',
	'assets',
	'templates',
];
export const AUTO_LOGIN_COOKIE = 'playground_auto_login_already_happened';

const CHILD = path.join( ROOT, 'scripts/lib/playground-child.mjs' );
const BLUEPRINT_DIR = path.join( ROOT, 'scripts/blueprint' );
const CORE_STAMP = '.eventin-core';
const SITE_STAMP = '.eventin-site';

/**
 * Makes sure a WordPress core is in .cache/wordpress (scripts/wordpress-core.sh
 * fetches it from Debian packages once). Resolves the core folder, or null
 * when this machine has no Debian tools: the caller then lets Playground
 * download WordPress itself.
 *
 * @param {Object}   [options]
 * @param {Function} [options.log] Prints a progress line.
 * @return {Promise<string|null>} The core folder, or null.
 */
export function provisionCore( { log = console.log } = {} ) {
	const cacheDir =
		process.env.EVENTIN_CACHE_DIR || path.join( ROOT, '.cache' );
	const ready = path.join( cacheDir, 'wordpress', CORE_STAMP );
	if ( fs.existsSync( ready ) ) {
		return Promise.resolve( path.dirname( ready ) );
	}
	log( 'Provisioning WordPress core (once) ...' );
	return new Promise( ( resolve, reject ) => {
		const child = spawn(
			'bash',
			[ path.join( ROOT, 'scripts/wordpress-core.sh' ) ],
			{
				cwd: ROOT,
				stdio: [ 'ignore', 'pipe', 'inherit' ],
			}
		);
		let out = '';
		child.stdout.on( 'data', ( chunk ) => {
			out += chunk;
		} );
		child.on( 'error', ( error ) => {
			if ( error.code === 'ENOENT' ) {
				resolve( null ); // no bash: no Debian tools either
			} else {
				reject( error );
			}
		} );
		child.on( 'exit', ( code ) => {
			if ( code === 0 ) {
				resolve( out.trim().split( '\n' ).pop() );
			} else if ( code === 3 ) {
				log(
					`No Debian tools here: Playground will download WordPress ${ WP_VERSION } itself.`
				);
				resolve( null );
			} else {
				reject(
					new Error(
						`scripts/wordpress-core.sh failed (exit ${ code }).`
					)
				);
			}
		} );
	} );
}

/**
 * Creates <siteDir>/wordpress from the core the first time and tells how
 * Playground must install it.
 *
 * @param {string}      siteDir The site's folder.
 * @param {string|null} coreDir The core to copy (null: let Playground download it).
 * @return {{wordpressDir: string, stateDir: string, fresh: boolean, installMode: string}} Paths and install mode.
 */
export function prepareSiteDir( siteDir, coreDir ) {
	const wordpressDir = path.join( siteDir, 'wordpress' );
	const stateDir = path.join( siteDir, 'state' );
	fs.mkdirSync( stateDir, { recursive: true } );
	const stamp = path.join( wordpressDir, SITE_STAMP );
	let fresh = false;
	if ( ! fs.existsSync( stamp ) ) {
		fresh = true;
		fs.rmSync( wordpressDir, { recursive: true, force: true } );
		if ( coreDir ) {
			const tmp = `${ wordpressDir }.tmp`;
			fs.rmSync( tmp, { recursive: true, force: true } );
			fs.cpSync( coreDir, tmp, {
				recursive: true,
				verbatimSymlinks: true,
			} );
			fs.rmSync( path.join( tmp, CORE_STAMP ), { force: true } );
			fs.writeFileSync( path.join( tmp, SITE_STAMP ), '' );
			fs.renameSync( tmp, wordpressDir );
		} else {
			fs.mkdirSync( wordpressDir, { recursive: true } );
		}
	}
	// An empty folder (no Debian core here) is filled by Playground's own
	// download on the first boot; afterwards the files are there.
	const hasCore = fs.existsSync(
		path.join( wordpressDir, 'wp-settings.php' )
	);
	if ( hasCore && ! fs.existsSync( stamp ) ) {
		fs.writeFileSync( stamp, '' );
	}
	return {
		wordpressDir,
		stateDir,
		fresh:
			fresh ||
			! fs.existsSync( path.join( wordpressDir, 'wp-config.php' ) ),
		installMode: hasCore
			? 'install-from-existing-files-if-needed'
			: 'download-and-install',
	};
}

/**
 * The CLI flags that mount the plugin's runtime files from pluginRoot.
 *
 * @param {string} [pluginRoot] Folder holding the plugin (default: the repository).
 * @return {string[]} --mount flags.
 */
export function pluginMountArgs( pluginRoot = ROOT ) {
	const target = `/wordpress/wp-content/plugins/${ PLUGIN_SLUG }`;
	return PLUGIN_RUNTIME_PATHS.filter( ( rel ) =>
		fs.existsSync( path.join( pluginRoot, rel ) )
	).map(
		( rel ) =>
			`--mount=${ path.join( pluginRoot, rel ) }:${ target }/${ rel }`
	);
}

function setupStep( phase, seed ) {
	const config = Buffer.from(
		JSON.stringify( { phase, plugin: PLUGIN_FILE, seed: !! seed } )
	).toString( 'base64' );
	return {
		step: 'runPHP',
		code: `<?php define( 'EVENTIN_DEV_SETUP', '${ config }' ); require '/eventin-dev/blueprint/setup.php';`,
	};
}

function readJson( file ) {
	try {
		return JSON.parse( fs.readFileSync( file, 'utf8' ) );
	} catch {
		return null;
	}
}

function tail( file, lines = 40 ) {
	try {
		return fs
			.readFileSync( file, 'utf8' )
			.split( '\n' )
			.slice( -lines )
			.join( '\n' );
	} catch {
		return '';
	}
}

const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * Waits until WordPress answers /wp-login.php and resolves its HTTP status
 * (200 on a healthy site; 500 when, say, the plugin is broken: the site is up
 * all the same and shows the error). The first request after a Playground
 * boot is always a one-time 302 to itself (Playground resets stale browser
 * cookies that way); this probe absorbs it. 502 means "not ready yet".
 *
 * @param {string}   url               The site's URL.
 * @param {Object}   options
 * @param {number}   options.timeoutMs How long to try.
 * @param {Function} options.running   Whether the server process still runs.
 * @return {Promise<number>} The HTTP status of /wp-login.php.
 */
async function waitForHttp( url, { timeoutMs, running } ) {
	const deadline = Date.now() + timeoutMs;
	let last = 'no answer';
	let redirects = 0;
	while ( Date.now() < deadline ) {
		if ( ! running() ) {
			throw new Error( 'the Playground process exited' );
		}
		try {
			const res = await fetch( `${ url }/wp-login.php`, {
				redirect: 'manual',
				headers: { cookie: `${ AUTO_LOGIN_COOKIE }=1` },
				signal: AbortSignal.timeout( 30_000 ),
			} );
			await res.arrayBuffer();
			if (
				res.status !== 502 &&
				( res.status !== 302 || ++redirects > 1 )
			) {
				return res.status;
			}
			last = `HTTP ${ res.status }`;
		} catch ( error ) {
			last = error.message;
		}
		await sleep( 250 );
	}
	throw new Error( `${ url } did not answer in time (${ last })` );
}

/**
 * Boots a site. Options:
 *   siteDir      folder holding the site's data (created when missing)
 *   port         TCP port on 127.0.0.1
 *   login        auto-login as admin on a client's first request (default true)
 *   seed         seed the demo data once per site (default false)
 *   muPlugins    host PHP files mounted into wp-content/mu-plugins
 *   defines      { NAME: 'string value' } PHP constants for every request
 *   defineBools  { NAME: true|false } boolean PHP constants for every request
 *   php          PHP version (default: env EVENTIN_PHP or Playground's default)
 *   workers      request workers (default: env EVENTIN_PLAYGROUND_WORKERS or Playground's default)
 *   logFile      write Playground's output there instead of this terminal
 *   pluginRoot   where the plugin's files are (default: the repository)
 *   coreDir      WordPress core to copy (default: provisionCore())
 *   timeoutMs    how long the boot may take (default 5 minutes)
 *   log          function printing progress lines
 * Resolves { url, port, siteDir, wordpressDir, fresh, pid, bootMs, report, stop(), exited }:
 * report is what setup.php found (see describeReport) plus http_status, the
 * status of /wp-login.php (200 unless the site is broken).
 *
 * @param {Object} options See above.
 * @return {Promise<Object>} The running site.
 */
export async function startSite( options ) {
	const {
		siteDir,
		port,
		login = true,
		seed = false,
		muPlugins = [],
		defines = {},
		defineBools = {},
		php = process.env.EVENTIN_PHP,
		workers = process.env.EVENTIN_PLAYGROUND_WORKERS,
		logFile,
		pluginRoot = ROOT,
		timeoutMs = 5 * 60_000,
		log = console.log,
	} = options;
	if ( ! siteDir || ! port ) {
		throw new Error( 'startSite needs siteDir and port' );
	}
	const started = Date.now();
	const coreDir =
		options.coreDir !== undefined
			? options.coreDir
			: await provisionCore( { log } );
	const site = prepareSiteDir( path.resolve( siteDir ), coreDir );
	const url = `http://${ HOST }:${ port }`;

	const blueprintFile = path.join( site.stateDir, 'blueprint.json' );
	// A blueprint given as a file is taken as it is: the CLI's --login and
	// --php flags are not merged into it, so they are written here.
	const blueprint = {
		preferredVersions: { php: php || '8.3', wp: WP_VERSION },
		...( login ? { login: true } : {} ),
		steps: [ setupStep( 'activate', seed ), setupStep( 'seed', seed ) ],
	};
	fs.writeFileSync( blueprintFile, JSON.stringify( blueprint, null, '\t' ) );
	fs.rmSync( path.join( site.stateDir, 'setup.json' ), { force: true } );

	const args = [
		'server',
		`--port=${ port }`,
		`--site-url=${ url }`,
		`--mount-before-install=${ site.wordpressDir }:/wordpress`,
		`--wordpress-install-mode=${ site.installMode }`,
		...( site.installMode === 'download-and-install'
			? [ `--wp=${ WP_VERSION }` ]
			: [] ),
		...pluginMountArgs( pluginRoot ),
		...muPlugins.map(
			( file ) =>
				`--mount=${ path.resolve(
					file
				) }:/wordpress/wp-content/mu-plugins/${ path.basename( file ) }`
		),
		`--mount=${ BLUEPRINT_DIR }:/eventin-dev/blueprint`,
		`--mount=${ site.stateDir }:/eventin-dev/state`,
		`--blueprint=${ blueprintFile }`,
		...( login ? [ '--login' ] : [] ),
		...( php ? [ `--php=${ php }` ] : [] ),
		...( workers ? [ `--workers=${ workers }` ] : [] ),
	];
	for ( const [ name, value ] of Object.entries( defines ) ) {
		args.push( '--define', name, String( value ) );
	}
	for ( const [ name, value ] of Object.entries( defineBools ) ) {
		args.push( '--define-bool', name, value ? 'true' : 'false' );
	}

	let output = 'inherit';
	let logFd;
	if ( logFile ) {
		fs.mkdirSync( path.dirname( logFile ), { recursive: true } );
		logFd = fs.openSync( logFile, 'a' );
		output = logFd;
	}
	const child = spawn( process.execPath, [ CHILD, ...args ], {
		cwd: ROOT,
		stdio: [ 'ignore', output, output, 'ipc' ],
		env: {
			...process.env,
			FORCE_COLOR: logFile ? '0' : process.env.FORCE_COLOR,
		},
	} );
	if ( logFd !== undefined ) {
		fs.closeSync( logFd );
	}
	let exitInfo = null;
	const exited = new Promise( ( resolve ) => {
		child.on( 'exit', ( code, signal ) => {
			exitInfo = { code, signal };
			resolve( exitInfo );
		} );
	} );
	const stop = async ( { timeoutMs: grace = 20_000 } = {} ) => {
		if ( exitInfo ) {
			return exitInfo;
		}
		child.kill( 'SIGTERM' );
		const timer = setTimeout( () => child.kill( 'SIGKILL' ), grace );
		const info = await exited;
		clearTimeout( timer );
		return info;
	};

	const failure = ( message ) => {
		const where = logFile
			? `\n--- last lines of ${ logFile } ---\n${ tail( logFile ) }`
			: '';
		return new Error( `Playground did not start: ${ message }${ where }` );
	};
	let bootTimer;
	let httpStatus;
	try {
		await Promise.race( [
			new Promise( ( resolve, reject ) => {
				child.on(
					'message',
					( msg ) => msg?.type === 'ready' && resolve()
				);
				child.on( 'error', reject );
			} ),
			exited.then( ( info ) => {
				throw new Error(
					`the Playground process exited (code ${ info.code }, signal ${ info.signal })`
				);
			} ),
			new Promise( ( resolve, reject ) => {
				bootTimer = setTimeout(
					() =>
						reject(
							new Error(
								`no "ready" within ${ Math.round(
									timeoutMs / 1000
								) } s`
							)
						),
					timeoutMs
				);
			} ),
		] );
		httpStatus = await waitForHttp( url, {
			timeoutMs: 60_000,
			running: () => ! exitInfo,
		} );
	} catch ( error ) {
		await stop( { timeoutMs: 5_000 } );
		throw failure( error.message );
	} finally {
		clearTimeout( bootTimer );
	}
	fs.writeFileSync(
		path.join( site.stateDir, 'server.json' ),
		JSON.stringify( { pid: child.pid, url } )
	);
	exited.then( () =>
		fs.rmSync( path.join( site.stateDir, 'server.json' ), { force: true } )
	);

	return {
		url,
		port,
		siteDir: path.resolve( siteDir ),
		wordpressDir: site.wordpressDir,
		fresh: site.fresh,
		pid: child.pid,
		bootMs: Date.now() - started,
		report: {
			...readJson( path.join( site.stateDir, 'setup.json' ) ),
			http_status: httpStatus,
		},
		stop,
		exited,
	};
}

/**
 * Human-readable lines about the setup report written by setup.php.
 *
 * @param {Object} report The report (RunningSite.report).
 * @return {string[]} Lines to print.
 */
export function describeReport( report ) {
	const lines = [];
	const plugin = {
		activated: 'activated now (activation hook ran)',
		'already-active': 'active',
		'activation-failed': `NOT active: activation failed: ${
			report.activate_error || report.activate_output
		}`,
	}[ report.plugin ];
	lines.push(
		`Plugin:     ${
			plugin || `ERROR: ${ report.activate_error || 'no setup report' }`
		}`
	);
	const demo = {
		seeded: `seeded now (${ report.demo_seeded_at })`,
		'already-seeded': `already seeded (${ report.demo_seeded_at })`,
		'skipped-no-seeder':
			'not seeded: \\EventinPro\\Support\\DemoData does not exist yet (will seed on a later start)',
		'skipped-plugin-inactive': 'not seeded: the plugin is not active',
		'seed-failed': `seeding FAILED: ${ report.seed_error }`,
		'not-requested': 'not requested',
	}[ report.demo_data ];
	const seedError =
		report.seed_error === report.activate_error
			? 'see above'
			: report.seed_error;
	lines.push(
		`Demo data:  ${ demo || `ERROR: ${ seedError || 'no setup report' }` }`
	);
	if ( report.http_status && report.http_status !== 200 ) {
		lines.push(
			`WARNING:    /wp-login.php answers HTTP ${ report.http_status }: the site is up but broken (see the PHP log)`
		);
	}
	return lines;
}

/**
 * Whether a process with this pid is alive.
 *
 * @param {number} pid Process id.
 * @return {boolean} Alive or not.
 */
export function isAlive( pid ) {
	try {
		process.kill( pid, 0 );
		return true;
	} catch ( error ) {
		return error.code === 'EPERM';
	}
}
