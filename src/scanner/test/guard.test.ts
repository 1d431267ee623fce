/**
 * The duplicate guard.
 */

/**
 * Internal dependencies
 */
import { createDuplicateGuard } from '../guard';

describe( 'createDuplicateGuard', () => {
	it( 'ignores the same text for 3 s after its verdict closed', () => {
		let now = 1000;
		const guard = createDuplicateGuard( 3000, () => now );
		expect( guard.isDuplicate( 'etn:v1:1:a' ) ).toBe( false );
		guard.closed( 'etn:v1:1:a' );
		now += 2999;
		expect( guard.isDuplicate( 'etn:v1:1:a' ) ).toBe( true );
		expect( guard.isDuplicate( 'etn:v1:2:b' ) ).toBe( false );
		now += 1;
		expect( guard.isDuplicate( 'etn:v1:1:a' ) ).toBe( false );
	} );

	it( 'remembers only the last text closed', () => {
		const guard = createDuplicateGuard( 3000, () => 0 );
		guard.closed( 'a' );
		guard.closed( 'b' );
		expect( guard.isDuplicate( 'a' ) ).toBe( false );
		expect( guard.isDuplicate( 'b' ) ).toBe( true );
	} );
} );
