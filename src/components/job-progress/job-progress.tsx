/**
 * The progress of a background mail job (an event's certificates, an RSVP
 * invitation): a bar, sent of total, failures, Done. It asks the server for
 * the job every `jobPolling.interval` ms while the job runs, and stops when
 * the job ends, `signal` aborts (a dialog closed) or it unmounts. Render it
 * keyed by the job's id: another job is a fresh progress.
 *
 * The job is transient UI state, as an export's progress: nothing else
 * reads it, so it lives here rather than in a store.
 */

/**
 * External dependencies
 */
import { Alert, Progress } from 'antd';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { asApiError, type ApiError } from '../../api/client';
import {
	fetchJob,
	isJobActive,
	type Job,
	type JobReply,
} from '../../data/events';

/** How often the progress asks for the job (ms); tests may shorten it. */
export const jobPolling = { interval: 1500 };

export interface JobProgressProps {
	/** The job as the start route answered it. */
	job: Job;
	/**
	 * The start route's message. When given, the server's latest message
	 * shows under the bar; otherwise only a failed job's message shows.
	 */
	message?: string;
	/** What a failed job says when the server gave no message. */
	failureText?: string;
	/** Aborted to stop asking (a dialog closed). */
	signal?: AbortSignal;
	/** Once, when the job has ended (done, failed or cancelled). */
	onEnd?: ( reply: JobReply ) => void;
	/** When the progress cannot be read (it stops asking). */
	onError?: ( error: ApiError ) => void;
}

/**
 * Share of the recipients done, 0–100.
 *
 * @param job Job.
 */
function percentOf( job: Job ): number {
	if ( ! job.total ) {
		return isJobActive( job ) ? 0 : 100;
	}
	return Math.min(
		100,
		Math.floor( ( ( job.sent + job.failed ) / job.total ) * 100 )
	);
}

/**
 * Asks for the job until it ends.
 *
 * @param started  The job as started.
 * @param message  The start route's message.
 * @param signal   Stops asking when aborted.
 * @param handlers The latest onEnd and onError.
 */
function useJobPolling(
	started: Job,
	message: string,
	signal: AbortSignal | undefined,
	handlers: Pick< JobProgressProps, 'onEnd' | 'onError' >
) {
	const [ reply, setReply ] = useState< JobReply >( {
		job: started,
		message,
	} );
	const [ error, setError ] = useState< string | null >( null );
	// The handlers may be new on every render; the polling reads the latest.
	const latest = useRef( handlers );
	latest.current = handlers;
	const ended = useRef( false );
	const end = ( last: JobReply ) => {
		if ( ! ended.current ) {
			ended.current = true;
			latest.current.onEnd?.( last );
		}
	};

	useEffect( () => {
		let stopped = false;
		let timer: ReturnType< typeof setTimeout > | undefined;
		const stop = () => {
			stopped = true;
			clearTimeout( timer );
		};
		const poll = async () => {
			if ( stopped ) {
				return;
			}
			try {
				const next = await fetchJob( started.id );
				if ( stopped ) {
					return;
				}
				setReply( next );
				if ( isJobActive( next.job ) ) {
					timer = setTimeout( poll, jobPolling.interval );
				} else {
					end( next );
				}
			} catch ( failure ) {
				if ( ! stopped ) {
					const apiError = asApiError( failure );
					setError( apiError.message );
					latest.current.onError?.( apiError );
				}
			}
		};
		signal?.addEventListener( 'abort', stop );
		if ( signal?.aborted ) {
			stop();
		} else if ( isJobActive( started ) ) {
			timer = setTimeout( poll, jobPolling.interval );
		} else {
			end( { job: started, message } );
		}
		return () => {
			stop();
			signal?.removeEventListener( 'abort', stop );
		};
		// The start message only seeds the state: a new one is no new job.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ started, signal ] );

	return { ...reply, error };
}

/**
 * The progress.
 *
 * @param props             Props.
 * @param props.job         The job as started.
 * @param props.message     The start route's message (shown when given).
 * @param props.failureText A failed job's words when the server has none.
 * @param props.signal      Aborted to stop asking.
 * @param props.onEnd       When the job has ended.
 * @param props.onError     When the progress cannot be read.
 */
export function JobProgress( {
	job: started,
	message: startMessage,
	failureText,
	signal,
	onEnd,
	onError,
}: JobProgressProps ) {
	const { job, message, error } = useJobPolling(
		started,
		startMessage ?? '',
		signal,
		{ onEnd, onError }
	);

	const done = job.status === 'done';
	const broken = job.status === 'failed' || job.status === 'cancelled';
	// Shown when asked for; a progress without words keeps the start's.
	const news =
		startMessage !== undefined && ! broken ? message || startMessage : '';
	let status: 'active' | 'success' | 'exception' = 'active';
	if ( error || broken ) {
		status = 'exception';
	} else if ( done ) {
		status = 'success';
	}
	return (
		<div className="eventin-job-progress" aria-live="polite">
			<Progress
				percent={ percentOf( job ) }
				status={ status }
				format={ ( percent ) => `${ percent }%` }
			/>
			<p>
				{ sprintf(
					/* translators: 1: mails sent, 2: mails in all. */
					__( '%1$s of %2$s sent', 'eventin-pro' ),
					job.sent.toLocaleString(),
					job.total.toLocaleString()
				) }
			</p>
			{ job.failed > 0 && (
				<p>
					{ sprintf(
						/* translators: %s: number of mails that could not be sent. */
						_n(
							'%s failed',
							'%s failed',
							job.failed,
							'eventin-pro'
						),
						job.failed.toLocaleString()
					) }
				</p>
			) }
			{ news && (
				<p className="eventin-job-progress__message">{ news }</p>
			) }
			{ done && (
				<p>
					<strong>{ __( 'Done', 'eventin-pro' ) }</strong>
				</p>
			) }
			{ broken && (
				<Alert
					type="error"
					showIcon
					message={
						message ||
						failureText ||
						__( 'Not every mail could be sent.', 'eventin-pro' )
					}
				/>
			) }
			{ error && <Alert type="error" showIcon message={ error } /> }
		</div>
	);
}
