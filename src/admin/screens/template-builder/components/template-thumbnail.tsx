/**
 * A template's picture: its captured thumbnail, or a drawing of its kind
 * and page shape when none was captured yet (a new draft).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	TemplateOrientation,
	TemplateType,
} from '../../../../data/templates';
import { typeLabel } from '../types';

export interface TemplateThumbnailProps {
	template: {
		name: string;
		type: TemplateType;
		thumbnail: string;
		orientation?: TemplateOrientation;
	};
	/** 'small' in lists, 'card' in the chooser (260×200 cards). */
	size: 'small' | 'card';
}

/**
 * The picture.
 *
 * @param props Props.
 */
export function TemplateThumbnail( props: TemplateThumbnailProps ) {
	const { template, size } = props;
	const className = `eventin-templates__thumbnail is-${ size } is-${ template.type }`;
	// Only pictures the site made or vouches for: JPEG data URLs and http(s) images.
	if (
		/^(data:image\/jpeg;base64,|https?:\/\/)/.test( template.thumbnail )
	) {
		return (
			<img
				className={ className }
				src={ template.thumbnail }
				alt=""
				width={ size === 'card' ? 260 : 120 }
				height={ size === 'card' ? 200 : 96 }
				loading="lazy"
			/>
		);
	}
	return (
		<span
			className={ `${ className } is-fallback is-${
				template.orientation ?? 'landscape'
			}` }
			role="img"
			aria-label={ typeLabel( template.type ) }
		>
			<span className="eventin-templates__page">
				<span className="eventin-templates__line is-wide" />
				<span className="eventin-templates__line" />
				<span className="eventin-templates__line is-short" />
			</span>
			<span className="screen-reader-text">
				{ __( 'No preview yet', 'eventin-pro' ) }
			</span>
		</span>
	);
}
