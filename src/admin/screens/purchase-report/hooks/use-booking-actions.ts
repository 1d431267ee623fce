/**
 * The actions menu of a booking row: Mark as paid and Cancel booking on
 * pending bookings, whatever the `eventin.bookingActions` filter adds, and
 * Delete last.
 */

/**
 * External dependencies
 */
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { addAction, removeAction } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiError } from '../../../../api/client';
import { confirmAction } from '../../../../components/confirm';
import { useDeleteAction } from '../../../../components/list-page';
import { notify } from '../../../../components/notifications';
import { usePermissions } from '../../../../components/permissions/use-permissions';
import {
	bookingsStore,
	type Booking,
	type BookingStatus,
} from '../../../../data/bookings';
import { attendeesStore } from '../../../../data/attendees';
import { eventsStore } from '../../../../data/events';
import { useCollectionActions, useDocument } from '../../../../data/hooks';
import { settingsStore, type Settings } from '../../../../data/settings';
import {
	BOOKING_CHANGED_ACTION,
	type RowAction,
	type RowActionContext,
} from '../../../extension-points';
import { filterBookingActions } from '../booking-actions';
import { bookingDeleteMessages } from '../delete-messages';

interface StatusChange {
	status: BookingStatus;
	question: string;
	okText: string;
	success: string;
	failure: string;
}

/**
 * The two changes a pending booking allows (PUT status).
 */
function statusChanges(): Record< 'paid' | 'cancel', StatusChange > {
	return {
		paid: {
			status: 'completed',
			question: __(
				'Are you sure you want to mark this booking as paid?',
				'eventin-pro'
			),
			okText: __( 'Mark as paid', 'eventin-pro' ),
			success: __(
				'Successfully marked the booking as paid!',
				'eventin-pro'
			),
			failure: __( 'Failed to mark the booking as paid!', 'eventin-pro' ),
		},
		cancel: {
			status: 'cancelled',
			question: __(
				'Are you sure you want to cancel this booking?',
				'eventin-pro'
			),
			okText: __( 'Cancel booking', 'eventin-pro' ),
			success: __( 'Successfully cancelled the booking!', 'eventin-pro' ),
			failure: __( 'Failed to cancel the booking!', 'eventin-pro' ),
		},
	};
}

/**
 * Marks stale what a booking's change touches beyond the bookings lists:
 * the events' Sold counts and the attendees' payment statuses, which the
 * server recounts.
 */
function useRefetchTouched(): () => void {
	const events = useCollectionActions( eventsStore );
	const attendees = useCollectionActions( attendeesStore );
	return () => {
		events.invalidateLists();
		attendees.invalidateLists();
	};
}

/**
 * Shows in the store what an action item reports through
 * `eventin.bookingChanged` (a refund), while the screen is mounted.
 */
export function useBookingChanges() {
	const { receiveItem, invalidateLists } = useDispatch(
		bookingsStore
	) as unknown as {
		receiveItem: ( booking: Booking ) => void;
		invalidateLists: () => void;
	};
	const refetchTouched = useRefetchTouched();
	// The latest callbacks, without re-subscribing on every render.
	const latest = useRef( { receiveItem, invalidateLists, refetchTouched } );
	latest.current = { receiveItem, invalidateLists, refetchTouched };
	useEffect( () => {
		const namespace = `eventin-pro/bookings-screen/${ Math.random() }`;
		addAction( BOOKING_CHANGED_ACTION, namespace, ( booking: Booking ) => {
			const current = latest.current;
			if ( booking && typeof booking.id === 'number' ) {
				current.receiveItem( booking );
			}
			current.invalidateLists();
			current.refetchTouched();
		} );
		return () => {
			removeAction( BOOKING_CHANGED_ACTION, namespace );
		};
	}, [] );
}

/**
 * A function giving the menu items of a booking.
 */
export function useBookingActions(): ( booking: Booking ) => RowAction[] {
	const navigate = useNavigate();
	const { can } = usePermissions();
	const { value: settings } = useDocument< Settings >( settingsStore );
	const { updateItem } = useCollectionActions< Booking >( bookingsStore );
	const { deleteOne } = useDeleteAction(
		bookingsStore,
		bookingDeleteMessages()
	);
	const refetchTouched = useRefetchTouched();
	const context: RowActionContext = { can, settings, navigate };
	const changes = statusChanges();

	const change = ( booking: Booking, { status, ...texts }: StatusChange ) =>
		confirmAction( {
			title: texts.question,
			okText: texts.okText,
			danger: status === 'cancelled',
			onConfirm: async () => {
				try {
					await updateItem( booking.id, { status } );
					refetchTouched();
					notify.success( texts.success );
				} catch ( error ) {
					notify.error(
						texts.failure,
						( error as ApiError ).message
					);
				}
			},
		} );

	return ( booking: Booking ) => {
		const items: RowAction[] = [];
		if ( booking.status === 'pending' ) {
			items.push(
				{
					key: 'mark-paid',
					label: changes.paid.okText,
					onClick: () => change( booking, changes.paid ),
				},
				{
					key: 'cancel',
					label: changes.cancel.okText,
					onClick: () => change( booking, changes.cancel ),
				}
			);
		}
		items.push( {
			key: 'delete',
			label: __( 'Delete', 'eventin-pro' ),
			danger: true,
			onClick: () =>
				deleteOne( booking.id ).then(
					( confirmed ) => confirmed && refetchTouched()
				),
		} );
		return filterBookingActions( items, booking, context );
	};
}
