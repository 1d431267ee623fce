/**
 * The control of an `ids` attribute: a multi-select of the things the ids
 * name, read from the dashboard's own stores (event categories, event tags,
 * speaker groups, schedules; events through the shared event search).
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
import { EventSearchSelect } from '../../../../components/event-search-select';
import {
	ALL_CATEGORIES,
	categoriesStore,
	type Category,
} from '../../../../data/categories';
import { useCollection } from '../../../../data/hooks';
import {
	ALL_SCHEDULES,
	schedulesStore,
	type Schedule,
} from '../../../../data/schedules';
import {
	ALL_SPEAKER_GROUPS,
	speakerGroupsStore,
	type SpeakerGroup,
} from '../../../../data/speaker-groups';
import { tagsStore, type Tag } from '../../../../data/tags';
import { cleanIds } from '../shortcode';

/** Every tag in one request (one page of 100, like ALL_CATEGORIES). */
const ALL_TAGS = { per_page: 100, paged: 1 };

/** What an `ids` attribute names, by the attribute's name. */
const SOURCE_OF: Record< string, IdsSource > = {
	event_cat_ids: 'categories',
	event_tag_ids: 'tags',
	event_ids: 'events',
	speakers_category: 'speaker-groups',
	categories_id: 'speaker-groups',
	cat_id: 'speaker-groups',
	ids: 'schedules',
};

export type IdsSource =
	| 'categories'
	| 'tags'
	| 'events'
	| 'speaker-groups'
	| 'schedules';

export interface IdsSelectProps {
	/** The attribute's name. */
	name: string;
	id?: string;
	value?: number[];
	onChange?: ( value: number[] ) => void;
}

interface Option {
	value: number;
	label: string;
}

type Store = Parameters< typeof useCollection >[ 0 ];

interface ListSelectProps extends Omit< IdsSelectProps, 'name' > {
	store: Store;
	query: Record< string, number >;
	labelOf: ( item: never ) => string;
	placeholder: string;
}

/**
 * A multi-select over one page of a store's list.
 *
 * @param props             Props.
 * @param props.store       The store.
 * @param props.query       The list's query.
 * @param props.labelOf     An item's name.
 * @param props.placeholder Placeholder.
 * @param props.id          The input's id.
 * @param props.value       Chosen ids.
 * @param props.onChange    Receives the ids.
 */
function ListSelect( {
	store,
	query,
	labelOf,
	placeholder,
	id,
	value,
	onChange,
}: ListSelectProps ) {
	const { items, isLoading, error } = useCollection< { id: number } >(
		store,
		query
	);
	const options: Option[] = items.map( ( item ) => ( {
		value: item.id,
		label: labelOf( item as never ),
	} ) );
	return (
		<Select< number[], Option >
			id={ id }
			mode="multiple"
			allowClear
			showSearch
			optionFilterProp="label"
			placeholder={ placeholder }
			loading={ isLoading }
			status={ error ? 'warning' : undefined }
			value={ value ?? [] }
			options={ options }
			onChange={ ( next ) => onChange?.( next ) }
			notFoundContent={
				error
					? error.message
					: __( 'Nothing to choose yet.', 'eventin-pro' )
			}
		/>
	);
}

/**
 * The control.
 *
 * @param props          Props (antd's Form.Item passes id, value and onChange).
 * @param props.name     The attribute's name.
 * @param props.id       The input's id.
 * @param props.value    Chosen ids.
 * @param props.onChange Receives the ids.
 */
export function IdsSelect( { name, id, value, onChange }: IdsSelectProps ) {
	const common = { id, value, onChange };
	switch ( SOURCE_OF[ name ] ) {
		case 'events':
			return (
				<EventSearchSelect
					{ ...common }
					multiple
					placeholder={ __( 'All events', 'eventin-pro' ) }
				/>
			);
		case 'categories':
			return (
				<ListSelect
					{ ...common }
					store={ categoriesStore }
					query={ ALL_CATEGORIES }
					labelOf={ ( item: Category ) => item.name }
					placeholder={ __( 'All categories', 'eventin-pro' ) }
				/>
			);
		case 'tags':
			return (
				<ListSelect
					{ ...common }
					store={ tagsStore }
					query={ ALL_TAGS }
					labelOf={ ( item: Tag ) => item.name }
					placeholder={ __( 'All tags', 'eventin-pro' ) }
				/>
			);
		case 'speaker-groups':
			return (
				<ListSelect
					{ ...common }
					store={ speakerGroupsStore }
					query={ ALL_SPEAKER_GROUPS }
					labelOf={ ( item: SpeakerGroup ) => item.name }
					placeholder={ __( 'All groups', 'eventin-pro' ) }
				/>
			);
		case 'schedules':
			return (
				<ListSelect
					{ ...common }
					store={ schedulesStore }
					query={ ALL_SCHEDULES }
					labelOf={ ( item: Schedule ) => item.program_title }
					placeholder={ __( 'The latest schedules', 'eventin-pro' ) }
				/>
			);
		default:
			// Ids of something the dashboard has no list of: typed.
			return (
				<Select< number[] >
					id={ id }
					mode="tags"
					open={ false }
					tokenSeparators={ [ ',', ' ' ] }
					placeholder={ __( 'Ids, comma-separated', 'eventin-pro' ) }
					value={ value ?? [] }
					onChange={ ( next ) => onChange?.( cleanIds( next ) ) }
				/>
			);
	}
}
