/**
 * The heading of one event's responses: the event's title (its id until
 * the first page arrives, or when the event cannot be read), a link back to
 * the report, 'Send a reminder' (the invitation form for this event, to
 * those who may send invitations) and the counts bar.
 */

/**
 * External dependencies
 */
import { Button } from 'antd';
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { usePermissions } from '../../../../components/permissions/use-permissions';
import type { RsvpResponsesMeta } from '../../../../data/rsvp';
import { CountsBar } from './counts-bar';

export interface EventHeadingProps {
	eventId: number;
	/** What came with the latest page of responses. */
	meta?: Partial< RsvpResponsesMeta >;
}

/**
 * The heading.
 *
 * @param props         Props.
 * @param props.eventId Event id.
 * @param props.meta    The event and its counts.
 */
export function EventHeading( { eventId, meta }: EventHeadingProps ) {
	const { can } = usePermissions();
	const title =
		meta?.event?.title ||
		sprintf(
			/* translators: %d: event id. */
			__( 'Event #%d', 'eventin-pro' ),
			eventId
		);
	return (
		<header className="eventin-rsvp__heading">
			<Link className="eventin-rsvp__back" to="/rsvp-report">
				{ __( 'All RSVP events', 'eventin-pro' ) }
			</Link>
			<div className="eventin-rsvp__title-row">
				<h2 className="eventin-rsvp__title">{ title }</h2>
				{ can( 'etn_manage_rsvp' ) && (
					// A link (the router is hash-based) that looks like a button.
					<Button
						className="eventin-rsvp__remind"
						href={ `#/rsvp-report/create?event_id=${ eventId }` }
					>
						{ __( 'Send a reminder', 'eventin-pro' ) }
					</Button>
				) }
			</div>
			{ meta?.counts && <CountsBar counts={ meta.counts } /> }
		</header>
	);
}
