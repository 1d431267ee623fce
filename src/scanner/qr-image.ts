/**
 * The scanned ticket's QR code, drawn again in the verdict (staff can
 * compare it with the one shown to them), with the ticket page's QR module.
 * qrcode-generator loads on demand, after the verdict is on screen.
 */

/**
 * Internal dependencies
 */
import { makeQr, toSvg, type QrFactory } from '../frontend/ticket/qr';

let library: Promise< QrFactory | null > | null = null;

/**
 * Loads qrcode-generator once (null when it cannot be loaded).
 */
function loadFactory(): Promise< QrFactory | null > {
	library ??= import(
		/* webpackChunkName: "scanner-qrcode" */ 'qrcode-generator'
	)
		.then( ( module ) => ( module.default ?? module ) as QrFactory )
		.catch( () => {
			library = null;
			return null;
		} );
	return library;
}

/**
 * SVG markup of a QR code of `text` (numbers and fixed markup only), or
 * null when it cannot be made.
 *
 * @param text What the code holds.
 * @param load The library loader (tests give their own).
 */
export async function qrSvg(
	text: string,
	load: () => Promise< QrFactory | null > = loadFactory
): Promise< string | null > {
	const factory = await load();
	if ( ! factory ) {
		return null;
	}
	const result = makeQr( factory, text );
	return result.ok ? toSvg( result.code ) : null;
}
