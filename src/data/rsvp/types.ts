/**
 * RSVP: the answers visitors give to an event's invitation, and the report
 * that counts them (REST /eventin/v2/rsvp-report).
 */

/** An answer. */
export type RsvpStatus = 'going' | 'not_going' | 'maybe';

/** The answers filter of one event's responses: one answer, or all. */
export type RsvpStatusFilter = RsvpStatus | 'all';

/** A guest a responder brings. */
export interface RsvpGuest {
	id: number;
	name: string;
	/** May be ''. */
	email: string;
}

/** One response to an event's RSVP. */
export interface RsvpResponse {
	id: number;
	event_id: number;
	name: string;
	email: string;
	status: RsvpStatus;
	/** People in this response: the responder and their guests, at least 1. */
	people: number;
	guests: RsvpGuest[];
	/** Why not going ('' when none). */
	reason: string;
	/** ISO 8601 UTC: when answered (last change). */
	date: string;
}

/** People (not responses) per answer, and the event's limit (0: none). */
export interface RsvpCounts {
	going: number;
	not_going: number;
	maybe: number;
	limit: number;
}

/** An event's status, as the events list has it. */
export type RsvpEventStatus = 'upcoming' | 'ongoing' | 'expired' | 'draft';

/** A row of the report: an event with RSVP turned on, and its counts. */
export interface RsvpEventRow extends RsvpCounts {
	/** The event's id. */
	id: number;
	title: string;
	/** Y-m-d */
	start_date: string;
	status: RsvpEventStatus;
	/** Number of responses (not people). */
	responses: number;
}

/** Query of GET /rsvp-report. */
export interface RsvpReportQuery {
	search?: string;
	paged: number;
	per_page: number;
}

/** Query of one event's responses (GET /rsvp-report/{event_id}) and of its export. */
export interface RsvpResponsesQuery {
	/** Goes in the path, not the query string. */
	event_id: number;
	/** The server's default is going. */
	status?: RsvpStatusFilter;
	/** Start of the name or e-mail. */
	search?: string;
	/** Y-m-d, site time: answered on or after. */
	date_from?: string;
	/** Y-m-d, site time: answered on or before. */
	date_to?: string;
	paged: number;
	per_page: number;
}

/** What the responses envelope holds besides the page of responses. */
export interface RsvpResponsesMeta {
	counts: RsvpCounts;
	event: { id: number; title: string };
}

/** The writable fields of PUT /rsvp-report/{response_id}. */
export interface RsvpResponseChanges {
	status?: RsvpStatus;
	people?: number;
	name?: string;
	email?: string;
	/** The whole list: guests left out are removed. */
	guests?: Array< { name: string; email: string } >;
	reason?: string;
}

/** A WordPress role, as the invitation form offers it. */
export interface RsvpInvitationRole {
	slug: string;
	name: string;
	/** Users holding the role. */
	users: number;
}

/** An event that takes RSVP, as the invitation form offers it. */
export interface RsvpInvitationEvent {
	id: number;
	title: string;
	/** Y-m-d */
	start_date: string;
}

/** GET /rsvp-invitations/options: what the invitation form offers. */
export interface RsvpInvitationOptions {
	roles: RsvpInvitationRole[];
	/** The events with RSVP on, newest first, at most 100. */
	events: RsvpInvitationEvent[];
}

/** The people of the invited event who get a reminder, by their answer. */
export type RsvpReminderAnswer = 'maybe' | 'not_answered';

/**
 * Who an invitation goes to: any combination of sources, merged by the
 * server without duplicates.
 */
export interface RsvpRecipients {
	emails?: string[];
	/** Role slugs: the users holding them. */
	roles?: string[];
	/** Event id: the attendees of that event. */
	attendees_of?: number;
	/** The invited event's people who answered maybe, or have not answered. */
	answers?: RsvpReminderAnswer[];
}

/** The body of POST /rsvp-invitations and of its preview. */
export interface RsvpInvitation {
	event_id: number;
	recipients: RsvpRecipients;
	subject: string;
	/** Plain text with placeholders such as {{rsvp_link}}. */
	message: string;
}

/** A recipient, as the preview names them. */
export interface RsvpInvitationRecipient {
	name: string;
	email: string;
}

/** POST /rsvp-invitations/preview: the mail the first recipient gets. */
export interface RsvpInvitationPreview {
	/** With the placeholders filled for `to`. */
	subject: string;
	message: string;
	to: RsvpInvitationRecipient | null;
	/** Distinct recipients once the sources are merged. */
	total: number;
	/** The first 10 of them. */
	sample: RsvpInvitationRecipient[];
}
