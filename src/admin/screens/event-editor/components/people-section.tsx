/**
 * People: speakers and organizers, picked one by one from the speakers store
 * (one page of 100 per role, the most a select offers) or by speaker group,
 * as Eventin 4 stores it (`speaker_type`, `speaker_group`, ...).
 */

/**
 * External dependencies
 */
import { Form, Radio, Select, Typography } from 'antd';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCollection } from '../../../../data/hooks';
import {
	ALL_SPEAKER_GROUPS,
	speakerGroupsStore,
	type SpeakerGroup,
} from '../../../../data/speaker-groups';
import {
	ALL_SPEAKERS,
	speakersStore,
	type Speaker,
	type SpeakerRole,
} from '../../../../data/speakers';
import { useEventSave } from '../hooks/use-event-save';
import type { EditorEvent, PickBy } from '../types';
import { SectionForm } from './section-form';

const FIELDS = [
	'speakers',
	'organizers',
	'speaker_type',
	'speaker_groups',
	'organizer_type',
	'organizer_groups',
];

type PeopleValues = Pick<
	EditorEvent,
	| 'speakers'
	| 'organizers'
	| 'speaker_type'
	| 'speaker_groups'
	| 'organizer_type'
	| 'organizer_groups'
>;

/**
 * A note under a field.
 *
 * @param props          Props.
 * @param props.children Text.
 */
function Note( { children }: { children: string } ) {
	return (
		<div className="eventin-event-editor__note" style={ { marginTop: 4 } }>
			<Typography.Text type="secondary">{ children }</Typography.Text>
		</div>
	);
}

/**
 * A multi-select of the speakers or organizers, or a note when there are none.
 *
 * @param props             Props.
 * @param props.category    Speaker or organizer.
 * @param props.none        Note shown when nobody has the role.
 * @param props.value       Selected ids (from Form.Item).
 * @param props.placeholder Text of the empty select.
 * @param props.id
 * @param props.onChange
 */
function PeopleSelect( {
	category,
	none,
	...rest
}: {
	category: SpeakerRole;
	none: string;
	'aria-label': string;
	placeholder: string;
	id?: string;
	value?: number[];
	onChange?: ( value: number[] ) => void;
} ) {
	const { items, isLoading } = useCollection< Speaker >( speakersStore, {
		...ALL_SPEAKERS,
		category,
	} );
	return (
		<>
			<Select
				{ ...rest }
				mode="multiple"
				allowClear
				loading={ isLoading }
				optionFilterProp="label"
				options={ items.map( ( person ) => ( {
					value: person.id,
					label: person.name,
				} ) ) }
			/>
			{ ! isLoading && items.length === 0 && <Note>{ none }</Note> }
		</>
	);
}

/**
 * A multi-select of the speaker groups.
 *
 * @param props             Props.
 * @param props.value       Selected ids (from Form.Item).
 * @param props.placeholder Text of the empty select.
 * @param props.id
 * @param props.onChange
 */
function GroupSelect( props: {
	'aria-label': string;
	placeholder: string;
	id?: string;
	value?: number[];
	onChange?: ( value: number[] ) => void;
} ) {
	const { items, isLoading } = useCollection< SpeakerGroup >(
		speakerGroupsStore,
		ALL_SPEAKER_GROUPS
	);
	return (
		<>
			<Select
				{ ...props }
				mode="multiple"
				allowClear
				loading={ isLoading }
				optionFilterProp="label"
				options={ items.map( ( group ) => ( {
					value: group.id,
					label: group.name,
				} ) ) }
			/>
			{ ! isLoading && items.length === 0 && (
				<Note>
					{ __(
						'No speaker groups yet — add them under Speakers Group.',
						'eventin-pro'
					) }
				</Note>
			) }
		</>
	);
}

const EVERYONE = () =>
	__( 'Everyone in the chosen groups is shown.', 'eventin-pro' );

/**
 * Who a saved event picking by group shows, by name (from the speakers
 * store, asked for only here).
 *
 * @param props     Props.
 * @param props.ids User ids (the event's resolved_speakers or resolved_organizers).
 */
function ShownNow( { ids }: { ids: number[] } ) {
	const { items } = useCollection< Speaker >( speakersStore, ALL_SPEAKERS );
	const names = new Map(
		items.map( ( person ) => [ person.id, person.name ] )
	);
	const shown = ids
		.map( ( id ) => names.get( id ) )
		.filter( Boolean )
		.join( ', ' );
	return (
		<>
			{ shown
				? sprintf(
						/* translators: %s: list of names. */
						__( 'Shown now: %s.', 'eventin-pro' ),
						shown
				  )
				: EVERYONE() }
		</>
	);
}

/**
 * One by one, or by group: a labelled radio group (antd's renders no role).
 *
 * @param props          Props.
 * @param props.label    Accessible name.
 * @param props.value    Value (from Form.Item).
 * @param props.onChange Change handler (from Form.Item).
 */
function PickByRadio( {
	label,
	value,
	onChange,
}: {
	label: string;
	value?: PickBy;
	onChange?: ( value: PickBy ) => void;
} ) {
	return (
		<div role="radiogroup" aria-label={ label }>
			<Radio.Group
				value={ value }
				onChange={ ( event ) => onChange?.( event.target.value ) }
				optionType="button"
				options={ [
					{
						value: 'single',
						label: __( 'One by one', 'eventin-pro' ),
					},
					{ value: 'group', label: __( 'By group', 'eventin-pro' ) },
				] }
			/>
		</div>
	);
}

interface RoleText {
	pickBy: string;
	people: string;
	groups: string;
	none: string;
}

/**
 * The fields of one role: how people are picked, then the people or groups.
 *
 * @param props          Props.
 * @param props.kind     Speaker or organizer.
 * @param props.text     Labels.
 * @param props.resolved Who the saved event shows.
 * @param props.saved    The saved way of picking (the note only speaks of it).
 */
function RoleFields( {
	kind,
	text,
	resolved,
	saved,
}: {
	kind: SpeakerRole;
	text: RoleText;
	resolved: number[];
	saved: PickBy;
} ) {
	const plural = kind === 'speaker' ? 'speakers' : 'organizers';
	const typeField = kind === 'speaker' ? 'speaker_type' : 'organizer_type';
	const groupsField =
		kind === 'speaker' ? 'speaker_groups' : 'organizer_groups';
	const pickBy = Form.useWatch( typeField ) as PickBy | undefined;

	return (
		<fieldset
			className="eventin-event-editor__people-role"
			style={ { border: 0, padding: 0, margin: '0 0 24px' } }
		>
			<legend style={ { fontWeight: 600, marginBottom: 8 } }>
				{ text.people }
			</legend>
			<Form.Item name={ typeField } style={ { marginBottom: 8 } }>
				<PickByRadio label={ text.pickBy } />
			</Form.Item>
			{ pickBy === 'group' ? (
				<Form.Item
					name={ groupsField }
					extra={
						saved === 'group' && resolved.length ? (
							<ShownNow ids={ resolved } />
						) : (
							EVERYONE()
						)
					}
				>
					<GroupSelect
						aria-label={ text.groups }
						placeholder={ text.groups }
					/>
				</Form.Item>
			) : (
				<Form.Item name={ plural }>
					<PeopleSelect
						aria-label={ text.people }
						placeholder={ text.people }
						category={ kind }
						none={ text.none }
					/>
				</Form.Item>
			) }
		</fieldset>
	);
}

/**
 * The section.
 *
 * @param props       Props.
 * @param props.event Event.
 */
export function PeopleSection( { event }: { event: EditorEvent } ) {
	const [ form ] = Form.useForm< PeopleValues >();
	const { save, saving } = useEventSave( form, event.id, FIELDS );

	return (
		<SectionForm< PeopleValues >
			className="eventin-event-editor__people"
			title={ __( 'People', 'eventin-pro' ) }
			form={ form }
			initialValues={ {
				speakers: event.speakers ?? [],
				organizers: event.organizers ?? [],
				speaker_type: event.speaker_type,
				speaker_groups: event.speaker_groups,
				organizer_type: event.organizer_type,
				organizer_groups: event.organizer_groups,
			} }
			saving={ saving }
			onFinish={ ( values ) =>
				save( {
					speaker_type: values.speaker_type,
					speaker_groups: values.speaker_groups ?? [],
					speakers: values.speakers ?? [],
					organizer_type: values.organizer_type,
					organizer_groups: values.organizer_groups ?? [],
					organizers: values.organizers ?? [],
				} )
			}
		>
			<RoleFields
				kind="speaker"
				resolved={ event.resolved_speakers }
				saved={ event.speaker_type }
				text={ {
					pickBy: __( 'How speakers are picked', 'eventin-pro' ),
					people: __( 'Speakers', 'eventin-pro' ),
					groups: __( 'Speaker groups', 'eventin-pro' ),
					none: __(
						'No speakers yet — add them under Speakers.',
						'eventin-pro'
					),
				} }
			/>
			<RoleFields
				kind="organizer"
				resolved={ event.resolved_organizers }
				saved={ event.organizer_type }
				text={ {
					pickBy: __( 'How organizers are picked', 'eventin-pro' ),
					people: __( 'Organizers', 'eventin-pro' ),
					groups: __( 'Organizer groups', 'eventin-pro' ),
					none: __(
						'No organizers yet — add them under Speakers.',
						'eventin-pro'
					),
				} }
			/>
		</SectionForm>
	);
}
