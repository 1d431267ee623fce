/**
 * The pagination's arrows without antd's English icon names. antd draws them
 * with its own icons, whose accessible name is the icon's English name
 * ("left", "right", "double-left"): the arrow buttons were named "left" and
 * "right" instead of "Previous Page" and "Next Page" in the site's language.
 */

/**
 * External dependencies
 */
import type { PaginationProps } from 'antd';
import type { ReactElement, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Children, cloneElement, isValidElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * What antd drew, with its icons hidden from assistive technology (still
 * drawn): the components inside the arrow's markup are its icons.
 *
 * @param node What antd drew.
 */
function hideIcons( node: ReactNode ): ReactNode {
	if ( ! isValidElement( node ) ) {
		return node;
	}
	if ( typeof node.type !== 'string' ) {
		return cloneElement( node, { 'aria-hidden': true } as object );
	}
	const { children } = ( node as ReactElement< { children?: ReactNode } > )
		.props;
	return children === undefined
		? node
		: cloneElement(
				node,
				{},
				...Children.toArray( children ).map( hideIcons )
		  );
}

/**
 * antd Pagination's itemRender: pages as antd draws them; the arrows named
 * like their item's title, and the icons of the arrows and of the five-page
 * jumps hidden (the jump's item title names it).
 *
 * @param _page    Page number.
 * @param type     What the item is.
 * @param original What antd would draw.
 */
export const paginationItem: PaginationProps[ 'itemRender' ] = (
	_page,
	type,
	original
) => {
	if ( type === 'page' || ! isValidElement( original ) ) {
		return original;
	}
	const drawn = hideIcons( original ) as ReactElement;
	if ( type === 'prev' || type === 'next' ) {
		return cloneElement( drawn, {
			'aria-label':
				type === 'prev'
					? __( 'Previous Page', 'eventin-pro' )
					: __( 'Next Page', 'eventin-pro' ),
		} as object );
	}
	return drawn;
};
