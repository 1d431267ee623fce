/**
 * The device name: a default, remembered, trimmed to the contract's limit.
 */

/**
 * Internal dependencies
 */
import {
	DEVICE_KEY,
	defaultDeviceName,
	loadDeviceName,
	saveDeviceName,
} from '../device';

describe( 'device name', () => {
	beforeEach( () => window.localStorage.clear() );

	it( 'defaults to "Scanner " and four characters, and remembers it', () => {
		const name = loadDeviceName( window.localStorage );
		expect( name ).toMatch( /^Scanner [A-Z0-9]{4}$/ );
		expect( window.localStorage.getItem( DEVICE_KEY ) ).toBe( name );
		expect( loadDeviceName( window.localStorage ) ).toBe( name );
	} );

	it( 'makes different defaults', () => {
		let n = 0;
		const names = [ 0, 0.5 ].map( ( start ) => {
			n = start;
			return defaultDeviceName( () => ( n = ( n + 0.13 ) % 1 ) );
		} );
		expect( names[ 0 ] ).not.toBe( names[ 1 ] );
	} );

	it( 'keeps a typed name, trimmed to 100 characters', () => {
		expect( saveDeviceName( window.localStorage, '  Door B  ' ) ).toBe(
			'Door B'
		);
		expect( loadDeviceName( window.localStorage ) ).toBe( 'Door B' );
		expect(
			saveDeviceName( window.localStorage, 'x'.repeat( 150 ) )
		).toHaveLength( 100 );
	} );

	it( 'keeps the name plain text', () => {
		expect( saveDeviceName( window.localStorage, '<b>Door</b> C' ) ).toBe(
			'bDoor/b C'
		);
	} );

	it( 'ignores an empty name', () => {
		saveDeviceName( window.localStorage, 'Door B' );
		expect( saveDeviceName( window.localStorage, '   ' ) ).toBe( '' );
		expect( loadDeviceName( window.localStorage ) ).toBe( 'Door B' );
	} );

	it( 'works without storage', () => {
		expect( loadDeviceName( null ) ).toMatch( /^Scanner / );
	} );
} );
