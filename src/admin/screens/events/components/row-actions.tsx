/**
 * The Action column: Edit, Scan Ticket (with etn_manage_qr_scan) and the
 * more-actions menu.
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
import type { Event } from '../../../../data/events';
import type { EventAction } from '../event-actions';
import { openScanner } from '../extension-actions';

export interface RowActionsProps {
	event: Event;
	/** Items of the more-actions menu (already filtered). */
	actions: EventAction[];
	canScan: boolean;
}

/**
 * The cell.
 *
 * @param props         Props.
 * @param props.event
 * @param props.actions
 * @param props.canScan
 */
export function RowActions( { event, actions, canScan }: RowActionsProps ) {
	const navigate = useNavigate();
	const menu: MenuProps = {
		items: actions.map( ( { key, label, danger } ) => ( {
			key,
			label,
			danger,
		} ) ),
		onClick: ( { key, domEvent } ) => {
			domEvent.stopPropagation();
			const action = actions.find( ( item ) => item.key === key );
			if ( action?.onClick ) {
				action.onClick();
			} else if ( action?.path ) {
				navigate( action.path );
			}
		},
	};
	return (
		<Space size="small" className="eventin-events__actions">
			<Button
				size="small"
				onClick={ () =>
					navigate( `/events/create/${ event.id }/basic` )
				}
			>
				{ __( 'Edit', 'eventin-pro' ) }
			</Button>
			{ canScan && (
				<Button size="small" onClick={ () => openScanner( event.id ) }>
					{ __( 'Scan Ticket', 'eventin-pro' ) }
				</Button>
			) }
			<Dropdown menu={ menu } trigger={ [ 'click' ] }>
				<Button
					size="small"
					className="eventin-events__more"
					aria-label={ __( 'More actions', 'eventin-pro' ) }
					title={ __( 'More actions', 'eventin-pro' ) }
					icon={ <MoreOutlined rotate={ 90 } /> }
				/>
			</Dropdown>
		</Space>
	);
}
