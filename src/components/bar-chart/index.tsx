/**
 * A bar chart drawn as inline SVG: one bar per label, scaled to the largest
 * value. No chart library: a bar chart is a few rectangles, and a library
 * would cost more than the dashboard's whole screen budget allows.
 *
 * Accessible as an image with a one-sentence summary (total and highest
 * day), and the numbers in a visually hidden table for screen readers.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './style.scss';

export interface BarChartProps {
	/** What the bars count, e.g. 'Tickets sold'. */
	title: string;
	/** One label per bar (dates, shown under the chart and in the table). */
	labels: string[];
	/** One value per label. */
	values: number[];
	/** Formats a value (a count, an amount of money). */
	format?: ( value: number ) => string;
	/** Extra class, e.g. a colour modifier. */
	className?: string;
}

/** Height of the drawing, in viewBox units; bars are 10 units wide. */
const HEIGHT = 100;
const BAR_WIDTH = 10;
const GAP = 2;

const plain = ( value: number ) => String( value );

/**
 * The summary read out for the chart.
 *
 * @param props Chart props (title, labels, values, format).
 * @return One sentence.
 */
export function chartSummary( props: BarChartProps ): string {
	const { title, labels, values, format = plain } = props;
	const first = labels[ 0 ] ?? '';
	const last = labels[ labels.length - 1 ] ?? '';
	const max = Math.max( 0, ...values );
	if ( max <= 0 ) {
		return sprintf(
			/* translators: 1: what is counted, 2: first day, 3: last day. */
			__( '%1$s from %2$s to %3$s: none.', 'eventin-pro' ),
			title,
			first,
			last
		);
	}
	const total = values.reduce( ( sum, value ) => sum + value, 0 );
	return sprintf(
		/* translators: 1: what is counted, 2: first day, 3: last day, 4: total, 5: highest value, 6: the day of the highest value. */
		__(
			'%1$s from %2$s to %3$s: %4$s in total, highest %5$s on %6$s.',
			'eventin-pro'
		),
		title,
		first,
		last,
		format( total ),
		format( max ),
		labels[ values.indexOf( max ) ] ?? ''
	);
}

/**
 * The chart.
 *
 * @param props Props.
 */
export function BarChart( props: BarChartProps ) {
	const { title, labels, values, format = plain, className } = props;
	const max = Math.max( 0, ...values );
	const width = Math.max( 1, values.length ) * BAR_WIDTH;
	return (
		<figure
			className={ [ 'eventin-bar-chart', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<figcaption className="eventin-bar-chart__title">
				<span>{ title }</span>
				<span className="eventin-bar-chart__max" aria-hidden="true">
					{ format( max ) }
				</span>
			</figcaption>
			<svg
				className="eventin-bar-chart__svg"
				role="img"
				aria-label={ chartSummary( props ) }
				viewBox={ `0 0 ${ width } ${ HEIGHT }` }
				preserveAspectRatio="none"
			>
				{ values.map( ( value, index ) => {
					const height = max > 0 ? ( value / max ) * HEIGHT : 0;
					return (
						<rect
							key={ labels[ index ] ?? index }
							className="eventin-bar-chart__bar"
							x={ index * BAR_WIDTH + GAP / 2 }
							y={ HEIGHT - height }
							width={ BAR_WIDTH - GAP }
							height={ height }
						>
							<title>{ `${ labels[ index ] }: ${ format(
								value
							) }` }</title>
						</rect>
					);
				} ) }
			</svg>
			<div className="eventin-bar-chart__axis" aria-hidden="true">
				<span>{ labels[ 0 ] }</span>
				<span>{ labels[ labels.length - 1 ] }</span>
			</div>
			<table className="screen-reader-text eventin-bar-chart__table">
				<caption>{ title }</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Day', 'eventin-pro' ) }</th>
						<th scope="col">{ title }</th>
					</tr>
				</thead>
				<tbody>
					{ values.map( ( value, index ) => (
						<tr key={ labels[ index ] ?? index }>
							<th scope="row">{ labels[ index ] }</th>
							<td>{ format( value ) }</td>
						</tr>
					) ) }
				</tbody>
			</table>
		</figure>
	);
}
