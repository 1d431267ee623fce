/**
 * Confirmation before destructive or copying actions. Resolves true when the
 * user confirmed and the action finished, false when cancelled.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getFeedback } from './feedback-host';

export interface ConfirmOptions {
	title: string;
	content?: string;
	okText?: string;
	danger?: boolean;
	/** Runs when confirmed; the dialog stays open (loading) until it settles. */
	onConfirm: () => Promise< unknown >;
}

/**
 * Shows a confirmation dialog.
 *
 * @param options Texts and the action.
 */
export function confirmAction( options: ConfirmOptions ): Promise< boolean > {
	const feedback = getFeedback();
	if ( ! feedback ) {
		return Promise.resolve( false );
	}
	return new Promise( ( resolve ) => {
		feedback.modal().then( ( modal ) => {
			modal.confirm( {
				title: options.title,
				content: options.content,
				okText: options.okText ?? __( 'Delete', 'eventin-pro' ),
				cancelText: __( 'Cancel', 'eventin-pro' ),
				okButtonProps: { danger: options.danger ?? true },
				centered: true,
				onOk: async () => {
					try {
						await options.onConfirm();
					} finally {
						resolve( true );
					}
				},
				onCancel: () => resolve( false ),
			} );
		} );
	} );
}
