/**
 * Undo and redo from the keyboard (spec 02 §4): ctrl/cmd+z undoes, ctrl/cmd+y
 * and ctrl/cmd+shift+z redo, only when focus is inside the block layout.
 *
 * The canvas is an iframe. WordPress 6.8's Iframe re-dispatches keydown from
 * inside it as a new event on the <iframe> element, so the event's target is
 * the iframe itself (and document.activeElement too): that counts as inside
 * the layout. Cancelling the copy cancels the original, so the browser's own
 * undo of the text field does not run as well.
 */

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * What a keydown asks for.
 *
 * @param event  The keydown.
 * @param canvas The canvas iframe (none before it mounts).
 */
export function historyShortcut(
	event: Pick<
		KeyboardEvent,
		'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'
	>,
	canvas: Element | null
): 'undo' | 'redo' | null {
	if ( ! ( event.ctrlKey || event.metaKey ) || event.altKey ) {
		return null;
	}
	const target = event.target as Element | null;
	const inLayout =
		( !! canvas && target === canvas ) ||
		( !! target &&
			typeof target.closest === 'function' &&
			!! target.closest( '.block-editor-block-list__layout' ) );
	if ( ! inLayout ) {
		return null;
	}
	const key = event.key.toLowerCase();
	if ( key === 'z' ) {
		return event.shiftKey ? 'redo' : 'undo';
	}
	if ( key === 'y' && ! event.shiftKey ) {
		return 'redo';
	}
	return null;
}

/**
 * Listens for the history shortcuts on the document.
 *
 * @param canvasArea         The element around the canvas iframe.
 * @param canvasArea.current
 * @param undo               Undo.
 * @param redo               Redo.
 */
export function useHistoryShortcuts(
	canvasArea: { current: HTMLElement | null },
	undo: () => void,
	redo: () => void
) {
	useEffect( () => {
		const onKeyDown = ( event: KeyboardEvent ) => {
			const action = historyShortcut(
				event,
				canvasArea.current?.querySelector( 'iframe' ) ?? null
			);
			if ( ! action ) {
				return;
			}
			event.preventDefault();
			if ( action === 'undo' ) {
				undo();
			} else {
				redo();
			}
		};
		document.addEventListener( 'keydown', onKeyDown );
		return () => document.removeEventListener( 'keydown', onKeyDown );
	}, [ canvasArea, undo, redo ] );
}
