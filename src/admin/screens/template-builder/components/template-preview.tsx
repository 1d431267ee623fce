/**
 * 'Preview Template' (spec 01 §2): the design's page in a frame, shown after
 * a 3-second spinner, at the widths Desktop (100%), Tablet (768px) and
 * Mobile (375px).
 */

/**
 * External dependencies
 */
import { Modal, Segmented, Spin } from 'antd';

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CatalogueTemplate } from '../../../../data/templates';

/** Spec 01 §9: the preview spinner shows for 3000 ms. */
export const PREVIEW_SPINNER_MS = 3000;

/** Spec 01 §9: preview sizes. */
export const PREVIEW_SIZES = {
	Desktop: '100%',
	Tablet: '768px',
	Mobile: '375px',
} as const;

type Device = keyof typeof PREVIEW_SIZES;

export interface TemplatePreviewProps {
	design: CatalogueTemplate | null;
	onClose: () => void;
}

/**
 * The preview.
 *
 * @param props Props.
 */
export function TemplatePreview( props: TemplatePreviewProps ) {
	const { design, onClose } = props;
	const [ device, setDevice ] = useState< Device >( 'Desktop' );
	const [ waiting, setWaiting ] = useState( true );

	useEffect( () => {
		if ( ! design ) {
			return;
		}
		setWaiting( true );
		setDevice( 'Desktop' );
		const timer = setTimeout(
			() => setWaiting( false ),
			PREVIEW_SPINNER_MS
		);
		return () => clearTimeout( timer );
	}, [ design ] );

	return (
		<Modal
			open={ !! design }
			title={ __( 'Preview Template', 'eventin-pro' ) }
			onCancel={ onClose }
			footer={ null }
			// Wide, but clear of WordPress's admin menu (it sits above antd's layers).
			width="min(1200px, calc(100vw - 340px))"
			className="eventin-templates__preview"
			destroyOnHidden
		>
			<Segmented< Device >
				// rc-segmented's own label is an English 'segmented control'.
				aria-label={ __( 'Preview size', 'eventin-pro' ) }
				value={ device }
				onChange={ setDevice }
				options={ [
					{ value: 'Desktop', label: __( 'Desktop', 'eventin-pro' ) },
					{ value: 'Tablet', label: __( 'Tablet', 'eventin-pro' ) },
					{ value: 'Mobile', label: __( 'Mobile', 'eventin-pro' ) },
				] }
			/>
			<div className="eventin-templates__frame-box">
				{ waiting && (
					<div className="eventin-templates__frame-wait">
						<Spin size="large" />
					</div>
				) }
				{ design && (
					<iframe
						className="eventin-templates__frame"
						title={ design.name }
						src={
							/^https?:\/\//.test( design.preview_url )
								? design.preview_url
								: 'about:blank'
						}
						hidden={ waiting }
						style={ { width: PREVIEW_SIZES[ device ] } }
						sandbox="allow-scripts allow-same-origin"
					/>
				) }
			</div>
		</Modal>
	);
}
