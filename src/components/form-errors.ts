/**
 * Shows the server's per-field reasons (ApiError.fields) under the form fields
 * they belong to. The form keeps what the user typed.
 */

/**
 * External dependencies
 */
import type { FormInstance } from 'antd';

/**
 * Internal dependencies
 */
import type { ApiError } from '../api/client';

/** A form field path (antd NamePath). */
export type FieldPath = string | Array< string | number >;

/**
 * Marks the fields the server named.
 *
 * @param form    The form.
 * @param error   The server's error.
 * @param fieldOf The form field for an API field; undefined leaves it to the notification.
 */
export function markServerErrors(
	form: FormInstance,
	error: ApiError,
	fieldOf: ( apiField: string ) => FieldPath | undefined
): void {
	form.setFields(
		Object.entries( error.fields ?? {} ).flatMap(
			( [ apiField, reason ] ) => {
				const name = fieldOf( apiField );
				return name === undefined
					? []
					: [ { name, errors: [ reason ] } ];
			}
		)
	);
}

/**
 * fieldOf for forms whose field names are the API's: only the listed ones.
 *
 * @param names Form fields named like the API fields.
 */
export function sameNames( names: string[] ) {
	return ( apiField: string ) =>
		names.includes( apiField ) ? apiField : undefined;
}
