/**
 * Keeps WordPress's own "Eventin" submenu in step with the hash route, so the
 * sidebar highlights the section on screen (WordPress only knows the page).
 */

/**
 * External dependencies
 */
import { useLocation } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { findSection, sectionOf } from '../sections';

/**
 * The section a submenu link opens: 'speakers' for `…page=eventin#/speakers`,
 * '' for the page itself (`…page=eventin`, which lands on the first section
 * the user may open).
 *
 * @param href The link's href attribute.
 */
function sectionOfHref( href: string ): string | null {
	const [ url, hash = '' ] = href.split( '#' );
	if ( ! /[?&]page=eventin(&|$)/.test( url ) ) {
		return null;
	}
	return sectionOf( hash );
}

/**
 * Marks the submenu item of the current section as current; the item of the
 * page itself when the section has none of its own.
 */
export function useWpSubmenuSync() {
	const { pathname } = useLocation();
	const name = sectionOf( pathname );
	const section = findSection( name )?.submenu ?? name;
	useEffect( () => {
		const items = Array.from(
			document.querySelectorAll< HTMLLIElement >(
				'#toplevel_page_eventin .wp-submenu li'
			)
		);
		const linked = items.map( ( item ) =>
			sectionOfHref(
				item.querySelector( 'a' )?.getAttribute( 'href' ) ?? ''
			)
		);
		let current = linked.indexOf( section );
		if ( current < 0 ) {
			current = linked.indexOf( '' );
		}
		items.forEach( ( item, index ) => {
			const isCurrent = index === current;
			item.classList.toggle( 'current', isCurrent );
			item.querySelector( 'a' )?.classList.toggle( 'current', isCurrent );
		} );
	}, [ section ] );
}
