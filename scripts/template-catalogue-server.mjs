#!/usr/bin/env node
// A local template catalogue for development and tests. It answers the
// catalogue protocol the plugin reads (includes/Templates/Catalogue.php), so
// the dashboard's 'Choose a template' modal shows ready-made designs, previews
// them and makes templates from them without the vendor's service.
//
//   node scripts/template-catalogue-server.mjs [--port N] [--host H] [--exit-with-stdin]
//
// --port 0 (the default) takes a free port. When listening it prints its URL
// on stdout as one line (e.g. "http://127.0.0.1:9402") and nothing else there.
// --exit-with-stdin stops the server when its stdin closes (for a parent
// process that may die without cleaning up).
//
// Protocol (<base> is the URL it prints):
//   GET <base>/templates?type=event|certificate|ticket
//     200 { "items": [ { "id", "name", "type", "thumbnail", "preview_url" } ] }
//     (400 { "message" } for another type)
//   GET <base>/templates/<id>
//     200 { "id", "name", "type", "thumbnail", "preview_url", "orientation",
//           "content" }     content: serialized blocks
//     404 { "message" } for an id it does not know
// and, for the browser:
//   GET <base>/thumbnails/<id>.svg        the design's picture (260×200)
//   GET <base>/preview?template_id=<id>   the design as a page, placeholders
//                                         filled with sample values
//
// The designs are the files of scripts/template-catalogue/: <id>.json (name,
// type, orientation, content as an array of lines) and <id>.svg. Ids are
// [a-z0-9-]{1,64}.
//
// For the PHP tests, the same protocol answered badly, under a prefix that
// becomes the base URL:
//   <url>/malformed/...  lists and designs with bad ids, javascript: URLs,
//                        HTML in names, wrong types, huge content (see MALFORMED)
//   <url>/html/...       an HTML page instead of JSON
//   <url>/error/...      HTTP 500
//   <url>/wrong-shape/... JSON without a list: { "items": "none" }
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs as parseCli } from 'node:util';
import { parsePort } from './lib/ports.mjs';

export const DESIGNS_DIR = path.join(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'template-catalogue'
);

export const TYPES = [ 'event', 'certificate', 'ticket' ];

const ID = /^[a-z0-9-]{1,64}$/;

/** What the preview page writes in place of each placeholder. */
const SAMPLE = {
	event_title: 'WordCamp Sample City',
	event_location: 'Sample Convention Centre, Hall B',
	event_start_date: 'June 1, 2026',
	event_end_date: 'June 2, 2026',
	event_start_time: '9:00 am',
	event_end_time: '5:00 pm',
	event_timezone: 'UTC',
	event_description: 'Two days of talks and workshops.',
	attendee_name: 'Ada Lovelace',
	attendee_email: 'ada@example.org',
	attendee_phone: '+1 555 0100',
	attendee_seat: 'B-12',
	ticket_id: 'ETN-1024-7',
	ticket_price: '$49.00',
	ticket_type: 'Standard',
	payment_status: 'Paid',
	extra_fields: '',
	extra_fields_inline: '',
};

/**
 * The designs of a folder, by id.
 *
 * @param {string} dir Folder.
 * @return {Map<string, Object>} id => { id, name, type, orientation, content }.
 */
export function loadDesigns( dir = DESIGNS_DIR ) {
	const designs = new Map();
	for ( const file of fs.readdirSync( dir ).sort() ) {
		if ( ! file.endsWith( '.json' ) ) {
			continue;
		}
		const id = file.slice( 0, -5 );
		const data = JSON.parse(
			fs.readFileSync( path.join( dir, file ), 'utf8' )
		);
		if ( ! ID.test( id ) || ! TYPES.includes( data.type ) ) {
			throw new Error( `${ file }: bad id or type` );
		}
		designs.set( id, {
			id,
			name: String( data.name ),
			type: data.type,
			orientation:
				data.orientation === 'portrait' ? 'portrait' : 'landscape',
			content: Array.isArray( data.content )
				? data.content.join( '\n' )
				: String( data.content ?? '' ),
		} );
	}
	return designs;
}

/**
 * A design as the protocol lists it.
 *
 * @param {Object} design Design.
 * @param {string} base   The server's URL.
 */
function listItem( design, base ) {
	return {
		id: design.id,
		name: design.name,
		type: design.type,
		thumbnail: `${ base }/thumbnails/${ design.id }.svg`,
		preview_url: `${ base }/preview?template_id=${ encodeURIComponent(
			design.id
		) }`,
	};
}

/**
 * Answers that break the protocol in every way the plugin must survive.
 * A list for any type holds one good design of that type and bad ones; each
 * design id below answers one bad design.
 *
 * @param {string} base The server's URL (with the /malformed prefix).
 */
export const MALFORMED = {
	list( type, base ) {
		const other = TYPES.find( ( t ) => t !== type );
		const good = ( id, fields = {} ) => ( {
			id,
			name: `Good ${ type } design`,
			type,
			thumbnail: `${ base }/thumbnails/${ id }.svg`,
			preview_url: `${ base }/preview?template_id=${ id }`,
			...fields,
		} );
		return {
			items: [
				good( 'good-one' ),
				good( 'Bad_ID!' ),
				good( 'x'.repeat( 65 ) ),
				good( 'id-as-number', { id: 42 } ),
				good( 'js-thumbnail', { thumbnail: 'javascript:alert(1)' } ),
				good( 'data-thumbnail', {
					thumbnail: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
				} ),
				good( 'js-preview', { preview_url: 'javascript:alert(1)' } ),
				good( 'relative-preview', { preview_url: '/preview?x=1' } ),
				good( 'html-name', {
					name: '<img src=x onerror=alert(1)>Gala <b>night</b>',
				} ),
				good( 'empty-name', { name: '<b></b>' } ),
				good( 'number-name', { name: 42 } ),
				good( 'long-name', { name: 'n'.repeat( 300 ) } ),
				good( 'wrong-type', { type: 'badge' } ),
				good( 'other-type', { type: other } ),
				good( 'good-one', { name: 'Same id again' } ),
				'just a string',
				null,
			],
		};
	},
	designs( base ) {
		const design = ( id, fields = {} ) => ( {
			id,
			name: 'Malformed design',
			type: 'certificate',
			orientation: 'portrait',
			thumbnail: `${ base }/thumbnails/${ id }.svg`,
			preview_url: `${ base }/preview?template_id=${ id }`,
			content:
				'<!-- wp:paragraph -->\n<p>{{attendee_name}}</p>\n<!-- /wp:paragraph -->',
			...fields,
		} );
		return {
			'huge-content': design( 'huge-content', {
				content: 'a'.repeat( 1000001 ),
			} ),
			'content-array': design( 'content-array', {
				content: [ '<p>x</p>' ],
			} ),
			'no-content': design( 'no-content', { content: undefined } ),
			'other-id': design( 'other-id', { id: 'something-else' } ),
			'bad-type': design( 'bad-type', { type: 'badge' } ),
			'odd-orientation': design( 'odd-orientation', {
				orientation: 'square',
			} ),
			'html-name': design( 'html-name', {
				name: 'Gala <script>alert(1)</script><b>night</b>',
				content:
					'<!-- wp:paragraph -->\n<p>Hi {{attendee_name}}<script>alert(1)</script> <a href="javascript:alert(2)">link</a></p>\n<!-- /wp:paragraph -->',
			} ),
			'long-name': design( 'long-name', { name: 'n'.repeat( 300 ) } ),
		};
	},
};

/**
 * The preview page of a design.
 *
 * @param {Object} design Design.
 */
function previewPage( design ) {
	const escape = ( text ) =>
		String( text ).replace(
			/[&<>"']/g,
			( c ) =>
				( {
					'&': '&amp;',
					'<': '&lt;',
					'>': '&gt;',
					'"': '&quot;',
					"'": '&#39;',
				} )[ c ]
		);
	// The designs are this repository's files: their HTML is printed as is,
	// block comments dropped, placeholders filled with sample text.
	const body = design.content
		.replace( /<!--[\s\S]*?-->/g, '' )
		.replace( /\{\{([a-z_]+)\}\}/g, ( all, key ) =>
			key in SAMPLE ? escape( SAMPLE[ key ] ) : all
		);
	const page =
		design.type === 'event'
			? 'max-width:960px;margin:0 auto;padding:48px 24px'
			: `width:${
					design.orientation === 'portrait'
						? '560px;min-height:780px'
						: '860px;min-height:560px'
			  };margin:32px auto;padding:48px;border:6px double #8a6d1f;background:#fff`;
	return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${ escape( design.name ) } - preview</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#1e1e1e;background:#f3f1fa}
.page{box-sizing:border-box;max-width:100%;${ page }}
.has-text-align-center{text-align:center}
.wp-block-columns{display:flex;gap:24px;flex-wrap:wrap}
.wp-block-column{flex:1 1 200px}
.wp-block-buttons{display:flex;gap:8px;justify-content:center}
.wp-block-button__link{display:inline-block;padding:12px 24px;border-radius:4px;background:#6b2ee5;color:#fff;text-decoration:none}
.wp-block-separator{border:0;border-top:2px solid #c9c9d6;margin:24px 0}
</style></head>
<body><main class="page is-${ escape(
		design.type
	) }">${ body }</main></body></html>
`;
}

/**
 * Creates the HTTP server (not listening yet).
 *
 * @param {Object}              [options]
 * @param {Map<string, Object>} [options.designs] Designs (default: the repository's).
 * @param {() => string}        [options.baseUrl] The server's URL, once listening.
 */
export function createServer( {
	designs = loadDesigns(),
	baseUrl = () => '',
} = {} ) {
	return http.createServer( ( req, res ) => {
		const send = ( status, type, body ) => {
			res.writeHead( status, {
				'content-type': type,
				'cache-control': 'no-store',
				'x-content-type-options': 'nosniff',
			} );
			res.end( req.method === 'HEAD' ? undefined : body );
		};
		const json = ( status, body ) =>
			send( status, 'application/json', JSON.stringify( body ) );
		if ( req.method !== 'GET' && req.method !== 'HEAD' ) {
			send( 405, 'text/plain', 'Method not allowed' );
			return;
		}
		const url = new URL( req.url, 'http://localhost' );
		let route = url.pathname;
		let base = baseUrl();

		const mode = route.match(
			/^\/(malformed|html|error|wrong-shape)(\/.*)?$/
		);
		if ( mode ) {
			base += `/${ mode[ 1 ] }`;
			route = mode[ 2 ] ?? '/';
			if ( mode[ 1 ] === 'html' ) {
				send(
					200,
					'text/html; charset=utf-8',
					'<!doctype html><html><body><h1>Maintenance</h1><p>Back soon.</p></body></html>'
				);
				return;
			}
			if ( mode[ 1 ] === 'error' ) {
				json( 500, { message: 'Internal server error' } );
				return;
			}
			if ( mode[ 1 ] === 'wrong-shape' ) {
				json( 200, { items: 'none' } );
				return;
			}
		}
		const malformed = mode?.[ 1 ] === 'malformed';

		if ( route === '/templates' ) {
			const type = url.searchParams.get( 'type' ) ?? '';
			if ( ! TYPES.includes( type ) ) {
				json( 400, {
					message: `type must be one of ${ TYPES.join( ', ' ) }`,
				} );
				return;
			}
			json(
				200,
				malformed
					? MALFORMED.list( type, base )
					: {
							items: [ ...designs.values() ]
								.filter( ( design ) => design.type === type )
								.map( ( design ) => listItem( design, base ) ),
					  }
			);
			return;
		}
		const one = route.match( /^\/templates\/([^/]+)$/ );
		if ( one ) {
			const id = decodeURIComponent( one[ 1 ] );
			if ( malformed ) {
				const design = MALFORMED.designs( base )[ id ];
				if ( id === 'not-json' ) {
					send( 200, 'application/json', '{"id": "not-json", "na' );
				} else if ( design ) {
					json( 200, design );
				} else {
					json( 404, { message: 'No such template' } );
				}
				return;
			}
			const design = designs.get( id );
			if ( ! design ) {
				json( 404, { message: 'No such template' } );
				return;
			}
			json( 200, {
				...listItem( design, base ),
				orientation: design.orientation,
				content: design.content,
			} );
			return;
		}
		const picture = route.match( /^\/thumbnails\/([a-z0-9-]{1,64})\.svg$/ );
		if ( picture ) {
			const file = path.join( DESIGNS_DIR, `${ picture[ 1 ] }.svg` );
			if ( designs.has( picture[ 1 ] ) && fs.existsSync( file ) ) {
				send( 200, 'image/svg+xml', fs.readFileSync( file ) );
			} else {
				send( 404, 'text/plain', 'Not found' );
			}
			return;
		}
		if ( route === '/preview' ) {
			const design = designs.get(
				url.searchParams.get( 'template_id' ) ?? ''
			);
			if ( ! design ) {
				send(
					404,
					'text/html; charset=utf-8',
					'<!doctype html><html><body><p>No such template.</p></body></html>'
				);
				return;
			}
			send( 200, 'text/html; charset=utf-8', previewPage( design ) );
			return;
		}
		if ( route === '/' ) {
			send(
				200,
				'text/plain; charset=utf-8',
				'Eventin Pro local template catalogue. See scripts/template-catalogue-server.mjs.\n'
			);
			return;
		}
		json( 404, { message: 'Not found' } );
	} );
}

/**
 * Starts a server in this process (used by `npm start` and the e2e setup).
 *
 * @param {Object} [options]
 * @param {number} [options.port] Port; 0 (default) takes a free one.
 * @param {string} [options.host] Address (default 127.0.0.1).
 * @return {Promise<{url: string, close: () => Promise<void>}>} Its URL and a stop function.
 */
export function listen( { port = 0, host = '127.0.0.1' } = {} ) {
	let url = '';
	const server = createServer( { baseUrl: () => url } );
	return new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, host, () => {
			server.off( 'error', reject );
			url = `http://${ host }:${ server.address().port }`;
			resolve( {
				url,
				close: () =>
					new Promise( ( done ) => {
						server.closeAllConnections?.();
						server.close( () => done() );
					} ),
			} );
		} );
	} );
}

function parseArgs( argv ) {
	const { values } = parseCli( {
		args: argv,
		options: {
			port: { type: 'string' },
			host: { type: 'string', default: '127.0.0.1' },
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
		stdinLifetime: values[ 'exit-with-stdin' ],
		help: values.help,
	};
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
			'Usage: node scripts/template-catalogue-server.mjs [--port N] [--host H] [--exit-with-stdin]'
		);
		return;
	}
	let server;
	try {
		server = await listen( options );
	} catch ( error ) {
		console.error( `template catalogue: ${ error.message }` );
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
