/**
 * /attendees/edit/{id}: the attendee form, filled from the stored attendee.
 */

/**
 * External dependencies
 */
import { Alert, Button, Spin } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { attendeesStore, type Attendee } from '../../../data/attendees';
import { useCollectionActions, useItem } from '../../../data/hooks';
import { AttendeeForm } from './components/attendee-form';
import { LIST_PATH } from './paths';
import './style.scss';

/**
 * The screen.
 */
export default function AttendeeEditScreen() {
	const id = Number( useParams().id );
	const navigate = useNavigate();
	const from = ( useLocation().state as { from?: string } | null )?.from;
	const back = () => navigate( from ?? LIST_PATH );
	const { item: attendee, error } = useItem< Attendee >( attendeesStore, id );
	const { updateItem } = useCollectionActions< Attendee >( attendeesStore );

	if ( error ) {
		return (
			<Alert
				className="eventin-attendee-form__error"
				type="error"
				showIcon
				message={ __(
					'The attendee could not be loaded.',
					'eventin-pro'
				) }
				description={ error.message }
				action={
					<Button size="small" onClick={ back }>
						{ __( 'Back to attendees', 'eventin-pro' ) }
					</Button>
				}
			/>
		);
	}
	if ( ! attendee ) {
		return <Spin className="eventin-attendee-form__status" />;
	}
	return (
		<AttendeeForm
			key={ attendee.id }
			attendee={ attendee }
			save={ ( changes ) => updateItem( attendee.id, { ...changes } ) }
			onDone={ back }
		/>
	);
}
