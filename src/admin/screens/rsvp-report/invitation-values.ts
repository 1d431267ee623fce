/**
 * The invitation form's values and how they become the body of the
 * invitation routes (and back: the server's field names to the form's).
 * Recipients are flat form fields; the API nests them under `recipients`.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	RsvpInvitation,
	RsvpRecipients,
	RsvpReminderAnswer,
} from '../../../data/rsvp';

/** The server's limits. */
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;
/** Typed addresses per send. */
export const EMAILS_MAX = 1000;

/** What the server fills in for each recipient. */
export const PLACEHOLDERS = [
	'{{event_title}}',
	'{{event_start_date}}',
	'{{rsvp_link}}',
	'{{attendee_name}}',
] as const;

export interface InvitationFormValues {
	event_id?: number;
	/** Addresses separated by commas, spaces or new lines. */
	emails?: string;
	roles?: string[];
	attendees_of?: number;
	answers?: RsvpReminderAnswer[];
	subject: string;
	message: string;
	/**
	 * Holds no value: the field under the recipients that shows "Choose at
	 * least one recipient." (and the server's reasons about them all).
	 */
	recipients?: undefined;
}

/** The recipient fields, which the recipients check depends on. */
export const RECIPIENT_FIELDS = [
	'emails',
	'roles',
	'attendees_of',
	'answers',
] as const;

/**
 * The form's first values: the event asked for in the address, and a
 * sensible invitation using the placeholders.
 *
 * @param eventId Event to preselect.
 */
export function initialValues( eventId?: number ): InvitationFormValues {
	return {
		event_id: eventId,
		emails: '',
		roles: [],
		answers: [],
		subject:
			/* translators: keep {{event_title}} as it is: it becomes the event's title. */
			__( "You're invited: {{event_title}}", 'eventin-pro' ),
		message: [
			/* translators: keep {{attendee_name}} as it is: it becomes the person's name. */
			__( 'Hello {{attendee_name}},', 'eventin-pro' ),
			/* translators: keep the words in {{ }} as they are: they become the event's title and date. */
			__(
				'You are invited to {{event_title}} on {{event_start_date}}.',
				'eventin-pro'
			),
			/* translators: keep {{rsvp_link}} as it is: it becomes the link to answer. */
			__(
				'Please let us know whether you can come: {{rsvp_link}}',
				'eventin-pro'
			),
			__( 'We hope to see you there!', 'eventin-pro' ),
		].join( '\n\n' ),
	};
}

/**
 * The addresses typed, without empty ones.
 *
 * @param text Addresses separated by commas, semicolons, spaces or new lines.
 */
export function emailsOf( text: string | undefined ): string[] {
	return ( text ?? '' ).split( /[\s,;]+/ ).filter( Boolean );
}

/**
 * Whether an address looks like one: something, @, a domain with a dot (as
 * WordPress's is_email, which the server applies, asks at least).
 *
 * @param email Address.
 */
export function isEmail( email: string ): boolean {
	return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test( email );
}

/**
 * The addresses typed that are not ones.
 *
 * @param text Addresses as typed.
 */
export function badEmailsOf( text: string | undefined ): string[] {
	return emailsOf( text ).filter( ( email ) => ! isEmail( email ) );
}

/**
 * The recipients, without the sources left empty.
 *
 * @param values Form values.
 */
export function recipientsOf(
	values: Partial< InvitationFormValues >
): RsvpRecipients {
	const recipients: RsvpRecipients = {};
	const emails = [ ...new Set( emailsOf( values.emails ) ) ];
	if ( emails.length ) {
		recipients.emails = emails;
	}
	if ( values.roles?.length ) {
		recipients.roles = values.roles;
	}
	if ( values.attendees_of ) {
		recipients.attendees_of = values.attendees_of;
	}
	if ( values.answers?.length ) {
		recipients.answers = values.answers;
	}
	return recipients;
}

/**
 * Whether any source of recipients is filled.
 *
 * @param values Form values.
 */
export function hasRecipients(
	values: Partial< InvitationFormValues >
): boolean {
	return Object.keys( recipientsOf( values ) ).length > 0;
}

/**
 * The body of the preview and send routes.
 *
 * @param values Form values (validated).
 */
export function invitationOf(
	values: Partial< InvitationFormValues >
): RsvpInvitation {
	return {
		event_id: Number( values.event_id ?? 0 ),
		recipients: recipientsOf( values ),
		subject: values.subject ?? '',
		message: values.message ?? '',
	};
}

const FORM_FIELD_OF: Record< string, keyof InvitationFormValues > = {
	event_id: 'event_id',
	recipients: 'recipients',
	'recipients.emails': 'emails',
	'recipients.roles': 'roles',
	'recipients.attendees_of': 'attendees_of',
	'recipients.answers': 'answers',
	subject: 'subject',
	message: 'message',
};

/**
 * The form field that shows the server's reason about an API field
 * (`recipients.emails` → `emails`); undefined for a field the form lacks.
 *
 * @param apiField Field named by a 400 rest_invalid_param.
 */
export function formFieldOf(
	apiField: string
): keyof InvitationFormValues | undefined {
	// "recipients[emails]" is how WordPress may name a nested param.
	const name = apiField.replace( /\[([^\]]+)\]/g, '.$1' );
	return FORM_FIELD_OF[ name ];
}

/**
 * The event asked for in the address (`#/rsvp-report/create?event_id=12`).
 *
 * @param search The location's query string.
 */
export function eventIdOf( search: string ): number | undefined {
	const id = Number( new URLSearchParams( search ).get( 'event_id' ) );
	return Number.isInteger( id ) && id > 0 ? id : undefined;
}
