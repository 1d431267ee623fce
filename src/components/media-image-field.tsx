/**
 * An image picked from the WordPress media library (a form control: value
 * { id, url }, id 0 for none). `wp.media` is WordPress's public media API
 * (enqueued on the dashboard page by includes/Admin/Assets.php); where it is
 * missing the button is disabled.
 */

/**
 * External dependencies
 */
import { Button, Space, Tooltip } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export interface MediaImage {
	id: number;
	url: string;
}

interface MediaAttachment {
	id: number;
	url: string;
	sizes?: Record< string, { url: string } >;
}

interface MediaFrame {
	on: ( event: string, callback: () => void ) => void;
	open: () => void;
	state: () => {
		get: ( name: 'selection' ) => {
			first: () => { toJSON: () => MediaAttachment };
		};
	};
}

type MediaFactory = ( options: {
	title: string;
	button?: { text: string };
	library: { type: string };
	multiple: boolean;
} ) => MediaFrame;

function mediaLibrary(): MediaFactory | undefined {
	return ( window as unknown as { wp?: { media?: MediaFactory } } ).wp?.media;
}

export interface MediaImageFieldProps {
	value?: MediaImage;
	onChange?: ( value: MediaImage ) => void;
	/** Title of the media library frame. */
	frameTitle: string;
	/** Alternative text of the preview. */
	alt: string;
	/** Class of the preview image. */
	imageClassName?: string;
	/** Preview size limit, in px. */
	maxWidth?: number;
	maxHeight?: number;
	id?: string;
}

/**
 * The control.
 *
 * @param props Props.
 */
export function MediaImageField( props: MediaImageFieldProps ) {
	const {
		value,
		onChange,
		frameTitle,
		alt,
		imageClassName,
		maxWidth = 240,
		maxHeight = 160,
		id,
	} = props;
	const media = mediaLibrary();

	const choose = () => {
		if ( ! media ) {
			return;
		}
		const frame = media( {
			title: frameTitle,
			button: { text: __( 'Use this image', 'eventin-pro' ) },
			library: { type: 'image' },
			multiple: false,
		} );
		frame.on( 'select', () => {
			const attachment = frame
				.state()
				.get( 'selection' )
				.first()
				.toJSON();
			onChange?.( {
				id: attachment.id,
				url:
					attachment.sizes?.medium?.url ??
					attachment.sizes?.thumbnail?.url ??
					attachment.url,
			} );
		} );
		frame.open();
	};

	const hasImage = !! value?.id;
	const button = (
		<Button id={ id } onClick={ choose } disabled={ ! media }>
			{ hasImage
				? __( 'Replace image', 'eventin-pro' )
				: __( 'Select image', 'eventin-pro' ) }
		</Button>
	);

	return (
		<Space direction="vertical">
			{ hasImage && value?.url && (
				<img
					className={ imageClassName }
					src={ value.url }
					alt={ alt }
					style={ {
						display: 'block',
						maxWidth,
						maxHeight,
						borderRadius: 6,
						objectFit: 'cover',
					} }
				/>
			) }
			<Space>
				{ media ? (
					button
				) : (
					<Tooltip
						title={ __(
							'The media library is not available on this page.',
							'eventin-pro'
						) }
					>
						<span>{ button }</span>
					</Tooltip>
				) }
				{ hasImage && (
					<Button
						danger
						onClick={ () => onChange?.( { id: 0, url: '' } ) }
					>
						{ __( 'Remove', 'eventin-pro' ) }
					</Button>
				) }
			</Space>
		</Space>
	);
}
