/**
 * The height reporter of build/embed-frame.js, on the embed page (includes/Shortcodes/Embed/
 * EmbedPage.php): tells the framing page how tall the content is, on load
 * and whenever it changes size, as `{ type: 'eventin:height', id, height }`.
 * Only a height leaves the frame; the loader checks who sent it.
 */

/**
 * The framing page's origin when the browser tells it, else '*' (a height
 * is no secret, and the embed page's frame-ancestors policy already limits
 * who frames it).
 *
 * @param win The frame's window.
 */
export function parentOrigin( win: Window ): string {
	const ancestors = win.location.ancestorOrigins;
	if ( ancestors && ancestors.length > 0 && ancestors[ 0 ] !== 'null' ) {
		return ancestors[ 0 ];
	}
	try {
		const origin = new URL( win.document.referrer ).origin;
		if ( origin && origin !== 'null' ) {
			return origin;
		}
	} catch {
		// No referrer.
	}
	return '*';
}

/**
 * Starts reporting the height of the page's content. Nothing when the page
 * is not framed or names no embed.
 *
 * @param win The frame's window.
 * @return Stops reporting.
 */
export function reportHeight(
	win: Window & typeof globalThis = window
): () => void {
	const doc = win.document;
	const id = doc.body?.getAttribute( 'data-eventin-embed' );
	if ( ! id || win.parent === win ) {
		return () => undefined;
	}
	const content = doc.querySelector( '.eventin-embed' ) ?? doc.body;
	const target = parentOrigin( win );
	let last = -1;
	const send = () => {
		const height = Math.ceil( content.getBoundingClientRect().height );
		if ( height !== last ) {
			last = height;
			win.parent.postMessage(
				{ type: 'eventin:height', id, height },
				target
			);
		}
	};
	send();
	win.addEventListener( 'load', send );
	const observer =
		typeof win.ResizeObserver === 'function'
			? new win.ResizeObserver( send )
			: null;
	observer?.observe( content );
	return () => {
		win.removeEventListener( 'load', send );
		observer?.disconnect();
	};
}
