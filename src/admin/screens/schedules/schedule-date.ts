/**
 * A schedule's date for people: "Mon, Jun 1, 2026" in dayjs's current
 * locale. The date is a calendar day, so no timezone is involved.
 */

/**
 * External dependencies
 */
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend( localizedFormat );

/**
 * The date as the list shows it, or '' when it is not a date.
 *
 * @param date Y-m-d.
 */
export function formatScheduleDate( date: string ): string {
	if ( ! /^\d{4}-\d{2}-\d{2}$/.test( date ) ) {
		return '';
	}
	const day = dayjs( date );
	// dayjs rolls impossible dates over (2026-02-30 → Mar 2): refuse those.
	return day.isValid() && day.format( 'YYYY-MM-DD' ) === date
		? day.format( 'ddd, ll' )
		: '';
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
