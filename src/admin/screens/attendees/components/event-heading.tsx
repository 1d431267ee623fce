/**
 * The heading of one event's attendee table: the event's title and
 * "Checked in: x / n", where n counts the attendees whose payment counts
 * (success or pending, as sold tickets do) and x those of them checked in.
 * The numbers are list totals of requests for one row each.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { usePermissions } from '../../../../components/permissions/use-permissions';
import {
	attendeesStore,
	type Attendee,
	type PaymentStatus,
} from '../../../../data/attendees';
import { eventsStore, type Event } from '../../../../data/events';
import { useCollection, useItem } from '../../../../data/hooks';

/** Payment statuses whose attendees hold a place. */
const COUNTED: PaymentStatus[] = [ 'success', 'pending' ];

/**
 * How many attendees of the event match, and one of them.
 *
 * @param eventId Event id.
 * @param filters More filters.
 */
function useCount( eventId: number, filters: Record< string, string > ) {
	const { items, total, isLoading } = useCollection< Attendee >(
		attendeesStore,
		{ event_id: eventId, ...filters, paged: 1, per_page: 1 }
	);
	return { total, isLoading, first: items[ 0 ] };
}

/**
 * The event's title from the events store (for an event without attendees).
 *
 * @param props         Props.
 * @param props.eventId Event id.
 */
function StoredEventTitle( { eventId }: { eventId: number } ) {
	const { item } = useItem< Event >( eventsStore, eventId );
	return <>{ item?.title ?? '' }</>;
}

/**
 * The heading.
 *
 * @param props         Props.
 * @param props.eventId Event id.
 */
export function EventHeading( { eventId }: { eventId: number } ) {
	const { can } = usePermissions();
	const [ success, pending ] = COUNTED;
	const paid = useCount( eventId, { payment_status: success } );
	const owing = useCount( eventId, { payment_status: pending } );
	const paidIn = useCount( eventId, {
		payment_status: success,
		ticket_status: 'used',
	} );
	const owingIn = useCount( eventId, {
		payment_status: pending,
		ticket_status: 'used',
	} );
	const loading = [ paid, owing, paidIn, owingIn ].some(
		( count ) => count.isLoading
	);
	const known = paid.first ?? owing.first;
	let title: JSX.Element | string = sprintf(
		/* translators: %d: event id. */
		__( 'Event #%d', 'eventin-pro' ),
		eventId
	);
	if ( known?.event_title ) {
		title = known.event_title;
	} else if ( ! loading && can( 'etn_manage_event' ) ) {
		title = <StoredEventTitle eventId={ eventId } />;
	}

	return (
		<header className="eventin-attendees__heading">
			<h2 className="eventin-attendees__title">{ title }</h2>
			{ ! loading && (
				<p className="eventin-attendees__count">
					{ sprintf(
						/* translators: 1: attendees checked in, 2: attendees in all. */
						__( 'Checked in: %1$d / %2$d', 'eventin-pro' ),
						paidIn.total + owingIn.total,
						paid.total + owing.total
					) }
				</p>
			) }
		</header>
	);
}
