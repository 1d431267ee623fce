/**
 * The template's picture for the list (spec 02 §9): the page rendered with
 * html2canvas on a 1000×800 source at scale 2, drawn at 250 px wide for a
 * draft and 1000 px for a save, as a JPEG data URL at quality 0.85.
 * html2canvas (about 45 KB gzip) is loaded here, at save time only.
 */

export const SOURCE_WIDTH = 1000;
export const SOURCE_HEIGHT = 800;
export const JPEG_QUALITY = 0.85;

/** Editor-only parts that must not appear in the picture. */
const EDITOR_ONLY =
	'.block-list-appender, .block-editor-default-block-appender, .block-editor-block-list__insertion-point, .components-popover';

/**
 * Renders an element of the canvas to a JPEG data URL.
 *
 * @param root  The page (the template container in the canvas iframe).
 * @param width Output width: 250 (draft) or 1000 (save); height follows 5:4.
 */
export async function captureThumbnail(
	root: HTMLElement,
	width: number
): Promise< string > {
	const { default: html2canvas } = await import(
		/* webpackChunkName: "template-builder.html2canvas" */ 'html2canvas'
	);
	const doc = root.ownerDocument;
	await doc.fonts?.ready;
	await Promise.all(
		Array.from( root.querySelectorAll( 'img' ) ).map( ( img ) =>
			img.decode ? img.decode().catch( () => undefined ) : undefined
		)
	);
	const source = await html2canvas( root, {
		scale: 2,
		width: SOURCE_WIDTH,
		height: SOURCE_HEIGHT,
		windowWidth: SOURCE_WIDTH,
		windowHeight: SOURCE_HEIGHT,
		backgroundColor: '#ffffff',
		// Images from another origin without CORS headers are left out;
		// allowTaint would make toDataURL throw instead.
		useCORS: true,
		logging: false,
		ignoreElements: ( element: Element ) =>
			element.matches?.( EDITOR_ONLY ),
		onclone: ( clone: Document ) => {
			clone
				.querySelectorAll( '.is-selected, .has-child-selected' )
				.forEach( ( element ) =>
					element.classList.remove(
						'is-selected',
						'has-child-selected'
					)
				);
			clone
				.querySelectorAll( '[contenteditable]' )
				.forEach( ( element ) =>
					element.removeAttribute( 'contenteditable' )
				);
		},
	} );
	const out = document.createElement( 'canvas' );
	out.width = width;
	out.height = Math.round( ( width * SOURCE_HEIGHT ) / SOURCE_WIDTH );
	const context = out.getContext( '2d' );
	if ( ! context ) {
		throw new Error( 'No 2D canvas context.' );
	}
	context.fillStyle = '#ffffff';
	context.fillRect( 0, 0, out.width, out.height );
	context.imageSmoothingEnabled = true;
	context.imageSmoothingQuality = 'high';
	context.drawImage( source, 0, 0, out.width, out.height );
	return out.toDataURL( 'image/jpeg', JPEG_QUALITY );
}
