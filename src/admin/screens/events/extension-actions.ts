/**
 * The spec's extension items of the event menu (Purchase Report, RSVP Report,
 * Scan Ticket, Get Script, Send Certificate), added through the same
 * `eventin.eventActions` filter other plugins use.
 */

/**
 * WordPress dependencies
 */
import { addFilter, hasFilter } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiError } from '../../../api/client';
import { notify } from '../../../components/notifications';
import { sendEventCertificates, type Event } from '../../../data/events';
import {
	EVENT_ACTIONS_FILTER,
	type EventAction,
	type EventActionContext,
} from './event-actions';

const NAMESPACE = 'eventin-pro/extension-actions';

/**
 * Sends an event's certificates and reports the server's answer.
 *
 * @param event Event.
 */
async function sendCertificates( event: Event ) {
	try {
		const message = await sendEventCertificates( event.id );
		notify.success(
			__( 'Successfully sent the certificates!', 'eventin-pro' ),
			message
		);
	} catch ( error ) {
		notify.error(
			__( 'Failed to send the certificates!', 'eventin-pro' ),
			( error as ApiError ).message
		);
	}
}

/**
 * The extension items for one event.
 *
 * @param event   Event.
 * @param context Permissions, settings and navigation.
 */
export function extensionActions(
	event: Event,
	context: EventActionContext
): EventAction[] {
	const { can, settings, navigate } = context;
	const items: EventAction[] = [];
	// Reports are only offered to users the report's route lets in.
	if ( can( 'etn_manage_order' ) ) {
		items.push( {
			key: 'purchase-report',
			label: __( 'Purchase Report', 'eventin-pro' ),
			onClick: () => navigate( `/purchase-report/${ event.id }` ),
		} );
	}
	if ( can( 'etn_manage_event' ) && settings?.modules?.rsvp === 'on' ) {
		items.push( {
			key: 'rsvp-report-extension',
			label: __( 'RSVP Report', 'eventin-pro' ),
			onClick: () => navigate( `/rsvp-report/${ event.id }` ),
		} );
	}
	if ( can( 'etn_manage_qr_scan' ) ) {
		items.push( {
			key: 'scan-ticket',
			label: __( 'Scan Ticket', 'eventin-pro' ),
			// The scanner screen is not built yet: the event's attendees stand in.
			onClick: () => navigate( `/attendees/event/${ event.id }?scan=1` ),
		} );
	}
	items.push( {
		key: 'get-script',
		label: __( 'Get Script', 'eventin-pro' ),
		// The embed script lives in the event editor, which is not built yet.
		onClick: () => navigate( `/events/create/${ event.id }/basic` ),
	} );
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
