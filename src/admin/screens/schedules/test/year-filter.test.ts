/**
 * Internal dependencies
 */
import { filterYears, formatScheduleDate } from '../schedule-date';

describe( 'schedule dates', () => {
	afterEach( () => {
		document.documentElement.lang = '';
	} );

	it( 'shows the weekday and date in the page language', () => {
		expect( formatScheduleDate( '2026-06-01' ) ).toBe( 'Mon, Jun 1, 2026' );
		document.documentElement.lang = 'de-DE';
		expect( formatScheduleDate( '2026-06-01' ) ).toBe(
			'Mo., 1. Juni 2026'
		);
	} );

	it( 'shows nothing for what is not a real date', () => {
		for ( const bad of [ '', '2026-02-30', '2026-13-01', '1.6.2026' ] ) {
			expect( formatScheduleDate( bad ) ).toBe( '' );
		}
	} );

	it( 'offers two years ahead and five back', () => {
		expect( filterYears( new Date( 2026, 5, 1 ) ) ).toEqual( [
			2028, 2027, 2026, 2025, 2024, 2023, 2022, 2021,
		] );
	} );
} );
