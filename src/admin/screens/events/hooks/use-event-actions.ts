/**
 * The more-actions items of an event row: Preview, Bookings, RSVP Report,
 * Attendee list, Clone and Delete (spec 01 §2), with whatever the
 * `eventin.eventActions` filter adds before Delete.
 */

/**
 * External dependencies
 */
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	useCloneAction,
	useDeleteAction,
} from '../../../../components/list-page';
import { usePermissions } from '../../../../components/permissions/use-permissions';
import { eventsStore, type Event } from '../../../../data/events';
import { useDocument } from '../../../../data/hooks';
import { settingsStore, type Settings } from '../../../../data/settings';
import {
	filterEventActions,
	type EventAction,
	type EventActionContext,
} from '../event-actions';
import { eventDeleteMessages } from '../delete-messages';

/**
 * A function giving the menu items of an event.
 */
export function useEventActions(): ( event: Event ) => EventAction[] {
	const navigate = useNavigate();
	const { can } = usePermissions();
	const { value: settings } = useDocument< Settings >( settingsStore );
	const { deleteOne } = useDeleteAction( eventsStore, eventDeleteMessages() );
	const context: EventActionContext = { can, settings, navigate };

	const cloneOne = useCloneAction( eventsStore, {
		confirm: __(
			'Are you sure you want to clone this event?',
			'eventin-pro'
		),
		success: __( 'Successfully cloned the event!', 'eventin-pro' ),
		failure: __( 'Failed to clone the event!', 'eventin-pro' ),
	} );
	const clone = ( event: Event ) => cloneOne( event.id );

	return ( event: Event ) => {
		const items: EventAction[] = [
			{
				key: 'preview',
				label: __( 'Preview', 'eventin-pro' ),
				onClick: () => window.open( event.link, '_blank', 'noopener' ),
			},
		];
		if ( can( 'etn_manage_order' ) ) {
			items.push( {
				key: 'bookings',
				label: __( 'Bookings', 'eventin-pro' ),
				path: `/purchase-report/${ event.id }`,
			} );
		}
		if ( can( 'etn_manage_event' ) && settings?.modules?.rsvp === 'on' ) {
			items.push( {
				key: 'rsvp-report',
				label: __( 'RSVP Report', 'eventin-pro' ),
				path: `/rsvp-report/${ event.id }`,
			} );
		}
		if ( can( 'etn_manage_attendee' ) ) {
			items.push( {
				key: 'attendees',
				label: __( 'Attendee list', 'eventin-pro' ),
				path: `/attendees/event/${ event.id }`,
			} );
		}
		items.push(
			{
				key: 'clone',
				label: __( 'Clone', 'eventin-pro' ),
				onClick: () => clone( event ),
			},
			{
				key: 'delete',
				label: __( 'Delete', 'eventin-pro' ),
				danger: true,
				onClick: () => deleteOne( event.id ),
			}
		);
		return filterEventActions( items, event, context );
	};
}
