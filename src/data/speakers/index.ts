/**
 * Speakers and organizers: /eventin/v2/speakers. The list body is a bare
 * array with the total in X-WP-Total (spec 01 §7).
 */
import { createCollectionStore } from '../factory';
import type { Speaker } from './types';

export type {
	Speaker,
	SpeakerQuery,
	SpeakerRole,
	SpeakerSocial,
} from './types';

export const speakersStore = createCollectionStore< Speaker >( {
	storeName: 'eventin/speakers',
	path: 'speakers',
	listShape: 'array',
} );

/** One page of 100: the most a speaker select offers. */
export const ALL_SPEAKERS = { per_page: 100, paged: 1 };
