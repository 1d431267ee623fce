/**
 * SHA-256 (Web Crypto and the fallback agree with Node's) and scan ids.
 */

/**
 * External dependencies
 */
import { createHash } from 'crypto';

/**
 * Internal dependencies
 */
import { scanId, sha256Hex } from '../hash';
import { installWebCrypto } from './helpers/fixtures';

const TEXTS = [
	'',
	'abc',
	'a1B2c3D4e5',
	'ana@example.test',
	'Zoë — 東京 𐍈',
	'x'.repeat( 55 ),
	'x'.repeat( 56 ),
	'y'.repeat( 1000 ),
];
const node = ( text: string ) =>
	createHash( 'sha256' ).update( text, 'utf8' ).digest( 'hex' );

describe( 'sha256Hex', () => {
	it.each( TEXTS )( 'hashes %j without Web Crypto', async ( text ) => {
		expect( globalThis.crypto?.subtle ).toBeUndefined();
		expect( await sha256Hex( text ) ).toBe( node( text ) );
	} );

	it( 'hashes with Web Crypto where there is one', async () => {
		const restore = installWebCrypto();
		const digest = jest.spyOn( globalThis.crypto.subtle, 'digest' );
		try {
			for ( const text of TEXTS ) {
				expect( await sha256Hex( text ) ).toBe( node( text ) );
			}
			expect( digest ).toHaveBeenCalledTimes( TEXTS.length );
		} finally {
			digest.mockRestore();
			restore();
		}
	} );
} );

describe( 'scanId', () => {
	const PATTERN = /^[A-Za-z0-9_.-]{1,40}$/;
	const UUID =
		/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

	it( 'makes a v4 UUID with dashes without randomUUID', () => {
		const ids = new Set( Array.from( { length: 50 }, scanId ) );
		expect( ids.size ).toBe( 50 );
		for ( const id of ids ) {
			expect( id ).toMatch( UUID );
			expect( id ).toMatch( PATTERN );
		}
	} );

	it( 'uses crypto.randomUUID where there is one', () => {
		const restore = installWebCrypto();
		try {
			const spy = jest.spyOn( globalThis.crypto, 'randomUUID' );
			expect( scanId() ).toMatch( UUID );
			expect( spy ).toHaveBeenCalled();
			spy.mockRestore();
		} finally {
			restore();
		}
	} );
} );
