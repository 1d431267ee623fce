/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DeleteMessages } from '../../../components/list-page';
import type { Speaker } from '../../../data/speakers';

/**
 * The delete texts of speakers (spec 01 §2 and §8), for the row action and
 * the bulk delete alike.
 */
export function speakerDeleteMessages(): DeleteMessages {
	return {
		confirm: __(
			'Are you sure you want to delete this speaker?',
			'eventin-pro'
		),
		confirmBulk: __(
			'Are you sure you want to delete the selected speakers?',
			'eventin-pro'
		),
		success: __( 'Successfully deleted the speaker!', 'eventin-pro' ),
		failure: __( 'Failed to delete the speaker!', 'eventin-pro' ),
	};
}

/**
 * What deleting this speaker does to the WordPress account behind it.
 *
 * @param speaker Speaker.
 */
export function deleteConsequence( speaker: Speaker ): string {
	return speaker.keeps_account
		? __(
				'This account also has another role on the site, so it stays: only its speaker role and profile are removed.',
				'eventin-pro'
		  )
		: __(
				'The WordPress account is deleted too, and any content it wrote is reassigned to you.',
				'eventin-pro'
		  );
}
