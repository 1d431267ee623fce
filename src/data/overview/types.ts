/** An event on an overview card (GET /overview `upcoming` / `ongoing`). */
export interface OverviewEvent {
	id: number;
	title: string;
	/** 'Y-m-d', the event's own time zone. */
	start_date: string;
	/** 'H:i', may be ''. */
	start_time: string;
	timezone: string;
	sold_tickets: number;
	/** Tickets on sale; -1 for unlimited. */
	total_ticket: number;
	/** The event's public page. */
	link: string;
}

/** One day of the sales chart. */
export interface SalesDay {
	/** 'Y-m-d', site time. */
	date: string;
	tickets: number;
	revenue: number;
}

/** The event at the door and its check-in progress. */
export interface NextEvent {
	id: number;
	title: string;
	/** ISO 8601 UTC. */
	start: string;
	link: string;
	checked_in: number;
	/** Tickets sold. */
	total: number;
}

/** GET /eventin/v2/overview. */
export interface Overview {
	/** Soonest first, at most 5. */
	upcoming: OverviewEvent[];
	/** Earliest start first, at most 5. */
	ongoing: OverviewEvent[];
	/** The last 30 days, oldest first; null without the booking permission. */
	sales: SalesDay[] | null;
	/** ISO 4217 code of the revenue. */
	currency: string;
	checkins_today: number;
	next_event: NextEvent | null;
}
