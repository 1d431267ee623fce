/**
 * Saving a template (spec 02 §4): every field is sent; the CSS is generated
 * from the block styles and the thumbnail captured again. The main button
 * publishes, the Draft item keeps it a draft with a small picture. A failed
 * capture is only logged and the save goes on; the outcome is a notification
 * ('Template updated successfully' or "Couldn't update template" with the
 * server's message), and nothing typed is lost on failure.
 */

/**
 * WordPress dependencies
 */
import { serialize, type BlockInstance } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TemplateBuilderScreenProps } from '../../admin/extension-points';
import type { Template, TemplateFields } from '../../data/templates';
import { templateCss } from './template-css';

/** Thumbnail widths (spec 02 §9). */
export const DRAFT_THUMBNAIL_WIDTH = 250;
export const SAVE_THUMBNAIL_WIDTH = 1000;

export type SaveMode = 'publish' | 'draft';

export interface SaveInput {
	mode: SaveMode;
	/** The form's fields as they are now (name, orientation, event…). */
	fields: Omit<
		TemplateFields,
		'status' | 'content' | 'template_css' | 'thumbnail'
	>;
	blocks: BlockInstance[];
	/** The thumbnail kept when a new one cannot be made. */
	previousThumbnail: string;
	/** Makes the picture at a width; may throw. */
	capture: ( width: number ) => Promise< string >;
	save: TemplateBuilderScreenProps[ 'save' ];
	notify: TemplateBuilderScreenProps[ 'notify' ];
}

/**
 * Captures, sends and reports. Answers the saved template, or null when the
 * server refused it.
 *
 * @param input What to save and how.
 */
export async function saveTemplate(
	input: SaveInput
): Promise< Template | null > {
	const { mode, fields, blocks, previousThumbnail, capture, save, notify } =
		input;
	let thumbnail = previousThumbnail;
	try {
		thumbnail = await capture(
			mode === 'draft' ? DRAFT_THUMBNAIL_WIDTH : SAVE_THUMBNAIL_WIDTH
		);
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error( 'Template thumbnail could not be made:', error );
	}
	try {
		const saved = await save( {
			...fields,
			status: mode === 'draft' ? 'draft' : 'publish',
			content: serialize( blocks ),
			template_css: templateCss( blocks ),
			thumbnail,
		} );
		notify.success( __( 'Template updated successfully', 'eventin-pro' ) );
		return saved;
	} catch ( error ) {
		notify.error(
			__( "Couldn't update template", 'eventin-pro' ),
			error instanceof Error ? error.message : undefined
		);
		return null;
	}
}
