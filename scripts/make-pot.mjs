#!/usr/bin/env node
/**
 * Writes languages/eventin-pro.pot from the PHP and TypeScript sources:
 * every __(), _e(), esc_html__(), esc_html_e(), esc_attr__(), esc_attr_e(),
 * _x() and _n() call with the text domain 'eventin-pro', with its
 * translators comment and source references; and the blocks' block.json
 * titles, descriptions and keywords, with the contexts WordPress translates
 * them with ('block title', 'block description', 'block keyword').
 *
 *   npm run i18n              write the file
 *   node scripts/make-pot.mjs --check   exit 1 when the file is out of date
 *
 * The check ignores the line numbers of the references: a string that moves
 * within its file changes nothing a translator needs, and checking them made
 * every edit above a string fail the lint until the file was regenerated.
 */
import {
	existsSync,
	readFileSync,
	readdirSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath( new URL( '..', import.meta.url ) );
const DOMAIN = 'eventin-pro';

function files( dir, extensions ) {
	const out = [];
	for ( const name of readdirSync( dir ) ) {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			if ( name !== 'test' ) {
				out.push( ...files( path, extensions ) );
			}
		} else if (
			extensions.some( ( ext ) => name.endsWith( ext ) ) &&
			! /\.test\./.test( name )
		) {
			out.push( path );
		}
	}
	return out;
}

const STRING = String.raw`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"`;
const CALL = new RegExp(
	String.raw`(?<![\w$>])(__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e|_x|_n)\(\s*(${ STRING })\s*,\s*(${ STRING })(?:\s*,\s*(${ STRING }))?(?:\s*,\s*(${ STRING }))?`,
	'g'
);

// _n( single, plural, number, domain ): the number is any expression (quotes
// inside it, as in $result['total'], are skipped as whole strings).
const PLURAL = new RegExp(
	String.raw`(?<![\w$>])_n\(\s*(${ STRING })\s*,\s*(${ STRING })\s*,(?:[^'"]|${ STRING })*?,\s*(${ STRING })\s*\)`,
	'g'
);

const unquote = ( literal ) =>
	literal
		.slice( 1, -1 )
		.replace( /\\(['"\\])/g, '$1' )
		.replace( /\\n/g, '\n' );

const poString = ( text ) =>
	'"' +
	text
		.replace( /\\/g, '\\\\' )
		.replace( /"/g, '\\"' )
		.replace( /\n/g, '\\n' ) +
	'"';

/** key => { msgid, plural, context, refs:Set, comments:Set } */
const entries = new Map();

const sources = [
	join( root, 'eventin-pro.php' ),
	...files( join( root, 'includes' ), [ '.php' ] ),
	...files( join( root, 'src' ), [ '.ts', '.tsx' ] ),
];
for ( const file of sources ) {
	const text = readFileSync( file, 'utf8' );
	const calls = [
		...text.matchAll( CALL ),
		...[ ...text.matchAll( PLURAL ) ].map( ( match ) =>
			Object.assign( [ match[ 0 ], '_n', ...match.slice( 1 ) ], {
				index: match.index,
			} )
		),
	];
	for ( const match of calls ) {
		const [ , fn, a, b, c ] = match;
		let msgid;
		let plural = null;
		let context = null;
		let domain;
		if ( fn === '_x' ) {
			[ msgid, context, domain ] = [ a, b, c ];
		} else if ( fn === '_n' ) {
			if ( c === undefined ) {
				continue; // CALL's partial match of a plural: PLURAL reads it.
			}
			[ msgid, plural, domain ] = [ a, unquote( b ), c ];
		} else {
			[ msgid, domain ] = [ a, b ];
		}
		if ( ! domain || unquote( domain ) !== DOMAIN ) {
			continue;
		}
		msgid = unquote( msgid );
		context = context && unquote( context );
		const before = text.slice(
			Math.max( 0, match.index - 300 ),
			match.index
		);
		const comment = before
			.match( /\/\*\s*translators:((?:(?!\*\/)[\s\S])*)\*\/\s*$/ )?.[ 1 ]
			?.trim();
		const line = text.slice( 0, match.index ).split( '\n' ).length;
		const key = `${ context ?? '' }\u0004${ msgid }`;
		const entry = entries.get( key ) ?? {
			msgid,
			plural,
			context,
			refs: new Set(),
			comments: new Set(),
		};
		entry.refs.add( `${ relative( root, file ) }:${ line }` );
		if ( comment ) {
			entry.comments.add( `translators: ${ comment }` );
		}
		entries.set( key, entry );
	}
}

// block.json files, as WordPress reads them (register_block_type() and
// registerBlockType( metadata ) translate these fields with these contexts).
const BLOCK_FIELDS = [
	[ 'title', 'block title' ],
	[ 'description', 'block description' ],
	[ 'keywords', 'block keyword' ],
];
const blockFiles = files( join( root, 'src', 'blocks' ), [ 'block.json' ] );
for ( const file of blockFiles ) {
	const block = JSON.parse( readFileSync( file, 'utf8' ) );
	if ( block.textdomain !== DOMAIN ) {
		continue;
	}
	for ( const [ field, context ] of BLOCK_FIELDS ) {
		const values = [ block[ field ] ?? [] ].flat();
		for ( const msgid of values ) {
			const key = `${ context }\u0004${ msgid }`;
			const entry = entries.get( key ) ?? {
				msgid,
				plural: null,
				context,
				refs: new Set(),
				comments: new Set(),
			};
			entry.refs.add( relative( root, file ) );
			entries.set( key, entry );
		}
	}
}
sources.push( ...blockFiles );

const header = [
	'# Copyright (C) Eventin Pro',
	'# This file is distributed under the GPL-2.0-or-later.',
	'msgid ""',
	'msgstr ""',
	'"Project-Id-Version: Eventin Pro\\n"',
	'"MIME-Version: 1.0\\n"',
	'"Content-Type: text/plain; charset=UTF-8\\n"',
	'"Content-Transfer-Encoding: 8bit\\n"',
	'"X-Domain: eventin-pro\\n"',
	'',
];
const body = [ ...entries.values() ]
	.sort( ( x, y ) => ( x.msgid < y.msgid ? -1 : 1 ) )
	.map( ( e ) =>
		[
			...[ ...e.comments ].map( ( c ) => `#. ${ c }` ),
			`#: ${ [ ...e.refs ].sort().join( ' ' ) }`,
			...( e.context ? [ `msgctxt ${ poString( e.context ) }` ] : [] ),
			`msgid ${ poString( e.msgid ) }`,
			...( e.plural
				? [
						`msgid_plural ${ poString( e.plural ) }`,
						'msgstr[0] ""',
						'msgstr[1] ""',
				  ]
				: [ 'msgstr ""' ] ),
			'',
		].join( '\n' )
	);
const out = join( root, 'languages', `${ DOMAIN }.pot` );
const pot = header.join( '\n' ) + '\n' + body.join( '\n' );
/**
 * The file without the line numbers of its "#:" references.
 *
 * @param {string} text Contents of a .pot file.
 */
const withoutLines = ( text ) =>
	text.replace( /^#: .*$/gm, ( refs ) => refs.replace( /:\d+/g, '' ) );
if ( process.argv.includes( '--check' ) ) {
	if (
		! existsSync( out ) ||
		withoutLines( readFileSync( out, 'utf8' ) ) !== withoutLines( pot )
	) {
		console.error(
			`${ relative( root, out ) } is out of date: run \`npm run i18n\`.`
		);
		process.exit( 1 );
	}
	console.log(
		`${ relative( root, out ) } is up to date (${ entries.size } strings).`
	);
	process.exit( 0 );
}
writeFileSync( out, pot );
console.log(
	`${ relative( root, out ) }: ${ entries.size } strings from ${
		sources.length
	} files`
);
