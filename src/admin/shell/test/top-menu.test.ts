/**
 * Internal dependencies
 */
import { menuItems } from '../top-menu';

type Item = { key: string; label: string; children?: Item[] };

/**
 * Labels of the menu, groups as "Group: child, child".
 *
 * @param items Menu items.
 */
function outline( items: unknown[] ): string[] {
	return ( items as Item[] ).map( ( item ) =>
		item.children
			? `${ item.label }: ${ item.children
					.map( ( child ) => child.label )
					.join( ', ' ) }`
			: item.label
	);
}

describe( 'menuItems', () => {
	it( 'lists the groups in the spec order, then the administrator screens', () => {
		expect(
			outline( menuItems( { is_super_admin: true, permissions: [] } ) )
		).toEqual( [
			'Events: Events, Event Categories, Event Tags',
			'Speakers: Speakers, Speakers Group',
			'Schedules',
			'Templates',
			'Settings',
			'Manage Access',
			'Shortcodes',
			'License',
		] );
	} );

	it( 'shows a group only with its permission', () => {
		expect(
			outline(
				menuItems( {
					is_super_admin: false,
					permissions: [
						'etn_manage_organizer',
						'etn_manage_qr_scan',
					],
				} )
			)
		).toEqual( [ 'Speakers: Speakers, Speakers Group' ] );
		expect(
			menuItems( { is_super_admin: false, permissions: [] } )
		).toEqual( [] );
		expect( menuItems( undefined ) ).toEqual( [] );
	} );

	it( 'links each item to its section', () => {
		const [ events ] = menuItems( {
			is_super_admin: false,
			permissions: [ 'etn_manage_event' ],
		} ) as Item[];
		expect( events.children?.map( ( item ) => item.key ) ).toEqual( [
			'/events',
			'/categories',
			'/tags',
		] );
	} );
} );
