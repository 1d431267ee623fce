/**
 * The schedule form of the create and edit screens: Program Title, Date and
 * the slot editor. The slot rules are checked before anything is sent; on a
 * failed save the form keeps what the user typed and shows the server's
 * reason under the field it names. A successful save goes to the list.
 */

/**
 * External dependencies
 */
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { sameNames } from '../../../../components/form-errors';
import { useFormSubmit } from '../../../../components/use-form-submit';
import type { ScheduleSlot } from '../../../../data/schedules';
import { slotPayload, type SlotValues } from '../slots';
import { SlotEditor } from './slot-editor';

export interface ScheduleFormValues {
	program_title: string;
	/** Y-m-d */
	date: string;
	slots: SlotValues[];
}

export interface SchedulePayload {
	program_title: string;
	date: string;
	slots: ScheduleSlot[];
}

export interface ScheduleFormProps {
	title: string;
	initialValues: ScheduleFormValues;
	/** Sends the schedule; rejects with the server's ApiError. */
	onSave: ( payload: SchedulePayload ) => Promise< unknown >;
	successMessage: string;
	failureMessage: string;
}

const LIST = '/schedules';

/**
 * What the server takes from the form's values.
 *
 * @param values Form values.
 */
export function schedulePayload( values: ScheduleFormValues ): SchedulePayload {
	return {
		program_title: values.program_title.trim(),
		date: values.date,
		slots: ( values.slots ?? [] ).map( slotPayload ),
	};
}

/**
 * Re-checks the slot times that show an error, so that fixing one slot
 * clears the overlap message on the other.
 *
 * @param form The form.
 */
function recheckSlotTimes(
	form: ReturnType< typeof Form.useForm< ScheduleFormValues > >[ 0 ]
) {
	const flagged = form
		.getFieldsError()
		.filter(
			( { name, errors } ) =>
				errors.length > 0 &&
				name[ 0 ] === 'slots' &&
				( name[ 2 ] === 'start_time' || name[ 2 ] === 'end_time' )
		)
		.map( ( { name } ) => name );
	if ( flagged.length ) {
		form.validateFields( flagged ).catch( () => undefined );
	}
}

/**
 * The form.
 *
 * @param props Props.
 */
export function ScheduleForm( props: ScheduleFormProps ) {
	const [ form ] = Form.useForm< ScheduleFormValues >();
	const navigate = useNavigate();
	const { submit, saving } = useFormSubmit( {
		send: ( values: ScheduleFormValues ) =>
			props.onSave( schedulePayload( values ) ),
		form,
		fieldOf: sameNames( [ 'program_title', 'date', 'slots' ] ),
		success: props.successMessage,
		failure: props.failureMessage,
		onSuccess: () => navigate( LIST ),
	} );

	return (
		<section className="eventin-schedule-form">
			<h2 className="eventin-schedule-form__title">{ props.title }</h2>
			<Form< ScheduleFormValues >
				form={ form }
				layout="vertical"
				initialValues={ props.initialValues }
				onFinish={ submit }
				onValuesChange={ ( changed ) => {
					if ( 'slots' in changed ) {
						recheckSlotTimes( form );
					}
				} }
				disabled={ saving }
				requiredMark
			>
				<div className="eventin-schedule-form__basics">
					<Form.Item
						className="eventin-schedule-form__program-title"
						label={ __( 'Program Title', 'eventin-pro' ) }
						name="program_title"
						rules={ [
							{
								required: true,
								whitespace: true,
								message: __(
									'Program Title is required.',
									'eventin-pro'
								),
							},
						] }
					>
						<Input maxLength={ 200 } />
					</Form.Item>
					<Form.Item
						className="eventin-schedule-form__date"
						label={ __( 'Date', 'eventin-pro' ) }
						name="date"
						rules={ [
							{
								required: true,
								message: __(
									'Date is required.',
									'eventin-pro'
								),
							},
						] }
					>
						<Input type="date" />
					</Form.Item>
				</div>
				<SlotEditor />
				<div className="eventin-schedule-form__buttons">
					<Button
						disabled={ false }
						onClick={ () => navigate( LIST ) }
					>
						{ __( 'Cancel', 'eventin-pro' ) }
					</Button>
					<Button type="primary" htmlType="submit" loading={ saving }>
						{ __( 'Save', 'eventin-pro' ) }
					</Button>
				</div>
			</Form>
		</section>
	);
}
