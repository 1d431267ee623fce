/**
 * What a speaker can be, with labels for the filter, the form and the list.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SpeakerRole } from '../../../data/speakers';

/**
 * The roles in display order.
 */
export function roleOptions(): Array< { value: SpeakerRole; label: string } > {
	return [
		{ value: 'speaker', label: __( 'Speaker', 'eventin-pro' ) },
		{ value: 'organizer', label: __( 'Organizer', 'eventin-pro' ) },
	];
}

/**
 * 'Speaker, Organizer' for a list of roles.
 *
 * @param roles Roles of a speaker.
 */
export function roleLabels( roles: SpeakerRole[] ): string {
	return roleOptions()
		.filter( ( option ) => roles.includes( option.value ) )
		.map( ( option ) => option.label )
		.join( ', ' );
}
