/**
 * The Name and Email fields of the forms about a person (speaker, attendee):
 * both required, the e-mail checked for its form before anything is sent.
 */

/**
 * External dependencies
 */
import { Form, Input } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Name (form field `name`, at most 200 characters).
 */
export function PersonNameField() {
	return (
		<Form.Item
			label={ __( 'Name', 'eventin-pro' ) }
			name="name"
			rules={ [
				{
					required: true,
					whitespace: true,
					message: __( 'Name is Required!', 'eventin-pro' ),
				},
			] }
		>
			<Input maxLength={ 200 } autoComplete="off" />
		</Form.Item>
	);
}

/**
 * Email (form field `email`, at most 100 characters).
 */
export function PersonEmailField() {
	return (
		<Form.Item
			label={ __( 'Email', 'eventin-pro' ) }
			name="email"
			rules={ [
				{
					required: true,
					message: __( 'Email is Required!', 'eventin-pro' ),
				},
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
	);
}
