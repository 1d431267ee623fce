#!/usr/bin/env node
/**
 * Prints the gzip size of our own JavaScript that each dashboard screen loads
 * (the admin entry plus the screen's lazy chunks), from build/chunk-graph.json,
 * then the JS and CSS of the visitors' pages against their own budgets, then
 * the template builder's page: our JS there (its entry, the blocks' editor
 * scripts, the dashboard) against the same 250 KB, and WordPress's editor
 * scripts it loads, reported apart (they are WordPress's, cached and shared
 * with the post editor). The dashboard must not depend on any of those:
 * build/admin.asset.php listing one is a failure.
 *
 *   npm run size            report
 *   npm run size -- --check also exit 1 when a screen is over budget
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** quality.md: admin JS for a dashboard screen, gzip. */
const BUDGET_KB = 250;

/**
 * Visitors' pages: the event page loads its
 * own entry and the booking form's; the ticket page its entry, with about
 * 7 KB more JS for its QR code; the scanner page its entry and chunks.
 * Budgets in KB, gzip.
 */
const VISITOR_PAGES = [
	{
		label: 'event page',
		entries: [ 'event-page', 'booking' ],
		js: 15,
		css: 15,
	},
	{ label: 'ticket page', entries: [ 'ticket' ], js: 22, css: 15 },
	// The RSVP form's script, on event pages whose RSVP is on (on top of
	// the event page's; its fields take the booking form's style).
	{ label: 'event page RSVP form', entries: [ 'rsvp' ], js: 10, css: 15 },
	// The scanner page (quality.md: 150 KB of JS), html5-qrcode's chunk
	// ("scanner-camera", about 110 KB, loaded when the camera starts)
	// included.
	{ label: 'scanner page', entries: [ 'scanner' ], js: 150, css: 15 },
	// Pages with a shortcode or block widget: the style everywhere such a
	// widget is, the slider and tab script (10 KB, issue budget) where one is.
	{ label: 'widget page', entries: [ 'widgets' ], js: 10, css: 15 },
	// A calendar widget: EventCalendar (about 51 KB) and our glue.
	{ label: 'calendar widget', entries: [ 'calendar' ], js: 60, css: 15 },
	// The embed page's height reporter (inside the frame). Listed before
	// 'embed', whose lazy chunks would otherwise claim it by its name.
	{ label: 'embed page', entries: [ 'embed-frame' ], js: 1, css: 1 },
	// The widgets' blocks in the post editor (WordPress's editor packages
	// stay external): their settings and the server-rendered preview.
	{
		label: 'post editor widget blocks',
		entries: [ 'widget-blocks' ],
		js: 10,
		css: 1,
	},
	// The script other, registered sites load: it only writes the frame.
	{ label: 'embed script', entries: [ 'embed' ], js: 3, css: 1 },
];
// A visitor entry's lazy chunks are named after it ("ticket-qrcode"): the
// page loads them too (the ticket page's QR code), so they count there.
const visitorEntryOf = ( name ) =>
	VISITOR_PAGES.flatMap( ( page ) => page.entries ).find(
		( entry ) => name === entry || name.startsWith( `${ entry }-` )
	);

const build = fileURLToPath( new URL( '../build/', import.meta.url ) );
let graph;
try {
	graph = JSON.parse(
		readFileSync( join( build, 'chunk-graph.json' ), 'utf8' )
	);
} catch {
	console.error(
		'build/chunk-graph.json is missing: run `npm run build` first.'
	);
	process.exit( 1 );
}

const gz = new Map();
const gzipSize = ( file ) => {
	if ( ! gz.has( file ) ) {
		gz.set(
			file,
			gzipSync( readFileSync( join( build, file ) ), { level: 9 } ).length
		);
	}
	return gz.get( file );
};
const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

/**
 * The template builder's page: its entry and on-demand chunks
 * ("template-builder.html2canvas"), the dashboard's route that hosts it,
 * and the blocks' editor scripts (webpack entries "blocks/<name>/index").
 */
const BUILDER_ENTRY = 'template-builder';
const BUILDER_HOST = 'template-builder-host';
const isBuilderChunk = ( name ) =>
	name === BUILDER_ENTRY ||
	name.startsWith( `${ BUILDER_ENTRY }.` ) ||
	name === BUILDER_HOST ||
	name.startsWith( 'blocks/' );

/** WordPress packages only the builder may use (1 MB gzip of editor). */
const EDITOR_HANDLES = [
	'wp-block-editor',
	'wp-blocks',
	'wp-block-library',
	'wp-components',
	'wp-format-library',
	'wp-media-utils',
	'wp-keyboard-shortcuts',
	'wp-compose',
];

const entry = graph.admin ?? [];
const screens = Object.keys( graph ).filter(
	( name ) =>
		name !== 'admin' && ! visitorEntryOf( name ) && ! isBuilderChunk( name )
);
const rows = [ [ 'shell', entry, false ] ];
for ( const name of screens.sort() ) {
	// "events.date-picker": a chunk the events screen loads only when the
	// user asks for it. Shown on top of its screen, outside the budget, which
	// is about what a screen loads to appear.
	const [ screen, part ] = name.split( '.' );
	const files = part
		? [ ...entry, ...( graph[ screen ] ?? [] ), ...graph[ name ] ]
		: [ ...entry, ...graph[ name ] ];
	rows.push( [
		part ? `#/${ screen } + ${ part } (on demand)` : `#/${ screen }`,
		[ ...new Set( files ) ],
		!! part,
	] );
}

let over = 0;
console.log( `Dashboard JS per screen (gzip, budget ${ BUDGET_KB } KB):` );
for ( const [ label, files, onDemand ] of rows ) {
	const bytes = files.reduce( ( sum, file ) => sum + gzipSize( file ), 0 );
	const isOver = ! onDemand && bytes > BUDGET_KB * 1024;
	let flag = isOver ? '  OVER BUDGET' : '';
	if ( onDemand ) {
		flag = '  (not in the budget)';
	}
	over += isOver ? 1 : 0;
	console.log(
		`  ${ label.padEnd( 44 ) } ${ kb( bytes ).padStart( 7 ) } KB  (${
			files.length
		} files)${ flag }`
	);
}

console.log( "Visitors' pages (gzip, per page):" );
for ( const page of VISITOR_PAGES ) {
	const js = [
		...new Set(
			Object.keys( graph )
				.filter( ( name ) =>
					page.entries.includes( visitorEntryOf( name ) )
				)
				.flatMap( ( name ) => graph[ name ] )
		),
	];
	// An entry's imported styles: build/<entry>.css (the RTL copy is an alternative, not extra).
	const css = page.entries
		.map( ( name ) => `${ name }.css` )
		.filter( ( file ) => existsSync( join( build, file ) ) );
	for ( const [ kind, files, budget ] of [
		[ 'JS', js, page.js ],
		[ 'CSS', css, page.css ],
	] ) {
		const bytes = files.reduce(
			( sum, file ) => sum + gzipSize( file ),
			0
		);
		const isOver = bytes > budget * 1024;
		over += isOver ? 1 : 0;
		console.log(
			`  ${ `${ page.label } ${ kind } (${ page.entries.join(
				' + '
			) })`.padEnd( 44 ) } ${ kb( bytes ).padStart( 7 ) } KB  (${
				files.length
			} files, budget ${ budget } KB)${ isOver ? '  OVER BUDGET' : '' }`
		);
	}
}

console.log( 'Template builder page (gzip):' );
const builderOwn = [
	...new Set( [
		...( graph[ BUILDER_ENTRY ] ?? [] ),
		...Object.keys( graph )
			.filter( ( name ) => name.startsWith( 'blocks/' ) )
			.flatMap( ( name ) => graph[ name ] ),
		...entry,
		...( graph[ BUILDER_HOST ] ?? [] ),
	] ),
];
const sum = ( files ) =>
	files.reduce( ( total, file ) => total + gzipSize( file ), 0 );
const builderBytes = sum( builderOwn );
const builderOver = builderBytes > BUDGET_KB * 1024;
over += builderOver ? 1 : 0;
console.log(
	`  ${ 'builder entry (template-builder.js)'.padEnd( 44 ) } ${ kb(
		sum( graph[ BUILDER_ENTRY ] ?? [] )
	).padStart( 7 ) } KB`
);
console.log(
	`  ${ 'our JS on the page (entry, blocks, dashboard)'.padEnd( 44 ) } ${ kb(
		builderBytes
	).padStart( 7 ) } KB  (${
		builderOwn.length
	} files, budget ${ BUDGET_KB } KB)${ builderOver ? '  OVER BUDGET' : '' }`
);
for ( const name of Object.keys( graph ).filter( ( chunk ) =>
	chunk.startsWith( `${ BUILDER_ENTRY }.` )
) ) {
	console.log(
		`  ${ `+ ${ name.slice( BUILDER_ENTRY.length + 1 ) } (at save)`.padEnd(
			44
		) } ${ kb( sum( graph[ name ] ) ).padStart(
			7
		) } KB  (not in the budget)`
	);
}
reportWordPressScripts();

// The dashboard's page must not load the editor.
const adminAsset = join( build, 'admin.asset.php' );
if ( existsSync( adminAsset ) ) {
	const leaked = EDITOR_HANDLES.filter( ( handle ) =>
		readFileSync( adminAsset, 'utf8' ).includes( `'${ handle }'` )
	);
	if ( leaked.length ) {
		over += 1;
		console.log(
			`  build/admin.asset.php depends on ${ leaked.join(
				', '
			) }: only the template builder's entry may import the block editor.  FAILED`
		);
	} else {
		console.log(
			"  build/admin.asset.php lists none of the block editor's packages"
		);
	}
}

/**
 * WordPress's scripts the builder entry depends on, with their own
 * dependencies, from the core files in .cache/wordpress (scripts/wordpress-core.sh).
 */
function reportWordPressScripts() {
	const core = join( build, '..', '.cache', 'wordpress', 'wp-includes' );
	const asset = join( build, `${ BUILDER_ENTRY }.asset.php` );
	if ( ! existsSync( core ) || ! existsSync( asset ) ) {
		console.log(
			"  WordPress's editor scripts: not measured (no .cache/wordpress; run scripts/wordpress-core.sh)"
		);
		return;
	}
	let packages;
	let roots;
	try {
		const read = ( code ) =>
			JSON.parse(
				execFileSync( 'php', [ '-r', code ], { encoding: 'utf8' } )
			);
		packages = read(
			`echo json_encode( include ${ JSON.stringify(
				join( core, 'assets', 'script-loader-packages.min.php' )
			) } );`
		);
		roots = read(
			`echo json_encode( ( include ${ JSON.stringify(
				asset
			) } )['dependencies'] );`
		);
	} catch {
		console.log( "  WordPress's editor scripts: not measured (needs php)" );
		return;
	}
	const fileOf = ( handle ) =>
		handle.startsWith( 'wp-' ) &&
		packages[ `${ handle.slice( 3 ) }.min.js` ]
			? join( core, 'js', 'dist', `${ handle.slice( 3 ) }.min.js` )
			: join( core, 'js', 'dist', 'vendor', `${ handle }.min.js` );
	const seen = new Set();
	const visit = ( handle ) => {
		if ( seen.has( handle ) ) {
			return;
		}
		seen.add( handle );
		const deps =
			packages[ `${ handle.replace( /^wp-/, '' ) }.min.js` ]
				?.dependencies ?? [];
		deps.forEach( visit );
	};
	roots.forEach( visit );
	let bytes = 0;
	let missing = 0;
	for ( const handle of seen ) {
		const file = fileOf( handle );
		if ( existsSync( file ) ) {
			bytes += gzipSync( readFileSync( file ), { level: 9 } ).length;
		} else {
			missing += 1;
		}
	}
	console.log(
		`  ${ "WordPress's scripts it depends on".padEnd( 44 ) } ${ kb(
			bytes
		).padStart( 7 ) } KB  (${
			seen.size
		} handles, external: not in the budget${
			missing ? `; ${ missing } without a file` : ''
		})`
	);
}

if ( process.argv.includes( '--check' ) && over ) {
	console.error( `${ over } page(s) or screen(s) over their budget.` );
	process.exit( 1 );
}
