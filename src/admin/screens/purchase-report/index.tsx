/**
 * /purchase-report: every booking; /purchase-report/{id}: the bookings of
 * event {id} (spec 01 §2), with the details drawer and the booking actions.
 */

/**
 * External dependencies
 */
import { useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { lazy, Suspense, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ExportCsvButton } from '../../../components/export';
import { ListPage, useListQuery } from '../../../components/list-page';
import {
	bookingsStore,
	type Booking,
	type BookingStatus,
} from '../../../data/bookings';
import { DateRangeFilter } from '../events/components/date-range-filter';
import { EventHeading } from './components/event-heading';
import { BookingStatusFilter } from './components/status-filter';
import { bookingColumns, bookingNumber } from './columns';
import { registerBookingExtensionActions } from './extension-actions';
import {
	useBookingActions,
	useBookingChanges,
} from './hooks/use-booking-actions';
import './style.scss';

registerBookingExtensionActions();

// The drawer loads when a booking is first opened.
const BookingDetails = lazy(
	() =>
		import(
			/* webpackChunkName: "purchase-report.details" */ './components/booking-details'
		)
);

/**
 * The table, for every event or for one.
 *
 * @param props         Props.
 * @param props.eventId The event whose bookings to list, 0 for all.
 */
function BookingsList( { eventId }: { eventId: number } ) {
	const listQuery = useListQuery( eventId ? { event_id: eventId } : {} );
	const { query, setFilter } = listQuery;
	const [ openId, setOpenId ] = useState< number | null >( null );
	const actionsOf = useBookingActions();
	useBookingChanges();
	const columns = bookingColumns( {
		actionsOf,
		onDetails: ( booking ) => setOpenId( booking.id ),
		showEvent: ! eventId,
	} );

	return (
		<>
			{ eventId > 0 && <EventHeading eventId={ eventId } /> }
			<ListPage< Booking >
				className="eventin-bookings"
				store={ bookingsStore }
				listQuery={ listQuery }
				columns={ columns }
				nounPlural={ __( 'bookings', 'eventin-pro' ) }
				rowName={ ( booking ) => bookingNumber( booking.id ) }
				empty={
					// antd's placeholder grey is too faint (1.9:1) for text.
					<span className="eventin-bookings__empty">
						{ eventId
							? __(
									'No bookings for this event yet.',
									'eventin-pro'
							  )
							: __( 'No bookings yet.', 'eventin-pro' ) }
					</span>
				}
				searchPlaceholder={ __(
					'Search by customer name or email',
					'eventin-pro'
				) }
				filters={
					<>
						<BookingStatusFilter
							value={
								( query.status as BookingStatus | undefined ) ??
								''
							}
							onChange={ ( status ) =>
								setFilter( 'status', status )
							}
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
						<ExportCsvButton
							path="orders"
							query={ query }
							fileName={
								eventId
									? `bookings-event-${ eventId }`
									: 'bookings'
							}
						/>
					</>
				}
			/>
			{ openId !== null && (
				<Suspense fallback={ null }>
					<BookingDetails
						bookingId={ openId }
						onClose={ () => setOpenId( null ) }
					/>
				</Suspense>
			) }
		</>
	);
}

/**
 * The screen. Another event's page is a fresh list (its own filters).
 */
export default function PurchaseReportScreen() {
	const eventId = Number( useParams().id ?? 0 ) || 0;
	return <BookingsList key={ eventId } eventId={ eventId } />;
}
