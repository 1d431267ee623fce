/**
 * Internal dependencies
 */
import type { CheckinOutcome, CheckinResult } from '../../../../data/attendees';
import { summarise } from '../checkin-summary';
import { anAttendee } from './helpers/attendees';

/**
 * One result, with the attendee unless it was not found.
 *
 * @param id     Attendee id.
 * @param result Result.
 */
const outcome = ( id: number, result: CheckinResult ): CheckinOutcome => ( {
	id,
	result,
	message: `Message ${ id }.`,
	attendee:
		result === 'not_found' ? null : anAttendee( id, `Person ${ id }` ),
} );

describe( 'check-in summary', () => {
	it( 'counts each result in the order they first come, singular and plural', () => {
		expect(
			summarise( [
				outcome( 1, 'undone' ),
				outcome( 2, 'not_checked_in' ),
				outcome( 3, 'undone' ),
			] ).counts
		).toBe( '2 check-ins undone, 1 not checked in' );
		expect( summarise( [ outcome( 1, 'undone' ) ] ).counts ).toBe(
			'1 check-in undone'
		);
	} );

	it( 'names every failure with the server message, and nothing else', () => {
		const summary = summarise(
			[
				outcome( 1, 'checked_in' ),
				outcome( 2, 'already_checked_in' ),
				outcome( 3, 'not_paid' ),
				outcome( 4, 'not_valid' ),
				outcome( 5, 'not_found' ),
				outcome( 6, 'not_found' ),
			],
			( id ) => ( id === 5 ? 'Row Five' : undefined )
		);
		expect( summary.counts ).toBe(
			'1 checked in, 1 already checked in, 1 not paid, 1 not valid, 2 not found'
		);
		expect( summary.failures ).toEqual( [
			'Person 3: Message 3.',
			'Person 4: Message 4.',
			'Row Five: Message 5.',
			'#6: Message 6.',
		] );
	} );
} );
