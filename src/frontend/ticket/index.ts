/**
 * Entry of the ticket page: draws the QR code (the library loads on its
 * own, so a failure to load it shows a message instead of breaking the
 * page) and wires the Download and Print buttons.
 */
import './ticket.scss';
import { makeQr, toSvg, type QrFactory } from './qr';

const DEFAULT_GENERATE_ERROR = 'Could not generate QR!';
const DEFAULT_LIBRARY_ERROR = 'QR Library not found !';

/**
 * Loads qrcode-generator, or null when it cannot be loaded.
 */
export async function loadLibrary(): Promise< QrFactory | null > {
	try {
		const module = await import(
			/* webpackChunkName: "ticket-qrcode" */ 'qrcode-generator'
		);
		return ( module.default ?? module ) as QrFactory;
	} catch {
		return null;
	}
}

/**
 * Shows a message in place of the code.
 *
 * @param element The QR element.
 * @param message Text.
 */
function fail( element: HTMLElement, message: string ): void {
	const text = document.createElement( 'p' );
	text.className = 'etn-ticket__qr-error';
	text.setAttribute( 'role', 'alert' );
	text.textContent = message;
	element.replaceChildren( text );
}

/**
 * Draws every QR code of the page.
 *
 * @param root    Where to look.
 * @param library The library loader.
 */
export async function renderCodes(
	root: ParentNode = document,
	library: () => Promise< QrFactory | null > = loadLibrary
): Promise< void > {
	const elements = Array.from(
		root.querySelectorAll< HTMLElement >( '[data-etn-qr]' )
	);
	if ( ! elements.length ) {
		return;
	}
	const factory = await library();
	for ( const element of elements ) {
		if ( ! factory ) {
			fail(
				element,
				element.dataset.errorLibrary || DEFAULT_LIBRARY_ERROR
			);
			continue;
		}
		const version = Number( element.dataset.qrVersion ?? 0 );
		const result = makeQr( factory, element.dataset.etnQr ?? '', {
			version,
		} );
		if ( ! result.ok ) {
			element.dataset.qrError = result.error;
			fail(
				element,
				element.dataset.errorGenerate || DEFAULT_GENERATE_ERROR
			);
			continue;
		}
		element.innerHTML = toSvg( result.code );
		element.dataset.qrModules = String( result.code.getModuleCount() );
	}
}

/**
 * Download and Print both open the print dialog ("Save as PDF" downloads).
 *
 * @param root Where to look.
 */
export function wireActions( root: ParentNode = document ): void {
	root.querySelectorAll< HTMLButtonElement >(
		'[data-etn-ticket-action]'
	).forEach( ( button ) => {
		button.addEventListener( 'click', () => window.print() );
	} );
}

// The ticket page, and the ticket and certificate templates' pages (their
// QR code blocks are [data-etn-qr] elements too).
const run = (): void => {
	if ( document.querySelector( '.etn-ticket' ) ) {
		wireActions();
	}
	renderCodes();
};

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', run );
} else {
	run();
}
