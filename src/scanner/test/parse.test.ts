/**
 * Reading decoded codes and manual entries: every rule, and never a URL of
 * another site.
 */

/**
 * Internal dependencies
 */
import { parseScan } from '../parse';

const ORIGINS = [ 'http://127.0.0.1:9400', 'https://events.example' ];

describe( 'parseScan', () => {
	it.each( [ '', '   ', '\n\t ' ] )( 'finds nothing in %j', ( text ) => {
		expect( parseScan( text, ORIGINS, 'camera' ) ).toEqual( {
			kind: 'empty',
		} );
		expect( parseScan( text, ORIGINS, 'manual' ) ).toEqual( {
			kind: 'empty',
		} );
	} );

	it( "reads both ids from an Eventin 4 URL of this site's origin", () => {
		expect(
			parseScan(
				'  http://127.0.0.1:9400/wp-admin/edit.php?post_type=etn-attendee&etn_action=ticket_scanner&attendee_id=12&ticket_id=a1B2c3D4e5 ',
				ORIGINS
			)
		).toEqual( { kind: 'ids', attendeeId: 12, ticketId: 'a1B2c3D4e5' } );
		expect(
			parseScan( 'https://events.example/?ticket_id=T-9_x', ORIGINS )
		).toEqual( { kind: 'ids', ticketId: 'T-9_x' } );
	} );

	it.each( [
		'http://evil.test/?attendee_id=12&ticket_id=abc',
		// Same host, other scheme or port.
		'https://127.0.0.1:9400/?attendee_id=12&ticket_id=abc',
		'http://127.0.0.1:9401/?attendee_id=12&ticket_id=abc',
		// Look-alikes.
		'http://127.0.0.1:9400.evil.test/?ticket_id=abc',
		'http://127.0.0.1:9400@evil.test/?ticket_id=abc',
		'https://events.example.evil.test/?ticket_id=abc',
	] )( 'refuses a URL of another origin: %s', ( text ) => {
		expect( parseScan( text, ORIGINS, 'manual' ) ).toEqual( {
			kind: 'foreign',
		} );
	} );

	it.each( [
		'http://127.0.0.1:9400/?attendee_id=12',
		'http://127.0.0.1:9400/?attendee_id=12abc&ticket_id=abc',
		'http://127.0.0.1:9400/?attendee_id=12&ticket_id=a%20b',
		'http://127.0.0.1:9400/?attendee_id=12&ticket_id=' + 'x'.repeat( 65 ),
		'http://127.0.0.1:9400/wp-admin/',
	] )( 'refuses a URL of this site without a valid ticket: %s', ( text ) => {
		expect( parseScan( text, ORIGINS ) ).toEqual( { kind: 'foreign' } );
	} );

	it( 'reads the compact payload', () => {
		expect( parseScan( 'etn:v1:12:a1B2c3', ORIGINS ) ).toEqual( {
			kind: 'ids',
			attendeeId: 12,
			ticketId: 'a1B2c3',
		} );
		expect( parseScan( 'ETN:V1:12:a1B2c3', ORIGINS ) ).toEqual( {
			kind: 'ids',
			attendeeId: 12,
			ticketId: 'a1B2c3',
		} );
		expect( parseScan( 'etn:v1::a1B2c3', ORIGINS ) ).toEqual( {
			kind: 'ids',
			ticketId: 'a1B2c3',
		} );
		expect( parseScan( 'etn:v1:x1:a1B2c3', ORIGINS ) ).toEqual( {
			kind: 'foreign',
		} );
		expect( parseScan( 'etn:v1:12:', ORIGINS ) ).toEqual( {
			kind: 'foreign',
		} );
	} );

	it( 'reads a bare ticket id', () => {
		expect( parseScan( ' a1B2-c3_D4 ', ORIGINS ) ).toEqual( {
			kind: 'ids',
			ticketId: 'a1B2-c3_D4',
		} );
		expect( parseScan( 'x'.repeat( 64 ), ORIGINS ).kind ).toBe( 'ids' );
	} );

	it( 'lets other manual entries through as a query (an e-mail)', () => {
		expect( parseScan( ' Ana@Example.test ', ORIGINS, 'manual' ) ).toEqual(
			{ kind: 'query', query: 'Ana@Example.test' }
		);
		expect( parseScan( 'x'.repeat( 65 ), ORIGINS, 'manual' ) ).toEqual( {
			kind: 'query',
			query: 'x'.repeat( 65 ),
		} );
		expect( parseScan( 'x'.repeat( 201 ), ORIGINS, 'manual' ) ).toEqual( {
			kind: 'foreign',
		} );
	} );

	it.each( [
		'ana@example.test',
		'WIFI:S:guest;T:WPA;P:secret;;',
		'javascript:alert(1)',
		'ftp://127.0.0.1:9400/?ticket_id=abc',
	] )( 'refuses a code that holds no ticket: %s', ( text ) => {
		expect( parseScan( text, ORIGINS, 'camera' ) ).toEqual( {
			kind: 'foreign',
		} );
	} );
} );
