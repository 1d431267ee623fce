/**
 * Internal dependencies
 */
import { DEFAULT_SETTINGS } from '../../../../../tests/js/render-app';
import type { Settings } from '../../../../data/settings';
import { samplePrice } from '../currencies';
import { changesOf, formFieldOf } from '../form-values';

const stored: Settings = { ...DEFAULT_SETTINGS, currency: 'BTC' };

describe( 'changesOf', () => {
	it( 'is empty when nothing changed, whatever the stored values', () => {
		expect( changesOf( stored, { ...stored }, true ) ).toEqual( {} );
	} );

	it( 'names only the changed fields, the module as an object', () => {
		expect(
			changesOf(
				stored,
				{
					...stored,
					currency: 'EUR',
					email_sender_name: 'Jazz Nights',
					modules: { rsvp: 'off' },
				},
				true
			)
		).toEqual( {
			currency: 'EUR',
			email_sender_name: 'Jazz Nights',
			modules: { rsvp: 'off' },
		} );
	} );

	it( 'leaves out delete_data_on_uninstall unless the form shows it', () => {
		const values: Settings = { ...stored, delete_data_on_uninstall: 'on' };
		expect( changesOf( stored, values, false ) ).toEqual( {} );
		expect( changesOf( stored, values, true ) ).toEqual( {
			delete_data_on_uninstall: 'on',
		} );
	} );
} );

describe( 'formFieldOf', () => {
	it.each( [
		[ 'email_sender_address', 'email_sender_address' ],
		[ 'modules', [ 'modules', 'rsvp' ] ],
		[ 'delete_data_on_uninstall', 'delete_data_on_uninstall' ],
		[ 'something_else', undefined ],
	] )( 'marks %s on %p', ( apiField, formField ) => {
		expect( formFieldOf( apiField ) ).toEqual( formField );
	} );
} );

describe( 'samplePrice', () => {
	it.each( [
		[ 'left', '€99.00' ],
		[ 'right', '99.00€' ],
		[ 'left_space', '€ 99.00' ],
		[ 'right_space', '99.00 €' ],
	] as const )( 'puts the symbol %s: %s', ( position, price ) => {
		expect( samplePrice( '€', position ) ).toBe( price );
	} );
} );
