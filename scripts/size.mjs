#!/usr/bin/env node
/**
 * Prints the gzip size of our own JavaScript that each dashboard screen loads
 * (the admin entry plus the screen's lazy chunks), from build/chunk-graph.json,
 * then the JS and CSS of the visitors' pages against their own budgets.
 *
 *   npm run size            report
 *   npm run size -- --check also exit 1 when a screen is over budget
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** quality.md: admin JS for a dashboard screen, gzip. */
const BUDGET_KB = 250;

/**
 * Visitors' pages: the event page loads its
 * own entry and the booking form's; the ticket page its entry, with about
 * 7 KB more JS for its QR code. Budgets in KB, gzip.
 */
const VISITOR_PAGES = [
	{
		label: 'event page',
		entries: [ 'event-page', 'booking' ],
		js: 15,
		css: 15,
	},
	{ label: 'ticket page', entries: [ 'ticket' ], js: 22, css: 15 },
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

const entry = graph.admin ?? [];
const screens = Object.keys( graph ).filter(
	( name ) => name !== 'admin' && ! visitorEntryOf( name )
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

if ( process.argv.includes( '--check' ) && over ) {
	console.error( `${ over } page(s) or screen(s) over their budget.` );
	process.exit( 1 );
}
