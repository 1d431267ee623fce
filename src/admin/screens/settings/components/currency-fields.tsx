/**
 * Tickets: the currency (searchable by code or name) and where its symbol
 * goes, each position shown with a sample price in the chosen currency.
 */

/**
 * External dependencies
 */
import { Form, Select } from 'antd';

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CurrencyPosition } from '../../../../data/settings';
import {
	currencyCodes,
	currencyLabel,
	currencySymbol,
	samplePrice,
} from '../currencies';

const POSITIONS: Array< { value: CurrencyPosition; label: () => string } > = [
	{ value: 'left', label: () => __( 'Left', 'eventin-pro' ) },
	{ value: 'right', label: () => __( 'Right', 'eventin-pro' ) },
	{
		value: 'left_space',
		label: () => __( 'Left with space', 'eventin-pro' ),
	},
	{
		value: 'right_space',
		label: () => __( 'Right with space', 'eventin-pro' ),
	},
];

export interface CurrencyFieldsProps {
	/** The stored currency (offered even if the browser does not know it). */
	stored: string;
}

/**
 * The two fields.
 *
 * @param props Props.
 */
export function CurrencyFields( props: CurrencyFieldsProps ) {
	const form = Form.useFormInstance();
	const currency: string = Form.useWatch( 'currency', form ) ?? props.stored;
	const options = useMemo(
		() =>
			currencyCodes( props.stored ).map( ( code ) => ( {
				value: code,
				label: currencyLabel( code ),
			} ) ),
		[ props.stored ]
	);
	const symbol = currencySymbol( currency );

	return (
		<>
			<Form.Item
				label={ __( 'Currency', 'eventin-pro' ) }
				name="currency"
			>
				<Select
					showSearch
					options={ options }
					optionFilterProp="label"
					className="eventin-settings__select"
				/>
			</Form.Item>
			<Form.Item
				label={ __( 'Currency symbol position', 'eventin-pro' ) }
				name="currency_position"
			>
				<Select
					className="eventin-settings__select"
					options={ POSITIONS.map( ( position ) => ( {
						value: position.value,
						label: `${ position.label() } (${ samplePrice(
							symbol,
							position.value
						) })`,
					} ) ) }
				/>
			</Form.Item>
		</>
	);
}
