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
import { SECTIONS, sectionOf } from '../sections';

/**
 * Marks the submenu item of the current section as current.
 */
export function useWpSubmenuSync() {
	const { pathname } = useLocation();
	const name = sectionOf( pathname );
	const section = SECTIONS[ name ]?.submenu ?? name;
	useEffect( () => {
		const items = document.querySelectorAll< HTMLLIElement >(
			'#toplevel_page_eventin .wp-submenu li'
		);
		let matched: HTMLLIElement | null = null;
		items.forEach( ( item ) => {
			const href =
				item.querySelector( 'a' )?.getAttribute( 'href' ) ?? '';
			if ( href.endsWith( `#/${ section }` ) ) {
				matched = item;
			}
		} );
		items.forEach( ( item ) => {
			const isCurrent = matched
				? item === matched
				: !! item.querySelector( 'a[href$="page=eventin"]' );
			item.classList.toggle( 'current', isCurrent );
			item.querySelector( 'a' )?.classList.toggle( 'current', isCurrent );
		} );
	}, [ section ] );
}
