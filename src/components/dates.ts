/**
 * The dashboard's dates and times: reading the API's 'Y-m-d' and 'H:i',
 * showing them in the page's language, the GMT offset of an event's
 * timezone, and the values of the browser's datetime-local inputs.
 *
 * Dates are calendar days and times are an event's own wall clock, so they
 * are formatted in UTC to keep the browser's timezone out of them. Intl
 * rather than dayjs: dayjs and its locale plugin would cost the list
 * chunks more than their size budget has left.
 */

export interface CalendarDate {
	year: number;
	/** 1–12 */
	month: number;
	day: number;
}

export interface WallClock {
	hour: number;
	minute: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A 'Y-m-d' date, or null when it is not a real one (2026-02-30 is not).
 *
 * @param value 'Y-m-d'.
 */
export function parseDate( value: string | null | undefined ) {
	const match = DATE.exec( value ?? '' );
	if ( ! match ) {
		return null;
	}
	const [ year, month, day ] = match.slice( 1 ).map( Number );
	// Date.UTC rolls impossible dates over (2026-02-30 → Mar 2): refuse those.
	const instant = new Date( Date.UTC( year, month - 1, day ) );
	if ( instant.getUTCMonth() !== month - 1 || instant.getUTCDate() !== day ) {
		return null;
	}
	return { year, month, day } as CalendarDate;
}

/**
 * A 24-hour 'H:i' time ('09:30'), or null.
 *
 * @param value 'H:i'.
 */
export function parseTime( value: string | null | undefined ) {
	const match = TIME.exec( value ?? '' );
	return match
		? ( {
				hour: Number( match[ 1 ] ),
				minute: Number( match[ 2 ] ),
		  } as WallClock )
		: null;
}

/**
 * Milliseconds for a date and time read as UTC.
 *
 * @param date Date.
 * @param time Time, midnight when null.
 */
function wallClockInstant( date: CalendarDate, time: WallClock | null ) {
	return Date.UTC(
		date.year,
		date.month - 1,
		date.day,
		time?.hour ?? 0,
		time?.minute ?? 0
	);
}

/**
 * The language of the admin page (WordPress sets <html lang>).
 */
export function pageLocale(): string {
	const lang = document.documentElement.lang;
	try {
		return lang && Intl.DateTimeFormat.supportedLocalesOf( lang ).length
			? lang
			: 'en-US';
	} catch {
		return 'en-US';
	}
}

/**
 * A date (and time) in the page's language.
 *
 * @param date    'Y-m-d'.
 * @param time    'H:i' or null.
 * @param options Intl options.
 * @return The text, or '' without a valid date.
 */
function formatIn(
	date: string,
	time: WallClock | null,
	options: Intl.DateTimeFormatOptions
): string {
	const day = parseDate( date );
	if ( ! day ) {
		return '';
	}
	return new Intl.DateTimeFormat( pageLocale(), {
		...options,
		timeZone: 'UTC',
	} ).format( wallClockInstant( day, time ) );
}

/**
 * "Mar 10, 2025, 10:00 AM" in English; the date alone without a valid time.
 *
 * @param date 'Y-m-d'.
 * @param time 'H:i', may be ''.
 * @return The text, or '' without a valid date.
 */
export function formatDateTime( date: string, time = '' ): string {
	const clock = parseTime( time );
	return formatIn( date, clock, {
		dateStyle: 'medium',
		...( clock ? { timeStyle: 'short' } : {} ),
	} );
}

/**
 * "Mon, Jun 1, 2026" in English.
 *
 * @param date 'Y-m-d'.
 * @return The text, or '' without a valid date.
 */
export function formatWeekdayDate( date: string ): string {
	return formatIn( date, null, {
		weekday: 'short',
		year: 'numeric',
		month: 'short',
		day: 'numeric',
	} );
}

/**
 * "December 31, 2099" in English.
 *
 * @param date 'Y-m-d'.
 * @return The text, or '' without a valid date.
 */
export function formatLongDate( date: string ): string {
	return formatIn( date, null, { dateStyle: 'long' } );
}

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
 * Timezones arrive as IANA names ('Asia/Dhaka'), where the offset depends
 * on the date (daylight saving), or as fixed offsets ('UTC+6', 'UTC-3:30',
 * 'UTC+5.5', '+06:00', 'UTC').
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
	const wallClock = day
		? wallClockInstant( day, parseTime( time ) )
		: Date.now();
	// The wall-clock time read as GMT is off by the offset itself; a second
	// look at the corrected instant gets the right side of a DST change.
	const first = zoneOffset( timezone, wallClock );
	if ( first === null ) {
		return '';
	}
	const second = zoneOffset( timezone, wallClock - first * 60000 );
	return offsetLabel( second ?? first );
}

/**
 * The datetime-local input value ('Y-m-dTH:i') of an API 'Y-m-d H:i'.
 * Dates and times are edited with the browser's own inputs: their values
 * are already the API's, and antd's pickers (with dayjs) would cost the
 * editor about 35 KB gzip.
 *
 * @param value API value, '' for none.
 */
export function toLocalDateTime( value: string | null | undefined ): string {
	return value ? value.replace( ' ', 'T' ).slice( 0, 16 ) : '';
}

/**
 * The API value ('Y-m-d H:i') of a datetime-local input value.
 *
 * @param value Input value, '' for none.
 */
export function fromLocalDateTime( value: string | null | undefined ): string {
	return value ? value.replace( 'T', ' ' ).slice( 0, 16 ) : '';
}
