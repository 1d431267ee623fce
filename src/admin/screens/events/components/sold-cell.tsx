/**
 * The Sold column: 'sold / total' (∞ for unlimited tickets) and a progress bar.
 *
 * The bar is a plain element styled like antd's line Progress: antd's
 * Progress brings its circle, dashboard and steps variants with it (about
 * 5 KB gzip), which the list cannot afford under its JavaScript budget.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { UNLIMITED_TICKETS, type Event } from '../../../../data/events';

/**
 * Share of the tickets sold, 0–100 (0 when unlimited or none on sale).
 *
 * @param sold  Sold tickets.
 * @param total Tickets on sale, -1 for unlimited.
 */
export function soldPercent( sold: number, total: number ): number {
	if ( total === UNLIMITED_TICKETS || total <= 0 ) {
		return 0;
	}
	return Math.min( 100, Math.round( ( sold / total ) * 100 ) );
}

/**
 * The cell.
 *
 * @param props       Props.
 * @param props.event Event.
 */
export function SoldCell( { event }: { event: Event } ) {
	const sold = event.sold_tickets ?? 0;
	const total = event.total_ticket ?? 0;
	const totalText = total === UNLIMITED_TICKETS ? '∞' : String( total );
	const percent = soldPercent( sold, total );
	return (
		<div className="eventin-events__sold">
			<span className="eventin-events__sold-count">{ `${ sold } / ${ totalText }` }</span>
			<div
				className={ [
					'eventin-events__progress',
					percent >= 100 ? 'is-complete' : '',
				]
					.filter( Boolean )
					.join( ' ' ) }
				role="progressbar"
				aria-valuemin={ 0 }
				aria-valuemax={ 100 }
				aria-valuenow={ percent }
				aria-label={ sprintf(
					/* translators: 1: tickets sold, 2: tickets on sale or ∞. */
					__( '%1$s of %2$s tickets sold', 'eventin-pro' ),
					sold,
					totalText
				) }
			>
				<div
					className="eventin-events__progress-fill"
					style={ { width: `${ percent }%` } }
				/>
			</div>
		</div>
	);
}
