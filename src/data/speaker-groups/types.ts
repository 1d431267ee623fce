/** A speaker group: an `etn_speaker_category` term. */
export interface SpeakerGroup {
	id: number;
	name: string;
	slug: string;
	/** Speakers in the group. */
	count: number;
}
