/**
 * /group: speaker groups with their number of speakers.
 */

/**
 * External dependencies
 */
import { Button, Empty } from 'antd';
import type { ColumnsType } from 'antd/es/table';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ListPage,
	useDeleteAction,
	useListQuery,
	type DeleteMessages,
} from '../../../components/list-page';
import {
	speakerGroupsStore,
	type SpeakerGroup,
} from '../../../data/speaker-groups';
import './style.scss';

/**
 * The delete texts of groups.
 */
function groupDeleteMessages(): DeleteMessages {
	return {
		confirm: __(
			'Are you sure you want to delete this group?',
			'eventin-pro'
		),
		confirmBulk: __(
			'Are you sure you want to delete the selected groups?',
			'eventin-pro'
		),
		success: __( 'Successfully deleted the group!', 'eventin-pro' ),
		failure: __( 'Failed to delete the group!', 'eventin-pro' ),
	};
}

/**
 * The screen.
 */
export default function SpeakerGroupsScreen() {
	const listQuery = useListQuery();
	const messages = groupDeleteMessages();
	const { deleteOne } = useDeleteAction( speakerGroupsStore, messages );

	const columns: ColumnsType< SpeakerGroup > = [
		{
			title: __( 'Name', 'eventin-pro' ),
			dataIndex: 'name',
			key: 'name',
			render: ( name: string ) => (
				<strong className="eventin-speaker-groups__name">
					{ name }
				</strong>
			),
		},
		{
			title: __( 'Speakers', 'eventin-pro' ),
			dataIndex: 'count',
			key: 'count',
			width: 120,
		},
		{
			title: __( 'Actions', 'eventin-pro' ),
			key: 'actions',
			width: 110,
			render: ( _: unknown, group: SpeakerGroup ) => (
				<Button
					danger
					size="small"
					onClick={ () => deleteOne( group.id ) }
				>
					{ __( 'Delete', 'eventin-pro' ) }
				</Button>
			),
		},
	];

	return (
		<ListPage< SpeakerGroup >
			className="eventin-speaker-groups"
			store={ speakerGroupsStore }
			listQuery={ listQuery }
			columns={ columns }
			nounPlural={ __( 'groups', 'eventin-pro' ) }
			rowName={ ( group ) => group.name }
			searchPlaceholder={ __( 'Search group by name', 'eventin-pro' ) }
			deleteMessages={ messages }
			empty={
				<Empty
					description={ __(
						'No speaker groups yet.',
						'eventin-pro'
					) }
				/>
			}
		/>
	);
}
