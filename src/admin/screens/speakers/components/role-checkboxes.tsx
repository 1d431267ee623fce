/**
 * The speaker form's Role field: one checkbox per role.
 */

/**
 * External dependencies
 */
import { Checkbox } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';

/**
 * Internal dependencies
 */
import { roleOptions } from '../roles';

type Props = Omit< CheckboxGroupProps, 'options' > & {
	'aria-required'?: boolean | 'true' | 'false';
};

/**
 * The checkboxes. Form.Item marks its control aria-required, which ARIA does
 * not allow on the group's plain div (axe: aria-allowed-attr); the field's
 * rule still makes a role required and its label shows it.
 *
 * @param props Props from Form.Item (value, onChange, id, aria-*).
 */
export function RoleCheckboxes( props: Props ) {
	const { 'aria-required': ariaRequired, ...groupProps } = props;
	return <Checkbox.Group { ...groupProps } options={ roleOptions() } />;
}
