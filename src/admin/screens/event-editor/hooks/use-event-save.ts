/**
 * Saves one editor section through the events store. On failure the form
 * keeps what the user typed, the fields the server named show its reasons
 * and a notification carries the server's message.
 */

/**
 * External dependencies
 */
import type { FormInstance } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FieldPath } from '../../../../components/form-errors';
import { useFormSubmit } from '../../../../components/use-form-submit';
import { eventsStore } from '../../../../data/events';
import { useCollectionActions } from '../../../../data/hooks';
import type { EditorEvent } from '../types';

export type { FieldPath };

/**
 * Which form field shows a server error for an API field. Fields the
 * section does not save are left to the notification.
 *
 * @param fields      API fields the section saves.
 * @param errorFields Form paths for API fields whose form name differs.
 * @param apiField    The field the server named.
 */
export function formFieldFor(
	fields: string[],
	errorFields: Record< string, FieldPath >,
	apiField: string
): FieldPath | undefined {
	if ( errorFields[ apiField ] ) {
		return errorFields[ apiField ];
	}
	return fields.includes( apiField ) ? apiField : undefined;
}

/**
 * The save action of a section.
 *
 * @param form        The section's form.
 * @param id          Event id.
 * @param fields      API fields the section saves.
 * @param errorFields Form paths for API fields whose form name differs.
 */
export function useEventSave< Values >(
	form: FormInstance< Values >,
	id: number,
	fields: string[],
	errorFields: Record< string, FieldPath > = {}
) {
	const { updateItem } = useCollectionActions< EditorEvent >( eventsStore );
	const { submit, saving } = useFormSubmit( {
		// The store receives the saved event, so every screen sees it.
		send: ( payload: Record< string, unknown > ) =>
			updateItem( id, payload ),
		form: form as FormInstance,
		fieldOf: ( apiField ) => formFieldFor( fields, errorFields, apiField ),
		success: __( 'Event updated successfully', 'eventin-pro' ),
	} );

	return { save: submit, saving };
}
