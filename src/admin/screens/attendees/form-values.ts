/**
 * The attendee form's values and how they map to and from the API item.
 */

/**
 * Internal dependencies
 */
import type { FieldPath } from '../../../components/form-errors';
import type {
	Attendee,
	AttendeeChanges,
	TicketStatus,
} from '../../../data/attendees';

export interface AttendeeFormValues {
	name: string;
	email: string;
	phone?: string;
	extra_fields?: Record< string, string | undefined >;
	ticket_status: TicketStatus;
}

/**
 * Form values of a stored attendee.
 *
 * @param attendee API item.
 */
export function valuesOf( attendee: Attendee ): AttendeeFormValues {
	return {
		name: attendee.name,
		email: attendee.email,
		phone: attendee.phone,
		extra_fields: { ...attendee.extra_fields },
		ticket_status: attendee.ticket_status,
	};
}

/**
 * The request body: only what differs from the stored attendee, so an
 * unchanged ticket status never reaches the check-in ledger.
 *
 * @param values   Form values.
 * @param attendee The stored attendee.
 */
export function changesOf(
	values: AttendeeFormValues,
	attendee: Attendee
): AttendeeChanges {
	const changes: AttendeeChanges = {};
	const name = values.name.trim();
	const email = values.email.trim();
	const phone = ( values.phone ?? '' ).trim();
	if ( name !== attendee.name ) {
		changes.name = name;
	}
	if ( email !== attendee.email ) {
		changes.email = email;
	}
	if ( phone !== attendee.phone ) {
		changes.phone = phone;
	}
	const extra = Object.fromEntries(
		Object.keys( attendee.extra_fields ).map( ( label ) => [
			label,
			( values.extra_fields?.[ label ] ?? '' ).trim(),
		] )
	);
	if (
		Object.keys( extra ).some(
			( label ) => extra[ label ] !== attendee.extra_fields[ label ]
		)
	) {
		changes.extra_fields = extra;
	}
	if ( values.ticket_status !== attendee.ticket_status ) {
		changes.ticket_status = values.ticket_status;
	}
	return changes;
}

/**
 * The form field that shows a server error about an API field.
 *
 * @param apiField Field the server named ('email', 'extra_fields[Company]').
 */
export function formFieldOf( apiField: string ): FieldPath | undefined {
	if ( [ 'name', 'email', 'phone', 'ticket_status' ].includes( apiField ) ) {
		return apiField;
	}
	const extra = /^extra_fields(?:\[(.+)\]|\.(.+))$/.exec( apiField );
	return extra ? [ 'extra_fields', extra[ 1 ] ?? extra[ 2 ] ] : undefined;
}
