/**
 * The top menu: one group per permission (spec 01 §2 "Top menu").
 */

/**
 * External dependencies
 */
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { usePermissions } from '../../components/permissions/use-permissions';
import { sectionOf } from '../sections';

type Item = Required< MenuProps >[ 'items' ][ number ];

/**
 * Menu items the user may see.
 *
 * @param can Permission check.
 */
export function menuItems( can: ( key: string ) => boolean ): Item[] {
	const items: Item[] = [];
	if ( can( 'etn_manage_event' ) ) {
		items.push( {
			key: 'group-events',
			label: __( 'Events', 'eventin-pro' ),
			children: [
				{ key: '/events', label: __( 'Events', 'eventin-pro' ) },
				{
					key: '/categories',
					label: __( 'Event Categories', 'eventin-pro' ),
				},
				{ key: '/tags', label: __( 'Event Tags', 'eventin-pro' ) },
			],
		} );
	}
	if ( can( 'etn_manage_organizer' ) ) {
		items.push( {
			key: 'group-speakers',
			label: __( 'Speakers', 'eventin-pro' ),
			children: [
				{ key: '/speakers', label: __( 'Speakers', 'eventin-pro' ) },
				{ key: '/group', label: __( 'Speakers Group', 'eventin-pro' ) },
			],
		} );
	}
	if ( can( 'etn_manage_schedule' ) ) {
		items.push( {
			key: '/schedules',
			label: __( 'Schedules', 'eventin-pro' ),
		} );
	}
	return items;
}

/**
 * The menu.
 */
export function TopMenu() {
	const { can } = usePermissions();
	const navigate = useNavigate();
	const { pathname } = useLocation();

	return (
		<Menu
			className="eventin-shell__menu"
			mode="horizontal"
			selectedKeys={ [ `/${ sectionOf( pathname ) }` ] }
			items={ menuItems( can ) }
			onClick={ ( { key } ) => navigate( key ) }
			aria-label={ __( 'Eventin sections', 'eventin-pro' ) }
		/>
	);
}
