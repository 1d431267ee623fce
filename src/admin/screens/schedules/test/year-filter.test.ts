/**
 * Internal dependencies
 */
import { filterYears } from '../components/year-filter';

describe( 'year filter', () => {
	it( 'offers two years ahead and five back', () => {
		expect( filterYears( new Date( 2026, 5, 1 ) ) ).toEqual( [
			2028, 2027, 2026, 2025, 2024, 2023, 2022, 2021,
		] );
	} );
} );
