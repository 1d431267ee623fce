/**
 * The details drawer of a booking: customer, tickets, total, payment,
 * status, the booking form's extra fields and the booking's attendees.
 * Loaded on demand (its own chunk).
 */

/**
 * External dependencies
 */
import { Alert, Descriptions, Drawer, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatInstant } from '../../../../components/dates';
import {
	bookingsStore,
	type Booking,
	type BookingTicket,
} from '../../../../data/bookings';
import { useItem } from '../../../../data/hooks';
import { getBoot } from '../../../boot';
import { bookingNumber } from '../columns';
import {
	customerName,
	eventName,
	formatMoney,
	paymentMethodLabel,
} from '../format';
import { BookingAttendees } from './booking-attendees';
import { BookingStatusTag } from './status-tag';

export interface BookingDetailsProps {
	bookingId: number;
	onClose: () => void;
}

/**
 * The tickets table: type, quantity, unit price, line total.
 *
 * @param props         Props.
 * @param props.booking Booking.
 */
function TicketLines( { booking }: { booking: Booking } ) {
	const money = ( amount: number ) => formatMoney( amount, booking.currency );
	const columns: ColumnsType< BookingTicket > = [
		{
			title: __( 'Ticket', 'eventin-pro' ),
			key: 'name',
			render: ( _: unknown, line ) => line.name || line.slug,
		},
		{
			title: __( 'Quantity', 'eventin-pro' ),
			dataIndex: 'quantity',
			align: 'right',
		},
		{
			title: __( 'Price', 'eventin-pro' ),
			key: 'price',
			align: 'right',
			render: ( _: unknown, line ) => money( line.price ),
		},
		{
			title: __( 'Subtotal', 'eventin-pro' ),
			key: 'subtotal',
			align: 'right',
			render: ( _: unknown, line ) => money( line.price * line.quantity ),
		},
	];
	return (
		<Table< BookingTicket >
			size="small"
			rowKey="slug"
			pagination={ false }
			columns={ columns }
			dataSource={ booking.tickets }
			summary={ () => (
				<Table.Summary.Row>
					<Table.Summary.Cell index={ 0 } colSpan={ 3 }>
						{ __( 'Total', 'eventin-pro' ) }
					</Table.Summary.Cell>
					<Table.Summary.Cell index={ 3 } align="right">
						<strong>{ money( booking.total_price ) }</strong>
					</Table.Summary.Cell>
				</Table.Summary.Row>
			) }
		/>
	);
}

/**
 * The drawer's body for a loaded booking.
 *
 * @param props         Props.
 * @param props.booking Booking.
 */
function Details( { booking }: { booking: Booking } ) {
	const extra = Object.entries( booking.extra_fields ?? {} );
	const items = [
		{
			label: __( 'Customer', 'eventin-pro' ),
			value: customerName( booking ),
		},
		{ label: __( 'Email', 'eventin-pro' ), value: booking.email },
		{ label: __( 'Phone', 'eventin-pro' ), value: booking.phone || '—' },
		{ label: __( 'Event', 'eventin-pro' ), value: eventName( booking ) },
		{
			label: __( 'Date', 'eventin-pro' ),
			value: formatInstant( booking.date, getBoot().timezone ),
		},
		{
			label: __( 'Payment method', 'eventin-pro' ),
			value: paymentMethodLabel( booking.payment_method ),
		},
		{
			label: __( 'Status', 'eventin-pro' ),
			value: <BookingStatusTag status={ booking.status } />,
		},
		...extra.map( ( [ label, value ] ) => ( { label, value } ) ),
	];
	return (
		<>
			<Descriptions
				column={ 1 }
				size="small"
				className="eventin-bookings__facts"
				items={ items.map( ( { label, value }, index ) => ( {
					key: String( index ),
					label,
					children: value,
				} ) ) }
			/>
			<h3 className="eventin-bookings__subheading">
				{ __( 'Tickets', 'eventin-pro' ) }
			</h3>
			<TicketLines booking={ booking } />
			<h3 className="eventin-bookings__subheading">
				{ __( 'Attendees', 'eventin-pro' ) }
			</h3>
			<BookingAttendees bookingId={ booking.id } />
		</>
	);
}

/**
 * The drawer.
 *
 * @param props           Props.
 * @param props.bookingId Booking id.
 * @param props.onClose   Closes it.
 */
export default function BookingDetails( {
	bookingId,
	onClose,
}: BookingDetailsProps ) {
	const { item: booking, error } = useItem< Booking >(
		bookingsStore,
		bookingId
	);
	return (
		<Drawer
			open
			width="min(760px, 100vw)"
			onClose={ onClose }
			rootClassName="eventin-bookings__drawer"
			title={ sprintf(
				/* translators: %s: booking number, e.g. #42. */
				__( 'Booking %s', 'eventin-pro' ),
				bookingNumber( bookingId )
			) }
			loading={ ! booking && ! error }
		>
			{ error && ! booking && (
				<Alert type="error" showIcon message={ error.message } />
			) }
			{ booking && <Details booking={ booking } /> }
		</Drawer>
	);
}
