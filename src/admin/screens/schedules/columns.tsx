/**
 * Columns of the schedule list: Program Title, Date, Actions.
 */

/**
 * External dependencies
 */
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatDate } from '../../../components/dates';
import type { Schedule } from '../../../data/schedules';

/** "Mon, Jun 1, 2026" in English. */
const WEEKDAY_DATE: Intl.DateTimeFormatOptions = {
	weekday: 'short',
	year: 'numeric',
	month: 'short',
	day: 'numeric',
};

export interface ScheduleColumnsOptions {
	onClone: ( schedule: Schedule ) => void;
	onEdit: ( schedule: Schedule ) => void;
	onDelete: ( schedule: Schedule ) => void;
}

/**
 * Where a schedule is edited.
 *
 * @param id Schedule id.
 */
export const editPath = ( id: number ) => `/schedules/edit/${ id }`;

/**
 * The columns.
 *
 * @param options Row actions.
 */
export function scheduleColumns(
	options: ScheduleColumnsOptions
): ColumnsType< Schedule > {
	return [
		{
			title: __( 'Program Title', 'eventin-pro' ),
			key: 'program_title',
			render: ( _: unknown, schedule: Schedule ) => (
				<>
					<Link
						className="eventin-schedules__title"
						to={ editPath( schedule.id ) }
					>
						{ schedule.program_title ||
							__( '(no title)', 'eventin-pro' ) }
					</Link>
					<span className="eventin-schedules__slots">
						{ sprintf(
							/* translators: %d: number of time slots. */
							_n(
								'%d slot',
								'%d slots',
								schedule.slots?.length ?? 0,
								'eventin-pro'
							),
							schedule.slots?.length ?? 0
						) }
					</span>
				</>
			),
		},
		{
			title: __( 'Date', 'eventin-pro' ),
			key: 'date',
			width: 200,
			render: ( _: unknown, schedule: Schedule ) =>
				formatDate( schedule.date, WEEKDAY_DATE ) || '—',
		},
		{
			title: __( 'Actions', 'eventin-pro' ),
			key: 'actions',
			width: 220,
			render: ( _: unknown, schedule: Schedule ) => (
				<Space size="small" className="eventin-schedules__actions">
					<Button
						size="small"
						onClick={ () => options.onClone( schedule ) }
					>
						{ __( 'Clone', 'eventin-pro' ) }
					</Button>
					<Button
						size="small"
						onClick={ () => options.onEdit( schedule ) }
					>
						{ __( 'Edit', 'eventin-pro' ) }
					</Button>
					<Button
						size="small"
						danger
						onClick={ () => options.onDelete( schedule ) }
					>
						{ __( 'Delete', 'eventin-pro' ) }
					</Button>
				</Space>
			),
		},
	];
}
