/**
 * The widget as the site shows it: the catalogue's preview page rendering
 * the generated shortcode in a frame. It changes only when a shortcode is
 * generated, never on each keystroke.
 */

/**
 * External dependencies
 */
import { Spin } from 'antd';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { previewSrc } from '../shortcode';

export interface WidgetPreviewProps {
	/** The catalogue's preview_url; none when the site offers no preview. */
	previewUrl?: string;
	/** The generated shortcode; none yet. */
	shortcode?: string;
	/** The widget's title, for the frame's name. */
	title: string;
}

/**
 * The preview.
 *
 * @param props            Props.
 * @param props.previewUrl The preview page.
 * @param props.shortcode  The shortcode.
 * @param props.title      The widget's title.
 */
export function WidgetPreview( {
	previewUrl,
	shortcode,
	title,
}: WidgetPreviewProps ) {
	const [ loaded, setLoaded ] = useState( '' );
	let body;
	if ( ! shortcode ) {
		body = (
			<p className="eventin-shortcodes-preview__empty">
				{ __(
					'Generate the shortcode to preview the widget.',
					'eventin-pro'
				) }
			</p>
		);
	} else if ( ! previewUrl ) {
		body = (
			<p className="eventin-shortcodes-preview__empty">
				{ __( 'This site offers no preview.', 'eventin-pro' ) }
			</p>
		);
	} else {
		const src = previewSrc( previewUrl, shortcode );
		const loading = loaded !== src;
		body = (
			<div
				className={ `eventin-shortcodes-preview__frame${
					loading ? ' is-loading' : ''
				}` }
				aria-busy={ loading }
			>
				{ loading && (
					<Spin
						className="eventin-shortcodes-preview__spinner"
						tip={ __( 'Loading the preview', 'eventin-pro' ) }
					>
						<span />
					</Spin>
				) }
				<iframe
					// A new frame for each shortcode: the old one's history goes.
					key={ src }
					src={ src }
					title={ sprintf(
						/* translators: %s: widget title. */
						__( 'Preview of %s', 'eventin-pro' ),
						title
					) }
					onLoad={ () => setLoaded( src ) }
				/>
			</div>
		);
	}
	return (
		<section className="eventin-shortcodes-preview">
			<h3 className="eventin-shortcodes-code__title">
				{ __( 'Preview', 'eventin-pro' ) }
			</h3>
			{ body }
		</section>
	);
}
