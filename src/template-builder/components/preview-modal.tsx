/**
 * The preview (spec 02 §2): the site's own rendering of the saved template
 * (action etn-preview-template), in a frame.
 */

/**
 * WordPress dependencies
 */
import { Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * The modal.
 *
 * @param props         Props.
 * @param props.url     Preview URL.
 * @param props.onClose Close.
 */
export function PreviewModal( {
	url,
	onClose,
}: {
	url: string;
	onClose: () => void;
} ) {
	return (
		<Modal
			title={ __( 'Preview', 'eventin-pro' ) }
			className="eventin-builder__preview"
			size="large"
			onRequestClose={ onClose }
		>
			<iframe
				className="eventin-builder__preview-frame"
				src={ url }
				title={ __( 'Template preview', 'eventin-pro' ) }
			/>
		</Modal>
	);
}
