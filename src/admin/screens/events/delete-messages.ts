/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DeleteMessages } from '../../../components/list-page';

/**
 * The delete texts of events (spec 01 §2 and §8), for the row action and the
 * bulk delete alike.
 */
export function eventDeleteMessages(): DeleteMessages {
	return {
		confirm: __(
			'Are you sure you want to delete this event?',
			'eventin-pro'
		),
		confirmBulk: __(
			'Are you sure you want to delete the selected events?',
			'eventin-pro'
		),
		success: __( 'Successfully deleted the event!', 'eventin-pro' ),
		failure: __( 'Failed to delete the event!', 'eventin-pro' ),
	};
}
