/**
 * RSVP report: /eventin/v2/rsvp-report. Two stores from the factory:
 *
 * - rsvpReportStore: the events with RSVP turned on and their counts
 *   (GET rsvp-report).
 * - rsvpResponsesStore: one event's responses, listed at
 *   rsvp-report/{event_id} with the event's counts and title as the list's
 *   meta, and changed one by one at rsvp-report/{response_id} (PUT, DELETE)
 *   or in bulk (DELETE rsvp-report?ids=). A list query names its event as
 *   `event_id`, which goes in the path. There is no route that reads one
 *   response, so its getItem is not for use.
 *
 * The invitation form's calls are in invitations.ts.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { Query } from '../../api/client';
import { createCollectionStore } from '../factory';
import type { RsvpEventRow, RsvpResponse, RsvpResponsesMeta } from './types';

export * from './types';
export * from './invitations';

export const RSVP_REPORT_PATH = 'rsvp-report';

/** The status the responses list shows when none is asked for (spec). */
export const DEFAULT_RSVP_STATUS = 'going';

/**
 * Where one event's responses are listed (and, under it, exported).
 *
 * @param eventId Event id.
 */
export function responsesPath( eventId: number ): string {
	return `${ RSVP_REPORT_PATH }/${ eventId }`;
}

export const rsvpReportStore = createCollectionStore< RsvpEventRow >( {
	storeName: 'eventin/rsvp-report',
	path: RSVP_REPORT_PATH,
} );

export const rsvpResponsesStore = createCollectionStore< RsvpResponse >( {
	storeName: 'eventin/rsvp-responses',
	path: RSVP_REPORT_PATH,
	listPath: ( { event_id: eventId, ...query } ) => ( {
		path: responsesPath( Number( eventId ) ),
		query,
	} ),
} );

/**
 * The counts and the event that came with a page of responses; undefined
 * until it arrives (or when it failed).
 *
 * @param query The list's query, `event_id` included.
 */
export function useResponsesMeta(
	query: Query
): Partial< RsvpResponsesMeta > | undefined {
	const key = JSON.stringify( query );
	return useSelect(
		( select ) =>
			// The factory's selectors have no published types.
			(
				select( rsvpResponsesStore ) as unknown as {
					getListMeta: (
						q: Query
					) => Partial< RsvpResponsesMeta > | undefined;
				}
			 ).getListMeta( query ),
		// The query object may be new on every render; its content is the key.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ key ]
	);
}
