/**
 * Columns of the event list: Event, Sold, Status, Action.
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
import type { Event } from '../../../data/events';
import { EventCell } from './components/event-cell';
import { RowActions } from './components/row-actions';
import { SoldCell } from './components/sold-cell';
import { StatusTag } from './components/status-tag';
import type { EventAction } from './event-actions';

export interface EventColumnsOptions {
	/** More-actions items of a row. */
	actionsOf: ( event: Event ) => EventAction[];
	canScan: boolean;
}

/**
 * The columns.
 *
 * @param options           Row actions and permissions.
 * @param options.actionsOf
 * @param options.canScan
 */
export function eventColumns( {
	actionsOf,
	canScan,
}: EventColumnsOptions ): ColumnsType< Event > {
	return [
		{
			title: __( 'Event', 'eventin-pro' ),
			key: 'event',
			render: ( _: unknown, event: Event ) => (
				<EventCell event={ event } />
			),
		},
		{
			title: __( 'Sold', 'eventin-pro' ),
			key: 'sold',
			width: 160,
			render: ( _: unknown, event: Event ) => (
				<SoldCell event={ event } />
			),
		},
		{
			title: __( 'Status', 'eventin-pro' ),
			key: 'status',
			width: 120,
			render: ( _: unknown, event: Event ) => (
				<StatusTag status={ event.status } />
			),
		},
		{
			title: __( 'Action', 'eventin-pro' ),
			key: 'action',
			width: 220,
			render: ( _: unknown, event: Event ) => (
				<RowActions
					event={ event }
					actions={ actionsOf( event ) }
					canScan={ canScan }
				/>
			),
		},
	];
}
