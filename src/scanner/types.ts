/**
 * Types of the scanner page: its boot data, the verification contract and
 * the REST routes it calls (the contract with includes/Scanner/).
 */

export interface BootEvent {
	id: number;
	title: string;
	checkedIn: number;
	total: number;
}

export interface Boot {
	/** The scanner page URL: endpoint of the verification contract. */
	pageUrl: string;
	/** Scanner nonce, sent as `security`. */
	nonce: string;
	/** REST root, always ending with "/" (may hold `?rest_route=/`). */
	restRoot: string;
	/** wp_rest nonce, header X-WP-Nonce. */
	restNonce: string;
	/** GET → { success, data: { nonce, restNonce } }. */
	nonceUrl: string;
	loginUrl: string;
	/** Origins a QR code's URL may have. */
	siteOrigins: string[];
	/** Ask Confirm / Reject before checking in. */
	twoStep: boolean;
	/** Red modal text: failed request or no camera. */
	failureMessage: string;
	undoSeconds: number;
	event: BootEvent | null;
	prefill: { attendeeId: number; ticketId: string } | null;
	user: { id: number; name: string };
}

export type Verdict =
	| 'checked_in'
	| 'checkable'
	| 'already_checked_in'
	| 'wrong_event'
	| 'not_paid'
	| 'not_valid'
	| 'expired'
	| 'not_found'
	| 'choose'
	| 'empty'
	| 'logged_out'
	| 'invalid_nonce'
	| 'forbidden';

export interface Counts {
	checked_in: number;
	total: number;
}

export interface Candidate {
	attendee_id: number;
	ticket_id: string;
	attendee_name: string;
	ticket_name: string;
	checked_in: boolean;
}

export interface Content {
	name: string;
	event_name: string;
	ticket_name: string;
	redirect_url: string;
	attendee_name: string;
	ticket_Message: string;
	verdict: Verdict | '';
	attendee_id: number | null;
	ticket_id: string | null;
	event_id: number | null;
	checked_in_at: string | null;
	checked_in_by: string | null;
	undo_until: string | null;
	counts: Counts | null;
	candidates: Candidate[];
}

/** Status codes of the verification contract. */
export const STATUS = {
	SUCCESS: 2,
	REDIRECT: 3,
	ALREADY: 4,
	WRONG_EVENT: 5,
	NOT_PAID: 6,
	NOT_VALID: 7,
	ENDED: 8,
	UNKNOWN: 9,
	EMPTY: 10,
	EXPIRED: 11,
	FORBIDDEN: 12,
	CHOOSE: 13,
} as const;

/** What the scanner asks the verification contract. */
export interface VerifyRequest {
	attendeeId?: number;
	ticketId?: string;
	query?: string;
	eventId?: number;
	/** Read only: what validating would say. */
	ticketInfo?: boolean;
	clientScanId?: string;
}

export type VerifyResult =
	| {
			kind: 'response';
			success: boolean;
			statusCode: number;
			messages: string[];
			content: Content;
	  }
	/** No answer (network) or an answer that is not the contract's JSON. */
	| { kind: 'failed'; network: boolean };

/** A REST call's outcome; status 0 is a network error. */
export type RestResult< T > =
	| { ok: true; data: T }
	| { ok: false; status: number; code: string; message: string };

export type Payment = 'paid' | 'pending' | 'invalid';

export interface ManifestItem {
	/** SHA-256 hex of the ticket id. */
	h: string;
	/** SHA-256 hex of the lower-cased trimmed e-mail, '' when none. */
	e: string;
	/** Attendee id. */
	a: number;
	/** Attendee name. */
	n: string;
	/** Ticket name. */
	t: string;
	p: Payment;
	/** ISO check-in time, or null. */
	c: string | null;
}

export interface ManifestPage {
	event: { id: number; title: string };
	items: ManifestItem[];
	total_items: number;
	total_pages: number;
	generated_at: string;
}

/** One offline scan waiting for `POST checkins/batch`. */
export interface QueueItem {
	client_scan_id: string;
	attendee_id: number;
	ticket_id: string;
	/** 0 for none. */
	event_id: number;
	scanned_at: string;
	device: string;
}

export type BatchOutcome =
	| 'accepted'
	| 'conflict'
	| 'wrong_event'
	| 'not_paid'
	| 'not_valid'
	| 'not_found';

export interface BatchResult {
	client_scan_id: string;
	result: BatchOutcome;
	message: string;
	attendee_name: string;
	ticket_name: string;
	checked_in_at: string | null;
	checked_in_by: string | null;
	device: string | null;
}

export interface UndoResponse {
	result: 'undone' | 'too_late' | 'not_checked_in' | 'not_yours';
	message: string;
	counts: Counts | null;
}
