/** Status shown on an event (computed by the server from dates and timezone). */
export type EventStatus = 'draft' | 'upcoming' | 'ongoing' | 'expired';

/** Values of the list's status filter; 'past' selects expired events. */
export type EventStatusFilter =
	| 'all'
	| 'draft'
	| 'ongoing'
	| 'upcoming'
	| 'past';

export interface EventLocation {
	type: 'offline' | 'online';
	address: string;
	online_link?: string;
}

/** An event as the list receives it (spec 01 §3). */
export interface Event {
	id: number;
	title: string;
	status: EventStatus;
	post_status: string;
	/** Y-m-d, '' when not set. */
	start_date: string;
	end_date: string;
	/** H:i, '' when not set. */
	start_time: string;
	end_time: string;
	/** IANA name ('Asia/Dhaka') or an offset ('UTC+6', '+06:00'). */
	timezone: string;
	location: EventLocation;
	/** False when the stored address is malformed. */
	location_valid: boolean;
	/** Parent event of a recurrence, 0 for a top-level event. */
	parent: number;
	recurring_enabled: 'yes' | 'no';
	sold_tickets: number;
	/** -1 for unlimited tickets. */
	total_ticket: number;
	/** Public permalink. */
	link: string;
	/** Certificate template id, 0 for none. */
	certificate_template: number;
}

/** Query parameters of the events list. */
export interface EventListQuery {
	status?: EventStatusFilter;
	/** Y-m-d */
	start_date?: string;
	/** Y-m-d */
	end_date?: string;
	search_keyword?: string;
	paged: number;
	per_page: number;
}
