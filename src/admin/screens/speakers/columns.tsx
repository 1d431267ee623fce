/**
 * Columns of the speaker list: Name, Group, Role, Actions (spec 01 §2).
 */

/**
 * External dependencies
 */
import type { ColumnsType } from 'antd/es/table';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Speaker } from '../../../data/speakers';
import { RowActions } from './components/row-actions';
import { SpeakerCell } from './components/speaker-cell';
import { roleLabels } from './roles';

/**
 * The columns.
 *
 * @param onDelete Asks, then deletes a speaker.
 */
export function speakerColumns(
	onDelete: ( speaker: Speaker ) => void
): ColumnsType< Speaker > {
	return [
		{
			title: __( 'Name', 'eventin-pro' ),
			key: 'name',
			render: ( _: unknown, speaker: Speaker ) => (
				<SpeakerCell speaker={ speaker } />
			),
		},
		{
			title: __( 'Group', 'eventin-pro' ),
			key: 'group',
			render: ( _: unknown, speaker: Speaker ) =>
				speaker.speaker_group.length
					? speaker.speaker_group.join( ', ' )
					: '—',
		},
		{
			title: __( 'Role', 'eventin-pro' ),
			key: 'role',
			width: 180,
			render: ( _: unknown, speaker: Speaker ) =>
				roleLabels( speaker.category ),
		},
		{
			title: __( 'Actions', 'eventin-pro' ),
			key: 'actions',
			width: 210,
			render: ( _: unknown, speaker: Speaker ) => (
				<RowActions speaker={ speaker } onDelete={ onDelete } />
			),
		},
	];
}
