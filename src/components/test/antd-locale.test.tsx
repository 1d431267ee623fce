/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import { ConfigProvider, Drawer, Modal, Tabs } from 'antd';

/**
 * WordPress dependencies
 */
import { setLocaleData, resetLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { antdLocale, antdTexts } from '../antd-locale';

describe( 'antdLocale', () => {
	afterEach( () => resetLocaleData( undefined, 'eventin-pro' ) );

	it( 'gives antd the translations of its texts', () => {
		setLocaleData(
			{
				'': {},
				'Next Page': [ 'Nächste Seite' ],
				'No data': [ 'Keine Daten' ],
				'/ page': [ '/ Seite' ],
			},
			'eventin-pro'
		);
		const locale = antdLocale();
		expect( locale.Pagination?.next_page ).toBe( 'Nächste Seite' );
		expect( locale.Pagination?.items_per_page ).toBe( '/ Seite' );
		expect( locale.Table?.emptyText ).toBe( 'Keine Daten' );
		expect( locale.Empty?.description ).toBe( 'Keine Daten' );
		// What is not translated keeps its English.
		expect( locale.Pagination?.prev_page ).toBe( 'Previous Page' );
	} );

	it( "names the dialogs' close button in the site's language", () => {
		setLocaleData( { '': {}, Close: [ 'Schließen' ] }, 'eventin-pro' );
		render(
			<ConfigProvider { ...antdTexts() }>
				<Modal open title="Ticket">
					…
				</Modal>
			</ConfigProvider>
		);
		expect(
			screen.getByRole( 'button', { name: 'Schließen' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Close' } )
		).not.toBeInTheDocument();
		// antd's own icon would be an image named "close".
		expect( screen.queryAllByRole( 'img' ) ).toEqual( [] );
	} );

	it( "names the drawer's close button in the site's language, with no English icon name", () => {
		setLocaleData( { '': {}, Close: [ 'Schließen' ] }, 'eventin-pro' );
		render(
			<ConfigProvider { ...antdTexts() }>
				<Drawer open title="Booking">
					…
				</Drawer>
			</ConfigProvider>
		);
		expect(
			screen.getByRole( 'button', { name: 'Schließen' } )
		).toBeInTheDocument();
		expect( screen.queryAllByRole( 'img' ) ).toEqual( [] );
	} );

	it( 'names the button that lists the tabs that do not fit', () => {
		setLocaleData(
			{ '': {}, 'More tabs': [ 'Weitere Reiter' ] },
			'eventin-pro'
		);
		const { container } = render(
			<ConfigProvider { ...antdTexts() }>
				<Tabs items={ [ { key: 'a', label: 'A', children: 'a' } ] } />
			</ConfigProvider>
		);
		// Hidden while every tab fits; its icon names it once shown.
		const more = container.querySelector( '.ant-tabs-nav-more' );
		expect( more?.querySelector( '[role="img"]' ) ).toHaveAttribute(
			'aria-label',
			'Weitere Reiter'
		);
		expect( more?.querySelector( '.anticon-ellipsis' ) ).toBeNull();
	} );
} );
