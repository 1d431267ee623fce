/**
 * The template builder's entry (build/template-builder.js), loaded with
 * WordPress's block editor on admin.php?page=eventin-template-builder only.
 * It registers the allowed core blocks and hands the dashboard, which loads
 * after it, its screen and the event description's editor through filters
 * (the page hosts the event editor too).
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
import {
	EVENT_DESCRIPTION_EDITOR_FILTER,
	TEMPLATE_BUILDER_SCREEN_FILTER,
} from '../admin/extension-points';
import { BuilderScreen } from './components/builder-screen';
import { DESCRIPTION_BLOCKS } from './description/content';
import { DescriptionEditor } from './description/description-editor';
import { CORE_BLOCKS } from './lib/content';
import { registerSomeCoreBlocks } from './lib/unstable';
import './builder.scss';

// Each editor narrows the choice with its allowedBlockTypes setting.
registerSomeCoreBlocks( [
	...new Set( [ ...CORE_BLOCKS, ...DESCRIPTION_BLOCKS ] ),
] );

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

addFilter(
	EVENT_DESCRIPTION_EDITOR_FILTER,
	'eventin-pro/event-description',
	() => DescriptionEditor
);
