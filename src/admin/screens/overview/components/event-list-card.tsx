/**
 * A card listing a few events: title (to the editor), start, sold / total.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatDateTime } from '../../../../components/dates';
import type { OverviewEvent } from '../../../../data/overview';
import { OverviewCard } from './overview-card';

/** total_ticket of an event with unlimited tickets. */
const UNLIMITED = -1;

/**
 * "12 / 40 sold", "12 / ∞ sold".
 *
 * @param event Event.
 */
export function soldText( event: OverviewEvent ): string {
	const total =
		event.total_ticket === UNLIMITED ? '∞' : String( event.total_ticket );
	return sprintf(
		/* translators: 1: tickets sold, 2: tickets on sale or ∞. */
		__( '%1$s / %2$s sold', 'eventin-pro' ),
		event.sold_tickets,
		total
	);
}

/**
 * The card.
 *
 * @param props        Props.
 * @param props.title  Card title.
 * @param props.events Events, in order.
 * @param props.empty  What to show without events.
 */
export function EventListCard( {
	title,
	events,
	empty,
}: {
	title: string;
	events: OverviewEvent[];
	empty: ReactNode;
} ) {
	return (
		<OverviewCard title={ title }>
			{ events.length === 0 ? (
				<div className="eventin-overview__empty">{ empty }</div>
			) : (
				<ul className="eventin-overview__events">
					{ events.map( ( event ) => (
						<li
							key={ event.id }
							className="eventin-overview__event"
						>
							<Link
								className="eventin-overview__event-title"
								to={ `/events/create/${ event.id }/basic` }
							>
								{ event.title ||
									__( '(no title)', 'eventin-pro' ) }
							</Link>
							<span className="eventin-overview__event-date">
								{ formatDateTime(
									event.start_date,
									event.start_time
								) || __( 'No date yet', 'eventin-pro' ) }
							</span>
							<span className="eventin-overview__event-sold">
								{ soldText( event ) }
							</span>
						</li>
					) ) }
				</ul>
			) }
		</OverviewCard>
	);
}
