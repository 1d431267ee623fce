/**
 * An event's description as the compact block editor edits it: serialized
 * blocks in post_content. A description written before (plain HTML, no
 * block comments) is converted to blocks with rawHandler, so nothing is
 * lost; an editor holding only an empty paragraph saves ''.
 */

/**
 * WordPress dependencies
 */
import {
	createBlock,
	isUnmodifiedDefaultBlock,
	parse,
	rawHandler,
	serialize,
	type BlockInstance,
} from '@wordpress/blocks';

/** The blocks a description may hold. */
export const DESCRIPTION_BLOCKS = [
	'core/paragraph',
	'core/heading',
	'core/list',
	'core/list-item',
	'core/quote',
	'core/image',
	'core/buttons',
	'core/button',
];

/**
 * Whether the content holds block comments.
 * @param content
 */
const hasBlocks = ( content: string ) => /<!--\s+wp:/.test( content );

/**
 * The blocks to edit: parsed blocks, plain HTML converted, or one empty
 * paragraph.
 *
 * @param content The description as saved.
 */
export function descriptionBlocks( content: string ): BlockInstance[] {
	const text = ( content ?? '' ).trim();
	let blocks: BlockInstance[] = [];
	if ( text ) {
		blocks = hasBlocks( text )
			? parse( text )
			: rawHandler( { HTML: text } );
	}
	return blocks.length ? blocks : [ createBlock( 'core/paragraph' ) ];
}

/**
 * The description to save: serialized blocks, or '' when nothing was
 * written.
 *
 * @param blocks The editor's blocks.
 */
export function descriptionContent( blocks: BlockInstance[] ): string {
	const kept = blocks.filter(
		( block ) => ! isUnmodifiedDefaultBlock( block )
	);
	return kept.length ? serialize( kept ) : '';
}
