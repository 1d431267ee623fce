/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DeleteMessages } from '../../../components/list-page';

/**
 * Texts of a bulk delete of RSVP responses (the list kit's bulk delete;
 * one response is deleted with its own question, hooks/use-delete-response).
 */
export function bulkDeleteMessages(): DeleteMessages {
	return {
		confirm: __(
			'Are you sure you want to delete this RSVP response?',
			'eventin-pro'
		),
		confirmBulk: __(
			'Are you sure you want to delete the selected RSVP responses?',
			'eventin-pro'
		),
		success: __(
			'Successfully deleted the selected RSVP responses!',
			'eventin-pro'
		),
		failure: __(
			'Failed to delete the selected RSVP responses!',
			'eventin-pro'
		),
	};
}
