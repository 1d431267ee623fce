/**
 * Internal dependencies
 */
import { checkOrigin } from '../embed-origins';

describe( 'checkOrigin', () => {
	it.each( [
		[ 'https://partner.example', 'https://partner.example' ],
		[ ' HTTPS://Partner.Example/ ', 'https://partner.example' ],
		[ 'https://partner.example:443', 'https://partner.example' ],
		[ 'http://partner.example:80', 'http://partner.example' ],
		[ 'http://127.0.0.1:9551', 'http://127.0.0.1:9551' ],
		[ 'http://localhost:8080', 'http://localhost:8080' ],
		[ 'https://bücher.example', 'https://xn--bcher-kva.example' ],
	] )( '%p is %p', ( typed, origin ) => {
		expect( checkOrigin( typed ) ).toEqual( { origin } );
	} );

	it.each( [
		[ '' ],
		[ '*' ],
		[ 'https://*.example.com' ],
		[ 'javascript:alert(1)' ],
		[ 'ftp://partner.example' ],
		[ 'partner.example' ],
		[ '//partner.example' ],
		[ 'https://partner.example/shop' ],
		[ 'https://partner.example?x=1' ],
		[ 'https://partner.example#top' ],
		[ 'https://partner.example\\evil' ],
		[ 'https://user:pw@partner.example' ],
		[ 'https://' ],
		[ 'https://partner .example' ],
		[ 'https://partner.example:99999' ],
	] )( '%p is refused', ( typed ) => {
		expect( checkOrigin( typed ) ).toHaveProperty( 'error' );
	} );
} );
