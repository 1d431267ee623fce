/**
 * The Actions column: Check in / Undo check-in, Edit, Delete.
 */

/**
 * External dependencies
 */
import { Button, Space } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Attendee } from '../../../../data/attendees';
import type { CheckinKind } from '../hooks/use-checkin';
import { editPath } from '../paths';

export interface RowActionsProps {
	attendee: Attendee;
	busy: boolean;
	onCheckin: ( kind: CheckinKind, attendee: Attendee ) => void;
	onDelete: ( attendee: Attendee ) => void;
}

/**
 * The cell.
 *
 * @param props Props.
 */
export function RowActions( props: RowActionsProps ) {
	const { attendee, busy, onCheckin, onDelete } = props;
	const navigate = useNavigate();
	const { pathname } = useLocation();
	const checkedIn = attendee.ticket_status === 'used';
	return (
		<Space
			size="small"
			wrap={ false }
			className="eventin-attendees__actions"
		>
			<Button
				size="small"
				// Busy, not disabled: a browser drops the focus of a control
				// that becomes disabled, and a keyboard user would start over
				// from the top of the page.
				loading={ busy }
				onClick={ () =>
					onCheckin( checkedIn ? 'undo' : 'check-in', attendee )
				}
			>
				{ checkedIn
					? __( 'Undo check-in', 'eventin-pro' )
					: __( 'Check in', 'eventin-pro' ) }
			</Button>
			<Button
				size="small"
				onClick={ () =>
					// The form returns to the table it was opened from.
					navigate( editPath( attendee.id ), {
						state: { from: pathname },
					} )
				}
			>
				{ __( 'Edit', 'eventin-pro' ) }
			</Button>
			<Button size="small" danger onClick={ () => onDelete( attendee ) }>
				{ __( 'Delete', 'eventin-pro' ) }
			</Button>
		</Space>
	);
}
