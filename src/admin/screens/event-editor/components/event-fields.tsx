/**
 * Fields shared by the create form and the Basic section.
 */

/**
 * External dependencies
 */
import { Form, Input } from 'antd';
import type { ComponentType, CSSProperties } from 'react';

/**
 * WordPress dependencies
 */
import { applyFilters } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	EVENT_DESCRIPTION_EDITOR_FILTER,
	type EventDescriptionEditorProps,
} from '../../../extension-points';

/**
 * The description's block editor, when the page has one (the editor's
 * page, where the builder entry registers it).
 */
export function descriptionEditor(): ComponentType< EventDescriptionEditorProps > | null {
	return applyFilters(
		EVENT_DESCRIPTION_EDITOR_FILTER,
		null
	) as ComponentType< EventDescriptionEditorProps > | null;
}

/**
 * Description: the compact block editor, or a text area where the page
 * has none.
 */
export function DescriptionField() {
	const Editor = descriptionEditor();
	return (
		<Form.Item
			label={ __( 'Description', 'eventin-pro' ) }
			name="description"
		>
			{ Editor ? <Editor /> : <Input.TextArea rows={ 5 } /> }
		</Form.Item>
	);
}

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
