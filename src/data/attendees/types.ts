/** Payment status of an attendee (Eventin 4's `etn_status`). */
export type PaymentStatus = 'pending' | 'success' | 'failed' | 'refunded';

/** Ticket status: `used` once checked in (Eventin 4's `etn_attendeee_ticket_status`). */
export type TicketStatus = 'unused' | 'used';

/** Where a check-in came from. */
export type CheckinSource = 'scanner' | 'dashboard' | 'offline-sync';

/** The check-in of a ticket, from the check-in ledger. */
export interface Checkin {
	/** ISO 8601 UTC. */
	at: string;
	by: { id: number; name: string };
	source: CheckinSource;
	device: string;
}

export interface Attendee {
	id: number;
	event_id: number;
	event_title: string;
	/** 0 when the attendee belongs to no booking. */
	booking_id: number;
	name: string;
	email: string;
	phone: string;
	/** The ticket id printed on the ticket. */
	ticket_id: string;
	ticket_name: string;
	ticket_slug: string;
	ticket_price: number;
	seat: string;
	payment_status: PaymentStatus;
	ticket_status: TicketStatus;
	checked_in: Checkin | null;
	/** Answers to the booking form's extra fields, by label. */
	extra_fields: Record< string, string >;
	/** ISO 8601 UTC: when the attendee was registered. */
	date: string;
}

/** List query of GET /attendees (and of its export). */
export interface AttendeeQuery {
	event_id?: number;
	booking_id?: number;
	payment_status?: PaymentStatus;
	ticket_status?: TicketStatus;
	/** Name, e-mail or ticket id. */
	search?: string;
	paged?: number;
	per_page?: number;
}

/** What a check-in or undo did to one attendee. */
export type CheckinResult =
	| 'checked_in'
	| 'already_checked_in'
	| 'undone'
	| 'not_checked_in'
	| 'not_found'
	| 'not_paid'
	/** The booking failed, was cancelled or refunded. */
	| 'not_valid';

export interface CheckinOutcome {
	id: number;
	result: CheckinResult;
	/** A sentence for people, e.g. "Already checked in at 09:12 by Ana." */
	message: string;
	/** The attendee after the change; null when not found. */
	attendee: Attendee | null;
}

/** The writable fields of PUT /attendees/{id}. */
export interface AttendeeChanges {
	name?: string;
	email?: string;
	phone?: string;
	extra_fields?: Record< string, string >;
	ticket_status?: TicketStatus;
}
