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
import { useDocument } from '../../data/hooks';
import { currentUserStore, type UserPermissions } from '../../data/permissions';
import { isSiteAdmin, sectionOf } from '../sections';

type Item = Required< MenuProps >[ 'items' ][ number ];

/**
 * Menu items the user may see.
 *
 * @param can       Permission check.
 * @param siteAdmin Whether the user manages the site's options (administrator-only items).
 */
export function menuItems(
	can: ( key: string ) => boolean,
	siteAdmin = false
): Item[] {
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
	if ( siteAdmin ) {
		items.push(
			{
				key: '/access-control',
				label: __( 'Manage Access', 'eventin-pro' ),
			},
			{ key: '/license', label: __( 'License', 'eventin-pro' ) }
		);
	}
	return items;
}

/**
 * The menu.
 */
export function TopMenu() {
	const { can } = usePermissions();
	const { value: user } = useDocument< UserPermissions >( currentUserStore );
	const navigate = useNavigate();
	const { pathname } = useLocation();

	return (
		<Menu
			className="eventin-shell__menu"
			mode="horizontal"
			selectedKeys={ [ `/${ sectionOf( pathname ) }` ] }
			items={ menuItems( can, isSiteAdmin( user ) ) }
			onClick={ ( { key } ) => navigate( key ) }
			aria-label={ __( 'Eventin sections', 'eventin-pro' ) }
		/>
	);
}
