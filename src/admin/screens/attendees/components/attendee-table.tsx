/**
 * The attendee table of /attendees and /attendees/event/{id}: filters,
 * search, paging, bulk delete, bulk check-in and undo, Export CSV of the
 * current filters, and the row actions.
 */

/**
 * External dependencies
 */
import { Button } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ExportCsvButton } from '../../../../components/export';
import {
	ListPage,
	useDeleteAction,
	useListQuery,
} from '../../../../components/list-page';
import { usePermissions } from '../../../../components/permissions/use-permissions';
import {
	ATTENDEES_PATH,
	attendeesStore,
	type Attendee,
	type PaymentStatus,
	type TicketStatus,
} from '../../../../data/attendees';
import { useCollection } from '../../../../data/hooks';
import { attendeeColumns } from '../columns';
import { attendeeDeleteMessages } from '../delete-messages';
import { useCheckin, type CheckinKind } from '../hooks/use-checkin';
import { EventFilter, PaymentFilter, TicketStatusFilter } from './filters';

export interface AttendeeTableProps {
	/** One event's attendees (no event filter then); all when omitted. */
	eventId?: number;
}

/**
 * The table.
 *
 * @param props         Props.
 * @param props.eventId Event id.
 */
export function AttendeeTable( { eventId }: AttendeeTableProps ) {
	const listQuery = useListQuery( eventId ? { event_id: eventId } : {} );
	const { query, setFilter } = listQuery;
	const { can } = usePermissions();
	const messages = attendeeDeleteMessages();
	const { deleteOne } = useDeleteAction( attendeesStore, messages );
	const checkin = useCheckin();
	// The rows on screen name the ids a failure is about.
	const { items } = useCollection< Attendee >( attendeesStore, query );
	const nameOf = ( id: number ) =>
		items.find( ( attendee ) => attendee.id === id )?.name;

	const bulk = ( kind: CheckinKind, ids: number[], clear: () => void ) =>
		checkin.run( kind, ids, nameOf ).then( ( done ) => done && clear() );

	return (
		<ListPage< Attendee >
			className="eventin-attendees"
			store={ attendeesStore }
			listQuery={ listQuery }
			columns={ attendeeColumns( {
				showEvent: ! eventId,
				busy: checkin.busy,
				onCheckin: ( kind, attendee ) =>
					checkin.run( kind, [ attendee.id ], nameOf ),
				onDelete: ( attendee ) => deleteOne( attendee.id ),
			} ) }
			nounPlural={ __( 'attendees', 'eventin-pro' ) }
			rowName={ ( attendee ) => attendee.name || attendee.email }
			searchPlaceholder={ __(
				'Search by name, email or ticket ID',
				'eventin-pro'
			) }
			deleteMessages={ messages }
			empty={ __( 'No attendees yet.', 'eventin-pro' ) }
			bulkActions={ ( selected, clear ) => (
				<>
					<Button
						disabled={ selected.length === 0 || checkin.busy }
						onClick={ () => bulk( 'check-in', selected, clear ) }
					>
						{ __( 'Check in', 'eventin-pro' ) }
					</Button>
					<Button
						disabled={ selected.length === 0 || checkin.busy }
						onClick={ () => bulk( 'undo', selected, clear ) }
					>
						{ __( 'Undo check-in', 'eventin-pro' ) }
					</Button>
				</>
			) }
			filters={
				<>
					{ ! eventId && can( 'etn_manage_event' ) && (
						<EventFilter
							value={ query.event_id as number | undefined }
							onChange={ ( id ) => setFilter( 'event_id', id ) }
						/>
					) }
					<PaymentFilter
						value={
							query.payment_status as PaymentStatus | undefined
						}
						onChange={ ( status ) =>
							setFilter( 'payment_status', status )
						}
					/>
					<TicketStatusFilter
						value={
							query.ticket_status as TicketStatus | undefined
						}
						onChange={ ( status ) =>
							setFilter( 'ticket_status', status )
						}
					/>
					<ExportCsvButton
						path={ ATTENDEES_PATH }
						query={ query }
						fileName={
							eventId
								? `attendees-event-${ eventId }`
								: 'attendees'
						}
					/>
				</>
			}
		/>
	);
}
