/**
 * Check in, or undo the check-in of, one or several attendees, and say what
 * happened to each: a summary of the counts, and every failure with the
 * server's message.
 */

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { asApiError } from '../../../../api/client';
import { notify } from '../../../../components/notifications';
import { useCheckinActions } from '../../../../data/attendees';
import { summarise } from '../checkin-summary';

export type CheckinKind = 'check-in' | 'undo';

/**
 * The action and whether one is under way.
 */
export function useCheckin() {
	const { checkIn, undoCheckIn } = useCheckinActions();
	const [ busy, setBusy ] = useState( false );

	/**
	 * Runs the action for the ids.
	 *
	 * @param kind   Check in or undo.
	 * @param ids    Attendee ids.
	 * @param nameOf The name of an id for the failures, when the server has none.
	 * @return True when every ticket ended as asked.
	 */
	const run = async (
		kind: CheckinKind,
		ids: number[],
		nameOf?: ( id: number ) => string | undefined
	) => {
		setBusy( true );
		try {
			const outcomes = await ( kind === 'check-in'
				? checkIn( ids )
				: undoCheckIn( ids ) );
			const { counts, failures } = summarise( outcomes, nameOf );
			if ( failures.length ) {
				notify.error( counts, failures.join( '; ' ) );
			} else {
				notify.success( counts );
			}
			return failures.length === 0;
		} catch ( error ) {
			notify.error(
				kind === 'check-in'
					? __( 'Check-in failed.', 'eventin-pro' )
					: __( 'Undoing the check-in failed.', 'eventin-pro' ),
				asApiError( error ).message
			);
			return false;
		} finally {
			setBusy( false );
		}
	};

	return { run, busy };
}
