/**
 * Featured image picked from the WordPress media library (the shared
 * MediaImageField with the event editor's texts).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	MediaImageField,
	type MediaImage,
} from '../../../../components/media-image-field';

export type FeaturedImage = MediaImage;

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
	return (
		<MediaImageField
			value={ value }
			onChange={ onChange }
			frameTitle={ __( 'Select featured image', 'eventin-pro' ) }
			alt={ __( 'Featured image', 'eventin-pro' ) }
			imageClassName="eventin-event-editor__image"
		/>
	);
}
