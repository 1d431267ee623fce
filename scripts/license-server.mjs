#!/usr/bin/env node
/* eslint-disable no-console */
// A local license server for development and tests. It answers the Easy
// Digital Downloads Software Licensing protocol the plugin speaks
// (includes/License/LicenseClient.php), so license activation can be tried and
// tested without the vendor's store.
//
//   node scripts/license-server.mjs [--port N] [--state FILE] [--host H] [--exit-with-stdin]
//
// --port 0 (the default) takes a free port. When listening it prints its URL
// on stdout as one line (e.g. "http://127.0.0.1:9401") and nothing else there.
// --state FILE keeps the activations across restarts (JSON); without it they
// live in memory. --exit-with-stdin stops the server when its stdin closes
// (for a parent process that may die without cleaning up).
//
// Protocol: POST / with form fields (application/x-www-form-urlencoded), or
// GET /?..., fields:
//   edd_action  activate_license | deactivate_license | check_license
//   license     the license key
//   item_name   optional; must be "Eventin Pro" when given
//   item_id     optional; must be 7001 when given
//   url         the site's home URL
// It answers JSON like the vendor's store does, e.g.
//   { "success": true, "license": "valid", "expires": "2099-12-31 23:59:59",
//     "customer_name": "...", "license_limit": 0, "site_count": 1, ... }
//   { "success": false, "license": "invalid", "error": "missing" }
// GET /html answers an HTML page instead of JSON (tests point the plugin at it
// to check how an unexpected reply is handled).
//
// Keys it knows:
//   EVENTIN-PRO-TEST-0000-0000-0000   valid, unlimited sites, never expires
//   EVENTIN-PRO-ONE-SITE-0000-0000    valid, one site at a time (a second site
//                                     gets error "no_activations_left")
//   EVENTIN-PRO-EXPIRED-0000-0000     expired (activation fails with "expired",
//                                     check answers "expired")
//   EVENTIN-PRO-DISABLED-0000-0000    disabled by the vendor (error "disabled")
// Any other key: { success: false, license: "invalid", error: "missing" }.
import fs from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs as parseCli } from 'node:util';
import { parsePort } from './lib/ports.mjs';

export const ITEM_NAME = 'Eventin Pro';
export const ITEM_ID = '7001';

export const KEYS = {
	'EVENTIN-PRO-TEST-0000-0000-0000': {
		limit: 0,
		expires: 'lifetime',
		customer: [ 'Test Customer', 'test@example.com' ],
	},
	'EVENTIN-PRO-ONE-SITE-0000-0000': {
		limit: 1,
		expires: '2099-12-31 23:59:59',
		customer: [ 'One Site Customer', 'one-site@example.com' ],
	},
	'EVENTIN-PRO-EXPIRED-0000-0000': {
		limit: 0,
		expires: '2020-01-31 23:59:59',
		status: 'expired',
		customer: [ 'Expired Customer', 'expired@example.com' ],
	},
	'EVENTIN-PRO-DISABLED-0000-0000': {
		limit: 0,
		expires: '2099-12-31 23:59:59',
		status: 'disabled',
		customer: [ 'Disabled Customer', 'disabled@example.com' ],
	},
};

function parseArgs( argv ) {
	const { values } = parseCli( {
		args: argv,
		options: {
			port: { type: 'string' },
			host: { type: 'string', default: '127.0.0.1' },
			state: { type: 'string' },
			'exit-with-stdin': { type: 'boolean', default: false },
			help: { type: 'boolean', short: 'h', default: false },
		},
	} );
	return {
		port:
			values.port === undefined
				? 0
				: parsePort( values.port, '--port', { allowZero: true } ),
		host: values.host,
		state: values.state ?? null,
		stdinLifetime: values[ 'exit-with-stdin' ],
		help: values.help,
	};
}

/**
 * Site URLs compare without scheme, "www." and trailing slash, as EDD does.
 *
 * @param {string} url Site URL.
 * @return {string} The comparable form.
 */
export function normalizeSite( url ) {
	return String( url || '' )
		.trim()
		.toLowerCase()
		.replace( /^https?:\/\//, '' )
		.replace( /^www\./, '' )
		.replace( /\/+$/, '' );
}

/**
 * The activations: key => list of sites. Saved to the state file on change.
 *
 * @param {string|null} file State file.
 */
export function createStore( file ) {
	let sites = {};
	if ( file && fs.existsSync( file ) ) {
		try {
			sites = JSON.parse( fs.readFileSync( file, 'utf8' ) ).sites ?? {};
		} catch {
			sites = {};
		}
	}
	const save = () => {
		if ( file ) {
			fs.writeFileSync( file, JSON.stringify( { sites }, null, '\t' ) );
		}
	};
	return {
		sitesOf: ( key ) => sites[ key ] ?? [],
		add( key, site ) {
			sites[ key ] = [
				...new Set( [ ...( sites[ key ] ?? [] ), site ] ),
			];
			save();
		},
		remove( key, site ) {
			sites[ key ] = ( sites[ key ] ?? [] ).filter( ( s ) => s !== site );
			save();
		},
	};
}

function details( key, license, store ) {
	const count = store.sitesOf( key ).length;
	return {
		item_id: Number( ITEM_ID ),
		item_name: ITEM_NAME,
		expires: license.expires,
		customer_name: license.customer[ 0 ],
		customer_email: license.customer[ 1 ],
		license_limit: license.limit,
		site_count: count,
		activations_left: license.limit
			? Math.max( 0, license.limit - count )
			: 'unlimited',
	};
}

/**
 * Answers one protocol request.
 *
 * @param {Record<string,string>} fields Form fields.
 * @param {Object}                store  Activations.
 * @return {Object} JSON body.
 */
export function answer( fields, store ) {
	const action = fields.edd_action;
	if (
		! [
			'activate_license',
			'deactivate_license',
			'check_license',
		].includes( action )
	) {
		return { success: false, error: 'invalid_action' };
	}
	if ( fields.item_name !== undefined && fields.item_name !== ITEM_NAME ) {
		return {
			success: false,
			license: 'invalid',
			error: 'item_name_mismatch',
		};
	}
	if (
		fields.item_id !== undefined &&
		String( fields.item_id ) !== ITEM_ID
	) {
		return { success: false, license: 'invalid', error: 'invalid_item_id' };
	}
	const license = KEYS[ String( fields.license ?? '' ).trim() ];
	if ( ! license ) {
		return action === 'deactivate_license'
			? { success: false, license: 'failed' }
			: { success: false, license: 'invalid', error: 'missing' };
	}
	const key = String( fields.license ).trim();
	const site = normalizeSite( fields.url );
	const info = details( key, license, store );
	const active = store.sitesOf( key ).includes( site );

	if ( action === 'check_license' ) {
		let status = license.status ?? ( active ? 'valid' : 'site_inactive' );
		if ( ! site ) {
			status = 'invalid';
		}
		return { success: true, license: status, ...info };
	}
	if ( action === 'deactivate_license' ) {
		if ( ! active ) {
			return { success: false, license: 'failed', ...info };
		}
		store.remove( key, site );
		return {
			success: true,
			license: 'deactivated',
			...details( key, license, store ),
		};
	}
	// activate_license
	if ( ! site ) {
		return { success: false, license: 'invalid', error: 'missing_url' };
	}
	if ( license.status ) {
		return {
			success: false,
			license: 'invalid',
			error: license.status,
			...info,
		};
	}
	if ( ! active && license.limit && info.site_count >= license.limit ) {
		return {
			success: false,
			license: 'invalid',
			error: 'no_activations_left',
			...info,
		};
	}
	store.add( key, site );
	return {
		success: true,
		license: 'valid',
		...details( key, license, store ),
	};
}

function readBody( req ) {
	return new Promise( ( resolve, reject ) => {
		let size = 0;
		const chunks = [];
		req.on( 'data', ( chunk ) => {
			size += chunk.length;
			if ( size > 64 * 1024 ) {
				reject( new Error( 'body too large' ) );
				req.destroy();
				return;
			}
			chunks.push( chunk );
		} );
		req.on( 'end', () => resolve( Buffer.concat( chunks ).toString() ) );
		req.on( 'error', reject );
	} );
}

/**
 * Creates the HTTP server (not listening yet).
 *
 * @param {Object} store Activations.
 */
export function createServer( store ) {
	return http.createServer( async ( req, res ) => {
		const url = new URL( req.url, 'http://localhost' );
		const send = ( status, type, body ) => {
			res.writeHead( status, {
				'content-type': type,
				'cache-control': 'no-store',
			} );
			res.end( body );
		};
		if ( url.pathname === '/html' ) {
			send(
				200,
				'text/html; charset=utf-8',
				'<!doctype html><html><body><h1>Maintenance</h1><p>Back soon.</p></body></html>'
			);
			return;
		}
		if ( url.pathname !== '/' ) {
			send( 404, 'text/plain', 'Not found' );
			return;
		}
		let fields = Object.fromEntries( url.searchParams );
		if ( req.method === 'POST' ) {
			try {
				fields = {
					...fields,
					...Object.fromEntries(
						new URLSearchParams( await readBody( req ) )
					),
				};
			} catch {
				send( 413, 'text/plain', 'Request too large' );
				return;
			}
		} else if ( req.method !== 'GET' ) {
			send( 405, 'text/plain', 'Method not allowed' );
			return;
		}
		if ( ! fields.edd_action ) {
			send(
				200,
				'text/plain; charset=utf-8',
				'Eventin Pro local license server (EDD Software Licensing protocol). See scripts/license-server.mjs.\n'
			);
			return;
		}
		send(
			200,
			'application/json',
			JSON.stringify( answer( fields, store ) )
		);
	} );
}

/**
 * Starts a server in this process (used by `npm start` and the e2e setup).
 *
 * @param {Object} [options]
 * @param {number} [options.port]  Port; 0 (default) takes a free one.
 * @param {string} [options.host]  Address (default 127.0.0.1).
 * @param {string} [options.state] State file (default: activations in memory).
 * @return {Promise<{url: string, close: () => Promise<void>}>} Its URL and a stop function.
 */
export function listen( { port = 0, host = '127.0.0.1', state = null } = {} ) {
	const server = createServer( createStore( state ) );
	return new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, host, () => {
			server.off( 'error', reject );
			resolve( {
				url: `http://${ host }:${ server.address().port }`,
				close: () =>
					new Promise( ( done ) => {
						server.closeAllConnections?.();
						server.close( () => done() );
					} ),
			} );
		} );
	} );
}

async function main() {
	let options;
	try {
		options = parseArgs( process.argv.slice( 2 ) );
	} catch ( error ) {
		console.error( error.message );
		process.exit( 2 );
	}
	if ( options.help ) {
		console.log(
			'Usage: node scripts/license-server.mjs [--port N] [--state FILE] [--host H] [--exit-with-stdin]'
		);
		return;
	}
	let server;
	try {
		server = await listen( options );
	} catch ( error ) {
		console.error( `license server: ${ error.message }` );
		process.exit( 1 );
	}
	console.log( server.url );
	const stop = () => server.close().then( () => process.exit( 0 ) );
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
	if ( options.stdinLifetime ) {
		// The parent (PHPUnit) holds our stdin: when it exits, we exit too.
		process.stdin.on( 'end', stop );
		process.stdin.on( 'error', stop );
		process.stdin.resume();
	}
}

if ( import.meta.url === pathToFileURL( process.argv[ 1 ] ?? '' ).href ) {
	main();
}
