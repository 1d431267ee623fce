/**
 * Tickets sold and revenue per day over the last 30 days, as two bar charts.
 */

/**
 * External dependencies
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { BarChart } from '../../../../components/bar-chart';
import { formatDate, pageLocale } from '../../../../components/dates';
import type { SalesDay } from '../../../../data/overview';
import { OverviewCard } from './overview-card';

/**
 * An amount in a currency, in the page's language ("$1,250.00").
 *
 * @param currency ISO 4217 code.
 * @return The formatter.
 */
export function moneyFormat( currency: string ): ( value: number ) => string {
	try {
		const format = new Intl.NumberFormat( pageLocale(), {
			style: 'currency',
			currency,
		} );
		return ( value ) => format.format( value );
	} catch {
		// An unknown code: the number and the code.
		return ( value ) => `${ value.toFixed( 2 ) } ${ currency }`;
	}
}

/**
 * The card.
 *
 * @param props          Props.
 * @param props.sales    The days, oldest first.
 * @param props.currency Currency of the revenue.
 */
export function SalesCard( {
	sales,
	currency,
}: {
	sales: SalesDay[];
	currency: string;
} ) {
	const labels = sales.map( ( day ) =>
		formatDate( day.date, { month: 'short', day: 'numeric' } )
	);
	const sold = sales.some( ( day ) => day.tickets > 0 || day.revenue > 0 );
	return (
		<OverviewCard
			title={ __( 'Sales, last 30 days', 'eventin-pro' ) }
			className="eventin-overview__sales"
		>
			{ sold ? (
				<div className="eventin-overview__charts">
					<BarChart
						title={ __( 'Tickets sold', 'eventin-pro' ) }
						labels={ labels }
						values={ sales.map( ( day ) => day.tickets ) }
					/>
					<BarChart
						title={ __( 'Revenue', 'eventin-pro' ) }
						className="is-secondary"
						labels={ labels }
						values={ sales.map( ( day ) => day.revenue ) }
						format={ moneyFormat( currency ) }
					/>
				</div>
			) : (
				<div className="eventin-overview__empty">
					{ __(
						'No paid bookings in the last 30 days. Tickets sold and revenue show here, day by day, once bookings are completed.',
						'eventin-pro'
					) }
				</div>
			) }
		</OverviewCard>
	);
}
