/**
 * Status select: All=all, Draft=draft, Ongoing=ongoing, Upcoming=upcoming,
 * Expired=past (spec 01 §2).
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
import type { EventStatusFilter } from '../../../../data/events';

export interface StatusFilterProps {
	value: EventStatusFilter;
	onChange: ( value: EventStatusFilter ) => void;
}

/**
 * The select.
 *
 * @param props          Props.
 * @param props.value
 * @param props.onChange
 */
export function StatusFilter( { value, onChange }: StatusFilterProps ) {
	const options: Array< { value: EventStatusFilter; label: string } > = [
		{ value: 'all', label: __( 'All', 'eventin-pro' ) },
		{ value: 'draft', label: __( 'Draft', 'eventin-pro' ) },
		{ value: 'ongoing', label: __( 'Ongoing', 'eventin-pro' ) },
		{ value: 'upcoming', label: __( 'Upcoming', 'eventin-pro' ) },
		{ value: 'past', label: __( 'Expired', 'eventin-pro' ) },
	];
	return (
		<Select< EventStatusFilter >
			className="eventin-events__status-filter"
			aria-label={ __( 'Filter by status', 'eventin-pro' ) }
			value={ value }
			options={ options }
			onChange={ onChange }
			popupMatchSelectWidth={ false }
		/>
	);
}
