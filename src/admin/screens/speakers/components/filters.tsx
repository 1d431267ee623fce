/**
 * The list filters: 'Filter by Group' (the groups store) and 'Filter by
 * Role' (Speaker, Organizer). Both clearable.
 */

/**
 * External dependencies
 */
import { Select } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCollection } from '../../../../data/hooks';
import {
	ALL_SPEAKER_GROUPS,
	speakerGroupsStore,
	type SpeakerGroup,
} from '../../../../data/speaker-groups';
import type { SpeakerRole } from '../../../../data/speakers';
import { roleOptions } from '../roles';

export interface GroupFilterProps {
	value?: number;
	onChange: ( value: number | undefined ) => void;
}

/**
 * The group select.
 *
 * @param props          Props.
 * @param props.value    Group id.
 * @param props.onChange Receives the id, undefined when cleared.
 */
export function GroupFilter( { value, onChange }: GroupFilterProps ) {
	const { items, isLoading } = useCollection< SpeakerGroup >(
		speakerGroupsStore,
		ALL_SPEAKER_GROUPS
	);
	const label = __( 'Filter by Group', 'eventin-pro' );
	return (
		<Select< number >
			className="eventin-speakers__filter eventin-speakers__group-filter"
			aria-label={ label }
			placeholder={ label }
			allowClear
			showSearch
			optionFilterProp="label"
			loading={ isLoading }
			value={ value }
			options={ items.map( ( group ) => ( {
				value: group.id,
				label: group.name,
			} ) ) }
			onChange={ ( next ) => onChange( next ?? undefined ) }
			popupMatchSelectWidth={ false }
		/>
	);
}

export interface RoleFilterProps {
	value?: SpeakerRole;
	onChange: ( value: SpeakerRole | undefined ) => void;
}

/**
 * The role select.
 *
 * @param props          Props.
 * @param props.value    Role.
 * @param props.onChange Receives the role, undefined when cleared.
 */
export function RoleFilter( { value, onChange }: RoleFilterProps ) {
	const label = __( 'Filter by Role', 'eventin-pro' );
	return (
		<Select< SpeakerRole >
			className="eventin-speakers__filter eventin-speakers__role-filter"
			aria-label={ label }
			placeholder={ label }
			allowClear
			value={ value }
			options={ roleOptions() }
			onChange={ ( next ) => onChange( next ?? undefined ) }
			popupMatchSelectWidth={ false }
		/>
	);
}
