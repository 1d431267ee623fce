/**
 * Internal dependencies
 */
import { showingText } from '../showing-text';

describe( 'showingText', () => {
	it( 'counts the rows of the current page', () => {
		expect( showingText( 1, 10, 42, 'events' ) ).toBe(
			'Showing 1 - 10 of 42 events'
		);
		expect( showingText( 5, 10, 42, 'events' ) ).toBe(
			'Showing 41 - 42 of 42 events'
		);
		expect( showingText( 2, 20, 25, 'schedules' ) ).toBe(
			'Showing 21 - 25 of 25 schedules'
		);
	} );

	it( 'says 0 - 0 for an empty list', () => {
		expect( showingText( 1, 10, 0, 'categories' ) ).toBe(
			'Showing 0 - 0 of 0 categories'
		);
	} );
} );
