/**
 * WordPress's skip links ("Skip to main content", "Skip to toolbar") are
 * in-page links (#wpbody-content): on the dashboard, whose routes live in the
 * URL's hash, following one replaced the screen by the landing page and left
 * a keyboard user at the top again. This moves the focus to the link's
 * target instead, without touching the hash.
 */

const SKIP_LINKS = 'a.screen-reader-shortcut[href^="#"]';

/**
 * Handles the skip links of the document; returns the function that stops.
 *
 * @param doc The document (the page's).
 */
export function keepSkipLinksInPage( doc: Document ): () => void {
	const follow = ( event: MouseEvent ) => {
		const link = ( event.target as Element | null )?.closest?.(
			SKIP_LINKS
		);
		const id = link?.getAttribute( 'href' )?.slice( 1 );
		const target = id ? doc.getElementById( id ) : null;
		if ( ! target ) {
			return;
		}
		event.preventDefault();
		if ( ! target.hasAttribute( 'tabindex' ) ) {
			target.setAttribute( 'tabindex', '-1' );
		}
		target.focus();
	};
	doc.addEventListener( 'click', follow, true );
	return () => doc.removeEventListener( 'click', follow, true );
}
