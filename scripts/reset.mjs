#!/usr/bin/env node
/* eslint-disable no-console */
// `npm run reset`: deletes the development site's data (.cache/site, or env
// EVENTIN_SITE_DIR) so that the next `npm start` installs a fresh WordPress,
// activates the plugin and seeds the demo data again. The WordPress core
// download (.cache/wordpress) is kept.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, isAlive } from './lib/site.mjs';

const siteDir = path.resolve(
	ROOT,
	process.env.EVENTIN_SITE_DIR || '.cache/site'
);

let server = null;
try {
	server = JSON.parse(
		fs.readFileSync( path.join( siteDir, 'state/server.json' ), 'utf8' )
	);
} catch {
	// not running
}
if ( server?.pid && isAlive( server.pid ) ) {
	console.error(
		`The development site is running (${ server.url }, pid ${ server.pid }): stop \`npm start\` first.`
	);
	process.exit( 1 );
}

if ( ! fs.existsSync( siteDir ) ) {
	console.log( `Nothing to reset: ${ siteDir } does not exist.` );
	process.exit( 0 );
}
fs.rmSync( siteDir, { recursive: true, force: true } );
console.log(
	`Deleted ${ siteDir }: the next \`npm start\` creates a fresh site.`
);
