/**
 * The attendees of a booking in its details drawer (GET
 * /attendees?booking_id=…): name and e-mail, ticket type and ticket id,
 * payment and ticket status. Reading attendees needs their own permission.
 */

/**
 * External dependencies
 */
import { Alert, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { usePermissions } from '../../../../components/permissions/use-permissions';
import { attendeesStore, type Attendee } from '../../../../data/attendees';
import { useCollection } from '../../../../data/hooks';
import {
	PersonCell,
	TicketCell,
	TicketStatusCell,
} from '../../attendees/components/cells';
import { PaymentTag } from '../../attendees/components/payment-tag';
// The attendee cells' own styles, shown here as on the attendees screen.
import '../../attendees/style.scss';

/** A booking has at most this many attendees on one page of the drawer. */
const PER_PAGE = 100;

/**
 * The columns: the attendees screen's own cells.
 */
function attendeeColumns(): ColumnsType< Attendee > {
	return [
		{
			title: __( 'Name', 'eventin-pro' ),
			key: 'name',
			render: ( _: unknown, attendee ) => (
				<PersonCell attendee={ attendee } />
			),
		},
		{
			title: __( 'Ticket', 'eventin-pro' ),
			key: 'ticket',
			render: ( _: unknown, attendee ) => (
				<TicketCell attendee={ attendee } />
			),
		},
		{
			title: __( 'Payment', 'eventin-pro' ),
			key: 'payment',
			render: ( _: unknown, attendee ) => (
				<PaymentTag status={ attendee.payment_status } />
			),
		},
		{
			title: __( 'Ticket status', 'eventin-pro' ),
			key: 'ticket_status',
			render: ( _: unknown, attendee ) => (
				<TicketStatusCell attendee={ attendee } />
			),
		},
	];
}

/**
 * The table, or why it cannot be shown.
 *
 * @param props           Props.
 * @param props.bookingId Booking id.
 */
function AttendeesTable( { bookingId }: { bookingId: number } ) {
	const { items, isLoading, error } = useCollection< Attendee >(
		attendeesStore,
		{ booking_id: bookingId, paged: 1, per_page: PER_PAGE }
	);
	if ( error ) {
		return <Alert type="error" showIcon message={ error.message } />;
	}
	return (
		<Table< Attendee >
			size="small"
			rowKey="id"
			className="eventin-bookings__attendees"
			pagination={ false }
			loading={ isLoading }
			columns={ attendeeColumns() }
			dataSource={ items }
			locale={ {
				emptyText: (
					<span className="eventin-bookings__empty">
						{ __(
							'This booking has no attendees.',
							'eventin-pro'
						) }
					</span>
				),
			} }
		/>
	);
}

/**
 * The attendees part of the drawer.
 *
 * @param props           Props.
 * @param props.bookingId Booking id.
 */
export function BookingAttendees( { bookingId }: { bookingId: number } ) {
	const { can } = usePermissions();
	if ( ! can( 'etn_manage_attendee' ) ) {
		return (
			<p className="eventin-bookings__note">
				{ __(
					'Seeing the attendees needs the attendee permission.',
					'eventin-pro'
				) }
			</p>
		);
	}
	return <AttendeesTable bookingId={ bookingId } />;
}
