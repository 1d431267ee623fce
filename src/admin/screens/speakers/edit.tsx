/**
 * /speakers/edit/{id}/*: the speaker form, filled from the stored speaker.
 */

/**
 * External dependencies
 */
import { Alert, Button, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCollectionActions, useItem } from '../../../data/hooks';
import { speakersStore, type Speaker } from '../../../data/speakers';
import { SpeakerForm } from './components/speaker-form';
import { valuesOf } from './form-values';
import { LIST_PATH } from './paths';
import './style.scss';

/**
 * The screen.
 */
export default function SpeakerEditScreen() {
	const id = Number( useParams().id );
	const navigate = useNavigate();
	const { item: speaker, error } = useItem< Speaker >( speakersStore, id );
	const { updateItem } = useCollectionActions< Speaker >( speakersStore );

	if ( error ) {
		return (
			<Alert
				className="eventin-speaker-form__error"
				type="error"
				showIcon
				message={ __(
					'The speaker could not be loaded.',
					'eventin-pro'
				) }
				description={ error.message }
				action={
					<Button
						size="small"
						onClick={ () => navigate( LIST_PATH ) }
					>
						{ __( 'Back to speakers', 'eventin-pro' ) }
					</Button>
				}
			/>
		);
	}
	if ( ! speaker ) {
		return <Spin className="eventin-speaker-form__status" />;
	}
	return (
		<SpeakerForm
			key={ speaker.id }
			title={ __( 'Edit Speaker', 'eventin-pro' ) }
			submitLabel={ __( 'Update Speaker', 'eventin-pro' ) }
			initialValues={ valuesOf( speaker ) }
			save={ ( body ) => updateItem( speaker.id, body ) }
			success={ __( 'Successfully updated the speaker!', 'eventin-pro' ) }
			failure={ __( "Couldn't update the speaker", 'eventin-pro' ) }
		/>
	);
}
