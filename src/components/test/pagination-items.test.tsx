/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import { Pagination } from 'antd';

/**
 * WordPress dependencies
 */
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { paginationItem } from '../pagination-items';

describe( 'paginationItem', () => {
	it( 'draws the arrows and jumps with icons that name nothing, so the titles name them', () => {
		const { container } = render(
			<Pagination
				defaultCurrent={ 6 }
				total={ 200 }
				itemRender={ paginationItem }
			/>
		);
		// antd's icons, images named "left", "right", "double-left" and
		// "double-right", are hidden (and still drawn).
		expect( screen.queryAllByRole( 'img' ) ).toEqual( [] );
		for ( const title of [
			'Previous Page',
			'Next Page',
			'Previous 5 Pages',
			'Next 5 Pages',
		] ) {
			const item = screen.getByTitle( title );
			expect( item.querySelector( '.anticon' ) ).toHaveAttribute(
				'aria-hidden',
				'true'
			);
		}
		expect(
			container.querySelector( '.ant-pagination-prev .anticon-left' )
		).toBeInTheDocument();
		expect(
			container.querySelector(
				'.ant-pagination-jump-next .anticon-double-right'
			)
		).toBeInTheDocument();
		// The arrows are buttons, named as their items are titled.
		expect(
			screen.getByRole( 'button', { name: 'Previous Page' } )
		).toHaveClass( 'ant-pagination-item-link' );
		expect(
			screen.getByRole( 'button', { name: 'Next Page' } )
		).toBeInTheDocument();
		// The pages themselves are antd's.
		expect( screen.getByTitle( '6' ) ).toHaveClass(
			'ant-pagination-item-active'
		);
	} );

	it( "names the arrows in the site's language", () => {
		setLocaleData(
			{ '': {}, 'Next Page': [ 'Nächste Seite' ] },
			'eventin-pro'
		);
		try {
			render( <Pagination total={ 50 } itemRender={ paginationItem } /> );
			expect(
				screen.getByRole( 'button', { name: 'Nächste Seite' } )
			).toBeInTheDocument();
		} finally {
			resetLocaleData( undefined, 'eventin-pro' );
		}
	} );
} );
