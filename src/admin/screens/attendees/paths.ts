/** The attendee overview. */
export const LIST_PATH = '/attendees';

/**
 * One event's attendee table.
 *
 * @param eventId Event id.
 */
export const eventPath = ( eventId: number ) => `/attendees/event/${ eventId }`;

/**
 * The attendee form.
 *
 * @param id Attendee id.
 */
export const editPath = ( id: number ) => `/attendees/edit/${ id }`;

/**
 * The event editor (spec 01 §2: the event title links to create/{id}/basic).
 *
 * @param eventId Event id.
 */
export const eventEditorPath = ( eventId: number ) =>
	`/events/create/${ eventId }/basic`;
