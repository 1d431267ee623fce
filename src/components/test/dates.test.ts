/**
 * Internal dependencies
 */
import {
	formatDate,
	formatDateTime,
	formatInstant,
	pageLocale,
	parseDate,
	parseTime,
} from '../dates';
import { fromLocalDateTime, toLocalDateTime } from '../datetime-local';
import { gmtOffset } from '../gmt-offset';

const WEEKDAY_DATE: Intl.DateTimeFormatOptions = {
	weekday: 'short',
	year: 'numeric',
	month: 'short',
	day: 'numeric',
};
const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

afterEach( () => {
	document.documentElement.lang = '';
} );

describe( 'parseDate and parseTime', () => {
	it( 'read the API formats', () => {
		expect( parseDate( '2026-06-01' ) ).toEqual( {
			year: 2026,
			month: 6,
			day: 1,
		} );
		expect( parseDate( '2028-02-29' ) ).not.toBeNull();
		expect( parseTime( '09:30' ) ).toEqual( { hour: 9, minute: 30 } );
		expect( parseTime( '00:00' ) ).toEqual( { hour: 0, minute: 0 } );
		expect( parseTime( '23:59' ) ).toEqual( { hour: 23, minute: 59 } );
	} );

	it.each( [
		'',
		'2026-02-30',
		'2027-02-29',
		'2026-13-01',
		'2026-6-1',
		'1.6.2026',
		'2026-06-01 10:00',
	] )( 'refuse the date %p', ( value ) => {
		expect( parseDate( value ) ).toBeNull();
	} );

	it.each( [ '', '24:00', '9:30', '12:60', '10:00:00', '10:00 AM' ] )(
		'refuse the time %p',
		( value ) => {
			expect( parseTime( value ) ).toBeNull();
		}
	);

	it( 'take nothing for null and undefined', () => {
		expect( parseDate( null ) ).toBeNull();
		expect( parseTime( undefined ) ).toBeNull();
	} );
} );

describe( 'pageLocale', () => {
	it( "is the page's language when the browser knows it, else en-US", () => {
		expect( pageLocale() ).toBe( 'en-US' );
		document.documentElement.lang = 'de-DE';
		expect( pageLocale() ).toBe( 'de-DE' );
		document.documentElement.lang = 'not a language!';
		expect( pageLocale() ).toBe( 'en-US' );
	} );
} );

describe( 'formatDateTime', () => {
	it( "formats the event's own wall-clock date and time", () => {
		expect( formatDateTime( '2025-03-10', '10:00' ) ).toMatch(
			/^Mar 10, 2025,? 10:00\sAM$/
		);
		expect( formatDateTime( '2025-12-31', '23:45' ) ).toMatch(
			/^Dec 31, 2025,? 11:45\sPM$/
		);
	} );

	it( 'shows the date alone without a valid time, and nothing without a date', () => {
		expect( formatDateTime( '2025-03-10', '' ) ).toBe( 'Mar 10, 2025' );
		expect( formatDateTime( '2025-03-10', '25:00' ) ).toBe(
			'Mar 10, 2025'
		);
		expect( formatDateTime( '', '10:00' ) ).toBe( '' );
		expect( formatDateTime( '2025-02-30', '10:00' ) ).toBe( '' );
	} );
} );

describe( 'formatDate', () => {
	it( 'shows the date in the style asked, in the page language', () => {
		expect( formatDate( '2026-06-01', WEEKDAY_DATE ) ).toBe(
			'Mon, Jun 1, 2026'
		);
		expect( formatDate( '2099-12-31', LONG_DATE ) ).toBe(
			'December 31, 2099'
		);
		document.documentElement.lang = 'de-DE';
		expect( formatDate( '2026-06-01', WEEKDAY_DATE ) ).toBe(
			'Mo., 1. Juni 2026'
		);
		expect( formatDate( '2099-12-31', LONG_DATE ) ).toBe(
			'31. Dezember 2099'
		);
	} );

	it( 'shows nothing for what is not a real date', () => {
		for ( const bad of [ '', '2026-02-30', '2026-13-01', '1.6.2026' ] ) {
			expect( formatDate( bad, WEEKDAY_DATE ) ).toBe( '' );
			expect( formatDate( bad, LONG_DATE ) ).toBe( '' );
		}
	} );
} );

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

	it( "uses today's offset without a date", () => {
		expect( gmtOffset( 'Asia/Dhaka' ) ).toBe( 'GMT+06:00' );
	} );
} );

describe( 'formatInstant', () => {
	const SHORT: Intl.DateTimeFormatOptions = {
		dateStyle: 'medium',
		timeStyle: 'short',
	};

	it.each( [
		// Across midnight and the year's end, both ways.
		[ '2026-12-31T23:30:00Z', 'Asia/Dhaka', 'Jan 1, 2027, 5:30 AM' ],
		[ '2026-01-01T02:00:00Z', 'America/New_York', 'Dec 31, 2025, 9:00 PM' ],
		// Daylight saving: Berlin is UTC+2 in July, UTC+1 in November.
		[ '2026-07-01T10:00:00Z', 'Europe/Berlin', 'Jul 1, 2026, 12:00 PM' ],
		[ '2026-11-23T10:00:00Z', 'Europe/Berlin', 'Nov 23, 2026, 11:00 AM' ],
		// WordPress's manual offsets, which Intl does not take as zones.
		[ '2026-11-23T08:00:00Z', '+05:30', 'Nov 23, 2026, 1:30 PM' ],
		[ '2026-11-23T02:00:00Z', '-03:30', 'Nov 22, 2026, 10:30 PM' ],
		[ '2026-11-23T08:00:00Z', 'UTC', 'Nov 23, 2026, 8:00 AM' ],
	] )( 'shows %s in %s as %p', ( iso, zone, expected ) => {
		expect( formatInstant( iso, zone, SHORT ) ).toBe( expected );
	} );

	it( 'gives nothing for what is not a date', () => {
		expect( formatInstant( '', 'UTC' ) ).toBe( '' );
		expect( formatInstant( 'yesterday', 'UTC' ) ).toBe( '' );
	} );

	it( 'falls back to the browser zone for a zone it does not know', () => {
		expect( formatInstant( '2026-11-23T08:00:00Z', 'Not/AZone' ) ).toBe(
			formatInstant( '2026-11-23T08:00:00Z', '' )
		);
	} );
} );

describe( 'datetime-local values', () => {
	it( 'turn the API deadline into the input value and back', () => {
		expect( toLocalDateTime( '2026-05-01 18:30' ) ).toBe(
			'2026-05-01T18:30'
		);
		expect( toLocalDateTime( '2026-05-01 18:30:00' ) ).toBe(
			'2026-05-01T18:30'
		);
		expect( fromLocalDateTime( '2026-05-01T18:30' ) ).toBe(
			'2026-05-01 18:30'
		);
		expect( toLocalDateTime( '' ) ).toBe( '' );
		expect( toLocalDateTime( null ) ).toBe( '' );
		expect( fromLocalDateTime( undefined ) ).toBe( '' );
	} );
} );
