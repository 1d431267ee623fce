/**
 * The dashboard's dates and times: reading the API's 'Y-m-d' and 'H:i' and
 * showing them in the page's language. (The GMT offset of a timezone is in
 * gmt-offset.ts and the datetime-local input values in datetime-local.ts:
 * a module shared by several screens is copied whole into each of their
 * chunks, so each keeps only what most of them use.)
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
 * Milliseconds for a calendar date and wall-clock time read as UTC.
 *
 * @param date Date.
 * @param time Time, midnight when null.
 */
export function utcInstant( date: CalendarDate, time: WallClock | null ) {
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
 * A date (and time) in the page's language, e.g. "Mon, Jun 1, 2026" with
 * `{ weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }`.
 * Screens choose the style; the date is read here.
 *
 * @param date    'Y-m-d'.
 * @param options Intl options.
 * @param time    The wall-clock time, midnight when null.
 * @return The text, or '' without a valid date.
 */
export function formatDate(
	date: string,
	options: Intl.DateTimeFormatOptions,
	time: WallClock | null = null
): string {
	const day = parseDate( date );
	if ( ! day ) {
		return '';
	}
	return new Intl.DateTimeFormat( pageLocale(), {
		...options,
		timeZone: 'UTC',
	} ).format( utcInstant( day, time ) );
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
	return formatDate(
		date,
		{
			dateStyle: 'medium',
			...( clock ? { timeStyle: 'short' } : {} ),
		},
		clock
	);
}

const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;

/**
 * An instant (the API's ISO 8601 UTC, '2026-11-23T08:00:00Z') as a date
 * and time in a timezone, e.g. the site's (boot data `timezone`).
 *
 * @param iso      ISO 8601 with a zone designator.
 * @param timeZone IANA name ('Europe/Berlin') or WordPress's fixed offset
 *                 ('+05:30', 'UTC'); '' for the browser's own.
 * @param options  Intl options (default: medium date, short time).
 * @return The text, or '' when `iso` is not a date.
 */
export function formatInstant(
	iso: string,
	timeZone: string,
	options: Intl.DateTimeFormatOptions = {
		dateStyle: 'medium',
		timeStyle: 'short',
	}
): string {
	const instant = Date.parse( iso );
	if ( ! iso || Number.isNaN( instant ) ) {
		return '';
	}
	const offset = OFFSET.exec( timeZone );
	if ( offset ) {
		// Intl takes zone names only: shift the instant and read it as UTC.
		const [ , sign, hours, minutes ] = offset;
		const shift =
			( Number( hours ) * 60 + Number( minutes ) ) *
			60000 *
			( sign === '-' ? -1 : 1 );
		return new Intl.DateTimeFormat( pageLocale(), {
			...options,
			timeZone: 'UTC',
		} ).format( instant + shift );
	}
	try {
		return new Intl.DateTimeFormat( pageLocale(), {
			...options,
			timeZone: timeZone || undefined,
		} ).format( instant );
	} catch {
		// A zone this browser does not know: its own zone rather than nothing.
		return new Intl.DateTimeFormat( pageLocale(), options ).format(
			instant
		);
	}
}
