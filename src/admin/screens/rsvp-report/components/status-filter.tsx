/**
 * The answers filter of one event's responses: Going (the default), Not
 * going, Maybe, All.
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
import type { RsvpStatusFilter } from '../../../../data/rsvp';
import { rsvpFilterOptions } from '../statuses';

export interface AnswerFilterProps {
	value: RsvpStatusFilter;
	onChange: ( value: RsvpStatusFilter ) => void;
}

/**
 * The select.
 *
 * @param props          Props.
 * @param props.value    The answer shown.
 * @param props.onChange Called with the answer picked.
 */
export function AnswerFilter( { value, onChange }: AnswerFilterProps ) {
	return (
		<Select< RsvpStatusFilter >
			className="eventin-rsvp__answer-filter"
			aria-label={ __( 'Filter by answer', 'eventin-pro' ) }
			value={ value }
			options={ rsvpFilterOptions() }
			onChange={ onChange }
			popupMatchSelectWidth={ false }
		/>
	);
}
