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
