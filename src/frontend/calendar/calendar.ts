/**
 * Mounts EventCalendar (@event-calendar/core) on a calendar container:
 * the widget's view and switcher, the site's locale, week start and today,
 * events that open their page, a message when a window cannot be loaded,
 * and lists instead of grids where the container is too narrow for them.
 */

/**
 * External dependencies
 */
import {
	createCalendar,
	DayGrid,
	List,
	TimeGrid,
	type Calendar,
} from '@event-calendar/core';

/**
 * Internal dependencies
 */
import { applyThemeColors } from './colors';
import {
	readConfig,
	type CalendarConfig,
	type CalendarEntry,
	type ViewName,
} from './config';
import { createSource, type Fetch, type WindowError } from './source';

/**
 * Below this container width (px) a week or month grid is unreadable (a
 * day column of about 50 px at 375 px): the standard calendar shows the
 * same period as a list instead (the day grid stays), and returns to the
 * grids when the container grows.
 */
export const NARROW = 600;

const ON_NARROW: Partial< Record< ViewName, ViewName > > = {
	dayGridMonth: 'listMonth',
	timeGridWeek: 'listWeek',
};

/**
 * The view shown for a chosen view at a width.
 *
 * @param view   The chosen (wide) view.
 * @param narrow Whether the container is narrow.
 */
export function viewFor( view: ViewName, narrow: boolean ): ViewName {
	return ( narrow && ON_NARROW[ view ] ) || view;
}

/**
 * The chosen view back from the one shown (listWeek shown for timeGridWeek…).
 *
 * @param shown  View shown.
 * @param config Calendar config (its views).
 */
export function chosenView( shown: string, config: CalendarConfig ): ViewName {
	const found = config.views.find(
		( view ) => view === shown || ON_NARROW[ view ] === shown
	);
	return found || config.view;
}

/**
 * A calendar entry as EventCalendar's event input: times as the site's
 * wall clock (the offset is dropped: every entry has the site's offset, and
 * the calendar shows the site's clock wherever the visitor is), the title
 * as text (EventCalendar sets it with innerText), the category's colour
 * (a hex colour only: it goes into a style attribute).
 *
 * @param entry The entry.
 */
export function toEventInput( entry: CalendarEntry ): Calendar.EventInput {
	const wall = ( value: string ) =>
		entry.allDay ? value.slice( 0, 10 ) : value.slice( 0, 19 );
	const color = /^#(?:[0-9a-f]{3}){1,2}$/i.test( entry.color )
		? entry.color
		: '';
	return {
		id: entry.id,
		title: String( entry.title ),
		start: wall( String( entry.start ) ),
		end: wall( String( entry.end ) ),
		allDay: entry.allDay === true,
		// The stylesheet tints the event and draws its edge with the category's colour.
		...( color ? { styles: [ `--eventin-event-color:${ color }` ] } : {} ),
		extendedProps: { url: entry.url },
	};
}

/**
 * Opens an event's page: in a new tab with Ctrl, Cmd or the middle button,
 * or where the page sends its links (the embed page framed on other sites
 * has `<base target="_blank">`). Only http(s) links are followed.
 *
 * @param url   The page.
 * @param event The click or key press.
 * @param win   The window.
 */
export function openEvent(
	url: unknown,
	event: Event | undefined,
	win: Window
): void {
	let target: URL;
	try {
		target = new URL( String( url ), win.location.href );
	} catch {
		return;
	}
	if ( target.protocol !== 'https:' && target.protocol !== 'http:' ) {
		return;
	}
	const mouse = event as MouseEvent | undefined;
	const base = win.document?.querySelector( 'base[target]' );
	if (
		( mouse && ( mouse.ctrlKey || mouse.metaKey || mouse.button === 1 ) ) ||
		base?.getAttribute( 'target' ) === '_blank'
	) {
		win.open( target.href, '_blank', 'noopener' );
		return;
	}
	win.location.assign( target.href );
}

/** What mountCalendar() needs from outside (replaced in tests). */
export interface Environment {
	create: typeof createCalendar;
	fetch: Fetch;
	win: Window;
}

/**
 * The EventCalendar options of a container.
 *
 * @param config           Calendar config.
 * @param narrow           Whether the container is narrow now.
 * @param handlers         Source, event click and loading handlers.
 * @param handlers.events  The events function.
 * @param handlers.click   Opens an event.
 * @param handlers.loading Told when loading starts and stops.
 */
export function calendarOptions(
	config: CalendarConfig,
	narrow: boolean,
	handlers: {
		events: ( info: {
			startStr: string;
			endStr: string;
		} ) => Promise< Calendar.EventInput[] >;
		click: ( info: Calendar.EventClickInfo ) => void;
		loading: ( isLoading: boolean ) => void;
	}
): Calendar.Options {
	const { texts } = config;
	const label = { month: texts.month, week: texts.week, day: texts.day };
	const arrows = ( text: Record< string, string > ) => ( {
		...text,
		prev: texts.previous,
		next: texts.next,
	} );
	return {
		view: viewFor( config.view, narrow ),
		...( config.date ? { date: config.date } : {} ),
		locale: config.locale,
		firstDay: config.firstDay,
		allDaySlot: config.allDaySlot,
		headerToolbar: toolbar( config, narrow ),
		buttonText: ( text: Record< string, string > ) =>
			arrows( {
				...text,
				today: texts.today,
				dayGridMonth: label.month,
				listMonth: label.month,
				timeGridWeek: label.week,
				listWeek: label.week,
				timeGridDay: label.day,
				listDay: label.day,
			} ),
		// Each view names its arrows ("Next week") in English otherwise.
		views: Object.fromEntries(
			[
				'dayGridMonth',
				'timeGridWeek',
				'timeGridDay',
				'listMonth',
				'listWeek',
				'listDay',
			].map( ( view ) => [ view, { buttonText: arrows } ] )
		),
		allDayContent: texts.allDay,
		noEventsContent: texts.noEvents,
		// Month cells grow with their events (EventCalendar's "+2 more" needs a fixed height).
		dayMaxEvents: false,
		nowIndicator: true,
		// The time grid spans the day's events, at least 08:00 to 20:00.
		slotMinTime: '08:00:00',
		slotMaxTime: '20:00:00',
		flexibleSlotTimeLimits: true,
		scrollTime: '08:00:00',
		editable: false,
		selectable: false,
		eventStartEditable: false,
		eventDurationEditable: false,
		eventSources: [ { events: handlers.events } ],
		eventClick: handlers.click,
		loading: handlers.loading,
	} as Calendar.Options;
}

/**
 * The toolbar: arrows and today, the period, the views' switcher.
 *
 * @param config Calendar config.
 * @param narrow Whether the container is narrow.
 */
function toolbar(
	config: CalendarConfig,
	narrow: boolean
): Calendar.Options[ 'headerToolbar' ] {
	const views = config.views.map( ( view ) => viewFor( view, narrow ) );
	return {
		start: 'prev,next today',
		center: 'title',
		end: views.length > 1 ? views.join( ',' ) : '',
	};
}

/**
 * Mounts a calendar on a container; the container's list stays when the
 * container cannot be read.
 *
 * @param el  The container.
 * @param env Calendar factory, fetch and window.
 * @return The calendar, or null.
 */
export function mountCalendar(
	el: HTMLElement,
	env: Environment
): Calendar | null {
	const config = readConfig( el );
	if ( ! config ) {
		return null;
	}
	const { texts } = config;
	// The message is a live region that stays in the page (empty, without a
	// box, when there is nothing to say), so that screen readers announce it.
	const alert = el.ownerDocument.createElement( 'div' );
	alert.className = 'eventin-calendar__alert';
	const message = el.ownerDocument.createElement( 'p' );
	message.className = 'eventin-calendar__message';
	message.setAttribute( 'role', 'status' );
	const retry = el.ownerDocument.createElement( 'button' );
	retry.type = 'button';
	retry.className = 'eventin-calendar__retry';
	retry.textContent = texts.retry;
	retry.hidden = true;
	alert.append( message, retry );

	const host = el.ownerDocument.createElement( 'div' );
	host.className = 'eventin-calendar__host';
	host.setAttribute( 'role', 'region' );
	host.setAttribute( 'aria-label', texts.calendarName );

	const show = ( text: string, canRetry: boolean ) => {
		message.textContent = text;
		retry.hidden = ! canRetry;
		alert.classList.toggle( 'is-shown', text !== '' );
		alert.classList.toggle( 'is-error', canRetry );
	};

	const source = createSource(
		config,
		{
			loaded: ( window ) =>
				show( window.truncated ? texts.truncated : '', false ),
			failed: ( error: WindowError ) => show( error.message, true ),
		},
		env.fetch
	);

	const width = () => el.getBoundingClientRect().width;
	let narrow = width() > 0 && width() < NARROW;

	applyThemeColors( el );
	el.append( alert, host );
	let calendar: Calendar;
	try {
		calendar = env.create(
			host,
			[ DayGrid, TimeGrid, List ],
			calendarOptions( config, narrow, {
				events: async ( info ) =>
					( await source( info ) ).map( toEventInput ),
				click: ( info ) =>
					openEvent(
						info.event.extendedProps?.url,
						info.jsEvent as Event,
						env.win
					),
				loading: ( isLoading ) =>
					el.setAttribute(
						'aria-busy',
						isLoading ? 'true' : 'false'
					),
			} )
		);
	} catch {
		// The dated list printed with the page stays.
		alert.remove();
		host.remove();
		return null;
	}
	el.querySelector( '.eventin-calendar__fallback' )?.remove();
	el.classList.add( 'is-mounted' );

	retry.addEventListener( 'click', () => {
		show( '', false );
		calendar.refetchEvents();
	} );

	const Observer = ( env.win as Window & typeof globalThis ).ResizeObserver;
	if ( typeof Observer === 'function' ) {
		new Observer( () => {
			const now = width() < NARROW;
			if ( now === narrow || width() === 0 ) {
				return;
			}
			narrow = now;
			const chosen = chosenView( calendar.getView().type, config );
			calendar.setOption( 'headerToolbar', toolbar( config, narrow ) );
			calendar.setOption( 'view', viewFor( chosen, narrow ) );
		} ).observe( el );
	}
	return calendar;
}
