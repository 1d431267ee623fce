/**
 * The GMT offset of an event's timezone on a date, as the events list shows
 * it ("GMT+06:00"). Timezones arrive as IANA names ('Asia/Dhaka'), where the
 * offset depends on the date (daylight saving), or as fixed offsets
 * ('UTC+6', 'UTC-3:30', 'UTC+5.5', '+06:00', 'UTC').
 */

/**
 * Internal dependencies
 */
import { parseDate, parseTime, utcInstant } from './dates';

const FIXED = /^(?:UTC|GMT)?\s*([+-])\s*(\d{1,2})(?:([:.])(\d{1,2}))?$/i;
const ZERO = /^(?:UTC|GMT|Z)$/i;

/**
 * "GMT+hh:mm" from a signed number of minutes.
 *
 * @param minutes Offset east of GMT.
 */
function offsetLabel( minutes: number ): string {
	const sign = minutes < 0 ? '-' : '+';
	const abs = Math.abs( minutes );
	const pad = ( n: number ) => String( n ).padStart( 2, '0' );
	return `GMT${ sign }${ pad( Math.floor( abs / 60 ) ) }:${ pad(
		abs % 60
	) }`;
}

/**
 * Minutes of a fixed offset, or null when the text is not one.
 *
 * @param timezone 'UTC+6', 'UTC-3:30', 'UTC+5.5', '+06:00', 'UTC'.
 */
function fixedOffset( timezone: string ): number | null {
	const text = timezone.trim();
	if ( ZERO.test( text ) ) {
		return 0;
	}
	const match = FIXED.exec( text );
	if ( ! match ) {
		return null;
	}
	const [ , sign, hours, separator, part = '0' ] = match;
	// 'UTC+5.5' is five and a half hours (WordPress's manual offsets); 'UTC+5:30' is minutes.
	const minutes =
		separator === '.'
			? Math.round( Number( `0.${ part }` ) * 60 )
			: Number( part );
	if ( Number( hours ) > 14 || minutes >= 60 ) {
		return null;
	}
	const total = Number( hours ) * 60 + minutes;
	return sign === '-' ? -total : total;
}

/**
 * Minutes east of GMT of an IANA zone at an instant, or null for an unknown zone.
 *
 * @param timezone IANA name.
 * @param instant  Milliseconds since the epoch.
 */
function zoneOffset( timezone: string, instant: number ): number | null {
	let name: string | undefined;
	try {
		name = new Intl.DateTimeFormat( 'en-US', {
			timeZone: timezone,
			timeZoneName: 'longOffset',
		} )
			.formatToParts( instant )
			.find( ( part ) => part.type === 'timeZoneName' )?.value;
	} catch {
		return null; // RangeError: not a timezone this browser knows.
	}
	if ( ! name ) {
		return null;
	}
	// 'GMT' alone means zero; otherwise 'GMT+06:00' / 'GMT-03:30'.
	return fixedOffset( name );
}

/**
 * The offset label of a timezone for a local date and time in that zone.
 *
 * @param timezone IANA name or fixed offset.
 * @param date     'Y-m-d' ('' for today).
 * @param time     'H:i' ('' for midnight).
 * @return "GMT+06:00", or '' when the timezone cannot be read.
 */
export function gmtOffset( timezone: string, date = '', time = '' ): string {
	if ( ! timezone ) {
		return '';
	}
	const fixed = fixedOffset( timezone );
	if ( fixed !== null ) {
		return offsetLabel( fixed );
	}
	const day = parseDate( date );
	const wallClock = day ? utcInstant( day, parseTime( time ) ) : Date.now();
	// The wall-clock time read as GMT is off by the offset itself; a second
	// look at the corrected instant gets the right side of a DST change.
	const first = zoneOffset( timezone, wallClock );
	if ( first === null ) {
		return '';
	}
	const second = zoneOffset( timezone, wallClock - first * 60000 );
	return offsetLabel( second ?? first );
}
