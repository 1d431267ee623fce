/**
 * Date range filter (start_date / end_date, Y-m-d). Until the user opens it,
 * a plain button stands in for antd's RangePicker, whose chunk loads on the
 * first click (and is prefetched on hover), keeping the list under its
 * JavaScript budget.
 */

/**
 * External dependencies
 */
import { Button } from 'antd';

/**
 * WordPress dependencies
 */
import { lazy, Suspense, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export interface DateRange {
	/** Y-m-d */
	start?: string;
	/** Y-m-d */
	end?: string;
}

export interface DateRangeFilterProps {
	value: DateRange;
	onChange: ( value: DateRange ) => void;
}

const loadPicker = () =>
	import(
		/* webpackChunkName: "events.date-picker" */ './date-range-picker'
	);
const DateRangePicker = lazy( loadPicker );

/**
 * The filter.
 *
 * @param props Props.
 */
export function DateRangeFilter( props: DateRangeFilterProps ) {
	const { start, end } = props.value;
	const [ opened, setOpened ] = useState( false );
	const label = __( 'Filter by date', 'eventin-pro' );
	const placeholder = (
		<Button
			className="eventin-events__date-button"
			onMouseEnter={ loadPicker }
			onFocus={ loadPicker }
			onClick={ () => setOpened( true ) }
		>
			{ start && end ? `${ start } – ${ end }` : label }
		</Button>
	);

	if ( ! opened ) {
		return placeholder;
	}
	return (
		<Suspense fallback={ placeholder }>
			<DateRangePicker { ...props } />
		</Suspense>
	);
}
