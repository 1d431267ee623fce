/**
 * SHA-256 (the manifest's keys) and scan ids. Web Crypto's `subtle` and
 * `randomUUID` exist only in secure contexts; a scanner page served over
 * plain http (manual entry still works there) falls back to the small
 * implementations below.
 */

// SHA-256, UTF-8 and UUID bits are bitwise arithmetic by definition.
/* eslint-disable no-bitwise */

const K = new Uint32Array( [
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
	0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
	0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
	0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
	0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
] );

/**
 * UTF-8 bytes of a string (TextEncoder is missing from jest's jsdom).
 *
 * @param text Text.
 */
function utf8( text: string ): Uint8Array< ArrayBuffer > {
	const out: number[] = [];
	for ( const char of text ) {
		const c = char.codePointAt( 0 ) as number;
		if ( c < 0x80 ) {
			out.push( c );
		} else if ( c < 0x800 ) {
			out.push( 0xc0 | ( c >> 6 ), 0x80 | ( c & 63 ) );
		} else if ( c < 0x10000 ) {
			out.push(
				0xe0 | ( c >> 12 ),
				0x80 | ( ( c >> 6 ) & 63 ),
				0x80 | ( c & 63 )
			);
		} else {
			out.push(
				0xf0 | ( c >> 18 ),
				0x80 | ( ( c >> 12 ) & 63 ),
				0x80 | ( ( c >> 6 ) & 63 ),
				0x80 | ( c & 63 )
			);
		}
	}
	return new Uint8Array( out );
}

const hex = ( bytes: Uint8Array ): string =>
	Array.from( bytes, ( b ) => b.toString( 16 ).padStart( 2, '0' ) ).join(
		''
	);

/**
 * SHA-256 in plain JavaScript (FIPS 180-4).
 *
 * @param data Bytes.
 */
export function sha256Bytes( data: Uint8Array ): Uint8Array {
	const length = data.length;
	const blocks = Math.ceil( ( length + 9 ) / 64 );
	const padded = new Uint8Array( blocks * 64 );
	padded.set( data );
	padded[ length ] = 0x80;
	const view = new DataView( padded.buffer );
	view.setUint32( padded.length - 8, Math.floor( length / 0x20000000 ) );
	view.setUint32( padded.length - 4, ( length << 3 ) >>> 0 );

	const h = new Uint32Array( [
		0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c,
		0x1f83d9ab, 0x5be0cd19,
	] );
	const w = new Uint32Array( 64 );
	const rotr = ( x: number, n: number ) => ( x >>> n ) | ( x << ( 32 - n ) );
	for ( let block = 0; block < blocks; block++ ) {
		for ( let i = 0; i < 16; i++ ) {
			w[ i ] = view.getUint32( block * 64 + i * 4 );
		}
		for ( let i = 16; i < 64; i++ ) {
			const s0 =
				rotr( w[ i - 15 ], 7 ) ^
				rotr( w[ i - 15 ], 18 ) ^
				( w[ i - 15 ] >>> 3 );
			const s1 =
				rotr( w[ i - 2 ], 17 ) ^
				rotr( w[ i - 2 ], 19 ) ^
				( w[ i - 2 ] >>> 10 );
			w[ i ] = w[ i - 16 ] + s0 + w[ i - 7 ] + s1;
		}
		let [ a, b, c, d, e, f, g, hh ] = h;
		for ( let i = 0; i < 64; i++ ) {
			const t1 =
				( hh +
					( rotr( e, 6 ) ^ rotr( e, 11 ) ^ rotr( e, 25 ) ) +
					( ( e & f ) ^ ( ~e & g ) ) +
					K[ i ] +
					w[ i ] ) >>>
				0;
			const t2 =
				( ( rotr( a, 2 ) ^ rotr( a, 13 ) ^ rotr( a, 22 ) ) +
					( ( a & b ) ^ ( a & c ) ^ ( b & c ) ) ) >>>
				0;
			hh = g;
			g = f;
			f = e;
			e = ( d + t1 ) >>> 0;
			d = c;
			c = b;
			b = a;
			a = ( t1 + t2 ) >>> 0;
		}
		h[ 0 ] += a;
		h[ 1 ] += b;
		h[ 2 ] += c;
		h[ 3 ] += d;
		h[ 4 ] += e;
		h[ 5 ] += f;
		h[ 6 ] += g;
		h[ 7 ] += hh;
	}
	const out = new Uint8Array( 32 );
	const outView = new DataView( out.buffer );
	h.forEach( ( word, i ) => outView.setUint32( i * 4, word ) );
	return out;
}

/**
 * SHA-256 of a text's UTF-8 bytes, as lower-case hex.
 *
 * @param text Text.
 */
export async function sha256Hex( text: string ): Promise< string > {
	const data = utf8( text );
	const subtle = globalThis.crypto?.subtle;
	if ( subtle ) {
		try {
			return hex(
				new Uint8Array( await subtle.digest( 'SHA-256', data ) )
			);
		} catch {
			// Fall through to the plain implementation.
		}
	}
	return hex( sha256Bytes( data ) );
}

/**
 * A random version 4 UUID with its dashes (36 characters, fits the
 * contract's client_scan_id pattern [A-Za-z0-9_.-]{1,40}).
 */
export function scanId(): string {
	const crypto = globalThis.crypto;
	if ( typeof crypto?.randomUUID === 'function' ) {
		return crypto.randomUUID();
	}
	const bytes = new Uint8Array( 16 );
	if ( typeof crypto?.getRandomValues === 'function' ) {
		crypto.getRandomValues( bytes );
	} else {
		bytes.forEach( ( _, i ) => {
			bytes[ i ] = Math.floor( Math.random() * 256 );
		} );
	}
	bytes[ 6 ] = ( bytes[ 6 ] & 0x0f ) | 0x40;
	bytes[ 8 ] = ( bytes[ 8 ] & 0x3f ) | 0x80;
	const h = hex( bytes );
	return `${ h.slice( 0, 8 ) }-${ h.slice( 8, 12 ) }-${ h.slice(
		12,
		16
	) }-${ h.slice( 16, 20 ) }-${ h.slice( 20 ) }`;
}
