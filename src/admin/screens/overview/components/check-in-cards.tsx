/**
 * Check-ins today, and the check-in progress of the event at the door.
 */

/**
 * External dependencies
 */
import { Progress } from 'antd';
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getBoot } from '../../../boot';
import { formatInstant } from '../../../../components/dates';
import { usePermissions } from '../../../../components/permissions/use-permissions';
import type { NextEvent } from '../../../../data/overview';
import { OverviewCard } from './overview-card';

/**
 * The number of tickets checked in today.
 *
 * @param props       Props.
 * @param props.count Check-ins since midnight, site time.
 */
export function CheckinsTodayCard( { count }: { count: number } ) {
	return (
		<OverviewCard title={ __( 'Check-ins today', 'eventin-pro' ) }>
			<p className="eventin-overview__number">{ count }</p>
			<p className="eventin-overview__note">
				{ count === 0
					? __(
							'No ticket checked in since midnight. Check attendees in from the attendee list or with the ticket scanner.',
							'eventin-pro'
					  )
					: __(
							'Tickets checked in since midnight (site time).',
							'eventin-pro'
					  ) }
			</p>
		</OverviewCard>
	);
}

/**
 * Share checked in, 0–100.
 *
 * @param event Event.
 */
function percentOf( event: NextEvent ): number {
	return event.total > 0
		? Math.min(
				100,
				Math.round( ( event.checked_in / event.total ) * 100 )
		  )
		: 0;
}

/**
 * The progress of the event under way, else the next one.
 *
 * @param props       Props.
 * @param props.event The event, or null when none is coming.
 */
export function NextEventCard( { event }: { event: NextEvent | null } ) {
	const { can } = usePermissions();
	const title = event?.title || __( '(no title)', 'eventin-pro' );
	return (
		<OverviewCard title={ __( 'Check-in progress', 'eventin-pro' ) }>
			{ event ? (
				<>
					{ can( 'etn_manage_attendee' ) ? (
						<Link
							className="eventin-overview__event-title"
							to={ `/attendees/event/${ event.id }` }
						>
							{ title }
						</Link>
					) : (
						<span className="eventin-overview__event-title">
							{ title }
						</span>
					) }
					<p className="eventin-overview__note">
						{ formatInstant( event.start, getBoot().timezone ) }
					</p>
					<Progress
						percent={ percentOf( event ) }
						aria-label={ __( 'Checked in', 'eventin-pro' ) }
					/>
					<p className="eventin-overview__progress-text">
						{ sprintf(
							/* translators: 1: tickets checked in, 2: tickets sold. */
							__( '%1$s of %2$s checked in', 'eventin-pro' ),
							event.checked_in,
							event.total
						) }
					</p>
					{ event.total === 0 && (
						<p className="eventin-overview__note">
							{ __(
								'No tickets sold for this event yet.',
								'eventin-pro'
							) }
						</p>
					) }
				</>
			) : (
				<div className="eventin-overview__empty">
					{ __(
						'No event is under way or coming up. Publish an event with a date to follow its check-ins here.',
						'eventin-pro'
					) }
				</div>
			) }
		</OverviewCard>
	);
}
