/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DeleteMessages } from '../../../components/list-page';

/**
 * The delete texts of templates, for the row action and the bulk delete alike
 * (worded as the other lists' are).
 */
export function templateDeleteMessages(): DeleteMessages {
	return {
		confirm: __(
			'Are you sure you want to delete this template?',
			'eventin-pro'
		),
		confirmBulk: __(
			'Are you sure you want to delete the selected templates?',
			'eventin-pro'
		),
		success: __( 'Successfully deleted the template!', 'eventin-pro' ),
		failure: __( 'Failed to delete the template!', 'eventin-pro' ),
	};
}
