/**
 * Templates: /eventin/v2/templates (`{ items, total_items }` lists; POST
 * answers the new template with its id), and the ready-made designs of the
 * template catalogue, read through the site.
 */

/**
 * Internal dependencies
 */
import { request } from '../../api/client';
import { createCollectionStore } from '../factory';
import type { CatalogueTemplate, Template, TemplateType } from './types';

export type {
	CatalogueTemplate,
	Template,
	TemplateFields,
	TemplateOrientation,
	TemplateQuery,
	TemplateStatus,
	TemplateType,
} from './types';

export const templatesStore = createCollectionStore< Template >( {
	storeName: 'eventin/templates',
	path: 'templates',
} );

/** The default blank template (spec 01 §3): one empty paragraph block. */
export const BLANK_TEMPLATE_CONTENT =
	'<!-- wp:paragraph -->\n<p></p>\n<!-- /wp:paragraph -->';

/** The name a new template gets; the server numbers it ('New Template - 12'). */
export const DEFAULT_TEMPLATE_NAME = 'New Template';

/**
 * Every template of a type, for a select (one page of 100).
 *
 * @param type Template type.
 */
export const templatesOfType = ( type: TemplateType ) => ( {
	type,
	status: 'any' as const,
	per_page: 100,
	paged: 1,
} );

/**
 * The catalogue's designs of a type.
 *
 * @param type Template type.
 */
export async function fetchCatalogue(
	type: TemplateType
): Promise< CatalogueTemplate[] > {
	const { data } = await request< { items: CatalogueTemplate[] } >(
		'templates/catalogue',
		{ query: { type } }
	);
	return data.items;
}

/**
 * Makes a draft template from a catalogue design (the site fetches the
 * design itself; nothing of it passes through the browser).
 *
 * @param id Catalogue design id.
 */
export async function createFromCatalogue( id: string ): Promise< Template > {
	const { data } = await request< Template >(
		`templates/catalogue/${ encodeURIComponent( id ) }`,
		{ method: 'POST' }
	);
	return data;
}
