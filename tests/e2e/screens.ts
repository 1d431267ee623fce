/**
 * Every dashboard screen, with the rows that make its lists real: the one
 * table that the gates reading whole screens walk (a11y.spec.ts scans each
 * with axe, pseudo-locale.spec.ts reads each for untranslated text).
 *
 * seedScreens() stores what the screens show (a category, tag, speaker group,
 * speaker, schedule, an event with a ticket and RSVP, an RSVP answer, a
 * template, a completed booking with its attendee and a pending booking);
 * dashboardScreens() lists the screens, each with what shows it is ready,
 * in the words of the site's language (`t` turns an English string into
 * what the screen shows).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { rest } from './fixtures';

export const DASHBOARD = '/wp-admin/admin.php?page=eventin';

/** How long a screen may take to show its content. */
export const SLOW = { timeout: 90_000 };

/** Anything of ours or antd's still loading. */
export const LOADING =
	'.ant-spin-spinning, .ant-skeleton-active, .ant-select-arrow-loading';

/** antd containers that render outside our root, into document.body. */
export const POPUPS = [
	'.ant-modal-root',
	'.ant-drawer',
	'.ant-dropdown',
	'.ant-select-dropdown',
	'.ant-picker-dropdown',
	'.ant-popover',
	'.ant-tooltip',
	'.ant-message',
	'.ant-notification',
];

export interface Screen {
	/** Hash path, e.g. '/events'. */
	path: string;
	/** Resolves once the screen shows its content. */
	ready: ( page: Page ) => Locator;
	/** Opens a popup after the screen is ready (read with it open). */
	open?: ( page: Page ) => Promise< void >;
	/** Shown in reports instead of the path. */
	name?: string;
}

/** What seedScreens() stored: the names the screens list, and the ids. */
export interface ScreenData {
	stamp: string;
	category: string;
	tag: string;
	group: string;
	speaker: string;
	program: string;
	title: string;
	ticket: string;
	template: string;
	attendee: string;
	responder: string;
	/** The completed booking's e-mail address (its row in the bookings). */
	customer: string;
	/** Names and words stored besides the above (designation, topic...). */
	words: string[];
	speakerId: number;
	scheduleId: number;
	eventId: number;
	templateId: number;
	attendeeId: number;
	/** The attendee's ticket id (shown in the lists). */
	ticketId: string;
	/** The event's public link. */
	eventLink: string;
	/** REST routes of everything stored, newest first, to delete after. */
	created: string[];
}

/**
 * A date `offset` days from today, as Y-m-d.
 *
 * @param offset Days from today.
 */
const day = ( offset: number ) =>
	new Date( Date.now() + offset * 86_400_000 ).toISOString().slice( 0, 10 );

/**
 * Stores what the screens show. Names are made-up words (Zq…) with a stamp,
 * so that they are unique on a shared site and are no English word.
 *
 * @param api REST calls as the admin.
 */
export async function seedScreens(
	api: ReturnType< typeof rest >
): Promise< ScreenData > {
	const stamp = Date.now().toString( 36 );
	const created: string[] = [];
	const create = async ( route: string, body: unknown ) => {
		const response = await api.post( route, body );
		expect( response.status(), await response.text() ).toBe( 201 );
		const { id } = await response.json();
		created.unshift( `${ route }/${ id }` );
		return id as number;
	};
	const names = {
		stamp,
		tag: `Zqtag ${ stamp }`,
		category: `Zqcategory ${ stamp }`,
		group: `Zqgroup ${ stamp }`,
		speaker: `Zqspeaker ${ stamp }`,
		program: `Zqprogram ${ stamp }`,
		title: `Zqevent ${ stamp }`,
		ticket: 'Zqticket',
		template: `Zqtemplate ${ stamp }`,
		attendee: `Zqattendee ${ stamp }`,
		responder: `Zqresponder ${ stamp }`,
		customer: `zqa.${ stamp }@example.org`,
		words: [
			'Zqfirst',
			'Zqlast',
			'Zqpending',
			'Zqrole',
			'Zqcompany',
			'Zqtopic',
		],
	};

	await create( '/eventin/v2/event/categories', { name: names.category } );
	await create( '/eventin/v2/event/tags', { name: names.tag } );
	const groupId = await create( '/eventin/v2/speaker/categories', {
		name: names.group,
	} );
	const speakerId = await create( '/eventin/v2/speakers', {
		name: names.speaker,
		email: `zq.${ stamp }@example.org`,
		designation: 'Zqrole',
		company: 'Zqcompany',
		category: [ 'speaker', 'organizer' ],
		speaker_group_ids: [ groupId ],
	} );
	const scheduleId = await create( '/eventin/v2/schedules', {
		program_title: names.program,
		date: day( 20 ),
		slots: [
			{
				start_time: '09:00',
				end_time: '10:00',
				topic: 'Zqtopic',
				speakers: [ speakerId ],
			},
		],
	} );
	const eventId = await create( '/eventin/v2/events', {
		title: names.title,
		post_status: 'publish',
		start_date: day( 20 ),
		start_time: '18:00',
		end_date: day( 20 ),
		end_time: '22:00',
		timezone: 'UTC',
		rsvp_enabled: 'yes',
		ticket_variations: [ { name: names.ticket, price: 10, capacity: 40 } ],
	} );
	const answered = await api.post( '/eventin/v2/rsvp-registration', {
		event_id: eventId,
		name: names.responder,
		email: `zqr.${ stamp }@example.org`,
		status: 'going',
	} );
	expect( answered.status(), await answered.text() ).toBe( 201 );
	created.unshift(
		`/eventin/v2/rsvp-report/${ ( await answered.json() ).answer.id }`
	);
	const templateId = await create( '/eventin/v2/templates', {
		name: names.template,
		type: 'event',
	} );
	const event = await (
		await api.get( `/eventin/v2/events/${ eventId }` )
	).json();
	const slug = event.ticket_variations[ 0 ].slug;
	await create( '/eventin/v2/orders', {
		event_id: eventId,
		first_name: 'Zqfirst',
		last_name: 'Zqlast',
		email: names.customer,
		tickets: [ { slug, quantity: 1 } ],
		attendees: [ { name: names.attendee, email: names.customer } ],
		status: 'completed',
		payment_method: 'manual',
	} );
	const [ { id: attendeeId, ticket_id: ticketId } ] = (
		await (
			await api.get(
				`/eventin/v2/attendees?event_id=${ eventId }&per_page=1`
			)
		).json()
	).items;
	// A pending booking too, for its status tag and menu (after the
	// attendee above is picked: the list is newest first).
	await create( '/eventin/v2/orders', {
		event_id: eventId,
		first_name: 'Zqpending',
		last_name: 'Zqlast',
		email: `zqp.${ stamp }@example.org`,
		tickets: [ { slug, quantity: 1 } ],
		status: 'pending',
		payment_method: 'manual',
	} );
	return {
		...names,
		speakerId,
		scheduleId,
		eventId,
		templateId,
		attendeeId,
		ticketId,
		eventLink: event.link,
		created,
	};
}

/**
 * Every dashboard screen, some twice: once as it opens, once with a popup
 * open (a menu, a filter's list, a dialog, a drawer).
 *
 * @param d What seedScreens() stored.
 * @param t What the screen shows for an English string of ours.
 */
export function dashboardScreens(
	d: ScreenData,
	t: ( text: string ) => string
): Screen[] {
	const row = ( text: string ) => ( p: Page ) =>
		p.locator( '#eventin-dashboard tr', { hasText: text } );
	const selector = ( css: string ) => ( p: Page ) => p.locator( css );
	const input = ( value: string ) =>
		selector( `#eventin-dashboard input[value="${ value }"]` );
	const editorSection = ( key: string, label: string ): Screen => ( {
		path: `/events/create/${ d.eventId }/${ key }`,
		ready: ( p ) =>
			p.getByRole( 'heading', { name: t( label ), level: 2 } ),
	} );
	const rowMenu = ( text: string, item: string ) => async ( p: Page ) => {
		await row( text )( p )
			.first()
			.getByRole( 'button', { name: t( 'More actions' ) } )
			.click();
		await expect(
			p.getByRole( 'menuitem', { name: t( item ) } )
		).toBeVisible();
	};
	const selectOpen = async ( p: Page, css: string ) => {
		await p.locator( css ).click();
		await expect(
			p.locator( '.ant-select-dropdown:not(.ant-select-dropdown-hidden)' )
		).toBeVisible();
	};
	return [
		{
			path: '/dashboard',
			ready: ( p ) =>
				p.getByRole( 'region', { name: t( 'Check-in progress' ) } ),
		},
		{ path: '/events', ready: row( d.title ) },
		{
			path: '/events',
			name: '/events (more actions open)',
			ready: row( d.title ),
			open: rowMenu( d.title, 'Clone' ),
		},
		{
			path: '/events',
			name: '/events (status filter open)',
			ready: row( d.title ),
			open: ( p ) => selectOpen( p, '.eventin-events__status-filter' ),
		},
		{
			path: '/events/create',
			ready: ( p ) => p.getByLabel( t( 'Event Title' ) ),
		},
		{
			path: '/events/create',
			name: '/events/create (errors shown)',
			ready: ( p ) => p.getByLabel( t( 'Event Title' ) ),
			open: async ( p ) => {
				await p.getByRole( 'button', { name: t( 'Create' ) } ).click();
				await expect(
					p.getByText( t( 'Event title is required.' ) )
				).toBeVisible();
			},
		},
		editorSection( 'basic', 'Basic' ),
		editorSection( 'tickets', 'Tickets' ),
		editorSection( 'people', 'People' ),
		editorSection( 'schedules', 'Schedules' ),
		editorSection( 'advanced', 'Advanced' ),
		{ path: '/categories', ready: row( d.category ) },
		{
			path: '/categories/create',
			ready: selector( '.eventin-term-form__title' ),
		},
		{ path: '/tags', ready: row( d.tag ) },
		{
			path: '/tags/create',
			ready: selector( '.eventin-term-form__title' ),
		},
		{ path: '/speakers', ready: row( d.speaker ) },
		{
			path: '/speakers/create',
			ready: selector( '.eventin-speaker-form__title' ),
		},
		{ path: `/speakers/edit/${ d.speakerId }`, ready: input( d.speaker ) },
		{ path: '/group', ready: row( d.group ) },
		{
			path: '/group/create',
			ready: selector( '.eventin-speaker-group-form__title' ),
		},
		{ path: '/schedules', ready: row( d.program ) },
		{
			path: '/schedules/empty',
			ready: ( p ) => p.getByText( t( 'No schedules yet' ) ),
		},
		{
			path: '/schedules/create',
			ready: selector( '.eventin-schedule-form__title' ),
		},
		{
			path: `/schedules/edit/${ d.scheduleId }`,
			ready: input( d.program ),
		},
		{ path: '/attendees', ready: row( d.attendee ) },
		{
			path: '/attendees',
			name: '/attendees (event filter open)',
			ready: row( d.attendee ),
			open: ( p ) =>
				selectOpen(
					p,
					'.eventin-attendees__event-filter .ant-select-selector'
				),
		},
		{ path: `/attendees/event/${ d.eventId }`, ready: row( d.attendee ) },
		{
			path: `/attendees/edit/${ d.attendeeId }`,
			ready: input( d.attendee ),
		},
		{ path: '/purchase-report', ready: row( d.customer ) },
		{
			path: '/purchase-report',
			name: '/purchase-report (actions open)',
			ready: row( d.customer ),
			open: rowMenu( d.customer, 'Refund Booking' ),
		},
		{
			path: '/purchase-report',
			name: '/purchase-report (details open)',
			ready: row( d.customer ),
			open: async ( p ) => {
				await row( d.customer )( p )
					.first()
					.getByRole( 'button', { name: t( 'Details' ) } )
					.click();
				await expect(
					p.locator( '.ant-drawer-content tr', {
						hasText: d.attendee,
					} )
				).toBeVisible();
			},
		},
		{
			path: `/purchase-report/${ d.eventId }`,
			ready: row( d.customer ),
		},
		{ path: '/rsvp-report', ready: row( d.title ) },
		{ path: `/rsvp-report/${ d.eventId }`, ready: row( d.responder ) },
		{
			path: '/rsvp-report/create',
			ready: selector( '.eventin-rsvp__panel-title' ),
		},
		{ path: '/template-builder', ready: row( d.template ) },
		{
			// The chooser: a dialog over the list, with the catalogue.
			path: '/template-builder/create',
			name: '/template-builder/create (chooser open)',
			ready: selector(
				'.eventin-templates__chooser .eventin-templates__card:not(.is-own)'
			),
		},
		{
			path: '/settings',
			ready: ( p ) => p.getByLabel( t( 'Sender e-mail address' ) ),
		},
		// Roles are WordPress's names.
		{ path: '/access-control', ready: row( 'Administrator' ) },
		{
			path: '/access-control',
			name: '/access-control (Add New open)',
			ready: row( 'Administrator' ),
			open: async ( p ) => {
				await p.getByRole( 'button', { name: t( 'Add New' ) } ).click();
				await expect(
					p.locator( '.ant-modal', {
						hasText: t( 'Add Manage Access' ),
					} )
				).toBeVisible();
			},
		},
		{
			path: '/shortcodes',
			ready: ( p ) =>
				p.locator( '#eventin-dashboard a', {
					hasText: t( 'Events Classic' ),
				} ),
		},
		{
			path: '/shortcodes/events_classic',
			ready: ( p ) =>
				p.getByRole( 'button', { name: t( 'Generate Shortcode' ) } ),
		},
		{
			path: '/license',
			ready: selector( '.eventin-license__title' ),
		},
	];
}
