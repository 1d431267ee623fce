/**
 * The Add/Edit Manage Access modal: a role and its permissions. A failed save
 * is only logged (spec); the modal stays open with what the user ticked and
 * shows the server's reason inline.
 */

/**
 * External dependencies
 */
import { Alert, Form, Modal, Select } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { sameNames } from '../../../../components/form-errors';
import { useFormSubmit } from '../../../../components/use-form-submit';
import {
	ADMINISTRATOR,
	permissionLabelsStore,
	rolesStore,
	useRoleActions,
	type PermissionLabels,
	type RolePermissions,
} from '../../../../data/access';
import { useDocument } from '../../../../data/hooks';
import { useLoggedError } from '../hooks/use-logged-error';
import { PermissionCheckboxes } from './permission-checkboxes';

interface Values {
	role?: string;
	permissions: string[];
}

export interface AccessModalProps {
	/** The role being edited; none to add one. */
	editing?: RolePermissions;
	onClose: () => void;
}

/**
 * The modal (mounted while open).
 *
 * @param props         Props.
 * @param props.editing Role being edited.
 * @param props.onClose Closes the modal.
 */
export function AccessModal( { editing, onClose }: AccessModalProps ) {
	const [ form ] = Form.useForm< Values >();
	const { addRole, updateRole } = useRoleActions();
	const labels = useDocument< PermissionLabels >( permissionLabelsStore );
	const roles = useDocument< RolePermissions[] >( rolesStore );
	useLoggedError( labels.error );
	useLoggedError( roles.error );

	const options = Object.entries( labels.value ?? {} ).map(
		( [ key, label ] ) => ( { key, label } )
	);
	const roleOptions = editing
		? [ { value: editing.name, label: editing.label } ]
		: ( roles.value ?? [] )
				.filter( ( role ) => role.permissions.length === 0 )
				.map( ( role ) => ( { value: role.name, label: role.label } ) );
	const locked = editing?.name === ADMINISTRATOR;

	const {
		submit,
		saving,
		error: failure,
	} = useFormSubmit( {
		send: ( values: Values ) =>
			editing
				? updateRole( editing.name, values.permissions )
				: addRole( values.role as string, values.permissions ),
		form,
		fieldOf: sameNames( [ 'role', 'permissions' ] ),
		// Spec: a failed save is only logged; the dialog keeps the user's choice.
		failure: ( error ) => console.error( error ), // eslint-disable-line no-console
		onSuccess: onClose,
	} );

	return (
		<Modal
			open
			className="eventin-access__modal"
			title={
				editing
					? __( 'Edit Manage Access', 'eventin-pro' )
					: __( 'Add Manage Access', 'eventin-pro' )
			}
			okText={ __( 'Save', 'eventin-pro' ) }
			cancelText={ __( 'Cancel', 'eventin-pro' ) }
			confirmLoading={ saving }
			onOk={ () => form.submit() }
			onCancel={ onClose }
			maskClosable={ false }
		>
			{ failure && (
				<Alert
					className="eventin-access__failure"
					type="error"
					showIcon
					message={ failure.message }
				/>
			) }
			<Form< Values >
				form={ form }
				layout="vertical"
				onFinish={ submit }
				initialValues={ {
					role: editing?.name,
					permissions:
						editing?.permissions.map( ( item ) => item.key ) ?? [],
				} }
			>
				<Form.Item
					label={ __( 'User Role', 'eventin-pro' ) }
					name="role"
					rules={ [
						{
							required: true,
							message: __(
								'Please select a role type!',
								'eventin-pro'
							),
						},
					] }
				>
					<Select
						disabled={ !! editing }
						loading={ ! editing && roles.isLoading }
						placeholder={ __( 'Select a role', 'eventin-pro' ) }
						options={ roleOptions }
						showSearch
						optionFilterProp="label"
					/>
				</Form.Item>
				<Form.Item
					label={ __( 'Permissions', 'eventin-pro' ) }
					name="permissions"
					rules={ [
						{
							type: 'array',
							required: true,
							min: 1,
							message: __(
								'Please select at least one permission!',
								'eventin-pro'
							),
						},
					] }
				>
					<PermissionCheckboxes
						options={ options }
						locked={ locked }
					/>
				</Form.Item>
			</Form>
		</Modal>
	);
}
