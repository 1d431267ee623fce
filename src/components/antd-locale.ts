/**
 * antd's own texts (pagination, empty lists, dialogs' buttons) in the site's language: antd ships them in English, so
 * the ConfigProvider gets them through __() with our text domain. What antd
 * shows that is not listed here stays in its English default.
 */

/**
 * External dependencies
 */
import type { ConfigProviderProps } from 'antd';
import type { Locale } from 'antd/lib/locale';

/**
 * WordPress dependencies
 */
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CloseOutlined } from './icons/close';
import { MoreOutlined } from './icons/more';

/**
 * antd's locale with the texts the dashboard shows translated.
 */
export function antdLocale(): Locale {
	const empty = __( 'No data', 'eventin-pro' );
	return {
		// antd merges each component's texts with its English defaults.
		locale: 'en',
		global: {
			placeholder: __( 'Please select', 'eventin-pro' ),
			close: __( 'Close', 'eventin-pro' ),
		},
		Pagination: {
			items_per_page: __( '/ page', 'eventin-pro' ),
			jump_to: __( 'Go to', 'eventin-pro' ),
			jump_to_confirm: __( 'confirm', 'eventin-pro' ),
			page: __( 'Page', 'eventin-pro' ),
			prev_page: __( 'Previous Page', 'eventin-pro' ),
			next_page: __( 'Next Page', 'eventin-pro' ),
			prev_5: __( 'Previous 5 Pages', 'eventin-pro' ),
			next_5: __( 'Next 5 Pages', 'eventin-pro' ),
			page_size: __( 'Page Size', 'eventin-pro' ),
		},
		// The tables here neither sort, filter nor expand rows.
		Table: { emptyText: empty },
		Modal: {
			okText: __( 'OK', 'eventin-pro' ),
			cancelText: __( 'Cancel', 'eventin-pro' ),
			justOkText: __( 'OK', 'eventin-pro' ),
		},
		Popconfirm: {
			okText: __( 'OK', 'eventin-pro' ),
			cancelText: __( 'Cancel', 'eventin-pro' ),
		},
		Empty: { description: empty },
	};
}

/**
 * The ConfigProvider props that put antd's texts in the site's language: its
 * locale; the dialogs' close button, whose label rc-dialog writes in English
 * unless the closable config carries one; and icons that antd would name in
 * English ("close", "ellipsis"): ours, decoration inside a named button, or
 * named here.
 */
export function antdTexts(): Pick<
	ConfigProviderProps,
	'locale' | 'modal' | 'drawer' | 'tabs'
> {
	const closeIcon = createElement( CloseOutlined );
	return {
		locale: antdLocale(),
		modal: {
			closable: { 'aria-label': __( 'Close', 'eventin-pro' ) },
			closeIcon,
		},
		// The drawer names its close button from the locale (global.close).
		drawer: { closeIcon },
		// The button that lists the tabs that do not fit.
		tabs: {
			more: {
				icon: createElement( MoreOutlined, {
					rotate: 90,
					'aria-label': __( 'More tabs', 'eventin-pro' ),
				} ),
			},
		},
	};
}
