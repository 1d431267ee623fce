/**
 * /speakers: speakers and organizers (spec 01 §2 "Speaker list").
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ListPage, useListQuery } from '../../../components/list-page';
import {
	speakersStore,
	type Speaker,
	type SpeakerRole,
} from '../../../data/speakers';
import { GroupFilter, RoleFilter } from './components/filters';
import { SpeakersEmpty } from './components/speakers-empty';
import { speakerColumns } from './columns';
import { speakerDeleteMessages } from './delete-messages';
import { useSpeakerDelete } from './hooks/use-speaker-delete';
import './style.scss';

/**
 * The screen.
 */
export default function SpeakersScreen() {
	const listQuery = useListQuery();
	const { query, setFilter } = listQuery;
	const deleteSpeaker = useSpeakerDelete();

	return (
		<ListPage< Speaker >
			className="eventin-speakers"
			store={ speakersStore }
			listQuery={ listQuery }
			columns={ speakerColumns( deleteSpeaker ) }
			nounPlural={ __( 'speakers', 'eventin-pro' ) }
			rowName={ ( speaker ) => speaker.name }
			searchPlaceholder={ __( 'Search by name', 'eventin-pro' ) }
			deleteMessages={ speakerDeleteMessages() }
			empty={ <SpeakersEmpty /> }
			filters={
				<>
					<GroupFilter
						value={ query.speaker_group as number | undefined }
						onChange={ ( group ) =>
							setFilter( 'speaker_group', group )
						}
					/>
					<RoleFilter
						value={ query.category as SpeakerRole | undefined }
						onChange={ ( role ) => setFilter( 'category', role ) }
					/>
				</>
			}
		/>
	);
}
