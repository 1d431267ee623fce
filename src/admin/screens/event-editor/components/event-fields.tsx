/**
 * Fields shared by the create form and the Basic section.
 */

/**
 * External dependencies
 */
import { Form, Input } from 'antd';
import type { CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Event Title (required).
 */
export function EventTitleField() {
	return (
		<Form.Item
			label={ __( 'Event Title', 'eventin-pro' ) }
			name="title"
			rules={ [
				{
					required: true,
					whitespace: true,
					message: __( 'Event title is required.', 'eventin-pro' ),
				},
			] }
		>
			<Input maxLength={ 200 } />
		</Form.Item>
	);
}

/**
 * Start Date (required), the browser's date input.
 *
 * @param props            Props.
 * @param props.inputStyle Style of the input.
 */
export function StartDateField( {
	inputStyle,
}: {
	inputStyle?: CSSProperties;
} ) {
	return (
		<Form.Item
			label={ __( 'Start Date', 'eventin-pro' ) }
			name="start_date"
			rules={ [
				{
					required: true,
					message: __( 'Start date is required.', 'eventin-pro' ),
				},
			] }
		>
			<Input type="date" style={ inputStyle } />
		</Form.Item>
	);
}
