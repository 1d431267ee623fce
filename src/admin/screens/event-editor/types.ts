/**
 * The event as the editor reads and writes it: the list's Event plus the
 * fields only the editor uses (includes/Events/EventSchema.php).
 */

/**
 * Internal dependencies
 */
import type { Event, EventLocation } from '../../../data/events';

export type YesNo = 'yes' | 'no';

export type Frequency = 'daily' | 'weekly' | 'monthly';

export interface TicketVariation {
	name: string;
	price: number;
	/** At least 1, or -1 for unlimited. */
	capacity: number;
	/** Identifies the variation in bookings; absent for a new one. */
	slug?: string;
	/** Read-only: tickets of this variation sold. */
	sold?: number;
	/** At least 1; left out, the stored limit stays. */
	min_per_order?: number;
	/** At least min_per_order and at most capacity. */
	max_per_order?: number;
}

export type ExtraFieldType =
	| 'text'
	| 'number'
	| 'date'
	| 'radio'
	| 'checkbox'
	| 'select';

/** A field the booking form asks besides name and e-mail. */
export interface ExtraField {
	/** Unique (case-insensitive); attendees' answers are kept under its key. */
	label: string;
	type: ExtraFieldType;
	placeholder: string;
	required: boolean;
	/** The choices of radio, checkbox and select fields; empty otherwise. */
	options: string[];
}

export type RsvpAnswer = 'going' | 'not_going' | 'maybe';

/** An event's RSVP settings (used while rsvp_enabled is 'yes'). */
export interface RsvpSettings {
	/** Places for "going" (people, guests included); 0 for no limit. */
	limit: number;
	/** Fewest people in one answer: 1..max_people. */
	min_people: number;
	/** Most people in one answer: 1..100. */
	max_people: number;
	/** The answers offered, at least one. */
	answers: RsvpAnswer[];
	/** The form asks each guest's name. */
	guest_names: boolean;
	/** Answers close at this site time, 'Y-m-d H:i'; '' when the event starts. */
	deadline: string;
}

export interface RecurrenceRule {
	frequency: Frequency;
	/** 1..30 */
	interval: number;
	/** Y-m-d */
	until: string;
}

export interface EditorEvent extends Event {
	description: string;
	post_status: 'draft' | 'publish';
	location: EventLocation;
	recurrence: RecurrenceRule | null;
	ticket_variations: TicketVariation[];
	categories: number[];
	tags: number[];
	/** Template ids, 0 for none. */
	ticket_template: number;
	certificate_template: number;
	/** 'Y-m-d H:i' or ''. */
	registration_deadline: string;
	rsvp_enabled: YesNo;
	/** A save may send any of them; the others stay. */
	rsvp: RsvpSettings;
	/** The booking form asks each attendee's name and e-mail. */
	ask_attendees: YesNo;
	/** At most 20. */
	extra_fields: ExtraField[];
	/** Attachment id, 0 for none. */
	featured_image: number;
	featured_image_url: string;
	/** User ids, picked one by one. */
	speakers: number[];
	organizers: number[];
	/** How each role is picked: the ids above, or every member of the groups. */
	speaker_type: PickBy;
	/** Speaker group ids. */
	speaker_groups: number[];
	organizer_type: PickBy;
	organizer_groups: number[];
	/** Who the event shows (read-only): the ids picked, or the groups' members. */
	resolved_speakers: number[];
	resolved_organizers: number[];
	/** Schedule post ids. */
	schedules: number[];
}

/** How an event picks its speakers or organizers. */
export type PickBy = 'single' | 'group';
