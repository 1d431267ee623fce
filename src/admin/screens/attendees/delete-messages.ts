/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DeleteMessages } from '../../../components/list-page';

/**
 * The delete texts of attendees, for the row action and the bulk delete.
 */
export function attendeeDeleteMessages(): DeleteMessages {
	return {
		confirm: __(
			'Are you sure you want to delete this attendee?',
			'eventin-pro'
		),
		confirmBulk: __(
			'Are you sure you want to delete the selected attendees?',
			'eventin-pro'
		),
		success: __( 'Successfully deleted the attendee!', 'eventin-pro' ),
		failure: __( 'Failed to delete the attendee!', 'eventin-pro' ),
	};
}
