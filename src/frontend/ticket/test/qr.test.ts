/**
 * The ticket's QR module: options, error mapping, UTF-8, and codes that an
 * independent decoder (zbarimg, Debian zbar-tools) reads back.
 */
import { execFileSync, spawnSync } from 'child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import qrcode from 'qrcode-generator';
import { makeQr, mapError, toDataUrl, toSvg, MARGIN_MODULES } from '../qr';
import { renderCodes } from '../index';

const URL_SHORT =
	'http://example.test/wp-admin/edit.php?post_type=etn-attendee&etn_action=ticket_scanner&attendee_id=12&ticket_id=a1B2c3D4e5';

const ZBARIMG = '/usr/bin/zbarimg';
const hasZbar = spawnSync( ZBARIMG, [ '--version' ] ).status === 0;

/**
 * Decodes a GIF data URL with zbarimg.
 *
 * @param dataUrl GIF data URL.
 */
function decode( dataUrl: string ): string {
	const dir = mkdtempSync( join( tmpdir(), 'etn-qr-' ) );
	try {
		const file = join( dir, 'qr.gif' );
		writeFileSync(
			file,
			Buffer.from(
				dataUrl.replace( /^data:image\/gif;base64,/, '' ),
				'base64'
			)
		);
		return execFileSync( ZBARIMG, [ '--raw', '-q', file ], {
			encoding: 'utf8',
			stdio: [ 'ignore', 'pipe', 'ignore' ],
		} ).replace( /\n$/, '' );
	} finally {
		rmSync( dir, { recursive: true, force: true } );
	}
}

describe( 'makeQr', () => {
	it( 'picks the smallest version at error correction M by default', () => {
		const result = makeQr( qrcode, URL_SHORT );
		expect( result.ok ).toBe( true );
		if ( ! result.ok ) {
			return;
		}
		// The 122 bytes fill version 7 at M (122 bytes); version 6 holds 106.
		expect( URL_SHORT ).toHaveLength( 122 );
		expect( result.code.getModuleCount() ).toBe( 17 + 4 * 7 );
		// At L, version 6 holds 134 bytes: the level given is used.
		const low = makeQr( qrcode, URL_SHORT, { errorCorrection: 'L' } );
		expect( low.ok && low.code.getModuleCount() ).toBe( 17 + 4 * 6 );
	} );

	it.each( [ 1, 10, 20, 40 ] )( 'makes version %i when asked', ( v ) => {
		const result = makeQr( qrcode, 'A', { version: v } );
		expect( result.ok && result.code.getModuleCount() ).toBe( 17 + 4 * v );
	} );

	it.each( [ '', '   ', '\n\t' ] )(
		'maps empty text %j to no_input_text',
		( text ) => {
			expect( makeQr( qrcode, text ) ).toEqual( {
				ok: false,
				error: 'no_input_text',
			} );
		}
	);

	it.each( [ 41, -1, 1.5, NaN ] )(
		'maps version %p to invalid_version',
		( v ) => {
			expect( makeQr( qrcode, 'x', { version: v } ) ).toEqual( {
				ok: false,
				error: 'invalid_version',
			} );
		}
	);

	it( 'maps text too long for any version to data_too_big, without throwing', () => {
		// 2331 bytes is the most version 40 holds at M.
		expect( makeQr( qrcode, 'a'.repeat( 2331 ) ).ok ).toBe( true );
		expect( makeQr( qrcode, 'a'.repeat( 2332 ) ) ).toEqual( {
			ok: false,
			error: 'data_too_big',
		} );
		// And text too long for the version asked.
		expect( makeQr( qrcode, URL_SHORT, { version: 1 } ) ).toEqual( {
			ok: false,
			error: 'data_too_big',
		} );
	} );

	it( 'maps the library errors it throws as strings', () => {
		expect( mapError( 'code length overflow. (18676>18672)' ) ).toBe(
			'data_too_big'
		);
		expect(
			mapError(
				'bad rs block @ typeNumber:1/errorCorrectionLevel:undefined'
			)
		).toBe( 'invalid_version' );
		expect( mapError( new TypeError( 'x' ) ) ).toBe( 'generation_failed' );
	} );

	it( 'counts UTF-8 bytes: 2331 two-byte characters do not fit, 1165 do', () => {
		expect( makeQr( qrcode, 'é'.repeat( 1165 ) ).ok ).toBe( true );
		expect( makeQr( qrcode, 'é'.repeat( 1166 ) ) ).toEqual( {
			ok: false,
			error: 'data_too_big',
		} );
	} );

	it( 'keeps a margin of 4 modules around the code', () => {
		const result = makeQr( qrcode, 'A', { version: 1 } );
		if ( ! result.ok ) {
			throw new Error( 'no code' );
		}
		const svg = toSvg( result.code, 2 );
		const size = ( 21 + 2 * MARGIN_MODULES ) * 2;
		expect( svg ).toContain( `viewBox="0 0 ${ size } ${ size }"` );
	} );
} );

( hasZbar ? describe : describe.skip )( 'decoded by zbarimg', () => {
	it.each( [ 1, 10, 20, 40 ] )(
		'version %i reads back what was encoded',
		( v ) => {
			const text = v === 1 ? 'ETN-1' : `${ URL_SHORT }&v=${ v }`;
			const result = makeQr( qrcode, text, { version: v } );
			if ( ! result.ok ) {
				throw new Error( result.error );
			}
			expect( result.code.getModuleCount() ).toBe( 17 + 4 * v );
			expect( decode( toDataUrl( result.code, 4 ) ) ).toBe( text );
		}
	);

	it( 'reads back UTF-8 text', () => {
		const text = 'Événement – 日本語 € 𝄞';
		const result = makeQr( qrcode, text );
		if ( ! result.ok ) {
			throw new Error( result.error );
		}
		expect( decode( toDataUrl( result.code, 4 ) ) ).toBe( text );
	} );
} );

if ( ! hasZbar ) {
	// eslint-disable-next-line no-console
	console.warn(
		'zbarimg is not installed (apt-get install zbar-tools): the decoding tests were skipped.'
	);
}

describe( 'renderCodes', () => {
	const page = ( data: string ) => {
		document.body.innerHTML = `<main class="etn-ticket"><div data-etn-qr="${ data }" data-error-generate="Gen!" data-error-library="Lib!"></div></main>`;
		return document.querySelector( '[data-etn-qr]' ) as HTMLElement;
	};

	it( 'draws an SVG', async () => {
		const element = page( 'https://example.test/?a=1' );
		await renderCodes( document, async () => qrcode );
		expect( element.querySelector( 'svg' ) ).not.toBeNull();
	} );

	it( 'says the library is missing when it does not load', async () => {
		const element = page( 'x' );
		await renderCodes( document, async () => null );
		expect( element.textContent ).toBe( 'Lib!' );
		expect( element.querySelector( 'svg' ) ).toBeNull();
	} );

	it( 'says the code could not be made, with the error code', async () => {
		const element = page( ' ' );
		await renderCodes( document, async () => qrcode );
		expect( element.textContent ).toBe( 'Gen!' );
		expect( element.dataset.qrError ).toBe( 'no_input_text' );
	} );

	it( 'uses the built-in messages when the page gives none', async () => {
		document.body.innerHTML = '<div data-etn-qr=""></div>';
		await renderCodes( document, async () => null );
		expect( document.body.textContent ).toBe( 'QR Library not found !' );
		document.body.innerHTML = '<div data-etn-qr=""></div>';
		await renderCodes( document, async () => qrcode );
		expect( document.body.textContent ).toBe( 'Could not generate QR!' );
	} );
} );
