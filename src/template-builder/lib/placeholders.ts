/**
 * The placeholders of certificate and ticket templates (spec 02 §3), each
 * written in double braces; the server replaces them when it renders a page
 * (includes/Templates/Placeholders.php).
 */

/** The keys, in the spec's order. */
export const PLACEHOLDER_KEYS = [
	'event_title',
	'event_location',
	'event_start_date',
	'event_end_time',
	'event_timezone',
	'attendee_name',
	'attendee_email',
	'attendee_phone',
	'ticket_id',
	'ticket_price',
	'ticket_type',
	'attendee_seat',
	'payment_status',
	'extra_fields',
] as const;

export type PlaceholderKey = ( typeof PLACEHOLDER_KEYS )[ number ];

/**
 * A placeholder as written in a template.
 *
 * @param key Placeholder key.
 */
export const placeholderText = ( key: string ) => `{{${ key }}}`;
