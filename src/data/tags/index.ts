/**
 * Event tags: /eventin/v2/event/tags.
 */
import { createCollectionStore } from '../factory';
import type { Tag } from './types';

export type { Tag } from './types';

export const tagsStore = createCollectionStore< Tag >( {
	storeName: 'eventin/tags',
	path: 'event/tags',
} );
