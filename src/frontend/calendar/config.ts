/**
 * What a calendar container says (includes/Shortcodes/Views/CalendarView.php
 * prints it): the markup contract between the PHP view and this script.
 *
 * <div class="eventin-calendar" data-view data-views data-all-day
 *      data-categories data-children data-parents data-endpoint data-locale
 *      data-first-day data-date>
 *   <script type="application/json" class="eventin-calendar__data">
 *     { start, end, events, truncated, texts }
 *   </script>
 *   <div class="eventin-calendar__fallback">…the first window as a list…</div>
 * </div>
 */

/** A calendar entry as the route and the inline JSON give it. */
export interface CalendarEntry {
	id: number;
	title: string;
	/** ISO 8601 on the site's clock ("2026-06-01T16:00:00+02:00"), or "Y-m-d" when all-day. */
	start: string;
	/** As start; all-day: the day after the last day. */
	end: string;
	allDay: boolean;
	url: string;
	categories: number[];
	color: string;
}

/** A window's answer. */
export interface CalendarWindow {
	start: string;
	end: string;
	events: CalendarEntry[];
	truncated: boolean;
}

/** The texts the PHP view translated. */
export interface CalendarTexts {
	today: string;
	month: string;
	week: string;
	day: string;
	previous: string;
	next: string;
	allDay: string;
	noEvents: string;
	error: string;
	retry: string;
	truncated: string;
	calendarName: string;
}

export type ViewName =
	| 'dayGridMonth'
	| 'timeGridWeek'
	| 'timeGridDay'
	| 'listMonth'
	| 'listWeek'
	| 'listDay';

export const VIEW_NAMES: readonly ViewName[] = [
	'dayGridMonth',
	'timeGridWeek',
	'timeGridDay',
	'listMonth',
	'listWeek',
	'listDay',
];

/** Everything a calendar needs to mount. */
export interface CalendarConfig {
	view: ViewName;
	views: ViewName[];
	allDaySlot: boolean;
	categories: string;
	children: 'yes' | 'no';
	parents: 'yes' | 'no';
	endpoint: string;
	locale: string;
	firstDay: number;
	date: string;
	first: CalendarWindow;
	texts: CalendarTexts;
}

const DEFAULT_TEXTS: CalendarTexts = {
	today: 'Today',
	month: 'Month',
	week: 'Week',
	day: 'Day',
	previous: 'Previous',
	next: 'Next',
	allDay: 'All day',
	noEvents: 'No events in this period.',
	error: 'The events of this period could not be loaded.',
	retry: 'Try again',
	truncated: 'Only the first events of this period are shown.',
	calendarName: 'Events calendar',
};

const isView = ( value: unknown ): value is ViewName =>
	VIEW_NAMES.includes( value as ViewName );

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A language tag Intl accepts: the site's (WordPress's de_DE_formal is
 * written de-DE-formal), else its language alone, else English.
 *
 * @param tag Language tag.
 */
export function locale( tag: string | undefined ): string {
	for ( const candidate of [ tag, ( tag || '' ).split( '-' )[ 0 ] ] ) {
		try {
			if ( candidate ) {
				return Intl.getCanonicalLocales( candidate )[ 0 ];
			}
		} catch {
			// Not a tag Intl knows: try the next one.
		}
	}
	return 'en';
}

/**
 * Reads a container; null when it is not one this script can mount (no
 * endpoint, or data it cannot read).
 *
 * @param el The container.
 */
export function readConfig( el: HTMLElement ): CalendarConfig | null {
	const script = el.querySelector< HTMLScriptElement >(
		'script.eventin-calendar__data'
	);
	let data: Partial< CalendarWindow & { texts: Partial< CalendarTexts > } >;
	try {
		data = JSON.parse( script?.textContent || '{}' );
	} catch {
		return null;
	}
	const set = el.dataset;
	const views = ( set.views || '' ).split( ',' ).filter( isView );
	const view = isView( set.view ) ? set.view : views[ 0 ];
	if ( ! view || ! set.endpoint ) {
		return null;
	}
	const firstDay = Number( set.firstDay );
	return {
		view,
		views: views.length ? views : [ view ],
		allDaySlot: set.allDay !== 'no',
		categories: /^\d+(,\d+)*$/.test( set.categories || '' )
			? ( set.categories as string )
			: '',
		children: set.children === 'no' ? 'no' : 'yes',
		parents: set.parents === 'yes' ? 'yes' : 'no',
		endpoint: set.endpoint,
		locale: locale( set.locale || document.documentElement.lang ),
		firstDay:
			Number.isInteger( firstDay ) && firstDay >= 0 && firstDay <= 6
				? firstDay
				: 0,
		date: DATE.test( set.date || '' ) ? ( set.date as string ) : '',
		first: {
			start: DATE.test( data.start || '' )
				? ( data.start as string )
				: '',
			end: DATE.test( data.end || '' ) ? ( data.end as string ) : '',
			events: Array.isArray( data.events ) ? data.events : [],
			truncated: data.truncated === true,
		},
		texts: { ...DEFAULT_TEXTS, ...( data.texts || {} ) },
	};
}
