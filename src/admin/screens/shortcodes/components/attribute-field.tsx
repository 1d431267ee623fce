/**
 * One attribute of a widget as a form field: its label, the control its
 * type calls for, and the rules that keep it in the widget's bounds.
 */

/**
 * External dependencies
 */
import { Form, Input, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { NumberInput } from '../../../../components/number-input';
import type { WidgetAttribute } from '../../../../data/shortcodes';
import { valueLabel } from '../value-labels';
import { IdsSelect } from './ids-select';

type YesNo = 'yes' | 'no';

interface YesNoSwitchProps {
	id?: string;
	value?: YesNo;
	onChange?: ( value: YesNo ) => void;
}

/**
 * A Yes/No switch for a 'yes'/'no' attribute.
 *
 * @param props          Props (antd's Form.Item passes id, value and onChange).
 * @param props.id       The switch's id (the label's target).
 * @param props.value    'yes' or 'no'.
 * @param props.onChange Receives 'yes' or 'no'.
 */
function YesNoSwitch( { id, value, onChange }: YesNoSwitchProps ) {
	return (
		<Switch
			id={ id }
			checked={ value === 'yes' }
			checkedChildren={ __( 'Yes', 'eventin-pro' ) }
			unCheckedChildren={ __( 'No', 'eventin-pro' ) }
			onChange={ ( checked ) => onChange?.( checked ? 'yes' : 'no' ) }
		/>
	);
}

/**
 * The rule of a number attribute: a whole number within its bounds (the
 * specification: at least 1; the speakers slider's count at most 10).
 *
 * @param attribute The attribute.
 */
export function numberRule( attribute: WidgetAttribute ): Rule {
	return {
		validator: async ( _, value: unknown ) => {
			if ( value === null || value === undefined || value === '' ) {
				throw new Error( __( 'Enter a number.', 'eventin-pro' ) );
			}
			if ( typeof value !== 'number' || ! Number.isInteger( value ) ) {
				throw new Error( __( 'Enter a whole number.', 'eventin-pro' ) );
			}
			if ( attribute.min !== undefined && value < attribute.min ) {
				throw new Error(
					sprintf(
						/* translators: %d: smallest value. */
						__( 'The minimum is %d.', 'eventin-pro' ),
						attribute.min
					)
				);
			}
			if ( attribute.max !== undefined && value > attribute.max ) {
				throw new Error(
					sprintf(
						/* translators: %d: largest value. */
						__( 'The maximum is %d.', 'eventin-pro' ),
						attribute.max
					)
				);
			}
		},
	};
}

/**
 * The control of an attribute.
 *
 * @param name      The attribute's name.
 * @param attribute The attribute.
 */
function controlOf( name: string, attribute: WidgetAttribute ) {
	switch ( attribute.type ) {
		case 'int':
			// No min/max on the input: it would silently change an
			// out-of-range number on blur instead of saying why.
			return <NumberInput className="eventin-shortcodes-form__number" />;
		case 'yes_no':
			return <YesNoSwitch />;
		case 'ids':
			return <IdsSelect name={ name } />;
		case 'text':
			return <Input maxLength={ attribute.max_length } />;
		default:
			return (
				<Select
					options={ ( attribute.allowed ?? [] ).map( ( value ) => ( {
						value,
						label: valueLabel( value ),
					} ) ) }
				/>
			);
	}
}

export interface AttributeFieldProps {
	name: string;
	attribute: WidgetAttribute;
}

/**
 * The field.
 *
 * @param props           Props.
 * @param props.name      The attribute's name.
 * @param props.attribute The attribute.
 */
export function AttributeField( { name, attribute }: AttributeFieldProps ) {
	return (
		<Form.Item
			name={ name }
			label={ attribute.label }
			className={ `eventin-shortcodes-form__field is-${ attribute.type }` }
			rules={
				attribute.type === 'int' ? [ numberRule( attribute ) ] : []
			}
		>
			{ controlOf( name, attribute ) }
		</Form.Item>
	);
}
