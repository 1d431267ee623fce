/**
 * RSVP invitations and reminders: /eventin/v2/rsvp-invitations.
 *
 * - rsvpInvitationOptionsStore: the roles and the events the form offers
 *   (GET rsvp-invitations/options).
 * - previewRsvpInvitation(): the mail the first recipient would get, and
 *   how many people it goes to (POST rsvp-invitations/preview).
 * - sendRsvpInvitation(): queues the mails (POST rsvp-invitations, 202 with
 *   the job; its progress is GET jobs/{id}, fetchJob in data/events).
 *
 * Neither call changes what a store holds, so they are plain calls rather
 * than store actions (as sendEventCertificates).
 */

/**
 * Internal dependencies
 */
import { request, type ApiError } from '../../api/client';
import type { Job, JobReply } from '../events';
import { createDocumentStore } from '../factory';
import type {
	RsvpInvitation,
	RsvpInvitationOptions,
	RsvpInvitationPreview,
} from './types';

export const RSVP_INVITATIONS_PATH = 'rsvp-invitations';

/** The code of the 409 answered while an event's invitations are sent. */
export const INVITATIONS_BUSY = 'eventin_rsvp_invitations_busy';

export const rsvpInvitationOptionsStore =
	createDocumentStore< RsvpInvitationOptions >(
		'eventin/rsvp-invitation-options',
		`${ RSVP_INVITATIONS_PATH }/options`
	);

/**
 * The mail the first recipient would get, with the placeholders filled, and
 * the number of distinct recipients with the first ten.
 *
 * @param invitation Event, recipients, subject and message.
 * @return The preview; rejects with the server's ApiError.
 */
export async function previewRsvpInvitation(
	invitation: RsvpInvitation
): Promise< RsvpInvitationPreview > {
	const { data } = await request< RsvpInvitationPreview >(
		`${ RSVP_INVITATIONS_PATH }/preview`,
		{ method: 'POST', data: invitation }
	);
	return data;
}

/**
 * Queues the invitation's mails; the server sends them in the background.
 *
 * @param invitation Event, recipients, subject and message.
 * @return The job and the server's message; rejects with the server's
 *         ApiError (see busyJobOf for the 409).
 */
export async function sendRsvpInvitation(
	invitation: RsvpInvitation
): Promise< JobReply > {
	const { data } = await request< JobReply >( RSVP_INVITATIONS_PATH, {
		method: 'POST',
		data: invitation,
	} );
	return data;
}

/**
 * The job already sending this event's invitations, when the send route
 * answered that it is busy.
 *
 * @param error The send route's error.
 */
export function busyJobOf( error: ApiError ): Job | undefined {
	if ( error.code !== INVITATIONS_BUSY ) {
		return undefined;
	}
	const job = error.data?.job as Job | undefined;
	return job && typeof job.id === 'number' ? job : undefined;
}
