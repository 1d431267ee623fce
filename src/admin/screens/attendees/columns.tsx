/**
 * Columns of the attendee table: Name, Ticket, Event, Payment, Ticket
 * status, Actions.
 */

/**
 * External dependencies
 */
import type { ColumnsType } from 'antd/es/table';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Attendee } from '../../../data/attendees';
import {
	EventCell,
	PersonCell,
	TicketCell,
	TicketStatusCell,
} from './components/cells';
import { PaymentTag } from './components/payment-tag';
import { RowActions, type RowActionsProps } from './components/row-actions';

export type AttendeeColumnsOptions = Omit< RowActionsProps, 'attendee' > & {
	/** False on one event's table: its title is the page's heading. */
	showEvent: boolean;
};

/**
 * The columns.
 *
 * @param options Row actions, and whether the Event column shows.
 */
export function attendeeColumns(
	options: AttendeeColumnsOptions
): ColumnsType< Attendee > {
	const { showEvent, ...actions } = options;
	const columns: ColumnsType< Attendee > = [
		{
			title: __( 'Name', 'eventin-pro' ),
			key: 'name',
			// Room for a usual e-mail address on one line.
			width: 220,
			render: ( _: unknown, attendee: Attendee ) => (
				<PersonCell attendee={ attendee } />
			),
		},
		{
			title: __( 'Ticket', 'eventin-pro' ),
			key: 'ticket',
			render: ( _: unknown, attendee: Attendee ) => (
				<TicketCell attendee={ attendee } />
			),
		},
		{
			title: __( 'Event', 'eventin-pro' ),
			key: 'event',
			render: ( _: unknown, attendee: Attendee ) => (
				<EventCell attendee={ attendee } />
			),
		},
		{
			title: __( 'Payment', 'eventin-pro' ),
			key: 'payment',
			width: 110,
			render: ( _: unknown, attendee: Attendee ) => (
				<PaymentTag status={ attendee.payment_status } />
			),
		},
		{
			title: __( 'Ticket status', 'eventin-pro' ),
			key: 'ticket_status',
			width: 150,
			render: ( _: unknown, attendee: Attendee ) => (
				<TicketStatusCell attendee={ attendee } />
			),
		},
		{
			title: __( 'Actions', 'eventin-pro' ),
			key: 'actions',
			width: 250,
			render: ( _: unknown, attendee: Attendee ) => (
				<RowActions attendee={ attendee } { ...actions } />
			),
		},
	];
	return showEvent
		? columns
		: columns.filter( ( column ) => column.key !== 'event' );
}
