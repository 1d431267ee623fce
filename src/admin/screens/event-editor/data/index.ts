/**
 * Read-only lists the editor's selects need from resources that do not have
 * their own store yet (templates may not be served yet). Made by
 * the one factory so they behave like every other store; when the real
 * stores land in src/data, the editor switches to them and these go.
 */

/**
 * Internal dependencies
 */
import { createCollectionStore } from '../../../../data/factory';

export interface TemplateOption {
	id: number;
	name: string;
	type: 'event' | 'certificate' | 'ticket';
}

export const editorTemplatesStore = createCollectionStore< TemplateOption >( {
	storeName: 'eventin/event-editor-templates',
	path: 'templates',
} );

export const ALL_TEMPLATES = { per_page: 100 };
