/**
 * No emoji or pictograph characters in what the dashboard shows: WordPress
 * replaces such characters (⚠, ✔, …) with emoji images from a remote host,
 * which break offline and look foreign in the admin. Icons come from
 * src/components/icons/ instead. Comments may use any character; strings,
 * template literals and JSX text in src/ may not.
 */

/**
 * External dependencies
 */
import { readdirSync, readFileSync } from 'fs';
import { join, relative } from 'path';
import ts from 'typescript';

const SRC = join( __dirname, '../..' );

/**
 * Emoji and pictographs, plus the symbol blocks used as makeshift icons:
 * arrows, technical symbols, geometric shapes, dingbats, the midline ellipsis
 * and the emoji variation selector.
 */
const PICTOGRAPH =
	/[\p{Extended_Pictographic}\p{Emoji_Presentation}\u2190-\u21ff\u22ef\u2300-\u23ff\u25a0-\u27bf\u2b00-\u2bff\ufe0f]/u;

/**
 * Every .ts/.tsx file under a folder.
 *
 * @param dir Folder.
 */
function sourceFiles( dir: string ): string[] {
	return readdirSync( dir, { withFileTypes: true } ).flatMap( ( entry ) => {
		const path = join( dir, entry.name );
		if ( entry.isDirectory() ) {
			return sourceFiles( path );
		}
		return /\.tsx?$/.test( entry.name ) ? [ path ] : [];
	} );
}

/**
 * Text of a node that can reach the screen: string literals, template
 * literal parts and JSX text.
 *
 * @param node Syntax node.
 */
function shownText( node: ts.Node ): string | null {
	if (
		ts.isStringLiteral( node ) ||
		ts.isNoSubstitutionTemplateLiteral( node ) ||
		ts.isTemplateHead( node ) ||
		ts.isTemplateMiddle( node ) ||
		ts.isTemplateTail( node ) ||
		ts.isJsxText( node )
	) {
		return node.text;
	}
	return null;
}

/**
 * "file:line: text" for each string of a file holding a pictograph.
 *
 * @param file Path.
 */
function pictographsIn( file: string ): string[] {
	const source = ts.createSourceFile(
		file,
		readFileSync( file, 'utf8' ),
		ts.ScriptTarget.Latest,
		true,
		file.endsWith( '.tsx' ) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
	);
	const found: string[] = [];
	const visit = ( node: ts.Node ) => {
		const text = shownText( node );
		if ( text !== null && PICTOGRAPH.test( text ) ) {
			const { line } = source.getLineAndCharacterOfPosition(
				node.getStart()
			);
			found.push(
				`${ relative( SRC, file ) }:${ line + 1 }: ${ text.trim() }`
			);
		}
		ts.forEachChild( node, visit );
	};
	visit( source );
	return found;
}

describe( 'pictographs', () => {
	it( 'recognises the characters it is meant to catch', () => {
		const caught = [ '⚠', '⋯', '✕', '↑', '✔', '🎉', '▶' ];
		const allowed = [ '∞', '—', '–', '·', '…', '×', 'é' ];
		caught.forEach( ( c ) => expect( PICTOGRAPH.test( c ) ).toBe( true ) );
		allowed.forEach( ( c ) =>
			expect( PICTOGRAPH.test( c ) ).toBe( false )
		);
	} );

	it( 'appear in no string, template or JSX text in src/', () => {
		// This file names the characters on purpose.
		const files = sourceFiles( SRC ).filter(
			( file ) => file !== __filename
		);
		expect( files.length ).toBeGreaterThan( 50 );
		expect( files.flatMap( pictographsIn ) ).toEqual( [] );
	} );
} );
