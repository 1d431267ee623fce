/**
 * /speakers/create.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCollectionActions } from '../../../data/hooks';
import { speakersStore, type Speaker } from '../../../data/speakers';
import { SpeakerForm } from './components/speaker-form';
import { NEW_SPEAKER } from './form-values';
import './style.scss';

/**
 * The screen.
 */
export default function SpeakerCreateScreen() {
	const { createItem } = useCollectionActions< Speaker >( speakersStore );
	return (
		<SpeakerForm
			title={ __( 'Add New Speaker', 'eventin-pro' ) }
			submitLabel={ __( 'Create Speaker', 'eventin-pro' ) }
			initialValues={ NEW_SPEAKER }
			save={ ( body ) => createItem( body ) }
			success={ __( 'Successfully created the speaker!', 'eventin-pro' ) }
			failure={ __( "Couldn't create the speaker", 'eventin-pro' ) }
		/>
	);
}
