/**
 * The spec's extension items of the event menu that add a destination (Scan
 * Ticket, Get Script, Send Certificate), added through the same
 * `eventin.eventActions` filter other plugins use.
 */

/**
 * WordPress dependencies
 */
import { createElement } from '@wordpress/element';
import { addFilter, hasFilter } from '@wordpress/hooks';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiError } from '../../../api/client';
import { getBoot } from '../../boot';
import { getFeedback } from '../../../components/feedback-host';
import { notify } from '../../../components/notifications';
import {
	sendEventCertificates,
	type Event,
	type JobReply,
} from '../../../data/events';
import { EVENT_ACTIONS_FILTER } from '../../extension-points';
import type { EventAction, EventActionContext } from './event-actions';

const NAMESPACE = 'eventin-pro/extension-actions';

/**
 * Shows the progress of an event's certificate job in a dialog; closing it
 * stops asking the server (the mails go on in the background).
 *
 * @param event Event.
 * @param reply The start route's answer.
 */
async function showCertificateProgress( event: Event, reply: JobReply ) {
	const feedback = getFeedback();
	if ( ! feedback ) {
		return;
	}
	const [ modal, { JobProgress } ] = await Promise.all( [
		feedback.modal(),
		import(
			/* webpackChunkName: "certificate-progress" */ '../../../components/job-progress'
		),
	] );
	const closed = new AbortController();
	const close = () => closed.abort();
	modal.info( {
		title: sprintf(
			/* translators: %s: event title. */
			__( 'Sending the certificates of %s', 'eventin-pro' ),
			event.title
		),
		content: createElement( JobProgress, {
			job: reply.job,
			signal: closed.signal,
			failureText: __(
				'The certificates could not all be sent.',
				'eventin-pro'
			),
		} ),
		icon: null,
		okText: __( 'Close', 'eventin-pro' ),
		centered: true,
		onOk: close,
		onCancel: close,
		afterClose: close,
	} );
}

/**
 * Starts sending an event's certificates (the server queues them), reports
 * the server's answer and shows the job's progress.
 *
 * @param event Event.
 */
async function sendCertificates( event: Event ) {
	let reply: JobReply;
	try {
		reply = await sendEventCertificates( event.id );
	} catch ( error ) {
		notify.error(
			__( 'Failed to send the certificates!', 'eventin-pro' ),
			( error as ApiError ).message
		);
		return;
	}
	notify.success(
		__( 'Successfully sent the certificates!', 'eventin-pro' ),
		reply.message
	);
	await showCertificateProgress( event, reply );
}

/**
 * The ticket scanner for one event: a front-end page of its own, opened in a
 * new tab so the dashboard stays where it was.
 *
 * @param id Event id.
 */
export function scannerUrl( id: number ): string {
	const url = new URL( getBoot().scannerUrl, window.location.href );
	url.searchParams.set( 'event_id', String( id ) );
	return url.toString();
}

/**
 * Opens the ticket scanner for one event (Scan Ticket).
 *
 * @param id Event id.
 */
export function openScanner( id: number ): void {
	window.open( scannerUrl( id ), '_blank', 'noopener' );
}

/**
 * The shortcode generator's events list with one event chosen, where Get
 * Script leads: generate the shortcode, then get its script.
 *
 * @param id Event id.
 */
export function shortcodeGeneratorPath( id: number ): string {
	return `/shortcodes/events_standard?event_ids=${ id }`;
}

/**
 * The extension items for one event. Purchase Report and RSVP Report open
 * the same pages as the core Bookings and RSVP Report items, so the menu
 * shows those once, under the core labels.
 *
 * @param event   Event.
 * @param context Permissions, settings and navigation.
 */
export function extensionActions(
	event: Event,
	context: EventActionContext
): EventAction[] {
	const items: EventAction[] = [];
	if ( context.can( 'etn_manage_qr_scan' ) ) {
		items.push( {
			key: 'scan-ticket',
			label: __( 'Scan Ticket', 'eventin-pro' ),
			onClick: () => openScanner( event.id ),
		} );
	}
	if ( context.can( 'etn_manage_shortcode' ) ) {
		items.push( {
			key: 'get-script',
			label: __( 'Get Script', 'eventin-pro' ),
			path: shortcodeGeneratorPath( event.id ),
		} );
	}
	if ( event.certificate_template ) {
		items.push( {
			key: 'send-certificate',
			label: __( 'Send Certificate', 'eventin-pro' ),
			onClick: () => sendCertificates( event ),
		} );
	}
	return items;
}

/**
 * Adds the extension items to the menu, once however often it is called.
 */
export function registerExtensionActions() {
	if ( hasFilter( EVENT_ACTIONS_FILTER, NAMESPACE ) ) {
		return;
	}
	addFilter(
		EVENT_ACTIONS_FILTER,
		NAMESPACE,
		( items: EventAction[], event: Event, context: EventActionContext ) => [
			...items,
			...extensionActions( event, context ),
		]
	);
}
