/**
 * The response form's values and how they map to and from the API.
 */

/**
 * Internal dependencies
 */
import type { FieldPath } from '../../../components/form-errors';
import type {
	RsvpResponse,
	RsvpResponseChanges,
	RsvpStatus,
} from '../../../data/rsvp';

export interface ResponseFormValues {
	status: RsvpStatus;
	people: number | null;
	name: string;
	email: string;
	guests?: Array< { name?: string; email?: string } | undefined >;
	reason?: string;
}

/**
 * Form values of a stored response.
 *
 * @param response API item.
 */
export function valuesOf( response: RsvpResponse ): ResponseFormValues {
	return {
		status: response.status,
		people: response.people,
		name: response.name,
		email: response.email,
		guests: response.guests.map( ( { name, email } ) => ( {
			name,
			email,
		} ) ),
		reason: response.reason,
	};
}

/**
 * The guests as the API takes them, trimmed. Every row is sent (the form
 * asks for each guest's name), so the server's guests[n] is the form's row n.
 *
 * @param guests Form rows.
 */
function guestsOf( guests: ResponseFormValues[ 'guests' ] ) {
	return ( guests ?? [] ).map( ( guest ) => ( {
		name: ( guest?.name ?? '' ).trim(),
		email: ( guest?.email ?? '' ).trim(),
	} ) );
}

/**
 * Whether an answer counts people and guests; the other one (not going)
 * has a reason instead. The server keeps only what the answer has.
 *
 * @param status Answer.
 */
export function bringsPeople( status: RsvpStatus ): boolean {
	return status !== 'not_going';
}

/**
 * The request body: only what differs from the stored response, and only
 * the fields the chosen answer has.
 *
 * @param values   Form values.
 * @param response The stored response.
 */
export function changesOf(
	values: ResponseFormValues,
	response: RsvpResponse
): RsvpResponseChanges {
	const changes: RsvpResponseChanges = {};
	const people = bringsPeople( values.status );
	if ( values.status !== response.status ) {
		changes.status = values.status;
	}
	if (
		people &&
		values.people !== null &&
		values.people !== response.people
	) {
		changes.people = values.people;
	}
	const name = values.name.trim();
	if ( name !== response.name ) {
		changes.name = name;
	}
	const email = values.email.trim();
	if ( email !== response.email ) {
		changes.email = email;
	}
	const guests = guestsOf( values.guests );
	const stored = response.guests.map( ( { name: n, email: e } ) => ( {
		name: n,
		email: e,
	} ) );
	if ( people && JSON.stringify( guests ) !== JSON.stringify( stored ) ) {
		changes.guests = guests;
	}
	const reason = ( values.reason ?? '' ).trim();
	if ( ! people && reason !== response.reason ) {
		changes.reason = reason;
	}
	return changes;
}

const FIELDS = [ 'status', 'people', 'name', 'email', 'reason', 'guests' ];

/**
 * The form field that shows a server error about an API field: the field
 * of the same name, or a guest's ('guests[1][email]', 'guests.1.email').
 *
 * @param apiField Field the server named.
 */
export function formFieldOf( apiField: string ): FieldPath | undefined {
	if ( FIELDS.includes( apiField ) ) {
		return apiField;
	}
	const guest =
		/^guests(?:\[(\d+)\]\[(name|email)\]|\.(\d+)\.(name|email))$/.exec(
			apiField
		);
	if ( ! guest ) {
		return undefined;
	}
	return [
		'guests',
		Number( guest[ 1 ] ?? guest[ 3 ] ),
		guest[ 2 ] ?? guest[ 4 ],
	];
}
