#!/usr/bin/env node
/**
 * Checks the release archive (eventin-pro.zip; `npm run plugin-zip` makes it)
 * the way WordPress's Plugin Check would, with our own rules:
 *
 * 1. Contents: the entries are exactly the files .distignore lets ship,
 *    each under the one folder eventin-pro/ (nothing missing, nothing extra).
 * 2. No remote assets: in every PHP, JS, CSS, HTML and JSON file of the
 *    archive, each remote URL (http://, https:// or protocol-relative //host)
 *    - fails when something would load it: an src/srcset/poster attribute or
 *      property, a stylesheet <link href>, CSS url() or @import, a
 *      wp_enqueue_* / wp_register_* call, import() / importScripts() /
 *      new Worker();
 *    - else must be one of the ALLOWED exceptions below, each with its reason;
 *      any other URL fails too (a new one is reviewed and listed here).
 *    What only the running site shows (a URL built at run time) is checked
 *    by tests/e2e/page-assets.spec.ts: no request of our pages leaves the site.
 *
 *   node scripts/plugin-check.mjs   exits 1 on any finding
 */
import fs from 'node:fs';
import path from 'node:path';
import {
	ROOT,
	ZIP_FILE,
	ZIP_ROOT,
	admZip,
	shippableFiles,
} from './lib/plugin-zip.mjs';

/** Remote URLs the plugin may contain, none of them loaded by a page. */
export const ALLOWED = [
	{
		url: /^http:\/\/www\.w3\.org\/(?:2000\/svg|1999\/xhtml|1999\/xlink|XML\/1998\/namespace|2000\/xmlns\/?|1998\/Math\/MathML)$/,
		why: 'XML namespace names (createElementNS, SVG markup): identifiers, never fetched',
	},
	{
		url: /^https?:\/\/json-schema\.org\/draft-0\d\/schema#?$/,
		why: "the $schema identifier of our REST routes' JSON Schema",
	},
	{
		url: /^https:\/\/schemas\.wp\.org\/trunk\/block\.json$/,
		why: "block.json's $schema identifier, compiled into the blocks' scripts",
	},
	{
		url: /^https:\/\/schema\.org(?:\/[A-Za-z]+)?$/,
		why: "the vocabulary of the event page's JSON-LD (@context and enumeration values)",
	},
	{
		url: /^https:\/\/svelte\.dev\/e\/[a-z_]*$/,
		why: "links in the error messages of the calendar library's runtime (Svelte): text, never loaded",
	},
	{
		url: /^https:\/\/(?:github\.com\/mebjas\/html5-qrcode(?:\/issues)?|scanapp\.org)$/,
		why: "html5-qrcode's own project links (a constant and its unused UI's <a> links)",
	},
	{
		url: /^https?:\/\/(?:[a-z]+\.)?example\.(?:com|org)(?:[/.,][^\s]*)?$/,
		why: 'reserved example domains (RFC 2606) in help texts, placeholders and demo data',
	},
	{
		url: /^https:\/\/www\.openstreetmap\.org\/search$/,
		why: "the base of the venue's 'Open the map' <a href> link (event page, locations widget): followed by a visitor, never loaded",
	},
	{
		url: /^https:\/\/themewinter\.com(?:\/eventin-templates\/v1)?$/,
		files: /^includes\/(?:License\/License|Templates\/Templates)\.php$/,
		why: "the default license server and template catalogue: server-side API calls made on an admin's request, never sent to a browser; EVENTIN_PRO_LICENSE_SERVER / EVENTIN_PRO_TEMPLATE_CATALOGUE point them elsewhere",
	},
	{
		url: /^https:\/\/(?:x\.com|www\.youtube\.com\/@|www\.linkedin\.com\/in|www\.instagram\.com|www\.facebook\.com)\/?$/,
		files: /^includes\/Speakers\/SpeakersDemoData\.php$/,
		why: "the demo speakers' social profile links (a profile's <a href>)",
	},
];

/** Text before a URL that makes a browser (or WordPress) load it. */
const LOADING_CONTEXTS = [
	[ /\b(?:src|srcset|poster)\s*[=:]\s*\\?["'`]?[^"'`\s]*$/i, 'src/srcset' ],
	[ /\burl\(\s*\\?["']?$/i, 'CSS url()' ],
	[ /@import\s+(?:url\(\s*)?\\?["']?$/i, '@import' ],
	[
		/<link\b[^>]*\bhref\s*=\s*\\?["']?$/i,
		'<link href> (stylesheet, preload)',
	],
	[
		/\bwp_(?:enqueue|register)_(?:script|style|script_module)\s*\([^;]*$/,
		'wp_enqueue_* / wp_register_*',
	],
	[ /\b(?:import|importScripts)\s*\(\s*["'`]$/, 'import()' ],
	[ /\bnew\s+(?:Shared)?Worker\s*\(\s*["'`]$/, 'new Worker()' ],
];

const SCANNED = /\.(?:php|js|mjs|css|html?|json)$/i;
const URL_RE =
	/(?:\bhttps?:)?\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}(?::\d+)?(?:[/?#][^\s"'`<>()\\]*)?/gi;

/**
 * Remote URLs in one file's text, with what precedes each.
 *
 * @param {string} text File contents.
 * @return {{url: string, line: number, before: string}[]} Occurrences.
 */
export function remoteUrls( text ) {
	const found = [];
	for ( const match of text.matchAll( URL_RE ) ) {
		let url = match[ 0 ];
		const start = match.index;
		if ( ! /^https?:/i.test( url ) ) {
			// Protocol-relative only where a value starts: a quote, "(" or
			// "=" before it (not a regular expression's "\/\/" or a comment).
			const prev = text[ start - 1 ];
			if ( ! prev || ! /["'`(=]/.test( prev ) ) {
				continue;
			}
		}
		url = url.replace( /[.,;:]+$/, '' );
		found.push( {
			url,
			line: text.slice( 0, start ).split( '\n' ).length,
			before: text.slice( Math.max( 0, start - 300 ), start ),
		} );
	}
	return found;
}

/**
 * What is wrong with one occurrence, or null.
 *
 * @param {string} file Path inside the plugin.
 * @param {Object} hit  From remoteUrls().
 * @return {string|null} The finding.
 */
export function judge( file, hit ) {
	const loading = LOADING_CONTEXTS.find( ( [ re ] ) =>
		re.test( hit.before.split( /[\n;{}]/ ).pop() ?? '' )
	);
	if ( loading ) {
		return `${ file }:${ hit.line }: remote asset ${ hit.url } (${ loading[ 1 ] })`;
	}
	const allowed = ALLOWED.find(
		( rule ) =>
			rule.url.test( hit.url ) &&
			( ! rule.files || rule.files.test( file ) )
	);
	if ( ! allowed ) {
		return `${ file }:${ hit.line }: remote URL ${
			hit.url
		} is not an allowed exception (scripts/plugin-check.mjs ALLOWED): …${ hit.before
			.slice( -60 )
			.replace( /\s+/g, ' ' ) }`;
	}
	return null;
}

function main() {
	if ( ! fs.existsSync( ZIP_FILE ) ) {
		console.error(
			`${ path.relative(
				ROOT,
				ZIP_FILE
			) } is missing: run \`npm run build && npm run plugin-zip\` first.`
		);
		return 1;
	}
	const AdmZip = admZip();
	const zip = new AdmZip( ZIP_FILE );
	const entries = zip.getEntries().filter( ( entry ) => ! entry.isDirectory );
	let failures = 0;

	// 1. Contents.
	const outside = entries
		.map( ( entry ) => entry.entryName )
		.filter( ( name ) => ! name.startsWith( ZIP_ROOT ) );
	const inZip = new Set(
		entries
			.map( ( entry ) => entry.entryName )
			.filter( ( name ) => name.startsWith( ZIP_ROOT ) )
			.map( ( name ) => name.slice( ZIP_ROOT.length ) )
	);
	const expected = shippableFiles();
	const missing = expected.filter( ( file ) => ! inZip.has( file ) );
	const extra = [ ...inZip ].filter(
		( file ) => ! expected.includes( file )
	);
	for ( const [ label, list ] of [
		[ `outside ${ ZIP_ROOT }`, outside ],
		[ 'missing (.distignore lets it ship)', missing ],
		[ 'extra (.distignore leaves it out, or not in the tree)', extra ],
	] ) {
		list.forEach( ( file ) => console.error( `  ${ label }: ${ file }` ) );
	}
	const contentsOk = ! outside.length && ! missing.length && ! extra.length;
	failures += contentsOk ? 0 : 1;
	console.log(
		`${ contentsOk ? '✓' : '✗' } contents: ${
			entries.length
		} files under ${ ZIP_ROOT }, ${
			expected.length
		} shippable by .distignore (${ missing.length } missing, ${
			extra.length + outside.length
		} extra)`
	);

	// 2. Remote URLs.
	const findings = [];
	let scanned = 0;
	const exceptions = new Map();
	for ( const entry of entries ) {
		const file = entry.entryName.slice( ZIP_ROOT.length );
		if ( ! SCANNED.test( file ) ) {
			continue;
		}
		scanned++;
		for ( const hit of remoteUrls( entry.getData().toString( 'utf8' ) ) ) {
			const finding = judge( file, hit );
			if ( finding ) {
				findings.push( finding );
			} else {
				const host = new URL(
					hit.url.startsWith( '//' ) ? `https:${ hit.url }` : hit.url
				).host;
				exceptions.set( host, ( exceptions.get( host ) ?? 0 ) + 1 );
			}
		}
	}
	findings.forEach( ( finding ) => console.error( `  ${ finding }` ) );
	failures += findings.length ? 1 : 0;
	console.log(
		`${
			findings.length ? '✗' : '✓'
		} remote assets: ${ scanned } files scanned, ${
			findings.length
		} finding(s); allowed exceptions: ${
			[ ...exceptions ]
				.map( ( [ host, count ] ) => `${ host } ×${ count }` )
				.join( ', ' ) || 'none'
		}`
	);
	return failures ? 1 : 0;
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	process.exit( main() );
}
