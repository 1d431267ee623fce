/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DeleteMessages } from '../../../components/list-page';

/**
 * Texts of a booking delete.
 */
export function bookingDeleteMessages(): DeleteMessages {
	return {
		confirm: __(
			'Are you sure you want to delete this booking?',
			'eventin-pro'
		),
		confirmBulk: __(
			'Are you sure you want to delete the selected bookings?',
			'eventin-pro'
		),
		success: __( 'Successfully deleted the booking!', 'eventin-pro' ),
		failure: __( 'Failed to delete the booking!', 'eventin-pro' ),
	};
}
