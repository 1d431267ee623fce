/**
 * The bookings' status filter: every status, or one.
 */

/**
 * External dependencies
 */
import { Select } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BookingStatus } from '../../../../data/bookings';
import { bookingStatusLabels } from './status-tag';

export interface BookingStatusFilterProps {
	/** '' for every status. */
	value: BookingStatus | '';
	onChange: ( value: BookingStatus | '' ) => void;
}

/**
 * The select.
 *
 * @param props          Props.
 * @param props.value
 * @param props.onChange
 */
export function BookingStatusFilter( {
	value,
	onChange,
}: BookingStatusFilterProps ) {
	const labels = bookingStatusLabels();
	const options = [
		{ value: '', label: __( 'All statuses', 'eventin-pro' ) },
		...( Object.keys( labels ) as BookingStatus[] ).map( ( status ) => ( {
			value: status,
			label: labels[ status ],
		} ) ),
	];
	return (
		<Select< BookingStatus | '' >
			className="eventin-bookings__status-filter"
			aria-label={ __( 'Filter by status', 'eventin-pro' ) }
			value={ value }
			options={ options }
			onChange={ onChange }
			popupMatchSelectWidth={ false }
		/>
	);
}
