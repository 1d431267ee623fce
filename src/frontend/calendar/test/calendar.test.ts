/**
 * The calendar's glue: reading the container, the views at each width,
 * events as EventCalendar reads them, the windows it loads and what it
 * shows when one fails. EventCalendar itself is replaced by a recorder.
 */

/**
 * External dependencies
 */
import type { Calendar } from '@event-calendar/core';

/**
 * Internal dependencies
 */
import {
	calendarOptions,
	chosenView,
	mountCalendar,
	openEvent,
	toEventInput,
	viewFor,
	type Environment,
} from '../calendar';
import {
	locale,
	readConfig,
	type CalendarConfig,
	type CalendarEntry,
} from '../config';
import { createSource, windowUrl, type Fetch } from '../source';
import { rgb, textOn } from '../colors';

jest.mock( '@event-calendar/core', () => ( {
	createCalendar: jest.fn(),
	DayGrid: { name: 'DayGrid' },
	TimeGrid: { name: 'TimeGrid' },
	List: { name: 'List' },
} ) );

const concert: CalendarEntry = {
	id: 7,
	title: 'Concert <b>&amp;</b>',
	start: '2026-06-04T20:00:00+02:00',
	end: '2026-06-04T22:00:00+02:00',
	allDay: false,
	url: 'https://example.org/events/concert/',
	categories: [ 3 ],
	color: '#ffcc00',
};

const fair: CalendarEntry = {
	id: 8,
	title: 'Fair',
	start: '2026-05-30',
	end: '2026-06-03',
	allDay: true,
	url: 'https://example.org/events/fair/',
	categories: [],
	color: '',
};

/**
 * A container as CalendarView.php prints it.
 *
 * @param data  Data attributes to change.
 * @param json  The inline JSON's text.
 * @param width The container's width.
 */
function container(
	data: Record< string, string > = {},
	json?: string,
	width = 1000
): HTMLElement {
	const attributes = {
		view: 'timeGridWeek',
		views: 'dayGridMonth,timeGridWeek,timeGridDay',
		'all-day': 'yes',
		categories: '3,4',
		children: 'yes',
		parents: 'no',
		endpoint: 'https://example.org/?rest_route=/eventin/v2/calendar-events',
		locale: 'fr-FR',
		'first-day': '1',
		date: '2026-06-03',
		...data,
	};
	const inline =
		json ??
		JSON.stringify( {
			start: '2026-06-01',
			end: '2026-06-08',
			events: [ fair, concert ],
			truncated: false,
			texts: {
				today: "Aujourd'hui",
				error: 'Échec du chargement.',
			},
		} );
	document.body.innerHTML = `<div class="eventin-calendar" ${ Object.entries(
		attributes
	)
		.map( ( [ name, value ] ) => `data-${ name }="${ value }"` )
		.join(
			' '
		) }><script type="application/json" class="eventin-calendar__data">${ inline }</script><div class="eventin-calendar__fallback"><ul><li><a href="https://example.org/events/fair/">Fair</a></li></ul></div></div>`;
	const el = document.querySelector( '.eventin-calendar' ) as HTMLElement;
	el.getBoundingClientRect = () => ( { width } ) as DOMRect;
	return el;
}

const config = ( data: Record< string, string > = {} ): CalendarConfig =>
	readConfig( container( data ) ) as CalendarConfig;

const reply = ( status: number, body: unknown ): ReturnType< Fetch > =>
	Promise.resolve( {
		ok: status >= 200 && status < 300,
		status,
		json: () => Promise.resolve( body ),
	} as Response );

/** A fake EventCalendar: records its options and what the glue calls. */
function recorder() {
	const calls: { options?: Calendar.Options; setOption: unknown[][] } = {
		setOption: [],
	};
	const calendar: {
		refetchEvents: jest.Mock;
		setOption: jest.Mock;
		getView: () => { type: string };
	} = {
		refetchEvents: jest.fn(),
		setOption: jest.fn( ( ...args: unknown[] ): unknown => {
			calls.setOption.push( args );
			return calendar;
		} ),
		getView: () => ( { type: 'timeGridWeek' } ),
	};
	const create = jest.fn(
		( _target: Element, _plugins: unknown, options: Calendar.Options ) => {
			calls.options = options;
			return calendar;
		}
	);
	return { calls, calendar, create };
}

const environment = (
	create: unknown,
	fetch: Fetch = jest.fn(),
	win: Partial< Window > = window
): Environment => ( {
	create: create as Environment[ 'create' ],
	fetch,
	win: win as Window,
} );

describe( 'readConfig', () => {
	it( 'reads the view, switches, locale, week start and the first window', () => {
		const read = config();
		expect( read ).toMatchObject( {
			view: 'timeGridWeek',
			views: [ 'dayGridMonth', 'timeGridWeek', 'timeGridDay' ],
			allDaySlot: true,
			categories: '3,4',
			children: 'yes',
			parents: 'no',
			locale: 'fr-FR',
			firstDay: 1,
			date: '2026-06-03',
			first: { start: '2026-06-01', end: '2026-06-08', truncated: false },
		} );
		expect( read.first.events ).toHaveLength( 2 );
		expect( read.texts.today ).toBe( "Aujourd'hui" );
		expect( read.texts.week ).toBe( 'Week' );
	} );

	it( 'refuses what it cannot read and drops values it does not know', () => {
		expect( readConfig( container( {}, '{not json' ) ) ).toBeNull();
		expect( readConfig( container( { endpoint: '' } ) ) ).toBeNull();
		expect(
			readConfig( container( { view: 'x', views: 'y' } ) )
		).toBeNull();
		const odd = config( {
			view: 'resourceTimelineDay',
			categories: '1) or 1=1',
			'first-day': '9',
			date: 'tomorrow',
			'all-day': 'no',
		} );
		expect( odd.view ).toBe( 'dayGridMonth' );
		expect( odd.categories ).toBe( '' );
		expect( odd.firstDay ).toBe( 0 );
		expect( odd.date ).toBe( '' );
		expect( odd.allDaySlot ).toBe( false );
	} );
} );

describe( 'locale', () => {
	it( 'gives Intl a tag it accepts', () => {
		expect( locale( 'de-DE-formal' ) ).toBe( 'de-DE-formal' );
		expect( locale( 'pt-BR' ) ).toBe( 'pt-BR' );
		expect( locale( 'xx_not a tag' ) ).toBe( 'en' );
		expect( locale( 'fr-!!' ) ).toBe( 'fr' );
		expect( locale( undefined ) ).toBe( 'en' );
	} );
} );

describe( 'views', () => {
	it( 'shows the week and month grids as lists on narrow screens, the day grid as it is', () => {
		expect( viewFor( 'timeGridWeek', true ) ).toBe( 'listWeek' );
		expect( viewFor( 'dayGridMonth', true ) ).toBe( 'listMonth' );
		expect( viewFor( 'timeGridDay', true ) ).toBe( 'timeGridDay' );
		expect( viewFor( 'listDay', true ) ).toBe( 'listDay' );
		expect( viewFor( 'timeGridWeek', false ) ).toBe( 'timeGridWeek' );
	} );

	it( 'finds the chosen view back from the one shown', () => {
		const read = config();
		expect( chosenView( 'listWeek', read ) ).toBe( 'timeGridWeek' );
		expect( chosenView( 'listMonth', read ) ).toBe( 'dayGridMonth' );
		expect( chosenView( 'timeGridDay', read ) ).toBe( 'timeGridDay' );
		expect( chosenView( 'unknown', read ) ).toBe( 'timeGridWeek' );
	} );
} );

describe( 'toEventInput', () => {
	it( 'keeps the site clock, the title as text, the page and the colour', () => {
		expect( toEventInput( concert ) ).toEqual( {
			id: 7,
			title: 'Concert <b>&amp;</b>',
			start: '2026-06-04T20:00:00',
			end: '2026-06-04T22:00:00',
			allDay: false,
			styles: [ '--eventin-event-color:#ffcc00' ],
			extendedProps: {
				url: 'https://example.org/events/fair/'.replace(
					'fair',
					'concert'
				),
			},
		} );
		expect( toEventInput( fair ) ).toMatchObject( {
			start: '2026-05-30',
			end: '2026-06-03',
			allDay: true,
		} );
		expect( toEventInput( fair ) ).not.toHaveProperty( 'styles' );
		expect(
			toEventInput( { ...concert, color: 'red;background:url(x)' } )
		).not.toHaveProperty( 'styles' );
		expect(
			toEventInput( { ...concert, color: '#ffcc00;x:y' } )
		).not.toHaveProperty( 'styles' );
	} );
} );

describe( 'colours', () => {
	it( 'reads hex and computed colours and picks readable text', () => {
		expect( rgb( '#fc0' ) ).toEqual( [ 255, 204, 0 ] );
		expect( rgb( 'rgb(17, 17, 17)' ) ).toEqual( [ 17, 17, 17 ] );
		expect( rgb( 'hotpink' ) ).toBeNull();
		expect( textOn( '#111111' ) ).toBe( '#fff' );
		expect( textOn( '#ffcc00' ) ).toBe( '#000' );
		expect( textOn( 'nonsense' ) ).toBe( '' );
	} );
} );

describe( 'the windows', () => {
	const range = ( start: string, end: string ) => ( {
		startStr: `${ start }T00:00:00`,
		endStr: `${ end }T00:00:00`,
	} );

	it( 'answers the first window from the page, without a request', async () => {
		const fetch = jest.fn();
		const loaded = jest.fn();
		const source = createSource(
			config(),
			{ loaded, failed: jest.fn() },
			fetch
		);
		expect(
			( await source( range( '2026-06-01', '2026-06-08' ) ) ).map(
				( e ) => e.id
			)
		).toEqual( [ 8, 7 ] );
		expect(
			( await source( range( '2026-06-03', '2026-06-04' ) ) ).map(
				( e ) => e.id
			)
		).toEqual( [ 8, 7 ] );
		expect( fetch ).not.toHaveBeenCalled();
		expect( loaded ).toHaveBeenCalledTimes( 2 );
	} );

	it( "asks the route for other windows, with the widget's switches", async () => {
		const fetch = jest.fn( () =>
			reply( 200, { items: [ concert ], truncated: true } )
		);
		const loaded = jest.fn();
		const read = config();
		const source = createSource(
			read,
			{ loaded, failed: jest.fn() },
			fetch
		);
		expect( await source( range( '2026-06-29', '2026-08-03' ) ) ).toEqual( [
			concert,
		] );
		expect( fetch ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = fetch.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( url ).toBe( windowUrl( read, '2026-06-29', '2026-08-03' ) );
		const params = new URL( url ).searchParams;
		expect( Object.fromEntries( params ) ).toEqual( {
			rest_route: '/eventin/v2/calendar-events',
			start: '2026-06-29',
			end: '2026-08-03',
			categories: '3,4',
			children: 'yes',
			parents: 'no',
		} );
		expect( init.credentials ).toBe( 'omit' );
		expect( loaded ).toHaveBeenCalledWith(
			expect.objectContaining( { truncated: true } )
		);
	} );

	it( 'leaves the categories out when there are none', () => {
		const url = new URL(
			windowUrl(
				config( { categories: '' } ),
				'2026-01-01',
				'2026-01-02'
			)
		);
		expect( url.searchParams.has( 'categories' ) ).toBe( false );
	} );

	it( "reports a failure with the widget's message, or the rate limit's own", async () => {
		const failed = jest.fn();
		const read = config();
		const down = createSource( read, { loaded: jest.fn(), failed }, () =>
			Promise.reject( new TypeError( 'offline' ) )
		);
		await expect(
			down( range( '2026-07-01', '2026-07-08' ) )
		).rejects.toBeTruthy();
		expect( failed.mock.calls[ 0 ][ 0 ].message ).toBe(
			'Échec du chargement.'
		);

		const broken = createSource( read, { loaded: jest.fn(), failed }, () =>
			reply( 500, { code: 'x', message: 'Fatal <b>error</b>' } )
		);
		await expect(
			broken( range( '2026-07-01', '2026-07-08' ) )
		).rejects.toBeTruthy();
		expect( failed.mock.calls[ 1 ][ 0 ].message ).toBe(
			'Échec du chargement.'
		);

		const limited = createSource( read, { loaded: jest.fn(), failed }, () =>
			reply( 429, {
				code: 'eventin_calendar_rate_limited',
				message: 'Too many calendar requests.',
			} )
		);
		await expect(
			limited( range( '2026-07-01', '2026-07-08' ) )
		).rejects.toBeTruthy();
		expect( failed.mock.calls[ 2 ][ 0 ].message ).toBe(
			'Too many calendar requests.'
		);

		const garbled = createSource( read, { loaded: jest.fn(), failed }, () =>
			Promise.resolve( {
				ok: true,
				status: 200,
				json: () => Promise.reject( new SyntaxError( 'html' ) ),
			} as unknown as Response )
		);
		await expect(
			garbled( range( '2026-07-01', '2026-07-08' ) )
		).rejects.toBeTruthy();
		expect( failed ).toHaveBeenCalledTimes( 4 );
	} );

	it( "answers a late, older request with the latest window's events", async () => {
		let releaseOld: ( value: Response ) => void = () => undefined;
		const old = new Promise< Response >(
			( resolve ) => ( releaseOld = resolve )
		);
		const fetch = jest
			.fn()
			.mockReturnValueOnce( old )
			.mockReturnValueOnce(
				reply( 200, { items: [ concert ], truncated: false } )
			);
		const loaded = jest.fn();
		const source = createSource(
			config(),
			{ loaded, failed: jest.fn() },
			fetch
		);
		const first = source( range( '2026-07-06', '2026-07-13' ) );
		const second = source( range( '2026-07-13', '2026-07-20' ) );
		expect( await second ).toEqual( [ concert ] );
		releaseOld( {
			ok: true,
			status: 200,
			json: () => Promise.resolve( { items: [ fair ] } ),
		} as Response );
		expect( await first ).toEqual( [ concert ] );
		expect( loaded ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'mountCalendar', () => {
	it( "mounts EventCalendar with the widget's options in place of the list", () => {
		const { calls, create } = recorder();
		const el = container();
		expect( mountCalendar( el, environment( create ) ) ).not.toBeNull();
		expect( create ).toHaveBeenCalledTimes( 1 );
		const [ target, plugins ] = create.mock.calls[ 0 ];
		expect( ( target as HTMLElement ).className ).toBe(
			'eventin-calendar__host'
		);
		expect( ( target as HTMLElement ).getAttribute( 'role' ) ).toBe(
			'region'
		);
		expect(
			( plugins as { name: string }[] ).map( ( p ) => p.name )
		).toEqual( [ 'DayGrid', 'TimeGrid', 'List' ] );
		expect( calls.options ).toMatchObject( {
			view: 'timeGridWeek',
			date: '2026-06-03',
			locale: 'fr-FR',
			firstDay: 1,
			allDaySlot: true,
			headerToolbar: {
				start: 'prev,next today',
				center: 'title',
				end: 'dayGridMonth,timeGridWeek,timeGridDay',
			},
			editable: false,
		} );
		const text = (
			calls.options?.buttonText as (
				t: Record< string, string >
			) => Record< string, string >
		 )( {} );
		expect( text ).toMatchObject( {
			today: "Aujourd'hui",
			timeGridWeek: 'Week',
			listWeek: 'Week',
			prev: 'Previous',
			next: 'Next',
		} );
		expect( calls.options?.dayMaxEvents ).toBe( false );
		expect( el.querySelector( '.eventin-calendar__fallback' ) ).toBeNull();
		expect( el.classList.contains( 'is-mounted' ) ).toBe( true );
	} );

	it( 'shows lists on a narrow screen, with the same switcher', () => {
		const { calls, create } = recorder();
		mountCalendar( container( {}, undefined, 375 ), environment( create ) );
		expect( calls.options?.view ).toBe( 'listWeek' );
		expect( calls.options?.headerToolbar ).toMatchObject( {
			end: 'listMonth,listWeek,timeGridDay',
		} );
	} );

	it( "keeps a list calendar's view and leaves out the all-day row it has not", () => {
		const { calls, create } = recorder();
		mountCalendar(
			container(
				{
					view: 'listMonth',
					views: 'listMonth,listWeek,listDay',
					'all-day': 'no',
				},
				undefined,
				375
			),
			environment( create )
		);
		expect( calls.options ).toMatchObject( {
			view: 'listMonth',
			allDaySlot: false,
			headerToolbar: { end: 'listMonth,listWeek,listDay' },
		} );
	} );

	it( "opens an event's page on click or Enter, in a new tab with Ctrl", () => {
		const { calls, create } = recorder();
		const win = {
			location: {
				href: 'https://example.org/calendar/',
				assign: jest.fn(),
			},
			open: jest.fn(),
		};
		mountCalendar(
			container(),
			environment( create, jest.fn(), win as unknown as Window )
		);
		const click = calls.options?.eventClick as ( info: unknown ) => void;
		click( {
			event: { extendedProps: { url: concert.url } },
			jsEvent: new KeyboardEvent( 'keydown', { key: 'Enter' } ),
		} );
		expect( win.location.assign ).toHaveBeenCalledWith( concert.url );
		click( {
			event: { extendedProps: { url: concert.url } },
			jsEvent: new MouseEvent( 'click', { ctrlKey: true } ),
		} );
		expect( win.open ).toHaveBeenCalledWith(
			concert.url,
			'_blank',
			'noopener'
		);
	} );

	it( 'opens events in a new tab where the page sends its links there (the embed page)', () => {
		document.head.innerHTML = '<base target="_blank">';
		const win = {
			document,
			location: { href: 'https://example.org/', assign: jest.fn() },
			open: jest.fn(),
		} as unknown as Window;
		openEvent( concert.url, new MouseEvent( 'click' ), win );
		document.head.innerHTML = '';
		expect( win.open ).toHaveBeenCalledWith(
			concert.url,
			'_blank',
			'noopener'
		);
		expect( win.location.assign ).not.toHaveBeenCalled();
	} );

	it( 'never follows a link that is not http(s)', () => {
		const win = {
			location: { href: 'https://example.org/', assign: jest.fn() },
			open: jest.fn(),
		} as unknown as Window;
		openEvent( 'javascript:alert(1)', undefined, win );
		openEvent( 'data:text/html,x', undefined, win );
		expect( win.location.assign ).not.toHaveBeenCalled();
	} );

	it( 'says when a window cannot be loaded and tries again on request', async () => {
		const { calls, calendar, create } = recorder();
		const el = container();
		mountCalendar(
			el,
			environment( create, () =>
				Promise.reject( new TypeError( 'offline' ) )
			)
		);
		const events = (
			calls.options?.eventSources as {
				events: ( i: unknown ) => Promise< unknown >;
			}[]
		 )[ 0 ].events;
		await expect(
			events( {
				startStr: '2026-07-06T00:00:00',
				endStr: '2026-07-13T00:00:00',
			} )
		).rejects.toBeTruthy();
		const alert = el.querySelector(
			'.eventin-calendar__alert'
		) as HTMLElement;
		const message = el.querySelector(
			'.eventin-calendar__message'
		) as HTMLElement;
		expect( alert.classList.contains( 'is-shown' ) ).toBe( true );
		expect( alert.classList.contains( 'is-error' ) ).toBe( true );
		expect( message.getAttribute( 'role' ) ).toBe( 'status' );
		expect( message.textContent ).toBe( 'Échec du chargement.' );
		const retry = el.querySelector(
			'.eventin-calendar__retry'
		) as HTMLButtonElement;
		expect( retry.hidden ).toBe( false );
		retry.click();
		expect( calendar.refetchEvents ).toHaveBeenCalledTimes( 1 );
		expect( alert.classList.contains( 'is-shown' ) ).toBe( false );
		expect( message.textContent ).toBe( '' );
		expect( retry.hidden ).toBe( true );
	} );

	it( 'says when a window holds more events than it shows', async () => {
		const { calls, create } = recorder();
		const el = container();
		mountCalendar(
			el,
			environment( create, () =>
				reply( 200, { items: [ concert ], truncated: true } )
			)
		);
		const events = (
			calls.options?.eventSources as {
				events: ( i: unknown ) => Promise< unknown >;
			}[]
		 )[ 0 ].events;
		await events( {
			startStr: '2026-07-06T00:00:00',
			endStr: '2026-07-13T00:00:00',
		} );
		expect(
			el.querySelector( '.eventin-calendar__message' )?.textContent
		).toBe( 'Only the first events of this period are shown.' );
		expect( el.querySelector( '.eventin-calendar__retry' ) ).toHaveProperty(
			'hidden',
			true
		);
	} );

	it( 'gives EventCalendar the events as it reads them and marks the calendar busy while loading', async () => {
		const { calls, create } = recorder();
		const el = container();
		mountCalendar( el, environment( create ) );
		const events = (
			calls.options?.eventSources as {
				events: ( i: unknown ) => Promise< Calendar.EventInput[] >;
			}[]
		 )[ 0 ].events;
		const given = await events( {
			startStr: '2026-06-01T00:00:00',
			endStr: '2026-06-08T00:00:00',
		} );
		expect( given.map( ( e ) => e.start ) ).toEqual( [
			'2026-05-30',
			'2026-06-04T20:00:00',
		] );
		( calls.options?.loading as ( b: boolean ) => void )( true );
		expect( el.getAttribute( 'aria-busy' ) ).toBe( 'true' );
	} );

	it( 'keeps the list when EventCalendar cannot start', () => {
		const el = container();
		const create = jest.fn( () => {
			throw new Error( 'no' );
		} );
		expect( mountCalendar( el, environment( create ) ) ).toBeNull();
		expect(
			el.querySelector( '.eventin-calendar__fallback' )
		).not.toBeNull();
		expect( el.querySelector( '.eventin-calendar__host' ) ).toBeNull();
	} );

	it( 'builds options without a date when the page gave none', () => {
		const options = calendarOptions( config( { date: '' } ), false, {
			events: jest.fn(),
			click: jest.fn(),
			loading: jest.fn(),
		} );
		expect( options ).not.toHaveProperty( 'date' );
	} );
} );
