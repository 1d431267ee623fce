/**
 * The boot data reader: checks every field and types what it returns.
 */

/**
 * Internal dependencies
 */
import { BootError, readBoot } from '../boot';
import { makeBoot, ORIGIN } from './helpers/fixtures';

describe( 'readBoot', () => {
	it( 'returns valid boot data typed, with origins normalised', () => {
		const boot = readBoot( {
			...makeBoot(),
			siteOrigins: [ `${ ORIGIN }/`, ORIGIN, 'https://example.test/wp' ],
			twoStep: true,
		} );
		expect( boot.siteOrigins ).toEqual( [
			ORIGIN,
			'https://example.test',
		] );
		expect( boot.twoStep ).toBe( true );
		expect( boot.event ).toEqual( {
			id: 7,
			title: 'Summit',
			checkedIn: 4,
			total: 10,
		} );
	} );

	it( 'reads window.eventinScannerBoot by default', () => {
		window.eventinScannerBoot = makeBoot( { twoStep: true } );
		try {
			expect( readBoot().twoStep ).toBe( true );
		} finally {
			delete window.eventinScannerBoot;
		}
	} );

	it( 'throws when the object is missing', () => {
		expect( () => readBoot( undefined ) ).toThrow( BootError );
		expect( () => readBoot( 'text' ) ).toThrow( BootError );
	} );

	it( 'names each bad field', () => {
		try {
			readBoot( {
				...makeBoot(),
				pageUrl: 'javascript:alert(1)',
				nonce: 5,
				siteOrigins: [ 'not a url' ],
				event: { id: 'x' },
				prefill: { attendeeId: 3 },
			} );
			throw new Error( 'no throw' );
		} catch ( error ) {
			expect( error ).toBeInstanceOf( BootError );
			expect( ( error as BootError ).fields ).toEqual( [
				'pageUrl',
				'nonce',
				'siteOrigins',
				'event',
				'prefill',
			] );
		}
	} );

	it( 'defaults what may be missing', () => {
		const boot = readBoot( {
			...makeBoot(),
			failureMessage: '  ',
			undoSeconds: undefined,
			event: null,
			prefill: undefined,
			twoStep: 'yes',
			user: undefined,
		} );
		expect( boot.failureMessage ).not.toBe( '' );
		expect( boot.undoSeconds ).toBe( 60 );
		expect( boot.event ).toBeNull();
		expect( boot.prefill ).toBeNull();
		expect( boot.twoStep ).toBe( false );
		expect( boot.user ).toEqual( { id: 0, name: '' } );
	} );

	it( 'keeps a prefilled ticket', () => {
		expect(
			readBoot( {
				...makeBoot(),
				prefill: { attendeeId: 12, ticketId: 'abc' },
			} ).prefill
		).toEqual( { attendeeId: 12, ticketId: 'abc' } );
	} );
} );
