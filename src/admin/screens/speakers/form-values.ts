/**
 * The speaker form's values and how they map to and from the API item.
 */

/**
 * Internal dependencies
 */
import type { FieldPath } from '../../../components/form-errors';
import type { MediaImage } from '../../../components/media-image-field';
import type {
	Speaker,
	SpeakerRole,
	SpeakerSocial,
} from '../../../data/speakers';

export interface SpeakerFormValues {
	name: string;
	email: string;
	phone?: string;
	category: SpeakerRole[];
	designation?: string;
	company?: string;
	speaker_group_ids?: number[];
	image?: MediaImage;
	bio?: string;
	social?: Array< Partial< SpeakerSocial > >;
}

/** What a new speaker starts with. */
export const NEW_SPEAKER: Partial< SpeakerFormValues > = {
	category: [ 'speaker' ],
	speaker_group_ids: [],
	image: { id: 0, url: '' },
	social: [],
};

/**
 * Form values of a stored speaker.
 *
 * @param speaker API item.
 */
export function valuesOf( speaker: Speaker ): SpeakerFormValues {
	return {
		name: speaker.name,
		email: speaker.email,
		phone: speaker.phone,
		category: speaker.category,
		designation: speaker.designation,
		company: speaker.company,
		speaker_group_ids: speaker.speaker_group_ids,
		image: { id: speaker.image_id, url: speaker.image },
		bio: speaker.bio,
		social: speaker.social,
	};
}

/**
 * The request body for form values.
 *
 * @param values Form values.
 */
export function payloadOf( values: SpeakerFormValues ) {
	return {
		name: values.name.trim(),
		email: values.email.trim(),
		phone: ( values.phone ?? '' ).trim(),
		category: values.category,
		designation: values.designation ?? '',
		company: values.company ?? '',
		speaker_group_ids: values.speaker_group_ids ?? [],
		image_id: values.image?.id ?? 0,
		bio: values.bio ?? '',
		social: ( values.social ?? [] ).map( ( link ) => ( {
			icon: link.icon ?? 'website',
			url: ( link.url ?? '' ).trim(),
		} ) ),
	};
}

/**
 * The form field that shows a server error about an API field.
 *
 * @param apiField Field the server named.
 */
export function formFieldOf( apiField: string ): FieldPath | undefined {
	const fields: Record< string, FieldPath > = {
		name: 'name',
		email: 'email',
		phone: 'phone',
		category: 'category',
		designation: 'designation',
		company: 'company',
		speaker_group_ids: 'speaker_group_ids',
		image_id: 'image',
		bio: 'bio',
		social: 'social',
	};
	return fields[ apiField ];
}
