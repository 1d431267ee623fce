/**
 * Featured image picked from the WordPress media library. `wp.media` is
 * WordPress's public media API (enqueued on the dashboard page by
 * includes/Admin/Assets.php); where it is missing the button is disabled.
 */

/**
 * External dependencies
 */
import { Button, Space, Tooltip } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export interface FeaturedImage {
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

export interface FeaturedImageFieldProps {
	value?: FeaturedImage;
	onChange?: ( value: FeaturedImage ) => void;
}

/**
 * Form control: value { id, url }, id 0 for none.
 *
 * @param props          Props.
 * @param props.value    Current image.
 * @param props.onChange Receives the new image.
 */
export function FeaturedImageField( {
	value,
	onChange,
}: FeaturedImageFieldProps ) {
	const media = mediaLibrary();

	const choose = () => {
		if ( ! media ) {
			return;
		}
		const frame = media( {
			title: __( 'Select featured image', 'eventin-pro' ),
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
		<Button onClick={ choose } disabled={ ! media }>
			{ hasImage
				? __( 'Replace image', 'eventin-pro' )
				: __( 'Select image', 'eventin-pro' ) }
		</Button>
	);

	return (
		<Space direction="vertical">
			{ hasImage && value?.url && (
				<img
					className="eventin-event-editor__image"
					src={ value.url }
					alt={ __( 'Featured image', 'eventin-pro' ) }
					style={ {
						display: 'block',
						maxWidth: 240,
						maxHeight: 160,
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
