/**
 * Event categories: /eventin/v2/event/categories.
 */
import { createCollectionStore } from '../factory';
import type { Category } from './types';

export type { Category } from './types';

export const categoriesStore = createCollectionStore< Category >( {
	storeName: 'eventin/categories',
	path: 'event/categories',
} );

/** Every category in one request: parent names and the parent select (one page of 100). */
export const ALL_CATEGORIES = { per_page: 100, paged: 1 };
