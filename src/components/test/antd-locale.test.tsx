/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import { ConfigProvider, Modal } from 'antd';

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
	} );
} );
