/**
 * The guard's denial in tests that run on jest's fake timers.
 */

/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { REDIRECT_DELAY_MS } from '../../route-guard';

/**
 * Waits for 'Access Denied! Redirecting...', then lets its delay pass so the
 * redirect runs.
 */
export async function waitOutDenial() {
	expect(
		await screen.findByText( 'Access Denied! Redirecting...' )
	).toBeInTheDocument();
	await act( async () => {
		jest.advanceTimersByTime( REDIRECT_DELAY_MS );
	} );
}
