/**
 * Columns of the bookings table: Booking, Customer, Event, Tickets, Total,
 * Payment method, Status, Date, Actions.
 */

/**
 * External dependencies
 */
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatInstant } from '../../../components/dates';
import type { Booking } from '../../../data/bookings';
import { getBoot } from '../../boot';
import type { RowAction } from '../../extension-points';
import { BookingRowActions } from './components/row-actions';
import { BookingStatusTag } from './components/status-tag';
import {
	customerName,
	eventName,
	formatMoney,
	paymentMethodLabel,
	ticketsSummary,
} from './format';

export interface BookingColumnsOptions {
	/** Menu items of a row. */
	actionsOf: ( booking: Booking ) => RowAction[];
	onDetails: ( booking: Booking ) => void;
	/** False on one event's page, where every row has the same event. */
	showEvent: boolean;
}

/**
 * "#42".
 *
 * @param id Booking id.
 */
export function bookingNumber( id: number ): string {
	/* translators: %d: booking id. */
	return sprintf( __( '#%d', 'eventin-pro' ), id );
}

/**
 * The columns.
 *
 * @param options           Row actions, details and the page's kind.
 * @param options.actionsOf
 * @param options.onDetails
 * @param options.showEvent
 */
export function bookingColumns( {
	actionsOf,
	onDetails,
	showEvent,
}: BookingColumnsOptions ): ColumnsType< Booking > {
	const { timezone } = getBoot();
	const columns: ColumnsType< Booking > = [
		{
			title: __( 'Booking', 'eventin-pro' ),
			key: 'booking',
			width: 90,
			render: ( _: unknown, booking: Booking ) => (
				<Button
					type="link"
					className="eventin-bookings__number"
					onClick={ () => onDetails( booking ) }
				>
					{ bookingNumber( booking.id ) }
				</Button>
			),
		},
		{
			title: __( 'Customer', 'eventin-pro' ),
			// Room for a usual e-mail address on one line.
			width: 190,
			key: 'customer',
			render: ( _: unknown, booking: Booking ) => (
				<>
					<span className="eventin-bookings__customer">
						{ customerName( booking ) }
					</span>
					<span className="eventin-bookings__email">
						{ booking.email }
					</span>
				</>
			),
		},
		{
			title: __( 'Event', 'eventin-pro' ),
			key: 'event',
			render: ( _: unknown, booking: Booking ) => (
				<Link to={ `/purchase-report/${ booking.event_id }` }>
					{ eventName( booking ) }
				</Link>
			),
		},
		{
			title: __( 'Tickets', 'eventin-pro' ),
			key: 'tickets',
			render: ( _: unknown, booking: Booking ) =>
				ticketsSummary( booking.tickets ),
		},
		{
			title: __( 'Total', 'eventin-pro' ),
			key: 'total',
			align: 'right',
			render: ( _: unknown, booking: Booking ) =>
				formatMoney( booking.total_price, booking.currency ),
		},
		{
			title: __( 'Payment method', 'eventin-pro' ),
			key: 'payment_method',
			render: ( _: unknown, booking: Booking ) =>
				paymentMethodLabel( booking.payment_method ),
		},
		{
			title: __( 'Status', 'eventin-pro' ),
			key: 'status',
			render: ( _: unknown, booking: Booking ) => (
				<BookingStatusTag status={ booking.status } />
			),
		},
		{
			title: __( 'Date', 'eventin-pro' ),
			key: 'date',
			width: 130,
			render: ( _: unknown, booking: Booking ) =>
				formatInstant( booking.date, timezone ),
		},
		{
			title: __( 'Actions', 'eventin-pro' ),
			key: 'actions',
			width: 140,
			render: ( _: unknown, booking: Booking ) => (
				<BookingRowActions
					actions={ actionsOf( booking ) }
					onDetails={ () => onDetails( booking ) }
				/>
			),
		},
	];
	return showEvent
		? columns
		: columns.filter( ( column ) => column.key !== 'event' );
}
