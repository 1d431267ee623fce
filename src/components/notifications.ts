/**
 * The one notification helper. Notifications appear at the bottom right.
 */

/**
 * Internal dependencies
 */
import { getFeedback } from './feedback-host';

function show(
	type: 'success' | 'error',
	message: string,
	description?: string
) {
	const feedback = getFeedback();
	if ( ! feedback ) {
		// Not mounted (should not happen inside the dashboard): keep the message visible somewhere.
		// eslint-disable-next-line no-console
		console.warn( message, description ?? '' );
		return;
	}
	feedback.notification[ type ]( {
		message,
		description,
		placement: 'bottomRight',
	} );
}

export const notify = {
	success: ( message: string, description?: string ) =>
		show( 'success', message, description ),
	error: ( message: string, description?: string ) =>
		show( 'error', message, description ),
};
