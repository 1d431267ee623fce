/**
 * The embed loader: turns the script tag a registered site pasted into a
 * frame of our embed page, and sizes the frame from the height the page
 * reports. No dependencies, no WordPress globals: it runs on other sites.
 *
 * The script's own address says everything: our origin, the record `id`
 * and, when WordPress is not at the root of that origin, `home`.
 */

/** Tallest frame accepted, in pixels. */
export const MAX_HEIGHT = 20000;

/** The message type the embed page posts. */
export const HEIGHT_MESSAGE = 'eventin:height';

export interface Embed {
	iframe: HTMLIFrameElement;
	/** Origin of the embed page: the only sender heard. */
	origin: string;
	/** Record id. */
	id: string;
	/** Stops listening. */
	dispose: () => void;
}

/**
 * A height within 0 to MAX_HEIGHT, or null when the value is no number.
 *
 * @param value Reported height.
 */
export function clampHeight( value: unknown ): number | null {
	const height = typeof value === 'number' ? value : NaN;
	if ( ! Number.isFinite( height ) ) {
		return null;
	}
	return Math.min( MAX_HEIGHT, Math.max( 0, Math.ceil( height ) ) );
}

/**
 * The embed page's address for a script address, or null when the script
 * names no record.
 *
 * @param src The script's address.
 */
export function frameUrlOf( src: string ): URL | null {
	let script: URL;
	try {
		script = new URL( src );
	} catch {
		return null;
	}
	const id = script.searchParams.get( 'id' ) ?? '';
	if ( ! /^[1-9]\d{0,17}$/.test( id ) ) {
		return null;
	}
	let base = new URL( '/', script );
	const home = script.searchParams.get( 'home' );
	if ( home ) {
		try {
			const url = new URL( home, script );
			if ( url.protocol === 'https:' || url.protocol === 'http:' ) {
				base = url;
			}
		} catch {
			// Not an address: the origin's root.
		}
	}
	const frame = new URL( base.origin + base.pathname );
	frame.searchParams.set( 'eventin_embed', id );
	return frame;
}

/**
 * Builds the frame of one script tag, right after it, and listens for its
 * height. Null when the tag names no record or was handled already.
 *
 * @param script The script element.
 * @param win    The page's window.
 */
export function embed(
	script: HTMLScriptElement | null,
	win: Window = window
): Embed | null {
	if ( ! script || script.hasAttribute( 'data-eventin-embedded' ) ) {
		return null;
	}
	const frame = frameUrlOf( script.src );
	if ( ! frame ) {
		return null;
	}
	script.setAttribute( 'data-eventin-embedded', '' );
	const id = frame.searchParams.get( 'eventin_embed' ) as string;
	const origin = frame.origin;
	const doc = script.ownerDocument;

	const iframe = doc.createElement( 'iframe' );
	iframe.src = frame.href;
	iframe.title = script.getAttribute( 'data-title' ) || 'Events';
	iframe.setAttribute( 'loading', 'lazy' );
	iframe.setAttribute( 'style', 'display:block;width:100%;border:0' );

	const parent = script.parentNode;
	if ( parent && parent !== doc.head && parent !== doc.documentElement ) {
		parent.insertBefore( iframe, script.nextSibling );
	} else if ( doc.body ) {
		doc.body.appendChild( iframe );
	} else {
		doc.addEventListener( 'DOMContentLoaded', () =>
			doc.body.appendChild( iframe )
		);
	}

	const onMessage = ( event: MessageEvent ) => {
		const data = event.data as
			| { type?: unknown; id?: unknown; height?: unknown }
			| null
			| undefined;
		if (
			event.origin !== origin ||
			! iframe.contentWindow ||
			event.source !== iframe.contentWindow ||
			! data ||
			typeof data !== 'object' ||
			data.type !== HEIGHT_MESSAGE ||
			data.id !== id
		) {
			return;
		}
		const height = clampHeight( data.height );
		if ( height !== null ) {
			iframe.style.height = `${ height }px`;
		}
	};
	win.addEventListener( 'message', onMessage );

	return {
		iframe,
		origin,
		id,
		dispose: () => win.removeEventListener( 'message', onMessage ),
	};
}

/**
 * The script being run: document.currentScript, or (when a page injects it
 * in a way that leaves that unset) the last of our script tags not handled.
 *
 * @param doc The page.
 */
export function currentScript( doc: Document ): HTMLScriptElement | null {
	if ( doc.currentScript instanceof HTMLScriptElement ) {
		return doc.currentScript;
	}
	const scripts = Array.from(
		doc.querySelectorAll< HTMLScriptElement >(
			'script[src*="/embed.js"]:not([data-eventin-embedded])'
		)
	).filter( ( script ) => frameUrlOf( script.src ) );
	return scripts[ scripts.length - 1 ] ?? null;
}
