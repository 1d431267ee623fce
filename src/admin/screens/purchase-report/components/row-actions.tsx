/**
 * The Actions column: Details and the actions menu.
 */

/**
 * External dependencies
 */
import { Button, Dropdown, Space } from 'antd';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { MoreOutlined } from '../../../../components/icons/more';
import type { RowAction } from '../../../extension-points';

export interface BookingRowActionsProps {
	/** Items of the actions menu (already filtered). */
	actions: RowAction[];
	onDetails: () => void;
}

/**
 * The cell.
 *
 * @param props           Props.
 * @param props.actions
 * @param props.onDetails
 */
export function BookingRowActions( {
	actions,
	onDetails,
}: BookingRowActionsProps ) {
	const navigate = useNavigate();
	const run = ( action: RowAction ) =>
		action.onClick ? action.onClick() : navigate( action.path ?? '' );
	const items: MenuProps[ 'items' ] = actions.map( ( action ) => ( {
		key: action.key,
		label: action.label,
		danger: action.danger,
		onClick: () => run( action ),
	} ) );
	return (
		<Space size="small" className="eventin-bookings__actions">
			<Button size="small" onClick={ onDetails }>
				{ __( 'Details', 'eventin-pro' ) }
			</Button>
			<Dropdown menu={ { items } } trigger={ [ 'click' ] }>
				<Button
					size="small"
					aria-label={ __( 'More actions', 'eventin-pro' ) }
					title={ __( 'More actions', 'eventin-pro' ) }
					icon={ <MoreOutlined rotate={ 90 } /> }
				/>
			</Dropdown>
		</Space>
	);
}
