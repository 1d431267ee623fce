/**
 * An optional colour: the browser's own colour picker (no library), the
 * chosen value in words and a button that clears it. A form control for
 * antd's Form.Item (id, value, onChange).
 */

/**
 * External dependencies
 */
import { Button } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './style.scss';

export interface ColorFieldProps {
	/** Set by Form.Item, so its label names the colour input. */
	id?: string;
	/** '' for none, else #rrggbb. */
	value?: string;
	onChange?: ( value: string ) => void;
}

/**
 * The field.
 *
 * @param props          Props.
 * @param props.id       Input id.
 * @param props.value    Colour.
 * @param props.onChange Receives the new colour, '' when cleared.
 */
export function ColorField( { id, value = '', onChange }: ColorFieldProps ) {
	const valueId = id ? `${ id }-value` : undefined;
	return (
		<div className="eventin-terms__color-field">
			<input
				id={ id }
				type="color"
				className="eventin-terms__color-input"
				// A colour input cannot be empty; with no colour it shows black.
				value={ value || '#000000' }
				aria-describedby={ valueId }
				onChange={ ( event ) => onChange?.( event.target.value ) }
			/>
			<span id={ valueId } className="eventin-terms__color-value">
				{ value || __( 'No colour', 'eventin-pro' ) }
			</span>
			<Button
				size="small"
				disabled={ ! value }
				onClick={ () => onChange?.( '' ) }
			>
				{ __( 'Clear colour', 'eventin-pro' ) }
			</Button>
		</div>
	);
}
