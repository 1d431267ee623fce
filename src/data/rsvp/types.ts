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
