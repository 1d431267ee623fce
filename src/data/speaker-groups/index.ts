/**
 * Speaker groups: /eventin/v2/speaker/categories.
 */
import { createCollectionStore } from '../factory';
import type { SpeakerGroup } from './types';

export type { SpeakerGroup } from './types';

export const speakerGroupsStore = createCollectionStore< SpeakerGroup >( {
	storeName: 'eventin/speaker-groups',
	path: 'speaker/categories',
} );

/** Every group in one request (the filter and the form's select). */
export const ALL_SPEAKER_GROUPS = { per_page: 100, paged: 1 };
