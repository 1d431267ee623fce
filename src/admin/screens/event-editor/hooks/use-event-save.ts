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
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiError } from '../../../../api/client';
import {
	markServerErrors,
	type FieldPath,
} from '../../../../components/form-errors';
import { notify } from '../../../../components/notifications';
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
	const [ saving, setSaving ] = useState( false );

	const save = async (
		payload: Record< string, unknown >
	): Promise< EditorEvent | undefined > => {
		setSaving( true );
		try {
			// The store receives the saved event, so every screen sees it.
			const saved = await updateItem( id, payload );
			notify.success( __( 'Event updated successfully', 'eventin-pro' ) );
			return saved;
		} catch ( error ) {
			const apiError = error as ApiError;
			markServerErrors( form as FormInstance, apiError, ( apiField ) =>
				formFieldFor( fields, errorFields, apiField )
			);
			notify.error( apiError.message );
			return undefined;
		} finally {
			setSaving( false );
		}
	};

	return { save, saving };
}
