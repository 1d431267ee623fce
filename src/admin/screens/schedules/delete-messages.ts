/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DeleteMessages } from '../../../components/list-page';

/**
 * The delete texts of schedules (spec 01 §2 and §8), for the row action and
 * the bulk delete alike.
 */
export function scheduleDeleteMessages(): DeleteMessages {
	return {
		confirm: __(
			'Are you sure you want to delete this schedule?',
			'eventin-pro'
		),
		confirmBulk: __(
			'Are you sure you want to delete the selected schedules?',
			'eventin-pro'
		),
		success: __( 'Successfully deleted the schedule!', 'eventin-pro' ),
		failure: __( 'Failed to delete the schedule!', 'eventin-pro' ),
	};
}
