/**
 * antd's own texts (pagination, table selection and sorting, empty lists,
 * dialogs' buttons) in the site's language: antd ships them in English, so
 * the ConfigProvider gets them through __() with our text domain. What antd
 * shows that is not listed here stays in its English default.
 */

/**
 * External dependencies
 */
import type { Locale } from 'antd/lib/locale';
import enUS from 'antd/lib/locale/en_US';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * antd's locale with the texts the dashboard shows translated.
 */
export function antdLocale(): Locale {
	const empty = __( 'No data', 'eventin-pro' );
	return {
		...enUS,
		global: {
			...enUS.global,
			placeholder: __( 'Please select', 'eventin-pro' ),
			close: __( 'Close', 'eventin-pro' ),
		},
		Pagination: {
			...enUS.Pagination,
			items_per_page: __( '/ page', 'eventin-pro' ),
			jump_to: __( 'Go to', 'eventin-pro' ),
			jump_to_confirm: __( 'confirm', 'eventin-pro' ),
			page: __( 'Page', 'eventin-pro' ),
			prev_page: __( 'Previous Page', 'eventin-pro' ),
			next_page: __( 'Next Page', 'eventin-pro' ),
			prev_5: __( 'Previous 5 Pages', 'eventin-pro' ),
			next_5: __( 'Next 5 Pages', 'eventin-pro' ),
			prev_3: __( 'Previous 3 Pages', 'eventin-pro' ),
			next_3: __( 'Next 3 Pages', 'eventin-pro' ),
			page_size: __( 'Page Size', 'eventin-pro' ),
		},
		Table: {
			...enUS.Table,
			emptyText: empty,
			selectAll: __( 'Select current page', 'eventin-pro' ),
			selectInvert: __( 'Invert current page', 'eventin-pro' ),
			selectNone: __( 'Clear all data', 'eventin-pro' ),
			selectionAll: __( 'Select all data', 'eventin-pro' ),
			sortTitle: __( 'Sort', 'eventin-pro' ),
			expand: __( 'Expand row', 'eventin-pro' ),
			collapse: __( 'Collapse row', 'eventin-pro' ),
			triggerDesc: __( 'Click to sort descending', 'eventin-pro' ),
			triggerAsc: __( 'Click to sort ascending', 'eventin-pro' ),
			cancelSort: __( 'Click to cancel sorting', 'eventin-pro' ),
		},
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
		Text: {
			edit: __( 'Edit', 'eventin-pro' ),
			copy: __( 'Copy', 'eventin-pro' ),
			copied: __( 'Copied', 'eventin-pro' ),
			expand: __( 'Expand', 'eventin-pro' ),
			collapse: __( 'Collapse', 'eventin-pro' ),
		},
		Form: {
			defaultValidateMessages: enUS.Form?.defaultValidateMessages ?? {},
			optional: __( '(optional)', 'eventin-pro' ),
		},
	};
}
