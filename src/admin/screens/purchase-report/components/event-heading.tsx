/**
 * The heading of one event's bookings: the event's title, read from the
 * events store for users who may read events, else from its bookings.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { usePermissions } from '../../../../components/permissions/use-permissions';
import { bookingsStore, type Booking } from '../../../../data/bookings';
import { eventsStore, type Event } from '../../../../data/events';

/**
 * The heading.
 *
 * @param props         Props.
 * @param props.eventId Event id.
 */
export function EventHeading( { eventId }: { eventId: number } ) {
	const { can } = usePermissions();
	const readsEvents = can( 'etn_manage_event' );
	const title = useSelect(
		( select ) => {
			/* eslint-disable @typescript-eslint/no-explicit-any */
			const event = readsEvents
				? ( ( select( eventsStore ) as any ).getItem( eventId ) as
						| Event
						| undefined )
				: undefined;
			const [ booking ] =
				( ( select( bookingsStore ) as any ).getItems( {
					event_id: eventId,
					paged: 1,
					per_page: 10,
				} ) as Booking[] | undefined ) ?? [];
			/* eslint-enable @typescript-eslint/no-explicit-any */
			return event?.title || booking?.event_title || '';
		},
		[ eventId, readsEvents ]
	);
	return (
		<h2 className="eventin-bookings__heading">
			{ title
				? sprintf(
						/* translators: %s: event title. */
						__( 'Bookings: %s', 'eventin-pro' ),
						title
				  )
				: sprintf(
						/* translators: %d: event id. */
						__( 'Bookings of event #%d', 'eventin-pro' ),
						eventId
				  ) }
		</h2>
	);
}
