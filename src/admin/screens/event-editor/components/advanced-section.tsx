/**
 * Advanced: publication, registration deadline, templates, RSVP and its
 * settings (when the module is on) and recurrence. Saving a recurrence makes
 * the server create the occurrences as child events and keep them in step
 * with this one.
 */

/**
 * External dependencies
 */
import { Alert, Flex, Form, Input, Select, Switch } from 'antd';
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { NumberInput } from '../../../../components/number-input';
import {
	fromLocalDateTime,
	toLocalDateTime,
} from '../../../../components/datetime-local';
import { useCollection, useDocument } from '../../../../data/hooks';
import { settingsStore, type Settings } from '../../../../data/settings';
import {
	templatesStore,
	type Template,
	type TemplateType,
} from '../../../../data/templates';
import { useEventSave } from '../hooks/use-event-save';
import type { EditorEvent, Frequency } from '../types';
import {
	RSVP_ERROR_FIELDS,
	RsvpSettingsFields,
	rsvpPayload,
	rsvpValues,
	type RsvpValues,
} from './rsvp-settings';
import { SectionForm } from './section-form';

/** Every template, drafts included, of every kind: one request for both selects. */
const ALL_TEMPLATES = { status: 'any', per_page: 100, paged: 1 };

/** Largest repeat interval the server accepts (Recurrence::MAX_INTERVAL). */
const MAX_INTERVAL = 30;

const FIELDS = [
	'post_status',
	'registration_deadline',
	'ticket_template',
	'certificate_template',
	'rsvp_enabled',
	'recurring_enabled',
	'recurrence',
];

export interface AdvancedValues {
	published: boolean;
	/** datetime-local value, Y-m-dTH:i */
	registration_deadline: string;
	ticket_template: number;
	certificate_template: number;
	rsvp_enabled: boolean;
	rsvp: RsvpValues;
	recurring: boolean;
	recurrence: {
		frequency: Frequency;
		interval: number;
		/** Y-m-d */
		until: string;
	};
}

/**
 * Form values from the event.
 *
 * @param event Event.
 */
export function advancedValues( event: EditorEvent ): AdvancedValues {
	return {
		published: event.post_status === 'publish',
		registration_deadline: toLocalDateTime( event.registration_deadline ),
		ticket_template: event.ticket_template ?? 0,
		certificate_template: event.certificate_template ?? 0,
		rsvp_enabled: event.rsvp_enabled === 'yes',
		rsvp: rsvpValues( event.rsvp ),
		recurring: event.recurring_enabled === 'yes',
		recurrence: {
			frequency: event.recurrence?.frequency ?? 'weekly',
			interval: event.recurrence?.interval ?? 1,
			until: event.recurrence?.until ?? '',
		},
	};
}

/**
 * The fields this section writes.
 *
 * @param values         Form values.
 * @param options        What the section shows.
 * @param options.rsvp   The RSVP module is on.
 * @param options.repeat The event may recur (it is not an occurrence).
 */
export function advancedPayload(
	values: AdvancedValues,
	options: { rsvp: boolean; repeat: boolean }
) {
	const payload: Record< string, unknown > = {
		post_status: values.published ? 'publish' : 'draft',
		registration_deadline: fromLocalDateTime(
			values.registration_deadline
		),
		ticket_template: values.ticket_template ?? 0,
		certificate_template: values.certificate_template ?? 0,
	};
	if ( options.rsvp ) {
		payload.rsvp_enabled = values.rsvp_enabled ? 'yes' : 'no';
		// Switching RSVP off keeps its settings on the server for next time.
		if ( values.rsvp_enabled ) {
			payload.rsvp = rsvpPayload( values.rsvp );
		}
	}
	if ( options.repeat ) {
		payload.recurring_enabled = values.recurring ? 'yes' : 'no';
		// Switching repeats off keeps the rule on the server for next time.
		if ( values.recurring ) {
			payload.recurrence = {
				frequency: values.recurrence.frequency,
				interval: Number( values.recurrence.interval ),
				until: values.recurrence.until,
			};
		}
	}
	return payload;
}

/**
 * Template choices of one type, 'None' first.
 *
 * @param templates Templates.
 * @param type      Template type.
 */
function templateOptions( templates: Template[], type: TemplateType ) {
	return [
		{ value: 0, label: __( 'None', 'eventin-pro' ) },
		...templates
			.filter( ( template ) => template.type === type )
			.map( ( template ) => ( {
				value: template.id,
				label: template.name,
			} ) ),
	];
}

/**
 * The section.
 *
 * @param props       Props.
 * @param props.event Event.
 */
export function AdvancedSection( { event }: { event: EditorEvent } ) {
	const [ form ] = Form.useForm< AdvancedValues >();
	const { save, saving } = useEventSave( form, event.id, FIELDS, {
		post_status: 'published',
		rsvp_enabled: 'rsvp_enabled',
		...RSVP_ERROR_FIELDS,
		recurring_enabled: 'recurring',
		recurrence: [ 'recurrence', 'until' ],
	} );
	const { value: settings } = useDocument< Settings >( settingsStore );
	const { items: templates } = useCollection< Template >(
		templatesStore,
		ALL_TEMPLATES
	);
	const recurring = Form.useWatch( 'recurring', form );
	const rsvpEnabled = Form.useWatch( 'rsvp_enabled', form );
	const rsvp = settings?.modules?.rsvp === 'on';
	const repeat = ! event.parent;

	return (
		<SectionForm< AdvancedValues >
			className="eventin-event-editor__advanced"
			title={ __( 'Advanced', 'eventin-pro' ) }
			form={ form }
			initialValues={ advancedValues( event ) }
			saving={ saving }
			onFinish={ ( values ) =>
				save( advancedPayload( values, { rsvp, repeat } ) )
			}
		>
			<Form.Item
				label={ __( 'Published', 'eventin-pro' ) }
				name="published"
				valuePropName="checked"
				extra={ __(
					'Drafts are visible only in the dashboard.',
					'eventin-pro'
				) }
			>
				<Switch />
			</Form.Item>
			<Form.Item
				label={ __( 'Registration Deadline', 'eventin-pro' ) }
				name="registration_deadline"
			>
				<Input type="datetime-local" style={ { maxWidth: 240 } } />
			</Form.Item>
			<Flex gap={ 16 } wrap>
				<Form.Item
					label={ __( 'Ticket Template', 'eventin-pro' ) }
					name="ticket_template"
					style={ { flex: '1 1 240px' } }
				>
					<Select
						options={ templateOptions( templates, 'ticket' ) }
					/>
				</Form.Item>
				<Form.Item
					label={ __( 'Certificate Template', 'eventin-pro' ) }
					name="certificate_template"
					style={ { flex: '1 1 240px' } }
				>
					<Select
						options={ templateOptions( templates, 'certificate' ) }
					/>
				</Form.Item>
			</Flex>
			{ rsvp && (
				<Form.Item
					label={ __( 'RSVP', 'eventin-pro' ) }
					name="rsvp_enabled"
					valuePropName="checked"
				>
					<Switch />
				</Form.Item>
			) }
			{ rsvp && rsvpEnabled && <RsvpSettingsFields /> }
			{ repeat ? (
				<>
					<Form.Item
						label={ __( 'Repeat this event', 'eventin-pro' ) }
						name="recurring"
						valuePropName="checked"
						extra={ __(
							'Each occurrence becomes its own event, kept in step with this one when you save it.',
							'eventin-pro'
						) }
					>
						<Switch />
					</Form.Item>
					{ recurring && (
						<Flex gap={ 16 } wrap>
							<Form.Item
								label={ __( 'Frequency', 'eventin-pro' ) }
								name={ [ 'recurrence', 'frequency' ] }
								style={ { minWidth: 160 } }
							>
								<Select
									options={ [
										{
											value: 'daily',
											label: __( 'Daily', 'eventin-pro' ),
										},
										{
											value: 'weekly',
											label: __(
												'Weekly',
												'eventin-pro'
											),
										},
										{
											value: 'monthly',
											label: __(
												'Monthly',
												'eventin-pro'
											),
										},
									] }
								/>
							</Form.Item>
							<Form.Item
								label={ __( 'Every', 'eventin-pro' ) }
								name={ [ 'recurrence', 'interval' ] }
								rules={ [
									{
										required: true,
										message: __(
											'Enter how often it repeats.',
											'eventin-pro'
										),
									},
								] }
							>
								<NumberInput
									min={ 1 }
									max={ MAX_INTERVAL }
									precision={ 0 }
								/>
							</Form.Item>
							<Form.Item
								label={ __( 'Until', 'eventin-pro' ) }
								name={ [ 'recurrence', 'until' ] }
								rules={ [
									{
										required: true,
										message: __(
											'Choose the date of the last occurrence.',
											'eventin-pro'
										),
									},
								] }
							>
								<Input type="date" />
							</Form.Item>
						</Flex>
					) }
				</>
			) : (
				<Alert
					type="info"
					showIcon
					style={ { marginBottom: 24 } }
					message={ __(
						'This event is one occurrence of a recurring event; its repeats are set on the parent event.',
						'eventin-pro'
					) }
					action={
						<Link
							to={ `/events/create/${ event.parent }/advanced` }
						>
							{ __( 'Open the parent event', 'eventin-pro' ) }
						</Link>
					}
				/>
			) }
		</SectionForm>
	);
}
