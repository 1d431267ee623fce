/**
 * People: speakers and organizers, from the speakers store (one page of 100
 * per role, the most a select offers).
 */

/**
 * External dependencies
 */
import { Form, Select, Typography } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCollection } from '../../../../data/hooks';
import {
	ALL_SPEAKERS,
	speakersStore,
	type Speaker,
	type SpeakerRole,
} from '../../../../data/speakers';
import { useEventSave } from '../hooks/use-event-save';
import type { EditorEvent } from '../types';
import { SectionForm } from './section-form';

const FIELDS = [ 'speakers', 'organizers' ];

interface PeopleValues {
	speakers: number[];
	organizers: number[];
}

/**
 * A multi-select of the speakers or organizers, or a note when there are none.
 *
 * @param props          Props.
 * @param props.category Speaker or organizer.
 * @param props.none     Note shown when nobody has the role.
 * @param props.value    Selected ids (from Form.Item).
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
			{ ! isLoading && items.length === 0 && (
				<div
					className="eventin-event-editor__note"
					style={ { marginTop: 4 } }
				>
					<Typography.Text type="secondary">{ none }</Typography.Text>
				</div>
			) }
		</>
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
			} }
			saving={ saving }
			onFinish={ ( values ) =>
				save( {
					speakers: values.speakers ?? [],
					organizers: values.organizers ?? [],
				} )
			}
		>
			<Form.Item
				label={ __( 'Speakers', 'eventin-pro' ) }
				name="speakers"
			>
				<PeopleSelect
					category="speaker"
					none={ __(
						'No speakers yet — add them under Speakers.',
						'eventin-pro'
					) }
				/>
			</Form.Item>
			<Form.Item
				label={ __( 'Organizers', 'eventin-pro' ) }
				name="organizers"
			>
				<PeopleSelect
					category="organizer"
					none={ __(
						'No organizers yet — add them under Speakers.',
						'eventin-pro'
					) }
				/>
			</Form.Item>
		</SectionForm>
	);
}
