/**
 * The bar chart: bars scaled to the largest value, a summary for screen
 * readers and the numbers in a table.
 */

/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { BarChart, chartSummary } from '..';

const LABELS = [ 'Mar 1', 'Mar 2', 'Mar 3', 'Mar 4' ];

describe( 'BarChart', () => {
	it( 'draws one bar per value, the largest full height', () => {
		const { container } = render(
			<BarChart
				title="Tickets sold"
				labels={ LABELS }
				values={ [ 2, 0, 8, 4 ] }
			/>
		);
		const heights = Array.from( container.querySelectorAll( 'rect' ) ).map(
			( bar ) => Number( bar.getAttribute( 'height' ) )
		);
		expect( heights ).toEqual( [ 25, 0, 100, 50 ] );
		const tops = Array.from( container.querySelectorAll( 'rect' ) ).map(
			( bar ) => Number( bar.getAttribute( 'y' ) )
		);
		expect( tops ).toEqual( [ 75, 100, 0, 50 ] );
		expect( container.querySelector( 'svg' ) ).toHaveAttribute(
			'viewBox',
			'0 0 40 100'
		);
	} );

	it( 'is an image named by a summary of the numbers', () => {
		render(
			<BarChart
				title="Revenue"
				labels={ LABELS }
				values={ [ 10, 0, 30.5, 5 ] }
				format={ ( value ) => `$${ value.toFixed( 2 ) }` }
			/>
		);
		expect(
			screen.getByRole( 'img', {
				name: 'Revenue from Mar 1 to Mar 4: $45.50 in total, highest $30.50 on Mar 3.',
			} )
		).toBeInTheDocument();
	} );

	it( 'lists every day and its value in a table', () => {
		render(
			<BarChart
				title="Tickets sold"
				labels={ LABELS }
				values={ [ 2, 0, 8, 4 ] }
			/>
		);
		const table = screen.getByRole( 'table', { name: 'Tickets sold' } );
		const rows = within( table )
			.getAllByRole( 'row' )
			.slice( 1 )
			.map( ( row ) =>
				Array.from( row.children ).map( ( cell ) => [
					cell.tagName,
					cell.textContent,
				] )
			);
		expect( rows ).toEqual( [
			[
				[ 'TH', 'Mar 1' ],
				[ 'TD', '2' ],
			],
			[
				[ 'TH', 'Mar 2' ],
				[ 'TD', '0' ],
			],
			[
				[ 'TH', 'Mar 3' ],
				[ 'TD', '8' ],
			],
			[
				[ 'TH', 'Mar 4' ],
				[ 'TD', '4' ],
			],
		] );
	} );

	it( 'says "none" and draws flat bars when every value is zero', () => {
		const { container } = render(
			<BarChart
				title="Tickets sold"
				labels={ LABELS }
				values={ [ 0, 0, 0, 0 ] }
			/>
		);
		expect(
			chartSummary( {
				title: 'Tickets sold',
				labels: LABELS,
				values: [ 0, 0, 0, 0 ],
			} )
		).toBe( 'Tickets sold from Mar 1 to Mar 4: none.' );
		container.querySelectorAll( 'rect' ).forEach( ( bar ) => {
			expect( bar ).toHaveAttribute( 'height', '0' );
		} );
	} );
} );
