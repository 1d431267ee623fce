/**
 * The row actions of a template: clone and delete, each confirmed first and
 * reported bottom right. The store refetches the lists.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	useCloneAction,
	useDeleteAction,
} from '../../../../components/list-page';
import { templatesStore } from '../../../../data/templates';
import { templateDeleteMessages } from '../delete-messages';

/**
 * Clone and delete, bound to the templates store.
 */
export function useTemplateActions() {
	const { deleteOne } = useDeleteAction(
		templatesStore,
		templateDeleteMessages()
	);
	const cloneOne = useCloneAction( templatesStore, {
		confirm: __(
			'Are you sure you want to clone this template?',
			'eventin-pro'
		),
		success: __( 'Successfully cloned the template!', 'eventin-pro' ),
		failure: __( 'Failed to clone the template!', 'eventin-pro' ),
	} );

	return { cloneOne, deleteOne };
}
