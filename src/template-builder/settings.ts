/**
 * The block editor's settings: what PHP printed (get_block_editor_settings()
 * for the context eventin-pro/template-builder, trimmed; window.
 * eventinEditorSettings, read here only) with the builder's own rules: only
 * the allowed blocks, the root locked, uploads through the media library.
 */

/**
 * WordPress dependencies
 */
import { uploadMedia } from '@wordpress/media-utils';

/**
 * Internal dependencies
 */
import { CORE_BLOCKS, OUR_BLOCKS } from './lib/content';

declare global {
	interface Window {
		eventinEditorSettings?: Record< string, unknown >;
	}
}

/**
 * The settings object for BlockEditorProvider.
 */
export function editorSettings(): Record< string, unknown > {
	const printed = window.eventinEditorSettings ?? {};
	return {
		...printed,
		allowedBlockTypes: [ ...CORE_BLOCKS, ...OUR_BLOCKS ],
		// Nothing is added next to, moved or removed from the page container
		// at the root; its own inner blocks are free (templateLock: false).
		templateLock: 'all',
		hasFixedToolbar: false,
		focusMode: false,
		mediaUpload: printed.mediaUpload === false ? undefined : upload,
	};
}

/**
 * Uploads files to the media library (core/image's upload button).
 *
 * @param options Options from the block editor.
 */
function upload( options: Record< string, unknown > ) {
	const { onError, ...rest } = options as {
		onError?: ( message: string ) => void;
	} & Record< string, unknown >;
	uploadMedia( {
		...rest,
		wpAllowedMimeTypes: window.eventinEditorSettings?.allowedMimeTypes,
		onError: ( { message }: { message: string } ) => onError?.( message ),
	} );
}
