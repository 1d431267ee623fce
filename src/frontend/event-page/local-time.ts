/**
 * Formats a date-time in the visitor's zone, with the zone's short name.
 *
 * @param date The instant.
 */
export function formatLocal( date: Date ): string {
	return new Intl.DateTimeFormat( undefined, {
		// dateStyle/timeStyle cannot be combined with timeZoneName.
		year: 'numeric',
		month: 'short',
		day: 'numeric',
		hour: 'numeric',
		minute: '2-digit',
		timeZoneName: 'short',
	} ).format( date );
}

/**
 * Fills `.eventin-event__local` with the visitor's local start (and end)
 * from the `<time data-eventin-local>` elements, unless the visitor's
 * offset at that instant is the event's own.
 *
 * @param root Document or element holding the event page.
 */
export function localTimes( root: ParentNode ): void {
	const target = root.querySelector< HTMLElement >( '.eventin-event__local' );
	const start = root.querySelector< HTMLTimeElement >(
		'time[data-eventin-local="start"]'
	);
	if ( ! target || ! start ) {
		return;
	}
	const startDate = new Date( start.dateTime );
	if ( Number.isNaN( startDate.getTime() ) ) {
		return;
	}
	// The event's offset is in its ISO string (+02:00); the visitor's is getTimezoneOffset().
	const match = /([+-])(\d{2}):(\d{2})$/.exec( start.dateTime );
	if ( match ) {
		const sign = match[ 1 ] === '-' ? -1 : 1;
		const eventOffset =
			sign * ( Number( match[ 2 ] ) * 60 + Number( match[ 3 ] ) );
		if ( eventOffset === -startDate.getTimezoneOffset() ) {
			return;
		}
	}
	let text = formatLocal( startDate );
	const end = root.querySelector< HTMLTimeElement >(
		'time[data-eventin-local="end"]'
	);
	if ( end ) {
		const endDate = new Date( end.dateTime );
		if ( ! Number.isNaN( endDate.getTime() ) ) {
			text += ' – ' + formatLocal( endDate );
		}
	}
	target.textContent = `${ target.dataset.label ?? '' } ${ text }`.trim();
	target.hidden = false;
}
