/**
 * A switch for an 'on'/'off' setting, as a form control (value/onChange).
 */

/**
 * External dependencies
 */
import { Switch } from 'antd';

/**
 * Internal dependencies
 */
import type { OnOff } from '../../../../data/settings';

export interface OnOffSwitchProps {
	id?: string;
	value?: OnOff;
	onChange?: ( value: OnOff ) => void;
	/** Asked before switching on; resolves whether to go ahead. */
	beforeOn?: () => Promise< boolean >;
	disabled?: boolean;
}

/**
 * The switch.
 *
 * @param props Props (antd's Form.Item passes id, value and onChange).
 */
export function OnOffSwitch( props: OnOffSwitchProps ) {
	const { id, value, onChange, beforeOn, disabled } = props;
	const toggle = async ( checked: boolean ) => {
		if ( checked && beforeOn && ! ( await beforeOn() ) ) {
			return;
		}
		onChange?.( checked ? 'on' : 'off' );
	};
	return (
		<Switch
			id={ id }
			checked={ value === 'on' }
			onChange={ toggle }
			disabled={ disabled }
		/>
	);
}
