/**
 * Attendees: /eventin/v2/attendees, and the dashboard's check-in and undo
 * for a list of ids.
 */

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { request } from '../../api/client';
import { createCollectionStore } from '../factory';
import type { Attendee, CheckinOutcome } from './types';

export type {
	Attendee,
	AttendeeChanges,
	AttendeeQuery,
	Checkin,
	CheckinOutcome,
	CheckinResult,
	CheckinSource,
	PaymentStatus,
	TicketStatus,
} from './types';

export const ATTENDEES_PATH = 'attendees';

export const attendeesStore = createCollectionStore< Attendee >( {
	storeName: 'eventin/attendees',
	path: ATTENDEES_PATH,
} );

/**
 * Check-in and undo for a list of attendees. Each id gets its own result;
 * the lists refetch afterwards and the changed attendees are kept.
 */
export function useCheckinActions() {
	// The factory's dispatch has no published types.
	const { receiveItem, invalidateLists } = useDispatch(
		attendeesStore
	) as unknown as {
		receiveItem: ( item: Attendee ) => void;
		invalidateLists: () => void;
	};

	const send = async (
		route: 'check-in' | 'undo-check-in',
		ids: number[]
	) => {
		try {
			const { data } = await request< { results: CheckinOutcome[] } >(
				`${ ATTENDEES_PATH }/${ route }`,
				{ method: 'POST', data: { ids } }
			);
			const results = data?.results ?? [];
			results.forEach(
				( outcome ) =>
					outcome.attendee && receiveItem( outcome.attendee )
			);
			return results;
		} finally {
			invalidateLists();
		}
	};

	return {
		checkIn: ( ids: number[] ) => send( 'check-in', ids ),
		undoCheckIn: ( ids: number[] ) => send( 'undo-check-in', ids ),
	};
}
