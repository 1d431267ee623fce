/**
 * The attendee form of /attendees/edit/{id}: Name, Email, Phone, one field
 * per extra field of the booking form, Ticket status. On a failed save it
 * keeps what was typed, shows the server's message and marks the field the
 * server named.
 */

/**
 * External dependencies
 */
import { Button, Form, Input, Radio, Space } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	PersonEmailField,
	PersonNameField,
} from '../../../../components/person-fields';
import { useFormSubmit } from '../../../../components/use-form-submit';
import type { Attendee, AttendeeChanges } from '../../../../data/attendees';
import {
	changesOf,
	formFieldOf,
	valuesOf,
	type AttendeeFormValues,
} from '../form-values';
import { optionsOf, ticketStatusLabels } from '../statuses';

export interface AttendeeFormProps {
	attendee: Attendee;
	/** Sends the changes; resolves when saved. */
	save: ( changes: AttendeeChanges ) => Promise< unknown >;
	/** Back to where the form was opened from. */
	onDone: () => void;
}

/**
 * The form.
 *
 * @param props Props.
 */
export function AttendeeForm( props: AttendeeFormProps ) {
	const { attendee, save, onDone } = props;
	const [ form ] = Form.useForm< AttendeeFormValues >();
	const { submit, saving } = useFormSubmit( {
		send: async ( values: AttendeeFormValues ) => {
			const changes = changesOf( values, attendee );
			return Object.keys( changes ).length ? save( changes ) : null;
		},
		form,
		fieldOf: formFieldOf,
		success: __( 'Successfully updated the attendee!', 'eventin-pro' ),
		failure: __( "Couldn't update the attendee", 'eventin-pro' ),
		onSuccess: onDone,
	} );

	return (
		<section className="eventin-attendee-form">
			<h2 className="eventin-attendee-form__title">
				{ __( 'Edit Attendee', 'eventin-pro' ) }
			</h2>
			<Form< AttendeeFormValues >
				form={ form }
				layout="vertical"
				initialValues={ valuesOf( attendee ) }
				onFinish={ submit }
				requiredMark
				disabled={ saving }
			>
				<div className="eventin-attendee-form__row">
					<PersonNameField />
					<PersonEmailField />
				</div>
				<div className="eventin-attendee-form__row">
					<Form.Item
						label={ __( 'Phone', 'eventin-pro' ) }
						name="phone"
					>
						<Input type="tel" maxLength={ 30 } autoComplete="off" />
					</Form.Item>
					{ Object.keys( attendee.extra_fields ).map( ( label ) => (
						<Form.Item
							key={ label }
							label={ label }
							name={ [ 'extra_fields', label ] }
						>
							<Input maxLength={ 500 } />
						</Form.Item>
					) ) }
				</div>
				<Form.Item
					label={ __( 'Ticket status', 'eventin-pro' ) }
					name="ticket_status"
				>
					<Radio.Group
						options={ optionsOf( ticketStatusLabels() ) }
					/>
				</Form.Item>
				<Space>
					<Button onClick={ onDone } disabled={ false }>
						{ __( 'Cancel', 'eventin-pro' ) }
					</Button>
					<Button type="primary" htmlType="submit" loading={ saving }>
						{ __( 'Save', 'eventin-pro' ) }
					</Button>
				</Space>
			</Form>
		</section>
	);
}
