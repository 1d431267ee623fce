/**
 * Events: /eventin/v2/events.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { request } from '../../api/client';
import { createCollectionStore } from '../factory';
import type { Event } from './types';

export type {
	Event,
	EventListQuery,
	EventLocation,
	EventStatus,
	EventStatusFilter,
} from './types';

/** Unlimited tickets (spec 01 §9). */
export const UNLIMITED_TICKETS = -1;

export const eventsStore = createCollectionStore< Event >( {
	storeName: 'eventin/events',
	path: 'events',
} );

/** A background job's progress (GET /eventin/v2/jobs/{id}). */
export interface Job {
	id: number;
	status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
	/** Recipients in all. */
	total: number;
	sent: number;
	failed: number;
}

/** What the start and progress routes answer. */
export interface JobReply {
	job: Job;
	message: string;
}

/**
 * Whether a job is still to run (queued or running).
 *
 * @param job Job.
 */
export function isJobActive( job: Job ): boolean {
	return job.status === 'queued' || job.status === 'running';
}

/**
 * Starts sending the certificates of an event to its attendees: the server
 * queues them (or answers the event's job already queued) and sends them in
 * the background. Nothing in the store changes, so this is a plain call
 * rather than a store action.
 *
 * @param id Event id.
 * @return The job and the server's message.
 */
export async function sendEventCertificates( id: number ): Promise< JobReply > {
	const { data } = await request< JobReply >(
		`events/${ id }/send_certificate`,
		{
			method: 'POST',
		}
	);
	return {
		job: data.job,
		message:
			data.message ||
			__( 'The certificates are on their way.', 'eventin-pro' ),
	};
}

/**
 * A background job's progress.
 *
 * @param id Job id.
 * @return The job and the server's message.
 */
export async function fetchJob( id: number ): Promise< JobReply > {
	const { data } = await request< JobReply >( `jobs/${ id }` );
	return data;
}
