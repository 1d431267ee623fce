/**
 * /events: the event list (spec 01 §2 "Event list").
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ListPage, useListQuery } from '../../../components/list-page';
import { usePermissions } from '../../../components/permissions/use-permissions';
import {
	eventsStore,
	type Event,
	type EventStatusFilter,
} from '../../../data/events';
import { DateRangeFilter } from './components/date-range-filter';
import { EventsEmpty } from './components/events-empty';
import { StatusFilter } from './components/status-filter';
import { eventColumns } from './columns';
import { eventDeleteMessages } from './delete-messages';
import { registerExtensionActions } from './extension-actions';
import { useEventActions } from './hooks/use-event-actions';

registerExtensionActions();

/**
 * The screen.
 */
export default function EventsScreen() {
	const listQuery = useListQuery( { status: 'all' } );
	const { query, setFilter } = listQuery;
	const { can } = usePermissions();
	const actionsOf = useEventActions();
	const columns = eventColumns( {
		actionsOf,
		canScan: can( 'etn_manage_qr_scan' ),
	} );

	return (
		<ListPage< Event >
			className="eventin-events"
			store={ eventsStore }
			listQuery={ listQuery }
			columns={ columns }
			nounPlural={ __( 'events', 'eventin-pro' ) }
			rowName={ ( event ) => event.title }
			searchPlaceholder={ __( 'Search event by name', 'eventin-pro' ) }
			searchParam="search_keyword"
			deleteMessages={ eventDeleteMessages() }
			empty={ <EventsEmpty /> }
			filters={
				<>
					<StatusFilter
						value={ ( query.status as EventStatusFilter ) ?? 'all' }
						onChange={ ( status ) => setFilter( 'status', status ) }
					/>
					<DateRangeFilter
						value={ {
							start: query.start_date as string | undefined,
							end: query.end_date as string | undefined,
						} }
						onChange={ ( { start, end } ) => {
							setFilter( 'start_date', start );
							setFilter( 'end_date', end );
						} }
					/>
				</>
			}
		/>
	);
}
