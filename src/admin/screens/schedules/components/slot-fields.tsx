/**
 * One slot of the slot editor: its times, topic, room, speakers and
 * objective, with buttons to move it up or down and to remove it.
 */

/**
 * External dependencies
 */
import { Button, Form, Input } from 'antd';
import type { FormListFieldData } from 'antd';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ArrowDownOutlined } from '../../../../components/icons/arrow-down';
import { ArrowUpOutlined } from '../../../../components/icons/arrow-up';
import { endTimeProblem, overlapProblem, type SlotValues } from '../slots';
import { SpeakerSelect } from './speaker-select';

export interface SlotFieldsProps {
	field: FormListFieldData;
	/** Position (0-based) and how many slots there are. */
	index: number;
	count: number;
	onMove: ( to: number ) => void;
	onRemove: () => void;
}

type Getter = ( name: Array< string | number > | string ) => unknown;

/**
 * The slot.
 *
 * @param props          Props.
 * @param props.field    Form.List field.
 * @param props.index    Position.
 * @param props.count    Number of slots.
 * @param props.onMove   Moves the slot to another position.
 * @param props.onRemove Removes the slot.
 */
export function SlotFields( {
	field,
	index,
	count,
	onMove,
	onRemove,
}: SlotFieldsProps ) {
	const { name } = field;
	const number = index + 1;
	const path = ( key: string ) => [ 'slots', name, key ];
	const slotsOf = ( get: Getter ) =>
		get( 'slots' ) as SlotValues[] | undefined;

	return (
		<li className="eventin-schedule-form__slot" data-slot={ index }>
			<div className="eventin-schedule-form__slot-header">
				<h4 className="eventin-schedule-form__slot-title">
					{ sprintf(
						/* translators: %d: slot number. */
						__( 'Slot %d', 'eventin-pro' ),
						number
					) }
				</h4>
				<div className="eventin-schedule-form__slot-actions">
					<Button
						size="small"
						data-move="up"
						disabled={ index === 0 }
						aria-label={ sprintf(
							/* translators: %d: slot number. */
							__( 'Move slot %d up', 'eventin-pro' ),
							number
						) }
						title={ __( 'Move up', 'eventin-pro' ) }
						onClick={ () => onMove( index - 1 ) }
						icon={ <ArrowUpOutlined /> }
					/>
					<Button
						size="small"
						data-move="down"
						disabled={ index === count - 1 }
						aria-label={ sprintf(
							/* translators: %d: slot number. */
							__( 'Move slot %d down', 'eventin-pro' ),
							number
						) }
						title={ __( 'Move down', 'eventin-pro' ) }
						onClick={ () => onMove( index + 1 ) }
						icon={ <ArrowDownOutlined /> }
					/>
					<Button
						size="small"
						danger
						aria-label={ sprintf(
							/* translators: %d: slot number. */
							__( 'Remove slot %d', 'eventin-pro' ),
							number
						) }
						onClick={ onRemove }
					>
						{ __( 'Remove', 'eventin-pro' ) }
					</Button>
				</div>
			</div>
			<div className="eventin-schedule-form__slot-grid">
				<Form.Item
					label={ __( 'Start Time', 'eventin-pro' ) }
					name={ [ name, 'start_time' ] }
					dependencies={ [ path( 'end_time' ) ] }
					rules={ [
						{
							required: true,
							message: __(
								'Start time is required.',
								'eventin-pro'
							),
						},
						( { getFieldValue } ) => ( {
							validator: async () => {
								const problem = overlapProblem(
									slotsOf( getFieldValue ),
									index
								);
								if ( problem ) {
									throw new Error( problem );
								}
							},
						} ),
					] }
				>
					<Input type="time" />
				</Form.Item>
				<Form.Item
					label={ __( 'End Time', 'eventin-pro' ) }
					name={ [ name, 'end_time' ] }
					dependencies={ [ path( 'start_time' ) ] }
					rules={ [
						{
							required: true,
							message: __(
								'End time is required.',
								'eventin-pro'
							),
						},
						( { getFieldValue } ) => ( {
							validator: async () => {
								const problem = endTimeProblem(
									slotsOf( getFieldValue )?.[ index ]
								);
								if ( problem ) {
									throw new Error( problem );
								}
							},
						} ),
					] }
				>
					<Input type="time" />
				</Form.Item>
				<Form.Item
					label={ __( 'Topic', 'eventin-pro' ) }
					name={ [ name, 'topic' ] }
					rules={ [
						{
							required: true,
							whitespace: true,
							message: __( 'Topic is required.', 'eventin-pro' ),
						},
					] }
				>
					<Input maxLength={ 200 } />
				</Form.Item>
				<Form.Item
					label={ __( 'Room', 'eventin-pro' ) }
					name={ [ name, 'room' ] }
				>
					<Input maxLength={ 200 } />
				</Form.Item>
			</div>
			<Form.Item
				label={ __( 'Speakers', 'eventin-pro' ) }
				name={ [ name, 'speakers' ] }
			>
				<SpeakerSelect />
			</Form.Item>
			<Form.Item
				label={ __( 'Objective', 'eventin-pro' ) }
				name={ [ name, 'objective' ] }
				className="eventin-schedule-form__objective"
			>
				<Input.TextArea rows={ 2 } maxLength={ 2000 } />
			</Form.Item>
		</li>
	);
}
