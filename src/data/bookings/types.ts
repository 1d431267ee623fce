/** A booking's state (REST `status`). */
export type BookingStatus =
	| 'pending'
	| 'completed'
	| 'failed'
	| 'refunded'
	| 'cancelled';

/** One ticket type of a booking. */
export interface BookingTicket {
	/** The event's ticket variation slug. */
	slug: string;
	name: string;
	quantity: number;
	/** Unit price. */
	price: number;
}

/** A booking (purchase) as /eventin/v2/orders answers it. */
export interface Booking {
	id: number;
	event_id: number;
	event_title: string;
	first_name: string;
	last_name: string;
	email: string;
	phone: string;
	tickets: BookingTicket[];
	total_price: number;
	/** ISO 4217 code, e.g. 'USD'. */
	currency: string;
	payment_method: string;
	status: BookingStatus;
	/** ISO 8601 UTC, e.g. '2026-11-23T08:00:00Z'. */
	date: string;
	attendee_count: number;
	user_id: number;
	/** Label => value of the booking form's extra fields. */
	extra_fields: Record< string, string >;
}

/** Query parameters of the bookings list. */
export interface BookingListQuery {
	event_id?: number;
	status?: BookingStatus;
	/** Y-m-d, site time, on the booking date. */
	start_date?: string;
	/** Y-m-d */
	end_date?: string;
	/** Customer name or e-mail. */
	search?: string;
	paged: number;
	per_page: number;
}
