/**
 * The activation form: name, email and license key. On failure the form keeps
 * what the user typed and the notification gives the server's reason.
 */

/**
 * External dependencies
 */
import { Button, Form, Input } from 'antd';

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
	useLicenseActions,
	type LicenseActivation,
} from '../../../../data/license';

/**
 * The form.
 */
export function LicenseForm() {
	const [ form ] = Form.useForm< LicenseActivation >();
	const { activate } = useLicenseActions();
	const { submit, saving } = useFormSubmit( {
		send: ( values: LicenseActivation ) =>
			activate( {
				name: values.name.trim(),
				email: values.email.trim(),
				license_key: values.license_key.trim(),
			} ),
		form,
		fieldOf: sameNames( [ 'name', 'email', 'license_key' ] ),
		success: __( 'License activated successfully', 'eventin-pro' ),
		failure: __( 'Failed to activate license', 'eventin-pro' ),
	} );

	return (
		<Form< LicenseActivation >
			form={ form }
			className="eventin-license__form"
			layout="vertical"
			onFinish={ submit }
			disabled={ saving }
			requiredMark
		>
			<Form.Item
				label={ __( 'Name', 'eventin-pro' ) }
				name="name"
				rules={ [
					{
						required: true,
						whitespace: true,
						message: __( 'Please input your name!', 'eventin-pro' ),
					},
				] }
			>
				<Input maxLength={ 100 } autoComplete="name" />
			</Form.Item>
			<Form.Item
				label={ __( 'Email', 'eventin-pro' ) }
				name="email"
				rules={ [
					{
						required: true,
						whitespace: true,
						message: __( 'Enter Valid Email!', 'eventin-pro' ),
					},
					{
						type: 'email',
						message: __( 'Enter Valid Email!', 'eventin-pro' ),
					},
				] }
			>
				<Input maxLength={ 100 } autoComplete="email" />
			</Form.Item>
			<Form.Item
				label={ __( 'License Key', 'eventin-pro' ) }
				name="license_key"
				rules={ [
					{
						required: true,
						whitespace: true,
						message: __(
							'Please input your license key!',
							'eventin-pro'
						),
					},
				] }
			>
				<Input
					maxLength={ 64 }
					autoComplete="off"
					spellCheck={ false }
				/>
			</Form.Item>
			<div className="eventin-license__actions">
				<Button type="primary" htmlType="submit" loading={ saving }>
					{ __( 'Activate', 'eventin-pro' ) }
				</Button>
			</div>
		</Form>
	);
}
