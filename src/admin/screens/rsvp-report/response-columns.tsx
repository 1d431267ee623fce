/**
 * Columns of one event's responses: Name, Email, Answer (with the reason
 * for not going under it), People, Guests, Date (site time), Actions.
 */

/**
 * External dependencies
 */
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatInstant } from '../../../components/dates';
import type { RsvpResponse } from '../../../data/rsvp';
import { getBoot } from '../../boot';
import { DASH } from './columns';
import { AnswerTag } from './components/answer-tag';

export interface ResponseColumnsOptions {
	onEdit: ( response: RsvpResponse ) => void;
	onDelete: ( response: RsvpResponse ) => void;
}

/**
 * The guests' names, or a dash.
 *
 * @param response The response.
 */
export function guestNames( response: RsvpResponse ): string {
	const names = response.guests
		.map( ( guest ) => guest.name || guest.email )
		.filter( Boolean );
	return names.length ? names.join( ', ' ) : DASH;
}

/**
 * The columns.
 *
 * @param options          Row actions.
 * @param options.onEdit
 * @param options.onDelete
 */
export function responseColumns( {
	onEdit,
	onDelete,
}: ResponseColumnsOptions ): ColumnsType< RsvpResponse > {
	const { timezone } = getBoot();
	return [
		{
			title: __( 'Name', 'eventin-pro' ),
			key: 'name',
			render: ( _: unknown, response: RsvpResponse ) => (
				<span className="eventin-rsvp__name">{ response.name }</span>
			),
		},
		{
			title: __( 'Email', 'eventin-pro' ),
			key: 'email',
			render: ( _: unknown, response: RsvpResponse ) => (
				<span className="eventin-rsvp__email">
					{ response.email || DASH }
				</span>
			),
		},
		{
			title: __( 'Answer', 'eventin-pro' ),
			key: 'status',
			width: 130,
			render: ( _: unknown, response: RsvpResponse ) => (
				<>
					<AnswerTag status={ response.status } />
					{ response.reason && (
						<span className="eventin-rsvp__reason">
							{ response.reason }
						</span>
					) }
				</>
			),
		},
		{
			title: __( 'People', 'eventin-pro' ),
			key: 'people',
			align: 'right',
			width: 90,
			render: ( _: unknown, response: RsvpResponse ) => response.people,
		},
		{
			title: __( 'Guests', 'eventin-pro' ),
			key: 'guests',
			render: ( _: unknown, response: RsvpResponse ) =>
				guestNames( response ),
		},
		{
			title: __( 'Date', 'eventin-pro' ),
			key: 'date',
			render: ( _: unknown, response: RsvpResponse ) => (
				<span className="eventin-rsvp__date">
					{ formatInstant( response.date, timezone ) }
				</span>
			),
		},
		{
			title: __( 'Actions', 'eventin-pro' ),
			key: 'actions',
			width: 150,
			render: ( _: unknown, response: RsvpResponse ) => (
				<Space size="small" className="eventin-rsvp__actions">
					<Button size="small" onClick={ () => onEdit( response ) }>
						{ __( 'Edit', 'eventin-pro' ) }
					</Button>
					<Button
						size="small"
						danger
						onClick={ () => onDelete( response ) }
					>
						{ __( 'Delete', 'eventin-pro' ) }
					</Button>
				</Space>
			),
		},
	];
}
