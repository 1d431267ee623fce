/**
 * The permission checkboxes of the access modal, with 'All Permissions': it
 * ticks or clears every box, is ticked when every box is, and shows a dash
 * (indeterminate) when only some are.
 */

/**
 * External dependencies
 */
import { Checkbox } from 'antd';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PermissionLabel } from '../../../../data/access';

export interface PermissionCheckboxesProps {
	options: PermissionLabel[];
	/** Ticked keys (set by Form.Item). */
	value?: string[];
	/** Called with the ticked keys, in the options' order (set by Form.Item). */
	onChange?: ( value: string[] ) => void;
	/** Every box ticked and none may be cleared (the administrator role). */
	locked?: boolean;
	id?: string;
}

/**
 * All Permissions plus one checkbox per permission.
 *
 * @param props          Props.
 * @param props.options
 * @param props.value
 * @param props.onChange
 * @param props.locked
 * @param props.id
 */
export function PermissionCheckboxes( {
	options,
	value = [],
	onChange = () => {},
	locked = false,
	id,
}: PermissionCheckboxesProps ) {
	const keys = options.map( ( option ) => option.key );
	const ticked = keys.filter( ( key ) => value.includes( key ) );
	const all = keys.length > 0 && ticked.length === keys.length;
	return (
		<div className="eventin-access__permissions" id={ id }>
			<Checkbox
				className="eventin-access__all"
				checked={ all }
				indeterminate={ ticked.length > 0 && ! all }
				disabled={ locked || keys.length === 0 }
				onChange={ ( event ) =>
					onChange( event.target.checked ? keys : [] )
				}
			>
				{ __( 'All Permissions', 'eventin-pro' ) }
			</Checkbox>
			<Checkbox.Group
				className="eventin-access__options"
				value={ ticked }
				disabled={ locked }
				onChange={ ( next ) =>
					onChange(
						keys.filter( ( key ) =>
							( next as string[] ).includes( key )
						)
					)
				}
				options={ options.map( ( option ) => ( {
					value: option.key,
					label: option.label,
				} ) ) }
			/>
		</div>
	);
}
