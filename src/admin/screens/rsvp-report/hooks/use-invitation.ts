/**
 * The invitation form's two actions and what they tell the user:
 *
 * - preview: check the form, ask the server for the mail the first
 *   recipient gets and how many people it goes to;
 * - send: check the form, know how many people it goes to (from the
 *   preview when the form has not changed since, else a fresh one), confirm
 *   "Send this invitation to N people?", queue it, then follow the job.
 *
 * Every failure keeps what was typed: the server's reasons show on their
 * fields and in a notification. A 409 (this event's invitations are being
 * sent already) shows that job's progress instead.
 *
 * The preview and the job are transient answers to this form, which
 * nothing else reads: they live here rather than in a store.
 */

/**
 * External dependencies
 */
import type { FormInstance } from 'antd';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { asApiError, type ApiError } from '../../../../api/client';
import { confirmAction } from '../../../../components/confirm';
import { markServerErrors } from '../../../../components/form-errors';
import { notify } from '../../../../components/notifications';
import { isJobActive, type Job, type JobReply } from '../../../../data/events';
import {
	busyJobOf,
	previewRsvpInvitation,
	sendRsvpInvitation,
	type RsvpInvitation,
	type RsvpInvitationPreview,
} from '../../../../data/rsvp';
import {
	formFieldOf,
	invitationOf,
	type InvitationFormValues,
} from '../invitation-values';

/** The 400 answered when the sources name nobody. */
const NO_RECIPIENTS = 'eventin_rsvp_no_recipients';

/**
 * The key of what an invitation says and to whom: a preview stands for the
 * form while it is the same.
 *
 * @param values Form values.
 */
export function invitationKey(
	values: Partial< InvitationFormValues > | undefined
): string {
	return JSON.stringify( invitationOf( values ?? {} ) );
}

/**
 * Tells the user how a job ended.
 *
 * @param reply         The job's last state and the server's message.
 * @param reply.job
 * @param reply.message
 */
function reportEnd( { job, message }: JobReply ) {
	if ( job.status === 'done' && ( job.sent > 0 || job.failed === 0 ) ) {
		notify.success(
			sprintf(
				/* translators: %s: number of people the invitation was sent to. */
				_n(
					'Invitation sent to %s person.',
					'Invitation sent to %s people.',
					job.sent,
					'eventin-pro'
				),
				job.sent.toLocaleString()
			)
		);
	}
	if ( job.failed > 0 ) {
		notify.error(
			sprintf(
				/* translators: %s: number of mails that could not be sent. */
				_n(
					'%s invitation could not be sent.',
					'%s invitations could not be sent.',
					job.failed,
					'eventin-pro'
				),
				job.failed.toLocaleString()
			),
			message || undefined
		);
	} else if ( job.status !== 'done' ) {
		notify.error(
			__(
				'The invitation could not be sent to everyone.',
				'eventin-pro'
			),
			message || undefined
		);
	}
}

export interface InvitationRun {
	job: Job;
	message: string;
	/** False once the job has ended (or its progress cannot be read). */
	active: boolean;
}

/**
 * The actions of an invitation form.
 *
 * @param form The form.
 */
export function useInvitation( form: FormInstance< InvitationFormValues > ) {
	const [ preview, setPreview ] = useState< {
		key: string;
		value: RsvpInvitationPreview;
	} | null >( null );
	const [ previewing, setPreviewing ] = useState( false );
	const [ sending, setSending ] = useState( false );
	const [ run, setRun ] = useState< InvitationRun | null >( null );

	const fail = ( error: ApiError, title: string ) => {
		markServerErrors( form, error, formFieldOf );
		if ( error.code === NO_RECIPIENTS ) {
			form.setFields( [
				{ name: 'recipients', errors: [ error.message ] },
			] );
		}
		notify.error( title, error.message );
	};

	const validated = async () => {
		try {
			return await form.validateFields();
		} catch {
			// The fields show what is wrong.
			return undefined;
		}
	};

	const fetchPreview = async ( values: InvitationFormValues ) => {
		const invitation = invitationOf( values );
		setPreviewing( true );
		try {
			const value = await previewRsvpInvitation( invitation );
			setPreview( { key: invitationKey( values ), value } );
			return value;
		} catch ( thrown ) {
			fail(
				asApiError( thrown ),
				__( "Couldn't preview the invitation", 'eventin-pro' )
			);
			return undefined;
		} finally {
			setPreviewing( false );
		}
	};

	const start = async ( invitation: RsvpInvitation ) => {
		setSending( true );
		try {
			const reply = await sendRsvpInvitation( invitation );
			setRun( { ...reply, active: isJobActive( reply.job ) } );
		} catch ( thrown ) {
			const error = asApiError( thrown );
			const busy = busyJobOf( error );
			if ( busy ) {
				setRun( {
					job: busy,
					message: error.message,
					active: isJobActive( busy ),
				} );
				notify.error(
					__( 'The invitation was not sent', 'eventin-pro' ),
					error.message
				);
			} else {
				fail(
					error,
					__( "Couldn't send the invitation", 'eventin-pro' )
				);
			}
		} finally {
			setSending( false );
		}
	};

	const showPreview = async () => {
		const values = await validated();
		if ( values ) {
			await fetchPreview( values );
		}
	};

	// The form's onFinish passes the values it has just checked.
	const send = async ( checked?: InvitationFormValues ) => {
		const values = checked ?? ( await validated() );
		if ( ! values ) {
			return;
		}
		const current =
			preview?.key === invitationKey( values )
				? preview.value
				: await fetchPreview( values );
		if ( ! current ) {
			return;
		}
		await confirmAction( {
			title: sprintf(
				/* translators: %s: number of people. */
				_n(
					'Send this invitation to %s person?',
					'Send this invitation to %s people?',
					current.total,
					'eventin-pro'
				),
				current.total.toLocaleString()
			),
			okText: __( 'Send', 'eventin-pro' ),
			danger: false,
			onConfirm: () => start( invitationOf( values ) ),
		} );
	};

	const ended = ( reply: JobReply ) => {
		setRun( ( last ) => last && { ...last, active: false } );
		reportEnd( reply );
	};

	const lost = ( error: ApiError ) => {
		setRun( ( last ) => last && { ...last, active: false } );
		notify.error(
			__( "Couldn't read the invitation's progress", 'eventin-pro' ),
			error.message
		);
	};

	return {
		preview,
		previewing,
		sending,
		run,
		showPreview,
		send,
		/** For the progress: when the job ends, or cannot be read. */
		onEnd: ended,
		onError: lost,
	};
}
