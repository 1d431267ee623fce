/**
 * An event's RSVP settings, inside the Advanced section's form (under
 * `rsvp`): places for "going", the people in one answer, the answers
 * offered, the guests' names and when answers close. Saved with the section.
 */

/**
 * External dependencies
 */
import { Checkbox, Flex, Form, Input, Switch } from 'antd';
import type { CSSProperties } from 'react';

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
import type { FieldPath } from '../hooks/use-event-save';
import type { RsvpAnswer, RsvpSettings } from '../types';

/** Most people in one answer (EventRsvpSettings::MAX_PEOPLE). */
const MAX_PEOPLE = 100;

/** Most places for "going" (EventRsvpSettings::MAX_LIMIT). */
const MAX_LIMIT = 1000000;

const KEYS: Array< keyof RsvpSettings > = [
	'limit',
	'min_people',
	'max_people',
	'answers',
	'guest_names',
	'deadline',
];

const GROUP: CSSProperties = {
	border: '1px solid #ececf3',
	borderRadius: 8,
	padding: '8px 16px 0',
	margin: '0 0 24px',
};

export interface RsvpValues {
	/** InputNumber values: null while cleared. */
	limit: number | null;
	min_people: number | null;
	max_people: number | null;
	answers: RsvpAnswer[];
	guest_names: boolean;
	/** datetime-local value, Y-m-dTH:i; '' for when the event starts. */
	deadline: string;
}

/**
 * Form values from the event's settings (an older server sends none: the
 * defaults an event without settings reads).
 *
 * @param rsvp The event's settings.
 */
export function rsvpValues( rsvp?: RsvpSettings ): RsvpValues {
	return {
		limit: rsvp?.limit ?? 0,
		min_people: rsvp?.min_people ?? 1,
		max_people: rsvp?.max_people ?? 1,
		answers: rsvp?.answers ?? [ 'going', 'not_going', 'maybe' ],
		guest_names: rsvp?.guest_names ?? true,
		deadline: toLocalDateTime( rsvp?.deadline ),
	};
}

/**
 * The settings to send.
 *
 * @param values Form values.
 */
export function rsvpPayload( values: RsvpValues ): RsvpSettings {
	return {
		limit: Number( values.limit ?? 0 ),
		min_people: Number( values.min_people ),
		max_people: Number( values.max_people ),
		answers: values.answers ?? [],
		guest_names: !! values.guest_names,
		deadline: fromLocalDateTime( values.deadline ),
	};
}

/** The form field of each setting the server names (`rsvp.limit`, ...). */
export const RSVP_ERROR_FIELDS: Record< string, FieldPath > =
	Object.fromEntries(
		KEYS.map( ( key ) => [ `rsvp.${ key }`, [ 'rsvp', key ] ] )
	);

/**
 * The answers, with their names.
 */
function answerOptions(): Array< { value: RsvpAnswer; label: string } > {
	return [
		{ value: 'going', label: __( 'Going', 'eventin-pro' ) },
		{ value: 'not_going', label: __( 'Not going', 'eventin-pro' ) },
		{ value: 'maybe', label: __( 'Maybe', 'eventin-pro' ) },
	];
}

/**
 * The settings' fields.
 */
export function RsvpSettingsFields() {
	const required = ( message: string ) => ( { required: true, message } );
	return (
		<fieldset className="eventin-event-editor__rsvp" style={ GROUP }>
			<legend>{ __( 'RSVP settings', 'eventin-pro' ) }</legend>
			<Form.Item
				label={ __( "Places for 'going'", 'eventin-pro' ) }
				name={ [ 'rsvp', 'limit' ] }
				extra={ __(
					'People, guests included. 0 means no limit; "maybe" and "not going" take no place.',
					'eventin-pro'
				) }
			>
				<NumberInput min={ 0 } max={ MAX_LIMIT } precision={ 0 } />
			</Form.Item>
			<Flex gap={ 16 } wrap>
				<Form.Item
					label={ __( 'Fewest people per answer', 'eventin-pro' ) }
					name={ [ 'rsvp', 'min_people' ] }
					dependencies={ [ [ 'rsvp', 'max_people' ] ] }
					rules={ [
						required(
							__(
								'Enter the fewest people per answer.',
								'eventin-pro'
							)
						),
						( { getFieldValue } ) => ( {
							validator( _, value ) {
								const max = getFieldValue( [
									'rsvp',
									'max_people',
								] );
								return typeof value !== 'number' ||
									typeof max !== 'number' ||
									value <= max
									? Promise.resolve()
									: Promise.reject(
											new Error(
												__(
													'Fewest people per answer: from 1 to the most people per answer.',
													'eventin-pro'
												)
											)
									  );
							},
						} ),
					] }
				>
					<NumberInput min={ 1 } max={ MAX_PEOPLE } precision={ 0 } />
				</Form.Item>
				<Form.Item
					label={ __( 'Most people per answer', 'eventin-pro' ) }
					name={ [ 'rsvp', 'max_people' ] }
					extra={ __(
						'The person answering and their guests.',
						'eventin-pro'
					) }
					rules={ [
						required(
							__(
								'Enter the most people per answer.',
								'eventin-pro'
							)
						),
					] }
				>
					<NumberInput min={ 1 } max={ MAX_PEOPLE } precision={ 0 } />
				</Form.Item>
			</Flex>
			<Form.Item
				label={ __( 'Answers offered', 'eventin-pro' ) }
				name={ [ 'rsvp', 'answers' ] }
				// A validator rather than `required`: antd would put
				// aria-required on the group, which no group may carry.
				rules={ [
					{
						validator: ( _rule, value?: RsvpAnswer[] ) =>
							value?.length
								? Promise.resolve()
								: Promise.reject(
										new Error(
											__(
												'Offer at least one answer.',
												'eventin-pro'
											)
										)
								  ),
					},
				] }
			>
				<Checkbox.Group options={ answerOptions() } />
			</Form.Item>
			<Form.Item
				label={ __( "Ask the guests' names", 'eventin-pro' ) }
				name={ [ 'rsvp', 'guest_names' ] }
				valuePropName="checked"
			>
				<Switch />
			</Form.Item>
			<Form.Item
				label={ __( 'Answers close at', 'eventin-pro' ) }
				name={ [ 'rsvp', 'deadline' ] }
				extra={ __(
					'Site time. Empty: answers close when the event starts.',
					'eventin-pro'
				) }
			>
				<Input type="datetime-local" style={ { maxWidth: 240 } } />
			</Form.Item>
		</fieldset>
	);
}
