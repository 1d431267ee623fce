/** What a speaker or organizer is: a WordPress user holding one of the two roles. */
export type SpeakerRole = 'speaker' | 'organizer';

/** One social link of a speaker's profile. */
export interface SpeakerSocial {
	/** Network slug: facebook, x, linkedin, instagram, youtube, website. */
	icon: string;
	url: string;
}

export interface Speaker {
	id: number;
	name: string;
	email: string;
	/** Phone number, '' when none (Eventin 4's user meta `phone`). */
	phone: string;
	designation: string;
	bio: string;
	/** Attachment id of the photo (0 when none) and its URL for display. */
	image_id: number;
	image: string;
	social: SpeakerSocial[];
	company: string;
	/** Group names, for display (spec 01 §3). */
	speaker_group: string[];
	/** Group term ids, what the form edits and writes send back. */
	speaker_group_ids: number[];
	category: SpeakerRole[];
	/** The user's author page. */
	author_url: string;
	/**
	 * Whether deleting keeps the WordPress account (it holds another role or
	 * capabilities, or it is the current user's): only the speaker roles and
	 * profile go. Otherwise the account is deleted and its content reassigned.
	 */
	keeps_account: boolean;
}

/** List query of GET /speakers. */
export interface SpeakerQuery {
	paged?: number;
	per_page?: number;
	search?: string;
	/** Group term id. */
	speaker_group?: number;
	category?: SpeakerRole;
}
