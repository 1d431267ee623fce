/**
 * /dashboard: the overview. Upcoming and ongoing events, check-ins today,
 * the check-in progress of the event at the door, and (for users who may
 * see bookings) tickets sold and revenue over the last 30 days.
 */

/**
 * External dependencies
 */
import { Alert, Button, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useDocument } from '../../../data/hooks';
import { overviewStore, type Overview } from '../../../data/overview';
import { CheckinsTodayCard, NextEventCard } from './components/check-in-cards';
import { EventListCard } from './components/event-list-card';
import { SalesCard } from './components/sales-card';
import './style.scss';

/**
 * The overview, fetched afresh when the screen opens again: the figures move
 * all day. (Invalidating on the way out instead would refetch while the
 * screen unmounts, for nobody.)
 */
function useFreshOverview() {
	const { invalidateResolutionForStoreSelector } = useDispatch(
		overviewStore
	) as unknown as {
		invalidateResolutionForStoreSelector: ( selector: string ) => void;
	};
	const overview = useDocument< Overview >( overviewStore );
	const stale = useRef( overview.value !== undefined );
	useEffect( () => {
		if ( stale.current ) {
			stale.current = false;
			invalidateResolutionForStoreSelector( 'get' );
		}
	}, [ invalidateResolutionForStoreSelector ] );
	return overview;
}

/**
 * The screen.
 */
export default function OverviewScreen() {
	const navigate = useNavigate();
	const { value, error, isLoading } = useFreshOverview();

	let body;
	if ( isLoading ) {
		body = <Spin className="eventin-overview__loading" />;
	} else if ( ! value ) {
		body = (
			<Alert
				type="error"
				showIcon
				message={ __( 'Could not load the overview.', 'eventin-pro' ) }
				description={ error?.message }
			/>
		);
	} else {
		body = (
			<div className="eventin-overview__grid">
				<EventListCard
					title={ __( 'Upcoming events', 'eventin-pro' ) }
					events={ value.upcoming }
					empty={
						<>
							<p>
								{ __(
									'No upcoming events. Create an event with a date and publish it to see it here.',
									'eventin-pro'
								) }
							</p>
							<Button
								type="primary"
								onClick={ () => navigate( '/events/create' ) }
							>
								{ __( 'Add New Event', 'eventin-pro' ) }
							</Button>
						</>
					}
				/>
				<EventListCard
					title={ __( 'Ongoing events', 'eventin-pro' ) }
					events={ value.ongoing }
					empty={
						<p>
							{ __(
								'No event is under way right now.',
								'eventin-pro'
							) }
						</p>
					}
				/>
				<CheckinsTodayCard count={ value.checkins_today } />
				<NextEventCard event={ value.next_event } />
				{ value.sales && (
					<SalesCard
						sales={ value.sales }
						currency={ value.currency }
					/>
				) }
			</div>
		);
	}

	return (
		<section className="eventin-overview">
			<h2 className="eventin-overview__title">
				{ __( 'Dashboard', 'eventin-pro' ) }
			</h2>
			{ body }
		</section>
	);
}
