/**
 * antd's RangePicker for the date filter, in its own chunk: the picker and
 * dayjs are about a seventh of the screen's JavaScript, so they load only
 * when the user opens the date filter (see date-range-filter.tsx).
 */

/**
 * External dependencies
 */
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { ComponentRef } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DateRangeFilterProps } from './date-range-filter';

const FORMAT = 'YYYY-MM-DD';

/**
 * The picker, opened at once (the user just asked for it).
 *
 * @param props          Props.
 * @param props.value    Current range.
 * @param props.onChange Receives the new range (both ends empty when cleared).
 */
export default function DateRangePicker( {
	value,
	onChange,
}: DateRangeFilterProps ) {
	const picker =
		useRef< ComponentRef< typeof DatePicker.RangePicker > >( null );
	// It replaces the button the user just clicked: keep the focus with it.
	useEffect( () => picker.current?.focus(), [] );
	return (
		<DatePicker.RangePicker
			ref={ picker }
			className="eventin-events__date-filter"
			defaultOpen
			format={ FORMAT }
			value={
				value.start && value.end
					? [ dayjs( value.start ), dayjs( value.end ) ]
					: null
			}
			placeholder={ [
				__( 'Start date', 'eventin-pro' ),
				__( 'End date', 'eventin-pro' ),
			] }
			onChange={ ( dates ) =>
				onChange( {
					start: dates?.[ 0 ]?.format( FORMAT ),
					end: dates?.[ 1 ]?.format( FORMAT ),
				} )
			}
		/>
	);
}
