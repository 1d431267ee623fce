/**
 * Shared by the template blocks' editor previews.
 */
import { __ } from '@wordpress/i18n';

export interface InfoAttributes {
	fields?: string[];
	showLabels?: boolean;
}

export interface EditProps< T > {
	attributes: T;
}

/**
 * Labels and sample values of the attendee-info block's fields.
 */
export const ATTENDEE_SAMPLE: Record< string, [ string, string ] > = {
	name: [ __( 'Attendee', 'eventin-pro' ), 'John Doe' ],
	email: [ __( 'E-mail', 'eventin-pro' ), 'john.doe@example.com' ],
	phone: [ __( 'Phone', 'eventin-pro' ), '+1 555 0100' ],
	ticket_type: [
		__( 'Ticket type', 'eventin-pro' ),
		__( 'General Admission', 'eventin-pro' ),
	],
	ticket_price: [ __( 'Price', 'eventin-pro' ), '$25.00' ],
	ticket_id: [ __( 'Ticket ID', 'eventin-pro' ), 'SAMPLE-TICKET-0001' ],
	seat: [ __( 'Seat', 'eventin-pro' ), 'A-1' ],
	payment_status: [
		__( 'Payment status', 'eventin-pro' ),
		__( 'Paid', 'eventin-pro' ),
	],
};

/**
 * Labels and sample values of the event-info block's fields.
 */
export const EVENT_SAMPLE: Record< string, [ string, string ] > = {
	title: [
		__( 'Event', 'eventin-pro' ),
		__( 'Sample Event', 'eventin-pro' ),
	],
	date: [
		__( 'Date', 'eventin-pro' ),
		__( 'June 1, 2026, 9:00 am', 'eventin-pro' ),
	],
	location: [
		__( 'Place', 'eventin-pro' ),
		__( '1 Sample Street, Sample City', 'eventin-pro' ),
	],
	timezone: [ __( 'Timezone', 'eventin-pro' ), 'UTC' ],
};

/**
 * The rows an info block shows for its chosen fields, as the server prints them.
 *
 * @param attributes Block attributes.
 * @param sample     Field => [ label, sample value ].
 * @param className  Block class.
 */
export function infoRows(
	attributes: InfoAttributes,
	sample: Record< string, [ string, string ] >,
	className: string
): Array< {
	key: string;
	label: string | null;
	value: string;
	className: string;
} > {
	return ( attributes.fields ?? [] )
		.filter( ( field ) => field in sample )
		.map( ( field ) => ( {
			key: field,
			label:
				attributes.showLabels === false ? null : sample[ field ][ 0 ],
			value: sample[ field ][ 1 ],
			className: `${ className }__row ${ className }__row--${ field }`,
		} ) );
}
