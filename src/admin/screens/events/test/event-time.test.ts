/**
 * Internal dependencies
 */
import { formatStart, gmtOffset } from '../event-time';

describe( 'gmtOffset', () => {
	it.each( [
		[ 'Asia/Dhaka', '2025-03-10', '10:00', 'GMT+06:00' ],
		[ 'Asia/Kolkata', '2025-03-10', '10:00', 'GMT+05:30' ],
		[ 'America/New_York', '2025-01-15', '09:00', 'GMT-05:00' ],
		[ 'America/New_York', '2025-07-15', '09:00', 'GMT-04:00' ],
		[ 'Europe/London', '2025-01-15', '09:00', 'GMT+00:00' ],
		[ 'Europe/London', '2025-07-15', '09:00', 'GMT+01:00' ],
		// Clocks go forward at 02:00 on 9 March 2025 in New York.
		[ 'America/New_York', '2025-03-09', '01:30', 'GMT-05:00' ],
		[ 'America/New_York', '2025-03-09', '03:30', 'GMT-04:00' ],
	] )( '%s on %s %s is %s', ( zone, date, time, expected ) => {
		expect( gmtOffset( zone, date, time ) ).toBe( expected );
	} );

	it.each( [
		[ 'UTC+6', 'GMT+06:00' ],
		[ 'UTC-5', 'GMT-05:00' ],
		[ 'UTC+5:30', 'GMT+05:30' ],
		[ 'UTC+5.5', 'GMT+05:30' ],
		[ 'UTC+5.75', 'GMT+05:45' ],
		[ 'UTC-3:30', 'GMT-03:30' ],
		[ '+06:00', 'GMT+06:00' ],
		[ 'UTC+0', 'GMT+00:00' ],
		[ 'UTC', 'GMT+00:00' ],
	] )( 'reads the fixed offset %s as %s', ( zone, expected ) => {
		expect( gmtOffset( zone, '2025-03-10', '10:00' ) ).toBe( expected );
	} );

	it.each( [ '', 'Not/AZone', 'UTC+99', 'tomorrow' ] )(
		'gives nothing for %p',
		( zone ) => {
			expect( gmtOffset( zone, '2025-03-10', '10:00' ) ).toBe( '' );
		}
	);
} );

describe( 'formatStart', () => {
	it( "formats the event's own wall-clock date and time", () => {
		expect( formatStart( '2025-03-10', '10:00' ) ).toMatch(
			/^Mar 10, 2025,? 10:00\sAM$/
		);
		expect( formatStart( '2025-12-31', '23:45' ) ).toMatch(
			/^Dec 31, 2025,? 11:45\sPM$/
		);
	} );

	it( 'shows the date alone without a time, and nothing without a date', () => {
		expect( formatStart( '2025-03-10', '' ) ).toBe( 'Mar 10, 2025' );
		expect( formatStart( '', '10:00' ) ).toBe( '' );
	} );
} );
