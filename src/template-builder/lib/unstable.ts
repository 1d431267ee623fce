/**
 * The only place the builder touches WordPress 6.8's experimental editor
 * APIs, each feature-detected with a public fallback (the lint rule allows
 * exactly these three names, in this file only):
 *
 * - __experimentalGetCoreBlocks: to register only our allow-list of core
 *   blocks (the public registerCoreBlocks() with no argument registers all).
 * - __experimentalLibrary: the "All Blocks" sidebar; fallback: the public
 *   Inserter (a button that opens a popover).
 * - __experimentalListView: the "Documents Overview" layers; fallback: our
 *   own flat list of the blocks.
 */

/**
 * WordPress dependencies
 */
import {
	__experimentalLibrary as ExperimentalLibrary,
	__experimentalListView as ExperimentalListView,
} from '@wordpress/block-editor';
import {
	__experimentalGetCoreBlocks as experimentalGetCoreBlocks,
	registerCoreBlocks,
} from '@wordpress/block-library';
import { getBlockType, type BlockTypeSettings } from '@wordpress/blocks';

/** The block library component, or null where it does not exist. */
export const Library = ExperimentalLibrary ?? null;

/** The list view component, or null where it does not exist. */
export const ListView = ExperimentalListView ?? null;

/**
 * Registers the allowed core blocks that are not registered yet.
 *
 * @param names Block names (core/paragraph, …).
 * @return Whether only those were registered (false: all core blocks were,
 *         and the editor's allowedBlockTypes setting narrows the choice).
 */
export function registerSomeCoreBlocks( names: string[] ): boolean {
	if ( typeof experimentalGetCoreBlocks === 'function' ) {
		registerCoreBlocks(
			experimentalGetCoreBlocks().filter(
				( block: BlockTypeSettings ) =>
					names.includes( block.name ) && ! getBlockType( block.name )
			)
		);
		return true;
	}
	if ( ! getBlockType( 'core/paragraph' ) ) {
		registerCoreBlocks();
	}
	return false;
}
