/* eslint-disable no-console */
// Runs the WordPress Playground CLI in this process and tells the parent
// (scripts/lib/site.mjs) over the IPC channel when the site is ready.
//
// Why a wrapper instead of spawning `wp-playground-cli` directly: when the
// parent dies without cleaning up (a crashed test runner, a SIGKILL), the IPC
// channel closes and this process shuts the server down, so no orphan server
// keeps a port busy.
//
// Usage: node playground-child.mjs server --port=... (the CLI's own flags).
import { parseOptionsAndRunCLI } from '@wp-playground/cli';

let result;
let stopping = null;

function stop( code = 0 ) {
	if ( ! stopping ) {
		stopping = ( async () => {
			try {
				if ( result && Symbol.asyncDispose in result ) {
					await result[ Symbol.asyncDispose ]();
				}
			} catch ( error ) {
				console.error( 'Error while stopping Playground:', error );
			}
			process.exit( code );
		} )();
	}
	return stopping;
}

process.on( 'SIGINT', () => stop( 0 ) );
process.on( 'SIGTERM', () => stop( 0 ) );
process.on( 'disconnect', () => stop( 0 ) );

try {
	result = await parseOptionsAndRunCLI( process.argv.slice( 2 ) );
} catch ( error ) {
	console.error( error?.stack || String( error ) );
	process.exit( 1 );
}

if ( 'exitCode' in result ) {
	process.exit( result.exitCode );
}
if ( stopping ) {
	// A signal arrived while booting.
	await stop( 0 );
}
process.send?.( { type: 'ready' } );
