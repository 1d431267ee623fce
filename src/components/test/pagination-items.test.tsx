/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import { Pagination } from 'antd';

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
		// antd's own icons would be images named "left", "right",
		// "double-left" and "double-right".
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
		// The pages themselves are antd's.
		expect( screen.getByTitle( '6' ) ).toHaveClass(
			'ant-pagination-item-active'
		);
	} );
} );
