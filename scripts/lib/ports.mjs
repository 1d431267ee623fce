// Small helpers about TCP ports on the loopback interface.
import net from 'node:net';

export const HOST = '127.0.0.1';

/**
 * Resolves true when nothing listens on host:port.
 *
 * @param {number} port   The port.
 * @param {string} [host] The address (default 127.0.0.1).
 * @return {Promise<boolean>} Free or not.
 */
export function isPortFree( port, host = HOST ) {
	return new Promise( ( resolve ) => {
		const server = net.createServer();
		server.unref();
		server.once( 'error', () => resolve( false ) );
		server.listen( { port, host, exclusive: true }, () => {
			server.close( () => resolve( true ) );
		} );
	} );
}

/**
 * Asks the kernel for a port that is free right now.
 *
 * @param {string} [host] The address (default 127.0.0.1).
 * @return {Promise<number>} A free port.
 */
export function getFreePort( host = HOST ) {
	return new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.unref();
		server.once( 'error', reject );
		server.listen( { port: 0, host }, () => {
			const { port } = server.address();
			server.close( () => resolve( port ) );
		} );
	} );
}

/**
 * Parses a port number from a string; throws a readable error when invalid.
 *
 * @param {*}       value               The text to parse.
 * @param {string}  origin              Where it came from (for the message).
 * @param {Object}  [options]           Options.
 * @param {boolean} [options.allowZero] Accept 0 (the system picks a free port).
 * @return {number} The port.
 */
export function parsePort( value, origin, { allowZero = false } = {} ) {
	const port = Number( value );
	const lowest = allowZero ? 0 : 1;
	if ( ! Number.isInteger( port ) || port < lowest || port > 65535 ) {
		throw new Error(
			`Invalid port ${ JSON.stringify( value ) } (from ${ origin }).`
		);
	}
	return port;
}
