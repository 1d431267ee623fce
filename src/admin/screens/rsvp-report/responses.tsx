/**
 * /rsvp-report/{id}: the responses to event {id}, under its title and its
 * counts. Filters: the answer (Going first, as the server's default), a
 * search by name or e-mail, the date answered. Rows are edited in a dialog
 * and deleted one by one or in bulk; Export CSV takes the same filters.
 */

/**
 * External dependencies
 */
import { useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { lazy, Suspense, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Query } from '../../../api/client';
import { ExportCsvButton } from '../../../components/export';
import { ListPage, useListQuery } from '../../../components/list-page';
import {
	DEFAULT_RSVP_STATUS,
	responsesPath,
	rsvpResponsesStore,
	useResponsesMeta,
	type RsvpResponse,
	type RsvpResponsesMeta,
	type RsvpStatusFilter,
} from '../../../data/rsvp';
import { DateRangeFilter } from '../events/components/date-range-filter';
import { EventHeading } from './components/event-heading';
import { RsvpModuleGate } from './components/module-gate';
import { AnswerFilter } from './components/status-filter';
import { bulkDeleteMessages } from './delete-messages';
import { useDeleteResponse } from './hooks/use-delete-response';
import { responseColumns } from './response-columns';
import './style.scss';

// The dialog loads when a response is first edited.
const ResponseForm = lazy(
	() =>
		import(
			/* webpackChunkName: "rsvps.edit" */ './components/response-form'
		)
);

/**
 * The event's counts and title, kept from the last page while the next one
 * loads, so the heading does not blink at every filter change.
 *
 * @param query The list's query.
 */
function useLatestMeta( query: Query ) {
	const current = useResponsesMeta( query );
	const latest = useRef< Partial< RsvpResponsesMeta > | undefined >();
	if ( current ) {
		latest.current = current;
	}
	return current ?? latest.current;
}

/**
 * The responses of one event.
 *
 * @param props         Props.
 * @param props.eventId Event id.
 */
function EventResponses( { eventId }: { eventId: number } ) {
	const listQuery = useListQuery( {
		event_id: eventId,
		status: DEFAULT_RSVP_STATUS,
	} );
	const { query, setFilter } = listQuery;
	const meta = useLatestMeta( query );
	const [ editing, setEditing ] = useState< RsvpResponse | null >( null );
	const deleteResponse = useDeleteResponse();
	// The event is in the export's path.
	const { event_id: inPath, ...filters } = query;

	return (
		<section className="eventin-rsvp eventin-rsvp-responses">
			<EventHeading eventId={ eventId } meta={ meta } />
			<ListPage< RsvpResponse >
				store={ rsvpResponsesStore }
				listQuery={ listQuery }
				columns={ responseColumns( {
					onEdit: setEditing,
					onDelete: deleteResponse,
				} ) }
				nounPlural={ __( 'responses', 'eventin-pro' ) }
				rowName={ ( response ) => response.name || response.email }
				searchPlaceholder={ __(
					'Search by name or email',
					'eventin-pro'
				) }
				deleteMessages={ bulkDeleteMessages() }
				empty={
					<span className="eventin-rsvp__empty">
						{ __(
							'No one has said they are going yet.',
							'eventin-pro'
						) }
					</span>
				}
				filters={
					<>
						<AnswerFilter
							value={ query.status as RsvpStatusFilter }
							onChange={ ( status ) =>
								setFilter( 'status', status )
							}
						/>
						<DateRangeFilter
							value={ {
								start: query.date_from as string | undefined,
								end: query.date_to as string | undefined,
							} }
							onChange={ ( { start, end } ) => {
								setFilter( 'date_from', start );
								setFilter( 'date_to', end );
							} }
						/>
						<ExportCsvButton
							path={ responsesPath( Number( inPath ) ) }
							query={ filters }
							fileName={ `rsvp-event-${ eventId }` }
						/>
					</>
				}
			/>
			{ editing && (
				<Suspense fallback={ null }>
					<ResponseForm
						response={ editing }
						onClose={ () => setEditing( null ) }
					/>
				</Suspense>
			) }
		</section>
	);
}

/**
 * The screen. Another event's page is a fresh list (its own filters).
 */
export default function RsvpResponsesScreen() {
	const eventId = Number( useParams().id ?? 0 ) || 0;
	return (
		<RsvpModuleGate>
			<EventResponses key={ eventId } eventId={ eventId } />
		</RsvpModuleGate>
	);
}
