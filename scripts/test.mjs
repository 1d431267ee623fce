#!/usr/bin/env node
/**
 * `npm test`: every test layer, in order, on real parts, then one summary line
 * `N passed, N failed` summing them all. Exits non-zero on any failure.
 *
 *   npm test                   all layers
 *   npm test -- lint jest      only the named layers (lint, build, jest, php, e2e)
 *
 * Layers:
 *   lint  tsc --noEmit, wp-scripts lint-js, Spectral on docs/openapi.json, the .pot file, php -l on every PHP file,
 *         PHPStan on the plugin's PHP (phpstan.neon.dist)
 *   build wp-scripts build, the gzip size budget of the dashboard's JS, then
 *         eventin-pro.zip (npm run plugin-zip) and scripts/plugin-check.mjs on it
 *   jest  unit tests (wp-scripts test-unit-js + Testing Library)
 *   php   PHPCS + PHPUnit against real WordPress + MariaDB (scripts/test-php.sh)
 *   e2e   Playwright driving Debian's Chromium against a throw-away Playground site
 *
 * Each layer installs what it is missing (Debian packages via apt-get when root).
 */
import { spawnSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	rmSync,
	statSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath( new URL( '..', import.meta.url ) );
const reports = join( root, 'test-results', 'reports' );
const bin = ( name ) => join( root, 'node_modules', '.bin', name );

const LAYERS = [ 'lint', 'build', 'jest', 'php', 'e2e' ];
const wanted = process.argv.slice( 2 ).filter( ( a ) => ! a.startsWith( '-' ) );
const unknown = wanted.filter( ( l ) => ! LAYERS.includes( l ) );
if ( unknown.length ) {
	console.error(
		`Unknown layer(s): ${ unknown.join( ', ' ) }. Layers: ${ LAYERS.join(
			', '
		) }`
	);
	process.exit( 2 );
}
const layers = wanted.length
	? LAYERS.filter( ( l ) => wanted.includes( l ) )
	: LAYERS;

/** Per-layer results: { layer, passed, failed, skipped, seconds }. */
const results = [];

function run( command, args, env = {} ) {
	const started = Date.now();
	const child = spawnSync( command, args, {
		cwd: root,
		stdio: 'inherit',
		env: { ...process.env, CI: 'true', ...env },
	} );
	return {
		code: child.status ?? 1,
		seconds: ( Date.now() - started ) / 1000,
	};
}

function banner( text ) {
	console.log(
		`\n━━━ ${ text } ${ '━'.repeat( Math.max( 0, 70 - text.length ) ) }`
	);
}

function record( layer, passed, failed, skipped, seconds ) {
	results.push( { layer, passed, failed, skipped, seconds } );
	console.log(
		`${ layer }: ${ passed } passed, ${ failed } failed${
			skipped ? `, ${ skipped } skipped` : ''
		} (${ seconds.toFixed( 0 ) } s)`
	);
}

function readJson( file ) {
	try {
		return JSON.parse( readFileSync( file, 'utf8' ) );
	} catch {
		return null;
	}
}

function phpFiles( dir ) {
	const out = [];
	for ( const name of readdirSync( dir ) ) {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			out.push( ...phpFiles( path ) );
		} else if ( name.endsWith( '.php' ) ) {
			out.push( path );
		}
	}
	return out;
}

/** The level phpstan.neon.dist asks for, to name the check. */
function phpstanLevel() {
	const config = readFileSync( join( root, 'phpstan.neon.dist' ), 'utf8' );
	return config.match( /^\s+level:\s*(\S+)/m )?.[ 1 ] ?? '?';
}

/** Static checks, one result each. */
function lint() {
	banner( 'lint: types, JS/TS lint, API description, PHP syntax, PHPStan' );
	const started = Date.now();
	let passed = 0;
	let failed = 0;
	const checks = [
		[
			'tsc --noEmit',
			() =>
				run( bin( 'tsc' ), [ '--noEmit', '-p', 'tsconfig.json' ] ).code,
		],
		[
			'wp-scripts lint-js',
			() =>
				run( bin( 'wp-scripts' ), [
					'lint-js',
					'src',
					'tests/js',
					'tests/e2e',
					'scripts/**/*.mjs',
					'*.js',
					'*.ts',
				] ).code,
		],
		[
			'spectral lint docs/openapi.json',
			() =>
				run( bin( 'spectral' ), [
					'lint',
					'docs/openapi.json',
					'--ruleset',
					'.spectral.yaml',
					'--fail-severity=warn',
				] ).code,
		],
		[
			'languages/eventin-pro.pot up to date',
			() => run( 'node', [ 'scripts/make-pot.mjs', '--check' ] ).code,
		],
		[
			'php -l',
			() => {
				const files = [
					'eventin-pro.php',
					'uninstall.php',
					...[
						'includes',
						'tests/php',
						'tests/e2e',
						'scripts',
					].flatMap( ( d ) =>
						phpFiles( join( root, d ) ).map( ( f ) =>
							relative( root, f )
						)
					),
				];
				const bad = files.filter(
					( file ) =>
						spawnSync( 'php', [ '-l', file ], {
							cwd: root,
							encoding: 'utf8',
						} ).status !== 0
				);
				bad.forEach( ( file ) =>
					console.error( `PHP syntax error: ${ file }` )
				);
				console.log(
					`php -l: ${ files.length - bad.length }/${
						files.length
					} files OK`
				);
				return bad.length ? 1 : 0;
			},
		],
		[
			`phpstan level ${ phpstanLevel() }`,
			() =>
				run( 'bash', [ 'scripts/composer-dev.sh' ] ).code ||
				run( 'php', [
					'vendor/bin/phpstan',
					'analyse',
					'--memory-limit=1G',
					'--no-progress',
				] ).code,
		],
	];
	for ( const [ name, check ] of checks ) {
		const code = check();
		if ( code === 0 ) {
			passed++;
		} else {
			failed++;
			console.error( `✗ ${ name } failed` );
		}
	}
	record( 'lint', passed, failed, 0, ( Date.now() - started ) / 1000 );
}

/** Production build plus the size budget. */
function build() {
	banner(
		'build: wp-scripts build, JS size budget, release zip and its checks'
	);
	const started = Date.now();
	const built = run( 'npm', [ 'run', '--silent', 'build' ] ).code === 0;
	const sized =
		built && run( 'node', [ 'scripts/size.mjs', '--check' ] ).code === 0;
	// The release archive from this build, and our Plugin-Check-like gates on it.
	const zipped =
		built && run( 'npm', [ 'run', '--silent', 'plugin-zip' ] ).code === 0;
	const checked =
		zipped && run( 'node', [ 'scripts/plugin-check.mjs' ] ).code === 0;
	const passed = [ built, sized, zipped, checked ].filter( Boolean ).length;
	record( 'build', passed, 4 - passed, 0, ( Date.now() - started ) / 1000 );
	return built;
}

function jest() {
	banner( 'jest: unit tests' );
	const out = join( reports, 'jest.json' );
	rmSync( out, { force: true } );
	const { code, seconds } = run( bin( 'wp-scripts' ), [
		'test-unit-js',
		'--config',
		'jest.config.js',
		'--json',
		`--outputFile=${ out }`,
	] );
	const report = readJson( out );
	if ( ! report ) {
		record( 'jest', 0, 1, 0, seconds );
		return;
	}
	const failed =
		report.numFailedTests +
		( code !== 0 && report.numFailedTests === 0 ? 1 : 0 );
	record(
		'jest',
		report.numPassedTests,
		failed,
		report.numPendingTests,
		seconds
	);
}

function php() {
	banner( 'php: PHPCS + PHPUnit on WordPress and MariaDB' );
	// One JUnit report per pass of scripts/test-php.sh: plain, Redis object cache, multisite.
	const out = join( reports, 'phpunit.xml' );
	const outs = [
		out,
		join( reports, 'phpunit-redis.xml' ),
		join( reports, 'phpunit-multisite.xml' ),
	];
	outs.forEach( ( file ) => rmSync( file, { force: true } ) );
	const { code, seconds } = run( 'bash', [ 'scripts/test-php.sh' ], {
		EVENTIN_PHPUNIT_JUNIT: out,
	} );
	let tests = 0;
	let failed = 0;
	let skipped = 0;
	for ( const file of outs ) {
		if ( ! existsSync( file ) ) {
			failed += 1; // A pass that wrote no report did not run.
			continue;
		}
		const xml = readFileSync( file, 'utf8' );
		const suite = xml.match( /<testsuite\s[^>]*>/ )?.[ 0 ] ?? '';
		const attr = ( name ) =>
			Number(
				suite.match( new RegExp( `${ name }="(\\d+)"` ) )?.[ 1 ] ?? 0
			);
		tests += attr( 'tests' );
		failed += attr( 'failures' ) + attr( 'errors' );
		skipped += attr( 'skipped' );
	}
	// A non-zero exit with green PHPUnit is the PHPCS step: count it as one failure.
	const extra = code !== 0 && failed === 0 ? 1 : 0;
	record( 'php', tests - failed - skipped, failed + extra, skipped, seconds );
}

function e2e() {
	banner( 'e2e: Playwright + Chromium against a throw-away Playground site' );
	const out = join( reports, 'playwright.json' );
	rmSync( out, { force: true } );
	// zbarimg (Debian zbar-tools) decodes the tickets' QR codes in ticket.spec.ts;
	// pdfinfo and pdftotext (poppler-utils) read the certificates' PDFs in
	// certificate.spec.ts; ffmpeg makes the scanner's fake camera video from a
	// ticket's QR code in scanner.spec.ts.
	const tools = [
		[ '/usr/bin/zbarimg', 'zbar-tools' ],
		[ '/usr/bin/pdfinfo', 'poppler-utils' ],
		[ '/usr/bin/ffmpeg', 'ffmpeg' ],
	];
	const missing = tools
		.filter( ( [ file ] ) => ! existsSync( file ) )
		.map( ( [ , pkg ] ) => pkg );
	if ( missing.length && process.getuid?.() === 0 ) {
		// A fresh machine may have no package lists yet.
		run( 'apt-get', [ 'update', '-qq' ], {
			DEBIAN_FRONTEND: 'noninteractive',
		} );
		run(
			'apt-get',
			[ 'install', '-y', '-qq', '--no-install-recommends', ...missing ],
			{ DEBIAN_FRONTEND: 'noninteractive' }
		);
	}
	const { code, seconds } = run( bin( 'playwright' ), [ 'test' ], {
		EVENTIN_PLAYWRIGHT_JSON: out,
	} );
	const stats = readJson( out )?.stats;
	if ( ! stats ) {
		record( 'e2e', 0, 1, 0, seconds );
		return;
	}
	const failed =
		stats.unexpected + ( code !== 0 && stats.unexpected === 0 ? 1 : 0 );
	record(
		'e2e',
		stats.expected + stats.flaky,
		failed,
		stats.skipped,
		seconds
	);
}

mkdirSync( reports, { recursive: true } );
const started = Date.now();
let builtOk = true;
for ( const layer of layers ) {
	if ( layer === 'lint' ) {
		lint();
	} else if ( layer === 'build' ) {
		builtOk = build();
	} else if ( layer === 'jest' ) {
		jest();
	} else if ( layer === 'php' ) {
		php();
	} else if ( layer === 'e2e' ) {
		if ( ! builtOk || ! existsSync( join( root, 'build', 'admin.js' ) ) ) {
			console.error(
				'e2e needs a build: run `npm run build` (or the build layer) first.'
			);
			record( 'e2e', 0, 1, 0, 0 );
		} else {
			e2e();
		}
	}
}

const total = results.reduce(
	( sum, r ) => ( {
		passed: sum.passed + r.passed,
		failed: sum.failed + r.failed,
		skipped: sum.skipped + r.skipped,
	} ),
	{ passed: 0, failed: 0, skipped: 0 }
);
banner(
	`summary (${ ( ( Date.now() - started ) / 60000 ).toFixed( 1 ) } min)`
);
for ( const r of results ) {
	console.log(
		`  ${ r.layer.padEnd( 6 ) } ${ String( r.passed ).padStart(
			4
		) } passed ${ String( r.failed ).padStart( 3 ) } failed${
			r.skipped ? `  ${ r.skipped } skipped` : ''
		}  ${ r.seconds.toFixed( 0 ) } s`
	);
}
console.log(
	`${ total.passed } passed, ${ total.failed } failed${
		total.skipped ? `, ${ total.skipped } skipped` : ''
	}`
);
process.exit( total.failed > 0 ? 1 : 0 );
