/**
 * Attendee form: whether the booking form asks each attendee's name and
 * e-mail, and the extra fields it asks (of each attendee, or once for the
 * booking when it does not ask attendees): label, type, placeholder,
 * required, and the options of choice fields, in an order the user sets.
 */

/**
 * External dependencies
 */
import { Button, Empty, Flex, Form, Input, Select, Switch } from 'antd';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useEventSave } from '../hooks/use-event-save';
import type { EditorEvent, ExtraField, ExtraFieldType } from '../types';
import { SectionForm } from './section-form';

const FIELDS = [ 'ask_attendees', 'extra_fields' ];

/** Most extra fields (ExtraFields::MAX_FIELDS). */
const MAX_FIELDS = 20;

/** Longest label, placeholder or option (ExtraFields::MAX_TEXT). */
const MAX_TEXT = 100;

const CHOICES: ExtraFieldType[] = [ 'radio', 'checkbox', 'select' ];

export interface AttendeesValues {
	ask: boolean;
	extra_fields: ExtraField[];
}

/**
 * The fields this section writes.
 *
 * @param values Form values.
 */
export function attendeesPayload( values: AttendeesValues ) {
	return {
		ask_attendees: values.ask ? 'yes' : 'no',
		extra_fields: ( values.extra_fields ?? [] ).map( ( field ) => ( {
			label: ( field.label ?? '' ).trim(),
			type: field.type,
			placeholder: ( field.placeholder ?? '' ).trim(),
			required: !! field.required,
			options: CHOICES.includes( field.type )
				? ( field.options ?? [] ).map( ( option ) => option.trim() )
				: [],
		} ) ),
	};
}

/**
 * The type choices, with their names.
 */
function typeOptions() {
	return [
		{ value: 'text', label: __( 'Text', 'eventin-pro' ) },
		{ value: 'number', label: __( 'Number', 'eventin-pro' ) },
		{ value: 'date', label: __( 'Date', 'eventin-pro' ) },
		{ value: 'radio', label: __( 'Radio buttons', 'eventin-pro' ) },
		{ value: 'checkbox', label: __( 'Checkboxes', 'eventin-pro' ) },
		{ value: 'select', label: __( 'Drop-down', 'eventin-pro' ) },
	];
}

/**
 * The section.
 *
 * @param props       Props.
 * @param props.event Event.
 */
export function AttendeesSection( { event }: { event: EditorEvent } ) {
	const [ form ] = Form.useForm< AttendeesValues >();
	const { save, saving } = useEventSave( form, event.id, FIELDS, {
		ask_attendees: 'ask',
	} );
	const rows: ExtraField[] = Form.useWatch( 'extra_fields', form ) ?? [];
	const ask = Form.useWatch( 'ask', form );

	return (
		<SectionForm< AttendeesValues >
			className="eventin-event-editor__attendees"
			title={ __( 'Attendee form', 'eventin-pro' ) }
			form={ form }
			initialValues={ {
				ask: event.ask_attendees === 'yes',
				extra_fields: event.extra_fields ?? [],
			} }
			saving={ saving }
			onFinish={ ( values ) => save( attendeesPayload( values ) ) }
		>
			<Form.Item
				label={ __(
					"Ask each attendee's name and e-mail",
					'eventin-pro'
				) }
				name="ask"
				valuePropName="checked"
			>
				<Switch />
			</Form.Item>
			<h3 className="eventin-event-editor__attendees-title">
				{ __( 'Extra fields', 'eventin-pro' ) }
			</h3>
			<p className="eventin-event-editor__attendees-hint">
				{ ask
					? __(
							'Asked of each attendee, with their name.',
							'eventin-pro'
					  )
					: __(
							'Asked once per booking; the answers go to each of its attendees.',
							'eventin-pro'
					  ) }
			</p>
			<Form.List name="extra_fields">
				{ ( fields, { add, remove, move }, { errors } ) => (
					<>
						{ fields.length === 0 && (
							<Empty
								image={ Empty.PRESENTED_IMAGE_SIMPLE }
								description={ __(
									'No extra fields yet.',
									'eventin-pro'
								) }
							/>
						) }
						{ fields.map( ( field, index ) => (
							<ExtraFieldRow
								key={ field.key }
								name={ field.name }
								position={ index + 1 }
								last={ index === fields.length - 1 }
								choice={ CHOICES.includes(
									rows[ field.name ]?.type
								) }
								onMove={ ( by ) => move( index, index + by ) }
								onRemove={ () => remove( field.name ) }
							/>
						) ) }
						{ /* The server's reason for the list (which field, and why). */ }
						<Form.ErrorList errors={ errors } />
						<Form.Item>
							<Button
								type="dashed"
								disabled={ fields.length >= MAX_FIELDS }
								onClick={ () =>
									add( {
										label: '',
										type: 'text',
										placeholder: '',
										required: false,
										options: [],
									} )
								}
							>
								{ __( 'Add field', 'eventin-pro' ) }
							</Button>
						</Form.Item>
					</>
				) }
			</Form.List>
		</SectionForm>
	);
}

interface ExtraFieldRowProps {
	name: number;
	position: number;
	last: boolean;
	choice: boolean;
	onMove: ( by: -1 | 1 ) => void;
	onRemove: () => void;
}

/**
 * One extra field.
 *
 * @param props Props.
 */
function ExtraFieldRow( props: ExtraFieldRowProps ) {
	const { name, position } = props;
	return (
		<Flex
			className="eventin-event-editor__extra-field"
			gap={ 12 }
			wrap
			align="flex-start"
		>
			<Form.Item
				label={ sprintf(
					/* translators: %d: position of the field. */ __(
						'Field %d label',
						'eventin-pro'
					),
					position
				) }
				name={ [ name, 'label' ] }
				style={ { flex: '2 1 200px' } }
				rules={ [
					{
						required: true,
						whitespace: true,
						message: __( 'Enter a label.', 'eventin-pro' ),
					},
				] }
			>
				<Input maxLength={ MAX_TEXT } />
			</Form.Item>
			<Form.Item
				label={ sprintf(
					/* translators: %d: position of the field. */ __(
						'Field %d type',
						'eventin-pro'
					),
					position
				) }
				name={ [ name, 'type' ] }
				style={ { flex: '1 1 150px' } }
			>
				<Select options={ typeOptions() } />
			</Form.Item>
			<Form.Item
				label={ sprintf(
					/* translators: %d: position of the field. */ __(
						'Field %d placeholder',
						'eventin-pro'
					),
					position
				) }
				name={ [ name, 'placeholder' ] }
				style={ { flex: '2 1 200px' } }
			>
				<Input maxLength={ MAX_TEXT } />
			</Form.Item>
			<Form.Item
				label={ sprintf(
					/* translators: %d: position of the field. */ __(
						'Field %d required',
						'eventin-pro'
					),
					position
				) }
				name={ [ name, 'required' ] }
				valuePropName="checked"
			>
				<Switch />
			</Form.Item>
			{ props.choice && (
				<Form.Item
					label={ sprintf(
						/* translators: %d: position of the field. */ __(
							'Field %d options',
							'eventin-pro'
						),
						position
					) }
					name={ [ name, 'options' ] }
					style={ { flex: '1 1 100%' } }
					extra={ __(
						'Type an option and press Enter.',
						'eventin-pro'
					) }
					rules={ [
						{
							required: true,
							type: 'array',
							min: 1,
							message: __(
								'Add at least one option.',
								'eventin-pro'
							),
						},
					] }
				>
					<Select mode="tags" maxTagTextLength={ MAX_TEXT } />
				</Form.Item>
			) }
			<Form.Item label=" " colon={ false }>
				<Flex gap={ 4 }>
					<Button
						onClick={ () => props.onMove( -1 ) }
						disabled={ position === 1 }
						aria-label={ sprintf(
							/* translators: %d: position of the field. */ __(
								'Move field %d up',
								'eventin-pro'
							),
							position
						) }
					>
						{ __( 'Up', 'eventin-pro' ) }
					</Button>
					<Button
						onClick={ () => props.onMove( 1 ) }
						disabled={ props.last }
						aria-label={ sprintf(
							/* translators: %d: position of the field. */ __(
								'Move field %d down',
								'eventin-pro'
							),
							position
						) }
					>
						{ __( 'Down', 'eventin-pro' ) }
					</Button>
					<Button
						danger
						onClick={ props.onRemove }
						aria-label={ sprintf(
							/* translators: %d: position of the field. */ __(
								'Remove field %d',
								'eventin-pro'
							),
							position
						) }
					>
						{ __( 'Remove', 'eventin-pro' ) }
					</Button>
				</Flex>
			</Form.Item>
		</Flex>
	);
}
