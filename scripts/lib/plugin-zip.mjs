// The release archive (eventin-pro.zip, made by `npm run plugin-zip`) and the
// rules of what it holds: .distignore, read the way `wp dist-archive` reads it
// (tests/php/Release/DistignoreTest.php applies the same rules in PHP).
//
// Used by scripts/plugin-zip.mjs (makes the archive), scripts/plugin-check.mjs
// (checks it) and tests/e2e/release.spec.ts (installs it on a clean site).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, PLUGIN_SLUG } from './site.mjs';

export { ROOT, PLUGIN_SLUG };

/** Where `wp-scripts plugin-zip` writes the archive: `<package name>.zip`. */
export const ZIP_FILE = path.join( ROOT, `${ PLUGIN_SLUG }.zip` );

/** The one folder every entry of the archive sits in. */
export const ZIP_ROOT = `${ PLUGIN_SLUG }/`;

/**
 * adm-zip, the library `wp-scripts plugin-zip` writes the archive with (a
 * devDependency of ours too, at the version @wordpress/scripts installs).
 *
 * @return {Function} The AdmZip class.
 */
export function admZip() {
	return createRequire( import.meta.url )( 'adm-zip' );
}

/**
 * The patterns of .distignore, comments and blank lines left out.
 *
 * @return {string[]} Patterns.
 */
export function distignorePatterns() {
	return fs
		.readFileSync( path.join( ROOT, '.distignore' ), 'utf8' )
		.split( /\r?\n/ )
		.map( ( line ) => line.trim() )
		.filter( ( line ) => line !== '' && ! line.startsWith( '#' ) );
}

/**
 * fnmatch with FNM_PATHNAME for the patterns .distignore uses: `*` and `?`
 * never cross a '/'.
 *
 * @param {string} pattern Glob.
 * @param {string} text    Path or segment.
 * @return {boolean} Whether it matches.
 */
function fnmatch( pattern, text ) {
	const source = pattern
		.split( '' )
		.map( ( char ) => {
			if ( char === '*' ) {
				return '[^/]*';
			}
			if ( char === '?' ) {
				return '[^/]';
			}
			return char.replace( /[.+^${}()|[\]\\]/g, '\\$&' );
		} )
		.join( '' );
	return new RegExp( `^${ source }$` ).test( text );
}

/**
 * Whether .distignore leaves a path out: "/x" matches x at the top (and all
 * below it), "x" matches any path segment, "*" matches within a segment.
 *
 * @param {string}   relPath  Path relative to the plugin, '/'-separated.
 * @param {string[]} patterns distignorePatterns().
 * @return {boolean} Left out or not.
 */
export function isIgnored( relPath, patterns ) {
	const segments = relPath.split( '/' );
	return patterns.some( ( raw ) => {
		const pattern = raw.replace( /\/+$/, '' );
		if ( pattern.startsWith( '/' ) ) {
			const depth = pattern.split( '/' ).length - 1;
			return (
				segments.length >= depth &&
				fnmatch(
					pattern.slice( 1 ),
					segments.slice( 0, depth ).join( '/' )
				)
			);
		}
		return segments.some( ( segment ) => fnmatch( pattern, segment ) );
	} );
}

/**
 * Every file of the working tree that .distignore lets ship, sorted
 * (folders it leaves out are not walked).
 *
 * @return {string[]} Paths relative to the repository.
 */
export function shippableFiles() {
	const patterns = distignorePatterns();
	const out = [];
	const walk = ( rel ) => {
		const abs = path.join( ROOT, rel );
		for ( const entry of fs.readdirSync( abs, { withFileTypes: true } ) ) {
			const child = rel ? `${ rel }/${ entry.name }` : entry.name;
			if ( isIgnored( child, patterns ) ) {
				continue;
			}
			if ( entry.isDirectory() ) {
				walk( child );
			} else if ( entry.isFile() ) {
				out.push( child );
			}
		}
	};
	walk( '' );
	return out.sort();
}

/**
 * The archive's entries (files only), as stored, sorted.
 *
 * @param {string} [file] The archive.
 * @return {string[]} Entry names.
 */
export function zipEntries( file = ZIP_FILE ) {
	const AdmZip = admZip();
	return new AdmZip( file )
		.getEntries()
		.filter( ( entry ) => ! entry.isDirectory )
		.map( ( entry ) => entry.entryName )
		.sort();
}
