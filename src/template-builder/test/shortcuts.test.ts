/**
 * Undo/redo keys count only inside the block layout: the canvas iframe
 * (where WordPress re-dispatches the canvas's keydowns) or the layout itself.
 */

/**
 * Internal dependencies
 */
import { historyShortcut } from '../lib/shortcuts';

const iframe = document.createElement( 'iframe' );
const layout = document.createElement( 'div' );
layout.className = 'block-editor-block-list__layout';
const inLayout = document.createElement( 'p' );
layout.appendChild( inLayout );
const outside = document.createElement( 'input' );

/**
 * A keydown.
 *
 * @param name   Key.
 * @param target Target.
 * @param mods   Modifiers.
 */
function key(
	name: string,
	target: EventTarget | null,
	mods: Partial<
		Record< 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean >
	> = {}
) {
	return {
		key: name,
		target,
		ctrlKey: false,
		metaKey: false,
		shiftKey: false,
		altKey: false,
		...mods,
	};
}

describe( 'historyShortcut', () => {
	it( 'undoes with ctrl or cmd+z in the canvas iframe', () => {
		expect(
			historyShortcut( key( 'z', iframe, { ctrlKey: true } ), iframe )
		).toBe( 'undo' );
		expect(
			historyShortcut( key( 'z', iframe, { metaKey: true } ), iframe )
		).toBe( 'undo' );
	} );

	it( 'redoes with ctrl/cmd+shift+z and ctrl/cmd+y', () => {
		expect(
			historyShortcut(
				key( 'Z', iframe, { ctrlKey: true, shiftKey: true } ),
				iframe
			)
		).toBe( 'redo' );
		expect(
			historyShortcut( key( 'y', iframe, { metaKey: true } ), iframe )
		).toBe( 'redo' );
	} );

	it( 'counts the block layout itself when the canvas is not an iframe', () => {
		expect(
			historyShortcut( key( 'z', inLayout, { ctrlKey: true } ), null )
		).toBe( 'undo' );
	} );

	it( 'leaves other fields and other keys alone', () => {
		expect(
			historyShortcut( key( 'z', outside, { ctrlKey: true } ), iframe )
		).toBeNull();
		expect( historyShortcut( key( 'z', iframe ), iframe ) ).toBeNull();
		expect(
			historyShortcut(
				key( 'z', iframe, { ctrlKey: true, altKey: true } ),
				iframe
			)
		).toBeNull();
		expect(
			historyShortcut( key( 'x', iframe, { ctrlKey: true } ), iframe )
		).toBeNull();
		expect(
			historyShortcut(
				key( 'y', iframe, { ctrlKey: true, shiftKey: true } ),
				iframe
			)
		).toBeNull();
	} );
} );
