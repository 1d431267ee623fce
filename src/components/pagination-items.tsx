/**
 * The pagination's arrows drawn with our decorative icons. antd draws them
 * with its own icons, whose accessible name is the icon's English name
 * ("left", "right"): the page control's name came out as "left" instead of
 * its title, "Previous Page", in the site's language (antd-locale.ts).
 */

/**
 * External dependencies
 */
import type { PaginationProps } from 'antd';

/**
 * WordPress dependencies
 */
import { isRTL } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { DoubleLeftOutlined } from './icons/double-left';
import { DoubleRightOutlined } from './icons/double-right';
import { LeftOutlined } from './icons/left';
import { RightOutlined } from './icons/right';

/**
 * antd Pagination's itemRender: pages as antd draws them, the arrows and the
 * five-pages jumps with icons that name nothing (the item's title does).
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
	// Backwards points right in a right-to-left language.
	const back = ( type === 'prev' || type === 'jump-prev' ) !== isRTL();
	if ( type === 'prev' || type === 'next' ) {
		const Arrow = back ? LeftOutlined : RightOutlined;
		return (
			<button
				className="ant-pagination-item-link"
				type="button"
				tabIndex={ -1 }
			>
				<Arrow />
			</button>
		);
	}
	if ( type === 'jump-prev' || type === 'jump-next' ) {
		const Jump = back ? DoubleLeftOutlined : DoubleRightOutlined;
		return (
			<span className="ant-pagination-item-link">
				<div className="ant-pagination-item-container">
					<Jump className="ant-pagination-item-link-icon" />
					<span
						className="ant-pagination-item-ellipsis"
						aria-hidden="true"
					>
						•••
					</span>
				</div>
			</span>
		);
	}
	return original;
};
