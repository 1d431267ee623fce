/**
 * The year filter of the schedule list: All years, or one year (sends `year`).
 */

/**
 * External dependencies
 */
import { Select } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export interface YearFilterProps {
	value: number | undefined;
	onChange: ( year: number | undefined ) => void;
}

const ALL = 0;

/**
 * The years the filter offers: two ahead of this one down to five back.
 *
 * @param now Today.
 */
export function filterYears( now: Date = new Date() ): number[] {
	const year = now.getFullYear();
	return Array.from( { length: 8 }, ( _, i ) => year + 2 - i );
}

/**
 * The select.
 *
 * @param props          Props.
 * @param props.value    Selected year, undefined for all.
 * @param props.onChange Receives the new year.
 */
export function YearFilter( { value, onChange }: YearFilterProps ) {
	const options = [
		{ value: ALL, label: __( 'All years', 'eventin-pro' ) },
		...filterYears().map( ( year ) => ( {
			value: year,
			label: String( year ),
		} ) ),
	];
	return (
		<Select< number >
			className="eventin-schedules__year-filter"
			aria-label={ __( 'Filter by year', 'eventin-pro' ) }
			value={ value ?? ALL }
			options={ options }
			onChange={ ( year ) => onChange( year === ALL ? undefined : year ) }
			popupMatchSelectWidth={ false }
		/>
	);
}
