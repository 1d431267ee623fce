/**
 * People: speakers and organizers. Until the speakers resource exists they
 * are the users holding the etn-speaker / etn-organizer roles.
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
import { editorUsersStore, usersWithRole, type PersonOption } from '../data';
import { useEventSave } from '../hooks/use-event-save';
import type { EditorEvent } from '../types';
import { SectionForm } from './section-form';

const FIELDS = [ 'speakers', 'organizers' ];

interface PeopleValues {
	speakers: number[];
	organizers: number[];
}

/**
 * A multi-select of the users holding a role, or a note when there are none.
 *
 * @param props          Props.
 * @param props.userRole Role slug.
 * @param props.none     Note shown when nobody holds the role.
 * @param props.value    Selected ids (from Form.Item).
 * @param props.id
 * @param props.onChange
 */
function PeopleSelect( {
	userRole,
	none,
	...rest
}: {
	userRole: string;
	none: string;
	id?: string;
	value?: number[];
	onChange?: ( value: number[] ) => void;
} ) {
	const { items, isLoading } = useCollection< PersonOption >(
		editorUsersStore,
		usersWithRole( userRole )
	);
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
					userRole="etn-speaker"
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
					userRole="etn-organizer"
					none={ __(
						'No organizers yet — add them under Speakers.',
						'eventin-pro'
					) }
				/>
			</Form.Item>
		</SectionForm>
	);
}
