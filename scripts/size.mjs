#!/usr/bin/env node
/**
 * Prints the gzip size of our own JavaScript that each dashboard screen loads
 * (the admin entry plus the screen's lazy chunks), from build/chunk-graph.json.
 *
 *   npm run size            report
 *   npm run size -- --check also exit 1 when a screen is over budget
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** quality.md: admin JS for a dashboard screen, gzip. */
const BUDGET_KB = 250;

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
const screens = Object.keys( graph ).filter( ( name ) => name !== 'admin' );
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
if ( process.argv.includes( '--check' ) && over ) {
	console.error( `${ over } screen(s) over the ${ BUDGET_KB } KB budget.` );
	process.exit( 1 );
}
