/**
 * Writes text at the block editor's caret, with insert() of the rich-text
 * package, when the selection is a caret or range inside one
 * rich-text attribute of one block. Must run inside BlockEditorProvider.
 */

/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch, useRegistry } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { create, insert, toHTMLString } from '@wordpress/rich-text';

/* eslint-disable @typescript-eslint/no-explicit-any -- the block editor store ships no types. */

/**
 * The inserter function.
 */
export function useInsertAtCaret(): ( text: string ) => boolean {
	const registry = useRegistry() as unknown as {
		select: ( store: unknown ) => any;
	};
	const { updateBlockAttributes, selectionChange } = useDispatch(
		blockEditorStore
	) as any;
	return useCallback(
		( text: string ) => {
			const editor = registry.select( blockEditorStore ) as any;
			const start = editor.getSelectionStart();
			const end = editor.getSelectionEnd();
			if (
				! start?.clientId ||
				! start.attributeKey ||
				start.offset === undefined ||
				start.clientId !== end?.clientId ||
				start.attributeKey !== end.attributeKey
			) {
				return false;
			}
			const attributes =
				editor.getBlockAttributes( start.clientId ) ?? {};
			const current = attributes[ start.attributeKey ];
			const value = create( { html: String( current ?? '' ) } );
			const from = Math.min( start.offset, end.offset ?? start.offset );
			const to = Math.max( start.offset, end.offset ?? start.offset );
			const next = insert( value, text, from, to );
			updateBlockAttributes( start.clientId, {
				[ start.attributeKey ]: toHTMLString( { value: next } ),
			} );
			const caret = from + text.length;
			selectionChange( start.clientId, start.attributeKey, caret, caret );
			return true;
		},
		[ registry, updateBlockAttributes, selectionChange ]
	);
}
/* eslint-enable @typescript-eslint/no-explicit-any */
