/**
 * QR codes of tickets with qrcode-generator: options checked and the
 * library's own errors (thrown strings and TypeErrors) mapped to codes, so
 * that nothing is ever thrown at the visitor.
 */
import type qrcodeFactory from 'qrcode-generator';

export type QrFactory = typeof qrcodeFactory;
export type QrCode = ReturnType< QrFactory >;
export type ErrorCorrection = 'L' | 'M' | 'Q' | 'H';

export interface QrOptions {
	/** Version 1 to 40; 0 (the default) picks the smallest that fits. */
	version?: number;
	/** Error correction level, M by default. */
	errorCorrection?: ErrorCorrection;
}

export type QrErrorCode =
	| 'no_input_text'
	| 'data_too_big'
	| 'invalid_version'
	| 'invalid_error_correction'
	| 'generation_failed';

export type QrResult =
	| { ok: true; code: QrCode }
	| { ok: false; error: QrErrorCode };

/** Quiet zone around the code, in modules (the QR standard's 4). */
export const MARGIN_MODULES = 4;

const LEVELS: ErrorCorrection[] = [ 'L', 'M', 'Q', 'H' ];

/**
 * Switches the library to UTF-8 input (its default keeps only each
 * character's low byte). It is a setting of the module, set once.
 *
 * @param factory The library.
 */
export function enableUtf8( factory: QrFactory ): void {
	if ( factory.stringToBytesFuncs?.[ 'UTF-8' ] ) {
		factory.stringToBytes = factory.stringToBytesFuncs[ 'UTF-8' ];
	}
}

/**
 * Makes a QR code of `text`.
 *
 * @param factory The library.
 * @param text    What the code holds (UTF-8).
 * @param options Version and error correction.
 */
export function makeQr(
	factory: QrFactory,
	text: string,
	options: QrOptions = {}
): QrResult {
	const version = options.version ?? 0;
	const level = options.errorCorrection ?? 'M';
	if ( typeof text !== 'string' || text.trim() === '' ) {
		return { ok: false, error: 'no_input_text' };
	}
	if ( ! Number.isInteger( version ) || version < 0 || version > 40 ) {
		return { ok: false, error: 'invalid_version' };
	}
	if ( ! LEVELS.includes( level ) ) {
		return { ok: false, error: 'invalid_error_correction' };
	}
	enableUtf8( factory );
	try {
		const code = factory( version as Parameters< QrFactory >[ 0 ], level );
		code.addData( text, 'Byte' );
		code.make();
		return { ok: true, code };
	} catch ( e ) {
		return { ok: false, error: mapError( e ) };
	}
}

/**
 * The code of an error the library threw. It throws strings: 'code length
 * overflow. (…)' when the text does not fit the version (or any version).
 *
 * @param e What was thrown.
 */
export function mapError( e: unknown ): QrErrorCode {
	const message = String( e );
	if ( message.includes( 'code length overflow' ) ) {
		return 'data_too_big';
	}
	if ( message.includes( 'bad rs block' ) ) {
		return 'invalid_version';
	}
	return 'generation_failed';
}

/**
 * A scalable SVG of the code with its quiet zone (only numbers and fixed
 * markup: safe to insert).
 *
 * @param code     The code.
 * @param cellSize Size of a module in SVG units.
 */
export function toSvg( code: QrCode, cellSize = 4 ): string {
	return code.createSvgTag( {
		cellSize,
		margin: MARGIN_MODULES * cellSize,
		scalable: true,
	} );
}

/**
 * A GIF data URL of the code with its quiet zone.
 *
 * @param code     The code.
 * @param cellSize Pixels per module.
 */
export function toDataUrl( code: QrCode, cellSize = 4 ): string {
	return code.createDataURL( cellSize, MARGIN_MODULES * cellSize );
}
