/**
 * The top menu, from the section list: each section the user may open, in
 * its group (spec 01 §2 "Top menu"). A group appears where its first section
 * is listed, and only when the user may open one of its sections.
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
import { MoreOutlined } from '../../components/icons/more';
import { useDocument } from '../../data/hooks';
import { currentUserStore, type UserPermissions } from '../../data/permissions';
import { MENU_GROUPS, type MenuGroup, type Section } from '../section';
import { SECTION_LIST } from '../section-list';
import { canOpenSection, sectionOf } from '../sections';

type Item = Required< MenuProps >[ 'items' ][ number ];
type Group = { key: string; label: string; children: Item[] };

/**
 * Menu items the user may see.
 *
 * @param user     Current user's permissions.
 * @param sections Sections in menu order.
 */
export function menuItems(
	user: UserPermissions | undefined,
	sections: Section[] = SECTION_LIST
): Item[] {
	const items: Item[] = [];
	const groups = new Map< MenuGroup, Group >();
	for ( const section of sections ) {
		if ( ! section.menu || ! canOpenSection( user, section ) ) {
			continue;
		}
		const item = { key: `/${ section.name }`, label: section.menu.label() };
		const groupName = section.menu.group;
		if ( ! groupName ) {
			items.push( item );
			continue;
		}
		let group = groups.get( groupName );
		if ( ! group ) {
			group = {
				key: `group-${ groupName }`,
				label: MENU_GROUPS[ groupName ](),
				children: [],
			};
			groups.set( groupName, group );
			items.push( group );
		}
		group.children.push( item );
	}
	return items;
}

/**
 * The menu.
 */
export function TopMenu() {
	const { value: user } = useDocument< UserPermissions >( currentUserStore );
	const navigate = useNavigate();
	const { pathname } = useLocation();

	return (
		<Menu
			className="eventin-shell__menu"
			mode="horizontal"
			selectedKeys={ [ `/${ sectionOf( pathname ) }` ] }
			items={ menuItems( user ) }
			onClick={ ( { key } ) => navigate( key ) }
			aria-label={ __( 'Eventin sections', 'eventin-pro' ) }
			// antd's own indicator is named "ellipsis", in English.
			overflowedIndicator={
				<MoreOutlined
					rotate={ 90 }
					aria-label={ __( 'More sections', 'eventin-pro' ) }
				/>
			}
		/>
	);
}
