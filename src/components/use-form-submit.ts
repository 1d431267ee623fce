/**
 * The one submit sequence of the dashboard's forms: send, tell the user it
 * worked, or mark the fields the server named and show its message. The
 * form is never reset on failure, so it keeps what the user typed.
 */

/**
 * External dependencies
 */
import type { FormInstance } from 'antd';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { asApiError, type ApiError } from '../api/client';
import { markServerErrors, type FieldPath } from './form-errors';
import { notify } from './notifications';

export interface FormSubmitOptions< Values, Result > {
	/** Sends the values; rejects with the server's ApiError. */
	send: ( values: Values ) => Promise< Result >;
	/** The form whose fields show the server's per-field reasons. */
	form?: FormInstance;
	/** The form field for an API field; undefined leaves it to the message. */
	fieldOf?: ( apiField: string ) => FieldPath | undefined;
	/** Notification after a successful save; none when omitted. */
	success?: string;
	/**
	 * What a failure tells the user besides the marked fields: a title shows
	 * a notification with the server's message under it; a function replaces
	 * the notification (a spec that only logs, or words it its own way);
	 * omitted, the notification is the server's message.
	 */
	failure?: string | ( ( error: ApiError ) => void );
	/** After a successful save (navigate, close a dialog). */
	onSuccess?: ( result: Result ) => void;
}

export interface FormSubmit< Values, Result > {
	/** Runs the sequence; resolves with the result, or undefined on failure. */
	submit: ( values: Values ) => Promise< Result | undefined >;
	/** True while the request is in flight. */
	saving: boolean;
	/** The last failure, cleared when the next submit starts. */
	error: ApiError | null;
}

/**
 * Shows a failure as the options ask.
 *
 * @param error   The server's error.
 * @param failure The failure option.
 */
function reportFailure(
	error: ApiError,
	failure: FormSubmitOptions< unknown, unknown >[ 'failure' ]
) {
	if ( typeof failure === 'function' ) {
		failure( error );
	} else if ( failure ) {
		notify.error( failure, error.message );
	} else {
		notify.error( error.message );
	}
}

/**
 * The submit handler of a form (pass `submit` to antd's onFinish).
 *
 * @param options What to send and what to say.
 */
export function useFormSubmit< Values, Result = unknown >(
	options: FormSubmitOptions< Values, Result >
): FormSubmit< Values, Result > {
	const [ saving, setSaving ] = useState( false );
	const [ error, setError ] = useState< ApiError | null >( null );

	const submit = async ( values: Values ) => {
		setSaving( true );
		setError( null );
		let result: Result;
		try {
			result = await options.send( values );
		} catch ( thrown ) {
			const apiError = asApiError( thrown );
			if ( options.form && options.fieldOf ) {
				markServerErrors( options.form, apiError, options.fieldOf );
			}
			setError( apiError );
			setSaving( false );
			reportFailure( apiError, options.failure );
			return undefined;
		}
		setSaving( false );
		if ( options.success ) {
			notify.success( options.success );
		}
		options.onSuccess?.( result );
		return result;
	};

	return { submit, saving, error };
}
