/**
 * A multi-select of speakers and organizers (the speakers store), with a note
 * when there are none yet.
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
import { useCollection } from '../../../../data/hooks';
import {
	ALL_SPEAKERS,
	speakersStore,
	type Speaker,
} from '../../../../data/speakers';

export interface SpeakerSelectProps {
	/** Set by Form.Item. */
	id?: string;
	value?: number[];
	onChange?: ( value: number[] ) => void;
}

/**
 * The select.
 *
 * @param props Props (from Form.Item).
 */
export function SpeakerSelect( props: SpeakerSelectProps ) {
	const { items, isLoading } = useCollection< Speaker >(
		speakersStore,
		ALL_SPEAKERS
	);
	return (
		<>
			<Select
				{ ...props }
				mode="multiple"
				allowClear
				loading={ isLoading }
				optionFilterProp="label"
				placeholder={ __( 'Choose speakers', 'eventin-pro' ) }
				options={ items.map( ( speaker ) => ( {
					value: speaker.id,
					label: speaker.name,
				} ) ) }
			/>
			{ ! isLoading && items.length === 0 && (
				<p className="eventin-schedule-form__note">
					{ __(
						'No speakers yet — add them under Speakers.',
						'eventin-pro'
					) }
				</p>
			) }
		</>
	);
}
