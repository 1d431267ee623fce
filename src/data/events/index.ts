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

/**
 * Sends the certificates of an event to its attendees. Nothing in the store
 * changes, so this is a plain call rather than a store action.
 *
 * @param id Event id.
 * @return The server's message.
 */
export async function sendEventCertificates( id: number ): Promise< string > {
	const { data } = await request< { message?: string } | null >(
		`events/${ id }/send_certificate`
	);
	return (
		data?.message ||
		__( 'The certificates are on their way.', 'eventin-pro' )
	);
}
