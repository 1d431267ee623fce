/**
 * Role load, save and delete failures are only logged (spec 02 §8).
 */

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Logs each new error once.
 *
 * @param error The current error, if any.
 */
export function useLoggedError( error: Error | undefined | null ) {
	useEffect( () => {
		if ( error ) {
			console.error( error ); // eslint-disable-line no-console
		}
	}, [ error ] );
}
