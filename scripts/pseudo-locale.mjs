#!/usr/bin/env node
/**
 * Writes a pseudo-locale of Eventin Pro from languages/eventin-pro.pot: every
 * translation is its original inside markers, `[!! Save event !!]`, so a
 * page shown in that locale shows at a glance which text escaped
 * translation (tests/e2e/pseudo-locale.spec.ts reads it that way).
 * Placeholders (%s, %1$d) stay as they are, inside the markers; plural
 * forms get both forms marked.
 *
 *   node scripts/pseudo-locale.mjs [--out <dir>] [--locale en_XA]
 *
 * Into <dir> (default .cache/pseudo-locale), as WordPress reads them from
 * wp-content/languages/plugins:
 *   eventin-pro-<locale>.po, eventin-pro-<locale>.mo   the PHP strings
 *   eventin-pro-<locale>-<md5>.json                    one per built script,
 *       named by the md5 of its path relative to the plugin (build/admin.js,
 *       build/chunks/….js), as load_script_textdomain() looks it up; each
 *       holds every string of the TypeScript sources (a file that shows only
 *       some of them ignores the rest); block.json's strings are PHP's only.
 * Run `npm run build` first: the JSON files follow build/.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath( new URL( '..', import.meta.url ) );
const DOMAIN = 'eventin-pro';
export const PSEUDO_LOCALE = 'en_XA';
const PLURAL_FORMS = 'nplurals=2; plural=(n != 1);';

/**
 * The marked form of a text.
 *
 * @param {string} text Original.
 * @return {string} `[!! text !!]`.
 */
export const mark = ( text ) => `[!! ${ text } !!]`;

/**
 * Reads a .po/.pot string literal.
 *
 * @param {string} literal `"..."` with C escapes.
 * @return {string} The text.
 */
function unquote( literal ) {
	return literal
		.slice( 1, -1 )
		.replace(
			/\\(["\\nt])/g,
			( all, c ) => ( { n: '\n', t: '\t', '"': '"', '\\': '\\' } )[ c ]
		);
}

/**
 * @param {string} text Text.
 * @return {string} A .po string literal.
 */
const quote = ( text ) =>
	'"' +
	text
		.replace( /\\/g, '\\\\' )
		.replace( /"/g, '\\"' )
		.replace( /\n/g, '\\n' )
		.replace( /\t/g, '\\t' ) +
	'"';

/**
 * The entries of a .pot file (the header left out).
 *
 * @param {string} pot Contents.
 * @return {Array<{context: ?string, msgid: string, plural: ?string, refs: string[]}>} Entries.
 */
export function parsePot( pot ) {
	const entries = [];
	for ( const block of pot.split( /\n\s*\n/ ) ) {
		const entry = { context: null, msgid: null, plural: null, refs: [] };
		let field = null;
		for ( const line of block.split( '\n' ) ) {
			if ( line.startsWith( '#:' ) ) {
				entry.refs.push( ...line.slice( 2 ).trim().split( /\s+/ ) );
				continue;
			}
			const start = line.match(
				/^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/
			);
			if ( start ) {
				field = start[ 1 ];
				const value = unquote( start[ 2 ] );
				if ( field === 'msgctxt' ) {
					entry.context = value;
				} else if ( field === 'msgid' ) {
					entry.msgid = value;
				} else if ( field === 'msgid_plural' ) {
					entry.plural = value;
				}
			} else if ( /^".*"$/.test( line ) && field ) {
				const value = unquote( line );
				if ( field === 'msgctxt' ) {
					entry.context += value;
				} else if ( field === 'msgid' ) {
					entry.msgid += value;
				} else if ( field === 'msgid_plural' ) {
					entry.plural += value;
				}
			}
		}
		if ( entry.msgid ) {
			entries.push( entry );
		}
	}
	return entries;
}

/**
 * A .mo file (GNU gettext's binary format, little-endian, no hash table).
 *
 * @param {Array<[string, string]>} pairs Original keys (context\u0004msgid,
 *                                        msgid\0plural) and translations
 *                                        (forms joined by \0).
 * @return {Buffer} The file.
 */
export function moFile( pairs ) {
	const sorted = [ ...pairs ].sort( ( a, b ) =>
		Buffer.compare( Buffer.from( a[ 0 ] ), Buffer.from( b[ 0 ] ) )
	);
	const count = sorted.length;
	const originals = 28;
	const translations = originals + count * 8;
	let offset = translations + count * 8;
	const header = Buffer.alloc( offset );
	header.writeUInt32LE( 0x950412de, 0 );
	header.writeUInt32LE( 0, 4 );
	header.writeUInt32LE( count, 8 );
	header.writeUInt32LE( originals, 12 );
	header.writeUInt32LE( translations, 16 );
	header.writeUInt32LE( 0, 20 );
	header.writeUInt32LE( offset, 24 );
	const data = [];
	const table = ( at, strings ) => {
		strings.forEach( ( text, i ) => {
			const bytes = Buffer.from( text, 'utf8' );
			header.writeUInt32LE( bytes.length, at + i * 8 );
			header.writeUInt32LE( offset, at + i * 8 + 4 );
			data.push( bytes, Buffer.from( [ 0 ] ) );
			offset += bytes.length + 1;
		} );
	};
	table(
		originals,
		sorted.map( ( [ key ] ) => key )
	);
	table(
		translations,
		sorted.map( ( [ , value ] ) => value )
	);
	return Buffer.concat( [ header, ...data ] );
}

/**
 * Every built script WordPress may load translations for: the entries, the
 * blocks' scripts and the lazy chunks, relative to the plugin.
 *
 * @param {string} buildDir The build folder.
 * @return {string[]} Paths like 'build/admin.js'.
 */
function builtScripts( buildDir ) {
	const out = [];
	const walk = ( dir ) => {
		for ( const name of fs.readdirSync( dir ) ) {
			const file = path.join( dir, name );
			if ( fs.statSync( file ).isDirectory() ) {
				walk( file );
			} else if ( name.endsWith( '.js' ) ) {
				out.push(
					path
						.relative( path.dirname( buildDir ), file )
						.split( path.sep )
						.join( '/' )
				);
			}
		}
	};
	walk( buildDir );
	return out.sort();
}

/**
 * Writes the pseudo-locale's files.
 *
 * @param {Object} [options]
 * @param {string} [options.out]    Folder (created).
 * @param {string} [options.locale] Locale code.
 * @return {{po: string, mo: string, json: string[], strings: number, jsStrings: number}} What was written.
 */
export function writePseudoLocale( {
	out = path.join( ROOT, '.cache/pseudo-locale' ),
	locale = PSEUDO_LOCALE,
} = {} ) {
	const entries = parsePot(
		fs.readFileSync(
			path.join( ROOT, 'languages', `${ DOMAIN }.pot` ),
			'utf8'
		)
	);
	const buildDir = path.join( ROOT, 'build' );
	if ( ! fs.existsSync( buildDir ) ) {
		throw new Error( 'No build/ folder: run `npm run build` first.' );
	}
	fs.mkdirSync( out, { recursive: true } );
	const headerText = [
		`Project-Id-Version: Eventin Pro`,
		`Language: ${ locale }`,
		'MIME-Version: 1.0',
		'Content-Type: text/plain; charset=UTF-8',
		'Content-Transfer-Encoding: 8bit',
		`Plural-Forms: ${ PLURAL_FORMS }`,
		`X-Domain: ${ DOMAIN }`,
		'',
	].join( '\n' );

	const po = [ 'msgid ""', 'msgstr ""' ]
		.concat(
			headerText
				.split( '\n' )
				.filter( Boolean )
				.map( ( line ) => quote( `${ line }\n` ) )
		)
		.concat( [ '' ] );
	const pairs = [ [ '', headerText ] ];
	const messages = {
		'': { domain: 'messages', lang: locale, 'plural-forms': PLURAL_FORMS },
	};
	let jsStrings = 0;
	for ( const entry of entries ) {
		const key =
			( entry.context !== null ? `${ entry.context }\u0004` : '' ) +
			entry.msgid;
		const forms = entry.plural
			? [ mark( entry.msgid ), mark( entry.plural ) ]
			: [ mark( entry.msgid ) ];
		po.push(
			...( entry.context !== null
				? [ `msgctxt ${ quote( entry.context ) }` ]
				: [] ),
			`msgid ${ quote( entry.msgid ) }`,
			...( entry.plural
				? [
						`msgid_plural ${ quote( entry.plural ) }`,
						...forms.map(
							( form, i ) => `msgstr[${ i }] ${ quote( form ) }`
						),
				  ]
				: [ `msgstr ${ quote( forms[ 0 ] ) }` ] ),
			''
		);
		pairs.push( [
			entry.plural ? `${ key }\0${ entry.plural }` : key,
			forms.join( '\0' ),
		] );
		// Strings of the scripts' sources, as `wp i18n make-json` takes them:
		// not block.json's, which reach the editor from PHP.
		if (
			entry.refs.some( ( ref ) => /^src\/.*\.tsx?(?::\d+)?$/.test( ref ) )
		) {
			messages[ key ] = forms;
			jsStrings++;
		}
	}
	const base = path.join( out, `${ DOMAIN }-${ locale }` );
	fs.writeFileSync( `${ base }.po`, po.join( '\n' ) );
	fs.writeFileSync( `${ base }.mo`, moFile( pairs ) );
	const json = JSON.stringify( {
		'translation-revision-date': '',
		generator: 'scripts/pseudo-locale.mjs',
		domain: 'messages',
		locale_data: { messages },
	} );
	const written = [];
	for ( const script of builtScripts( buildDir ) ) {
		const file = `${ base }-${ crypto
			.createHash( 'md5' )
			.update( script )
			.digest( 'hex' ) }.json`;
		fs.writeFileSync( file, json );
		written.push( file );
	}
	return {
		po: `${ base }.po`,
		mo: `${ base }.mo`,
		json: written,
		strings: entries.length,
		jsStrings,
	};
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const arg = ( name ) => {
		const at = process.argv.indexOf( name );
		return at > 0 ? process.argv[ at + 1 ] : undefined;
	};
	const result = writePseudoLocale( {
		out: arg( '--out' ) ? path.resolve( arg( '--out' ) ) : undefined,
		locale: arg( '--locale' ),
	} );
	// eslint-disable-next-line no-console
	console.log(
		`${ path.relative( ROOT, result.mo ) }: ${ result.strings } strings; ${
			result.json.length
		} script files with ${ result.jsStrings } strings each`
	);
}
