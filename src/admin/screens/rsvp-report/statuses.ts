/**
 * The answers of an RSVP, their labels and the answers filter.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { RsvpStatus, RsvpStatusFilter } from '../../../data/rsvp';

/**
 * Translated labels of the answers, in the order they are offered.
 */
export function rsvpStatusLabels(): Record< RsvpStatus, string > {
	return {
		going: __( 'Going', 'eventin-pro' ),
		not_going: __( 'Not going', 'eventin-pro' ),
		maybe: __( 'Maybe', 'eventin-pro' ),
	};
}

/**
 * Options of the answers filter: each answer, then All.
 */
export function rsvpFilterOptions(): Array< {
	value: RsvpStatusFilter;
	label: string;
} > {
	const labels = rsvpStatusLabels();
	return [
		...( Object.keys( labels ) as RsvpStatus[] ).map( ( value ) => ( {
			value,
			label: labels[ value ],
		} ) ),
		{ value: 'all', label: __( 'All', 'eventin-pro' ) },
	];
}
