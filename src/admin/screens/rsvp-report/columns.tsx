/**
 * Columns of the RSVP report: Event (a link to its responses, with its
 * start date under it), Going, Not going, Maybe, Limit, Responses.
 */

/**
 * External dependencies
 */
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatDate } from '../../../components/dates';
import type { RsvpEventRow } from '../../../data/rsvp';

/** Shown for no value: an event without an RSVP limit or a start date. */
export const DASH = '—';

/**
 * "Mar 10, 2026" for the report's 'Y-m-d' start dates.
 *
 * @param date 'Y-m-d'.
 */
const startDate = ( date: string ) =>
	formatDate( date, { year: 'numeric', month: 'short', day: 'numeric' } );

/**
 * The columns.
 */
export function reportColumns(): ColumnsType< RsvpEventRow > {
	const count = (
		title: string,
		key: 'going' | 'not_going' | 'maybe' | 'responses'
	) => ( {
		title,
		key,
		align: 'right' as const,
		width: 110,
		render: ( _: unknown, row: RsvpEventRow ) => row[ key ],
	} );
	return [
		{
			title: __( 'Event', 'eventin-pro' ),
			key: 'event',
			render: ( _: unknown, row: RsvpEventRow ) => (
				<Link
					className="eventin-rsvp__event"
					to={ `/rsvp-report/${ row.id }` }
				>
					{ row.title }
				</Link>
			),
		},
		{
			title: __( 'Start date', 'eventin-pro' ),
			key: 'start_date',
			width: 140,
			render: ( _: unknown, row: RsvpEventRow ) =>
				startDate( row.start_date ) || DASH,
		},
		count( __( 'Going', 'eventin-pro' ), 'going' ),
		count( __( 'Not going', 'eventin-pro' ), 'not_going' ),
		count( __( 'Maybe', 'eventin-pro' ), 'maybe' ),
		{
			title: __( 'Limit', 'eventin-pro' ),
			key: 'limit',
			align: 'right',
			width: 100,
			render: ( _: unknown, row: RsvpEventRow ) =>
				row.limit > 0 ? row.limit : DASH,
		},
		count( __( 'Responses', 'eventin-pro' ), 'responses' ),
	];
}
