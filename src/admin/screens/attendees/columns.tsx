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

export type AttendeeColumnsOptions = Omit< RowActionsProps, 'attendee' >;

/**
 * The columns.
 *
 * @param actions Row actions.
 */
export function attendeeColumns(
	actions: AttendeeColumnsOptions
): ColumnsType< Attendee > {
	return [
		{
			title: __( 'Name', 'eventin-pro' ),
			key: 'name',
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
			width: 120,
			render: ( _: unknown, attendee: Attendee ) => (
				<PaymentTag status={ attendee.payment_status } />
			),
		},
		{
			title: __( 'Ticket status', 'eventin-pro' ),
			key: 'ticket_status',
			width: 190,
			render: ( _: unknown, attendee: Attendee ) => (
				<TicketStatusCell attendee={ attendee } />
			),
		},
		{
			title: __( 'Actions', 'eventin-pro' ),
			key: 'actions',
			width: 260,
			render: ( _: unknown, attendee: Attendee ) => (
				<RowActions attendee={ attendee } { ...actions } />
			),
		},
	];
}
