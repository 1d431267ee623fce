/**
 * The Edit dialog of a response: Answer; People and the guests (added,
 * changed, removed) or, for not going, the reason; Name, Email. Only what
 * changed is sent. On a failure the dialog stays open with what was typed: the
 * fields the server named show its reason, and any other reason (no places
 * left) shows at the top and in a notification. Its own chunk: it loads
 * when a response is first edited.
 */

/**
 * External dependencies
 */
import { Alert, Button, Form, Input, Modal, Radio } from 'antd';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { NumberInput } from '../../../../components/number-input';
import {
	PersonEmailField,
	PersonNameField,
} from '../../../../components/person-fields';
import { useFormSubmit } from '../../../../components/use-form-submit';
import { useCollectionActions } from '../../../../data/hooks';
import {
	rsvpResponsesStore,
	type RsvpResponse,
	type RsvpStatus,
} from '../../../../data/rsvp';
import {
	bringsPeople,
	changesOf,
	formFieldOf,
	valuesOf,
	type ResponseFormValues,
} from '../form-values';
import { rsvpStatusLabels } from '../statuses';

export interface ResponseFormProps {
	response: RsvpResponse;
	onClose: () => void;
}

/**
 * The guests' rows, with Add guest.
 */
function GuestFields() {
	return (
		<Form.List name="guests">
			{ ( fields, { add, remove }, { errors } ) => (
				<fieldset className="eventin-rsvp__guests">
					<legend>{ __( 'Guests', 'eventin-pro' ) }</legend>
					{ fields.map( ( field, index ) => (
						<div key={ field.key } className="eventin-rsvp__guest">
							<Form.Item
								name={ [ field.name, 'name' ] }
								label={ sprintf(
									/* translators: %d: guest number. */
									__( 'Guest %d name', 'eventin-pro' ),
									index + 1
								) }
								rules={ [
									{
										required: true,
										whitespace: true,
										message: __(
											'Guest name is Required!',
											'eventin-pro'
										),
									},
								] }
							>
								<Input maxLength={ 200 } autoComplete="off" />
							</Form.Item>
							<Form.Item
								name={ [ field.name, 'email' ] }
								label={ sprintf(
									/* translators: %d: guest number. */
									__( 'Guest %d email', 'eventin-pro' ),
									index + 1
								) }
								rules={ [
									{
										type: 'email',
										message: __(
											'Enter a valid email address.',
											'eventin-pro'
										),
									},
								] }
							>
								<Input maxLength={ 100 } autoComplete="off" />
							</Form.Item>
							<Button
								className="eventin-rsvp__guest-remove"
								onClick={ () => remove( field.name ) }
								aria-label={ sprintf(
									/* translators: %d: guest number. */
									__( 'Remove guest %d', 'eventin-pro' ),
									index + 1
								) }
							>
								{ __( 'Remove', 'eventin-pro' ) }
							</Button>
						</div>
					) ) }
					{ /* In a Form.Item: the server's reason about the list reads as an error. */ }
					<Form.Item>
						<Button
							type="dashed"
							onClick={ () => add( { name: '', email: '' } ) }
						>
							{ __( 'Add guest', 'eventin-pro' ) }
						</Button>
						<Form.ErrorList errors={ errors } />
					</Form.Item>
				</fieldset>
			) }
		</Form.List>
	);
}

/**
 * People, and the guests they bring (answers other than not going).
 */
function PeopleFields() {
	return (
		<>
			<Form.Item
				label={ __( 'People', 'eventin-pro' ) }
				name="people"
				dependencies={ [ 'guests' ] }
				extra={ __(
					'Who answered and the guests they bring.',
					'eventin-pro'
				) }
				rules={ [
					{
						required: true,
						message: __( 'People is Required!', 'eventin-pro' ),
					},
					( { getFieldValue } ) => ( {
						validator: async ( _, value: number | null ) => {
							const least =
								1 + ( getFieldValue( 'guests' ) ?? [] ).length;
							if ( value !== null && value < least ) {
								throw new Error(
									sprintf(
										/* translators: %d: the smallest number allowed. */
										__(
											'At least %d: who answered and each guest.',
											'eventin-pro'
										),
										least
									)
								);
							}
						},
					} ),
				] }
			>
				<NumberInput min={ 1 } max={ 1000 } precision={ 0 } />
			</Form.Item>
			<GuestFields />
		</>
	);
}

/**
 * The dialog (mounted while open).
 *
 * @param props          Props.
 * @param props.response The response edited.
 * @param props.onClose  Closes the dialog.
 */
export default function ResponseForm( {
	response,
	onClose,
}: ResponseFormProps ) {
	const [ form ] = Form.useForm< ResponseFormValues >();
	const { updateItem } =
		useCollectionActions< RsvpResponse >( rsvpResponsesStore );
	const labels = rsvpStatusLabels();
	const { submit, saving, error } = useFormSubmit( {
		send: async ( values: ResponseFormValues ) => {
			const changes = changesOf( values, response );
			return Object.keys( changes ).length
				? updateItem( response.id, { ...changes } )
				: response;
		},
		form,
		fieldOf: formFieldOf,
		success: __( 'Successfully updated the RSVP response!', 'eventin-pro' ),
		failure: __( "Couldn't update the RSVP response", 'eventin-pro' ),
		onSuccess: onClose,
	} );
	// A reason that no field shows goes at the top of the dialog.
	const unplaced =
		error &&
		! Object.keys( error.fields ?? {} ).some( ( field ) =>
			formFieldOf( field )
		);

	return (
		<Modal
			open
			className="eventin-rsvp__dialog"
			title={ __( 'Edit RSVP response', 'eventin-pro' ) }
			okText={ __( 'Save', 'eventin-pro' ) }
			cancelText={ __( 'Cancel', 'eventin-pro' ) }
			confirmLoading={ saving }
			onOk={ () => form.submit() }
			onCancel={ onClose }
			maskClosable={ false }
		>
			{ unplaced && (
				<Alert
					className="eventin-rsvp__failure"
					type="error"
					showIcon
					message={ error.message }
				/>
			) }
			<Form< ResponseFormValues >
				form={ form }
				layout="vertical"
				initialValues={ valuesOf( response ) }
				onFinish={ submit }
				disabled={ saving }
			>
				<Form.Item
					label={ __( 'Answer', 'eventin-pro' ) }
					name="status"
				>
					<Radio.Group
						optionType="button"
						options={ ( Object.keys( labels ) as RsvpStatus[] ).map(
							( value ) => ( { value, label: labels[ value ] } )
						) }
					/>
				</Form.Item>
				<div className="eventin-rsvp__row">
					<PersonNameField />
					<PersonEmailField />
				</div>
				<Form.Item noStyle dependencies={ [ 'status' ] }>
					{ ( { getFieldValue } ) =>
						bringsPeople( getFieldValue( 'status' ) ) ? (
							<PeopleFields />
						) : (
							<Form.Item
								label={ __(
									'Reason for not going',
									'eventin-pro'
								) }
								name="reason"
							>
								<Input.TextArea rows={ 2 } maxLength={ 500 } />
							</Form.Item>
						)
					}
				</Form.Item>
			</Form>
		</Modal>
	);
}
