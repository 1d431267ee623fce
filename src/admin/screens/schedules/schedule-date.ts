/**
 * A schedule's date for people, in the page's language: "Mon, Jun 1, 2026"
 * in English. The date is a calendar day, so it is formatted in UTC to keep
 * the browser's timezone out of it. (Intl rather than dayjs: dayjs and its
 * locale plugin would cost the list's chunk more than the size budget has
 * left.)
 */

/**
 * The language of the admin page (WordPress sets <html lang>).
 */
function pageLocale(): string {
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
 * The date as the list shows it, or '' when it is not a real date.
 *
 * @param date Y-m-d.
 */
export function formatScheduleDate( date: string ): string {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec( date );
	if ( ! match ) {
		return '';
	}
	const [ year, month, day ] = match.slice( 1 ).map( Number );
	const instant = new Date( Date.UTC( year, month - 1, day ) );
	// Date.UTC rolls impossible dates over (2026-02-30 → Mar 2): refuse those.
	if ( instant.getUTCMonth() !== month - 1 || instant.getUTCDate() !== day ) {
		return '';
	}
	return new Intl.DateTimeFormat( pageLocale(), {
		weekday: 'short',
		year: 'numeric',
		month: 'short',
		day: 'numeric',
		timeZone: 'UTC',
	} ).format( instant );
}

/**
 * The years the year filter offers: two ahead of this one down to five back.
 *
 * @param now Today.
 */
export function filterYears( now: Date = new Date() ): number[] {
	const year = now.getFullYear();
	return Array.from( { length: 8 }, ( _, i ) => year + 2 - i );
}
