/**
 * The progress of an event's certificate mails, inside the dialog the
 * Send Certificate item opens: sent of total, failures, Done. It asks the
 * server for the job every `jobPolling.interval` ms while the job runs, and
 * stops when the job ends, the dialog closes (`signal`) or it unmounts.
 * Loaded with the first Send Certificate (a chunk of its own).
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
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { asApiError } from '../../../../api/client';
import { fetchJob, isJobActive, type Job } from '../../../../data/events';

/** How often the dialog asks for the job (ms); tests may shorten it. */
export const jobPolling = { interval: 1500 };

export interface CertificateProgressProps {
	/** The job as the start route answered it. */
	job: Job;
	/** Aborted when the dialog closes. */
	signal?: AbortSignal;
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
 * The progress.
 *
 * @param props        Props.
 * @param props.job    The job as started.
 * @param props.signal Aborted when the dialog closes.
 */
export default function CertificateProgress( {
	job: started,
	signal,
}: CertificateProgressProps ) {
	const [ job, setJob ] = useState< Job >( started );
	const [ error, setError ] = useState< string | null >( null );
	const [ message, setMessage ] = useState( '' );

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
				const reply = await fetchJob( started.id );
				if ( stopped ) {
					return;
				}
				setJob( reply.job );
				setMessage( reply.message );
				if ( isJobActive( reply.job ) ) {
					timer = setTimeout( poll, jobPolling.interval );
				}
			} catch ( failure ) {
				if ( ! stopped ) {
					setError( asApiError( failure ).message );
				}
			}
		};
		signal?.addEventListener( 'abort', stop );
		if ( isJobActive( started ) && ! signal?.aborted ) {
			timer = setTimeout( poll, jobPolling.interval );
		}
		return () => {
			stop();
			signal?.removeEventListener( 'abort', stop );
		};
	}, [ started, signal ] );

	const done = job.status === 'done';
	const broken = job.status === 'failed' || job.status === 'cancelled';
	let status: 'active' | 'success' | 'exception' = 'active';
	if ( error || broken ) {
		status = 'exception';
	} else if ( done ) {
		status = 'success';
	}
	return (
		<div className="eventin-certificate-progress">
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
						__(
							'The certificates could not all be sent.',
							'eventin-pro'
						)
					}
				/>
			) }
			{ error && <Alert type="error" showIcon message={ error } /> }
		</div>
	);
}
