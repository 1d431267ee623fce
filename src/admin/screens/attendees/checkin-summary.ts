/**
 * What a check-in or undo for several attendees did, in words: one line of
 * counts ("3 checked in, 1 already checked in") and the failures, each with
 * the server's message.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CheckinOutcome, CheckinResult } from '../../../data/attendees';

/** Results that leave the ticket as asked (changed now or before). */
const DONE: CheckinResult[] = [
	'checked_in',
	'already_checked_in',
	'undone',
	'not_checked_in',
];

export interface CheckinSummary {
	/** e.g. "3 checked in, 1 already checked in". */
	counts: string;
	/** One line per failed id: who and the server's message. */
	failures: string[];
}

/**
 * The count text of one result.
 *
 * @param result Result.
 * @param count  How many.
 */
function countText( result: CheckinResult, count: number ): string {
	switch ( result ) {
		case 'checked_in':
			return sprintf(
				/* translators: %d: number of attendees. */
				_n( '%d checked in', '%d checked in', count, 'eventin-pro' ),
				count
			);
		case 'already_checked_in':
			return sprintf(
				/* translators: %d: number of attendees. */
				_n(
					'%d already checked in',
					'%d already checked in',
					count,
					'eventin-pro'
				),
				count
			);
		case 'undone':
			return sprintf(
				/* translators: %d: number of check-ins. */
				_n(
					'%d check-in undone',
					'%d check-ins undone',
					count,
					'eventin-pro'
				),
				count
			);
		case 'not_checked_in':
			return sprintf(
				/* translators: %d: number of attendees. */
				_n(
					'%d not checked in',
					'%d not checked in',
					count,
					'eventin-pro'
				),
				count
			);
		case 'not_paid':
			return sprintf(
				/* translators: %d: number of attendees. */
				_n( '%d not paid', '%d not paid', count, 'eventin-pro' ),
				count
			);
		case 'not_valid':
			return sprintf(
				/* translators: %d: number of attendees whose booking failed, was cancelled or refunded. */
				_n( '%d not valid', '%d not valid', count, 'eventin-pro' ),
				count
			);
		default:
			return sprintf(
				/* translators: %d: number of attendees. */
				_n( '%d not found', '%d not found', count, 'eventin-pro' ),
				count
			);
	}
}

/**
 * Whether the ticket is as the user asked.
 *
 * @param outcome One result.
 */
export const isDone = ( outcome: CheckinOutcome ) =>
	DONE.includes( outcome.result );

/**
 * Summarises the results.
 *
 * @param outcomes Results per id, as the server sent them.
 * @param nameOf   A name for an id (the row's), when the answer has none.
 */
export function summarise(
	outcomes: CheckinOutcome[],
	nameOf: ( id: number ) => string | undefined = () => undefined
): CheckinSummary {
	const counts = new Map< CheckinResult, number >();
	outcomes.forEach( ( outcome ) =>
		counts.set( outcome.result, ( counts.get( outcome.result ) ?? 0 ) + 1 )
	);
	return {
		counts: [ ...counts ]
			.map( ( [ result, count ] ) => countText( result, count ) )
			.join( ', ' ),
		failures: outcomes
			.filter( ( outcome ) => ! isDone( outcome ) )
			.map( ( outcome ) =>
				sprintf(
					/* translators: 1: attendee name or #id, 2: the server's reason. */
					__( '%1$s: %2$s', 'eventin-pro' ),
					outcome.attendee?.name ||
						nameOf( outcome.id ) ||
						`#${ outcome.id }`,
					outcome.message
				)
			),
	};
}
