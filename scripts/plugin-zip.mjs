#!/usr/bin/env node
/**
 * Second half of `npm run plugin-zip`: `wp-scripts plugin-zip` has written
 * eventin-pro.zip from package.json's "files" (the same list as .distignore),
 * under one folder eventin-pro/. npm's file lister adds package.json whatever
 * "files" says; the plugin does not ship it (.distignore), so it is taken out
 * here. Then prints the archive's size and file count.
 *
 * Needs the build: run `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, ZIP_FILE, ZIP_ROOT, admZip } from './lib/plugin-zip.mjs';

/** Entries npm's file lister always adds, which .distignore leaves out. */
const ALWAYS_ADDED = [ 'package.json' ];

if ( ! fs.existsSync( path.join( ROOT, 'build', 'admin.js' ) ) ) {
	console.error(
		'eventin-pro.zip has no build/: run `npm run build` first, then `npm run plugin-zip`.'
	);
	process.exit( 1 );
}
if ( ! fs.existsSync( ZIP_FILE ) ) {
	console.error( `${ ZIP_FILE } is missing: wp-scripts plugin-zip failed.` );
	process.exit( 1 );
}

const AdmZip = admZip();
const zip = new AdmZip( ZIP_FILE );
for ( const name of ALWAYS_ADDED ) {
	if ( zip.getEntry( `${ ZIP_ROOT }${ name }` ) ) {
		zip.deleteFile( `${ ZIP_ROOT }${ name }` );
	}
}
zip.writeZip( ZIP_FILE );

const files = zip.getEntries().filter( ( entry ) => ! entry.isDirectory );
const raw = files.reduce( ( sum, entry ) => sum + entry.header.size, 0 );
const { size } = fs.statSync( ZIP_FILE );
console.log(
	`${ path.relative( ROOT, ZIP_FILE ) }: ${ size } bytes (${ (
		size / 1024
	).toFixed( 1 ) } KB), ${ files.length } files, ${ raw } bytes unpacked`
);
