/**
 * The template builder's entry (build/template-builder.js), loaded with
 * WordPress's block editor on admin.php?page=eventin-template-builder only.
 * It registers the allowed core blocks and hands its screen to the
 * dashboard, which loads after it, through a filter.
 */

/**
 * WordPress dependencies
 */
import '@wordpress/format-library';
import { addFilter } from '@wordpress/hooks';
import { MediaUpload } from '@wordpress/media-utils';

/**
 * Internal dependencies
 */
import { TEMPLATE_BUILDER_SCREEN_FILTER } from '../admin/extension-points';
import { BuilderScreen } from './components/builder-screen';
import { CORE_BLOCKS } from './lib/content';
import { registerSomeCoreBlocks } from './lib/unstable';
import './builder.scss';

registerSomeCoreBlocks( CORE_BLOCKS );

// core/image's Media Library button (what WordPress's own editors add).
addFilter(
	'editor.MediaUpload',
	'eventin-pro/template-builder/media-upload',
	() => MediaUpload
);

addFilter(
	TEMPLATE_BUILDER_SCREEN_FILTER,
	'eventin-pro/template-builder',
	() => BuilderScreen
);
