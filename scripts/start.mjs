#!/usr/bin/env node
/* eslint-disable no-console */
// `npm start`: builds the admin bundle, then runs the plugin inside a real
// WordPress on WordPress Playground at http://127.0.0.1:9400, logged in as
// admin, plugin active, demo data seeded once. The site's data (SQLite
// database, uploads, wp-config.php) lives in .cache/site and survives
// restarts; `npm run reset` wipes it.
//
// Options:
//   --port N      port to listen on (also env PORT; default 9400)
//   --no-build    skip `npm run build` (use the build/ folder as it is)
//   --php X.Y     PHP version (also env EVENTIN_PHP; default Playground's, 8.3)
//   --help
// Env: EVENTIN_SITE_DIR moves the site folder (default .cache/site).
//
// A local license server (scripts/license-server.mjs) runs alongside, on port
// 9401 (or a free one), and the site's EVENTIN_PRO_LICENSE_SERVER points at
// it, so the License page works offline with the documented test keys; its
// activations are kept in <site>/state/license-server.json. Env
// EVENTIN_LICENSE_SERVER=<url> points the site at another server instead.
//
// A local template catalogue (scripts/template-catalogue-server.mjs) runs
// too, on port 9402 (or a free one), and the site's
// EVENTIN_PRO_TEMPLATE_CATALOGUE points at it, so the template chooser offers
// its designs offline. Env EVENTIN_TEMPLATE_CATALOGUE=<url> points the site at
// another catalogue instead.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs as parseCli } from 'node:util';
import { listen as listenLicenseServer } from './license-server.mjs';
import { listen as listenTemplateCatalogue } from './template-catalogue-server.mjs';
import { isPortFree, parsePort } from './lib/ports.mjs';
import {
	ADMIN_PASSWORD,
	ADMIN_USER,
	ROOT,
	describeReport,
	startSite,
} from './lib/site.mjs';

const DEFAULT_PORT = 9400;
const LICENSE_SERVER_PORT = 9401;
const TEMPLATE_CATALOGUE_PORT = 9402;

/**
 * The license server the site talks to: EVENTIN_LICENSE_SERVER when set, else
 * a local one on 9401 or, when that port is taken, a free port.
 *
 * @param {string} siteDir The site's folder (its state is kept there).
 * @return {Promise<{url: string, local: boolean, close: () => Promise<void>}>} The server.
 */
async function licenseServer( siteDir ) {
	if ( process.env.EVENTIN_LICENSE_SERVER ) {
		return {
			url: process.env.EVENTIN_LICENSE_SERVER,
			local: false,
			close: async () => {},
		};
	}
	const state = path.join( siteDir, 'state', 'license-server.json' );
	fs.mkdirSync( path.dirname( state ), { recursive: true } );
	const port = ( await isPortFree( LICENSE_SERVER_PORT ) )
		? LICENSE_SERVER_PORT
		: 0;
	return { ...( await listenLicenseServer( { port, state } ) ), local: true };
}

/**
 * The template catalogue the site reads: EVENTIN_TEMPLATE_CATALOGUE when set,
 * else a local one on 9402 or, when that port is taken, a free port.
 *
 * @return {Promise<{url: string, local: boolean, close: () => Promise<void>}>} The catalogue.
 */
async function templateCatalogue() {
	if ( process.env.EVENTIN_TEMPLATE_CATALOGUE ) {
		return {
			url: process.env.EVENTIN_TEMPLATE_CATALOGUE,
			local: false,
			close: async () => {},
		};
	}
	const port = ( await isPortFree( TEMPLATE_CATALOGUE_PORT ) )
		? TEMPLATE_CATALOGUE_PORT
		: 0;
	return { ...( await listenTemplateCatalogue( { port } ) ), local: true };
}

function parseArgs( argv ) {
	const { values } = parseCli( {
		args: argv,
		options: {
			port: { type: 'string', short: 'p' },
			'no-build': { type: 'boolean', default: false },
			php: { type: 'string' },
			help: { type: 'boolean', short: 'h', default: false },
		},
	} );
	return {
		build: ! values[ 'no-build' ],
		port:
			values.port === undefined
				? undefined
				: parsePort( values.port, '--port' ),
		php: values.php,
		help: values.help,
	};
}

function usage() {
	console.log( `Usage: npm start [-- --port N] [-- --no-build] [-- --php X.Y]

Builds the admin bundle and serves WordPress with Eventin Pro on
http://127.0.0.1:<port> (default ${ DEFAULT_PORT }, or env PORT), logged in as ${ ADMIN_USER }.
Site data persists in .cache/site (env EVENTIN_SITE_DIR); npm run reset wipes it.` );
}

function run( command, args ) {
	return new Promise( ( resolve ) => {
		const child = spawn( command, args, { cwd: ROOT, stdio: 'inherit' } );
		child.on( 'error', () => resolve( 127 ) );
		child.on( 'exit', ( code, signal ) => resolve( signal ? 1 : code ) );
	} );
}

async function main() {
	let options;
	try {
		options = parseArgs( process.argv.slice( 2 ) );
	} catch ( error ) {
		console.error( error.message );
		return 2;
	}
	if ( options.help ) {
		usage();
		return 0;
	}
	const port =
		options.port ??
		( process.env.PORT
			? parsePort( process.env.PORT, 'env PORT' )
			: DEFAULT_PORT );
	if ( ! ( await isPortFree( port ) ) ) {
		console.error(
			`Port ${ port } is already in use (another \`npm start\`?). Stop it, or pick another port: npm start -- --port 9401`
		);
		return 1;
	}

	if ( options.build ) {
		console.log( 'Building the admin bundle (npm run build) ...' );
		const code = await run( 'npm', [ 'run', 'build' ] );
		if ( code !== 0 ) {
			console.error(
				'\nThe build failed (see the errors above): the site was not started.\n' +
					'Fix the build, or start with the last build: npm start -- --no-build'
			);
			return 1;
		}
	} else if ( ! fs.existsSync( path.join( ROOT, 'build' ) ) ) {
		console.warn(
			'Note: there is no build/ folder yet; the admin screens will not load until `npm run build` runs.'
		);
	}

	let site = null;
	let license = null;
	let catalogue = null;
	let stopping = false;
	const shutdown = async ( signal ) => {
		if ( stopping ) {
			return;
		}
		stopping = true;
		console.log( `\n${ signal }: stopping WordPress ...` );
		if ( site ) {
			await site.stop();
		}
		await license?.close();
		await catalogue?.close();
		console.log( 'Stopped.' );
		process.exit( 0 );
	};
	process.on( 'SIGINT', () => shutdown( 'SIGINT' ) );
	process.on( 'SIGTERM', () => shutdown( 'SIGTERM' ) );

	const siteDir = path.resolve(
		ROOT,
		process.env.EVENTIN_SITE_DIR || '.cache/site'
	);
	console.log(
		`Starting WordPress on Playground (site data: ${
			path.relative( ROOT, siteDir ) || siteDir
		}) ...`
	);
	try {
		license = await licenseServer( siteDir );
	} catch ( error ) {
		console.error(
			`The local license server did not start: ${ error.message }`
		);
		return 1;
	}
	try {
		catalogue = await templateCatalogue();
	} catch ( error ) {
		console.error(
			`The local template catalogue did not start: ${ error.message }`
		);
		await license.close();
		return 1;
	}
	const booting = startSite( {
		siteDir,
		port,
		login: true,
		seed: true,
		// Mails are written to files instead of being sent (see the file).
		muPlugins: [ path.join( ROOT, 'scripts/dev/mail-catcher.php' ) ],
		php: options.php ?? process.env.EVENTIN_PHP,
		defines: {
			EVENTIN_PRO_LICENSE_SERVER: license.url,
			EVENTIN_PRO_TEMPLATE_CATALOGUE: catalogue.url,
		},
	} );
	try {
		site = await booting;
	} catch ( error ) {
		if ( stopping ) {
			return undefined;
		}
		console.error( `\n${ error.message }` );
		await license.close();
		await catalogue.close();
		return 1;
	}
	if ( stopping ) {
		return undefined;
	}

	const seconds = ( site.bootMs / 1000 ).toFixed( 1 );
	const dashboard = `${ site.url }/wp-admin/admin.php?page=eventin`;
	const lines = [
		`Eventin Pro is running (${
			site.fresh ? 'new site' : 'existing site'
		}, ready in ${ seconds } s)`,
		'',
		`  Dashboard:  ${ dashboard }`,
		`  WP admin:   ${ site.url }/wp-admin/`,
		`  Scanner:    ${ site.url }/?eventin-scanner=1  (the ticket scanner; on a phone it needs https or localhost for the camera)`,
		`  Widgets:    ${ site.url }/eventin-widgets/  and  ${ site.url }/eventin-shortcodes/  (demo pages of blocks and shortcodes)`,
		`  Login:      ${ ADMIN_USER } / ${ ADMIN_PASSWORD } (a browser is logged in automatically)`,
		`  Site data:  ${ site.siteDir }  (npm run reset wipes it)`,
		`  PHP log:    ${ path.join(
			site.wordpressDir,
			'wp-content/debug.log'
		) }`,
		`  Mail:       ${ path.join(
			site.siteDir,
			'state/mail'
		) }  (every mail the site sends, as .eml files)`,
		license.local
			? `  License:    local server ${ license.url } (test key EVENTIN-PRO-TEST-0000-0000-0000)`
			: `  License:    ${ license.url } (from EVENTIN_LICENSE_SERVER)`,
		catalogue.local
			? `  Templates:  local catalogue ${ catalogue.url }`
			: `  Templates:  ${ catalogue.url } (from EVENTIN_TEMPLATE_CATALOGUE)`,
		'',
		...describeReport( site.report ).map( ( line ) => `  ${ line }` ),
		'',
		'Press Ctrl-C to stop.',
	];
	const width = Math.max( ...lines.map( ( line ) => line.length ) ) + 2;
	console.log(
		`\n${ '='.repeat( width ) }\n${ lines.join( '\n' ) }\n${ '='.repeat(
			width
		) }\n`
	);

	const { code, signal } = await site.exited;
	if ( stopping ) {
		return undefined; // shutdown() exits once it has reported
	}
	console.error(
		`Playground stopped unexpectedly (exit code ${ code }${
			signal ? `, signal ${ signal }` : ''
		}).`
	);
	return 1;
}

main().then(
	( code ) => {
		if ( code !== undefined ) {
			process.exit( code );
		}
	},
	( error ) => {
		console.error( error );
		process.exit( 1 );
	}
);
