/**
 * Dates and counts as the scanner shows them.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Counts } from './types';

/**
 * A time in the device's language and zone ('' when unknown).
 *
 * @param iso ISO 8601 time.
 */
export function formatTime( iso: string | null | undefined ): string {
	if ( ! iso ) {
		return '';
	}
	const date = new Date( iso );
	if ( Number.isNaN( date.getTime() ) ) {
		return '';
	}
	try {
		return new Intl.DateTimeFormat( undefined, {
			dateStyle: 'medium',
			timeStyle: 'short',
		} ).format( date );
	} catch {
		return date.toLocaleString();
	}
}

/**
 * When and by whom a ticket was checked in.
 *
 * @param at When (ISO).
 * @param by Who (display name).
 */
export function checkedInText(
	at: string | null | undefined,
	by: string | null | undefined
): string {
	const when = formatTime( at );
	if ( when && by ) {
		/* translators: 1: date and time, 2: staff member's name */
		return sprintf( __( '%1$s by %2$s', 'eventin-pro' ), when, by );
	}
	return when || by || '';
}

/**
 * "N / M checked in".
 *
 * @param counts The counts.
 */
export function countsText( counts: Counts ): string {
	return sprintf(
		/* translators: 1: tickets checked in, 2: tickets of the event */
		__( '%1$d / %2$d checked in', 'eventin-pro' ),
		counts.checked_in,
		counts.total
	);
}
