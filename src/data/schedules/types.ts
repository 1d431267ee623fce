/** One time slot of a schedule's programme. */
export interface ScheduleSlot {
	/** 24-hour "HH:mm". */
	start_time: string;
	end_time: string;
	topic: string;
	/** Speaker (user) ids. */
	speakers: number[];
	/** Text with simple HTML (emphasis, links, lists). */
	objective: string;
	/** Where it happens (optional, plain text). */
	room: string;
}

export interface Schedule {
	id: number;
	program_title: string;
	/** "Y-m-d". */
	date: string;
	/** Ordered by start time. */
	slots: ScheduleSlot[];
}

/** List query of GET /schedules. */
export interface ScheduleQuery {
	paged?: number;
	per_page?: number;
	search?: string;
	year?: number;
}
