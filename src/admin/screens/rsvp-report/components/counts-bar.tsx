/**
 * One event's RSVP counts: a bar of the people going, maybe coming and not
 * going, drawn against the event's limit (or against all the answers when
 * it has none), with the numbers written out beside it. The bar is a
 * picture of the text, so it is hidden from screen readers.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { RsvpCounts, RsvpStatus } from '../../../../data/rsvp';

/** The bar's parts, left to right: who comes, who may, who does not. */
const PARTS: RsvpStatus[] = [ 'going', 'maybe', 'not_going' ];

/**
 * "Going: 12 of 50", or "Going: 12" without a limit.
 *
 * @param counts The counts.
 */
export function goingText( counts: RsvpCounts ): string {
	return counts.limit > 0
		? sprintf(
				/* translators: 1: people going, 2: the event's RSVP limit. */
				__( 'Going: %1$d of %2$d', 'eventin-pro' ),
				counts.going,
				counts.limit
		  )
		: sprintf(
				/* translators: %d: people going. */
				__( 'Going: %d', 'eventin-pro' ),
				counts.going
		  );
}

/**
 * What is left of the limit: "38 places left", "No places left", "No limit".
 *
 * @param counts The counts.
 */
export function placesText( counts: RsvpCounts ): string {
	if ( counts.limit <= 0 ) {
		return __( 'No limit', 'eventin-pro' );
	}
	const left = counts.limit - counts.going;
	if ( left <= 0 ) {
		return __( 'No places left', 'eventin-pro' );
	}
	return sprintf(
		/* translators: %d: places left. */
		_n( '%d place left', '%d places left', left, 'eventin-pro' ),
		left
	);
}

/**
 * The bar and its legend.
 *
 * @param props        Props.
 * @param props.counts The event's counts.
 */
export function CountsBar( { counts }: { counts: RsvpCounts } ) {
	const answered = counts.going + counts.maybe + counts.not_going;
	const scale = Math.max( counts.limit, answered );
	const width = ( status: RsvpStatus ) =>
		scale > 0 ? `${ ( counts[ status ] / scale ) * 100 }%` : '0%';
	return (
		<div className="eventin-rsvp__counts">
			<div className="eventin-rsvp__bar" aria-hidden="true">
				{ PARTS.map( ( status ) => (
					<span
						key={ status }
						className={ `eventin-rsvp__bar-part is-${ status }` }
						style={ { width: width( status ) } }
					/>
				) ) }
			</div>
			{ /* In the bar's order. */ }
			<ul className="eventin-rsvp__legend">
				<li className="eventin-rsvp__legend-item is-going">
					{ goingText( counts ) }
				</li>
				<li className="eventin-rsvp__legend-item is-maybe">
					{ sprintf(
						/* translators: %d: people who may come. */
						__( 'Maybe: %d', 'eventin-pro' ),
						counts.maybe
					) }
				</li>
				<li className="eventin-rsvp__legend-item is-not_going">
					{ sprintf(
						/* translators: %d: people not going. */
						__( 'Not going: %d', 'eventin-pro' ),
						counts.not_going
					) }
				</li>
				<li className="eventin-rsvp__legend-item is-places">
					{ placesText( counts ) }
				</li>
			</ul>
		</div>
	);
}
