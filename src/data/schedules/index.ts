/**
 * Schedules: /eventin/v2/schedules (`{ items, total_items }` lists).
 */
import { createCollectionStore } from '../factory';
import type { Schedule } from './types';

export type { Schedule, ScheduleQuery, ScheduleSlot } from './types';

export const schedulesStore = createCollectionStore< Schedule >( {
	storeName: 'eventin/schedules',
	path: 'schedules',
} );

/** One page of 100: the most a schedule select offers. */
export const ALL_SCHEDULES = { per_page: 100, paged: 1 };
