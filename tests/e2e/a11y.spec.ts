/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA rules) on every dashboard
 * screen, as the administrator, with real rows in the lists and the antd
 * popups open where a screen has them. Any serious or critical violation
 * fails the test; the message lists each one as screen, rule, impact and the
 * selectors of the offending nodes.
 *
 * The scan covers our root (#eventin-dashboard) and the antd popups that
 * render into document.body; WordPress's own admin chrome is not ours.
 * Every violation of any impact, and every node skipped as a known antd
 * exception, is written to axe-violations.json in the test's output folder.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, rest } from './fixtures';

const DASHBOARD = '/wp-admin/admin.php?page=eventin';
const WCAG_TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];
const FAILING_IMPACTS = [ 'serious', 'critical' ];

/** antd containers that render outside our root, into document.body. */
const POPUPS = [
	'.ant-modal-root',
	'.ant-dropdown',
	'.ant-select-dropdown',
	'.ant-picker-dropdown',
	'.ant-popover',
	'.ant-tooltip',
	'.ant-message',
	'.ant-notification',
];

/** How long a screen may take to show its content. */
const SLOW = { timeout: 90_000 };

/** Anything of ours or antd's still loading. */
const LOADING =
	'.ant-spin-spinning, .ant-skeleton-active, .ant-select-arrow-loading';

/**
 * A violation axe reports that is antd's own markup and cannot be fixed
 * through its props: skipped for that rule and those nodes only.
 */
interface KnownException {
	rule: string;
	/** CSS selector the offending node matches. */
	selector: string;
	why: string;
}

const KNOWN_EXCEPTIONS: KnownException[] = [
	{
		rule: 'aria-allowed-attr',
		selector: '.ant-select[aria-required="true"]',
		why: "Form.Item marks a required Select aria-required and rc-select copies its aria props both to the combobox input (right) and to the Select's root div (not allowed there); no prop sends them to the input alone.",
	},
	{
		rule: 'aria-allowed-attr',
		selector: '.block-editor-rich-text__editable[aria-multiline="true"]',
		why: "WordPress's block editor (the event Description's compact editor) gives a paragraph's editable element role=document with aria-multiline, which axe allows only on a textbox; it is WordPress's own markup, set by RichText, with no prop to change it.",
	},
];

interface Screen {
	/** Hash path, e.g. '/events'. */
	path: string;
	/** Resolves once the screen shows its content. */
	ready: ( page: Page ) => Locator;
	/** Opens a popup after the screen is ready (scanned with it open). */
	open?: ( page: Page ) => Promise< void >;
	/** Shown in the report instead of the path. */
	name?: string;
}

interface Found {
	screen: string;
	rule: string;
	impact: string;
	help: string;
	targets: string[];
	/** axe's explanation of the first offending node. */
	summary?: string;
}

/**
 * Scans what is on the page now: our root plus any antd popup in the body.
 * Nodes of a known exception go to `excluded` instead.
 *
 * @param page     The page.
 * @param screen   Name of the screen in the report.
 * @param excluded Receives the skipped nodes.
 */
async function scan(
	page: Page,
	screen: string,
	excluded: string[]
): Promise< Found[] > {
	const builder = new AxeBuilder( { page } )
		.withTags( WCAG_TAGS )
		.include( '#eventin-dashboard' );
	for ( const popup of POPUPS ) {
		if ( ( await page.locator( popup ).count() ) > 0 ) {
			builder.include( popup );
		}
	}
	const { violations } = await builder.analyze();
	const found: Found[] = [];
	for ( const violation of violations ) {
		const targets: string[] = [];
		let summary: string | undefined;
		for ( const node of violation.nodes ) {
			const target = node.target.join( ' ' );
			if ( await isKnown( page, violation.id, target ) ) {
				excluded.push( `#${ screen }: ${ violation.id } ${ target }` );
			} else {
				targets.push( target );
				summary ??= node.failureSummary;
			}
		}
		if ( targets.length ) {
			found.push( {
				screen,
				rule: violation.id,
				impact: violation.impact ?? 'unknown',
				help: violation.help,
				targets,
				summary,
			} );
		}
	}
	return found;
}

/**
 * Whether a node is one of the known antd exceptions for that rule.
 *
 * @param page   The page.
 * @param rule   axe rule id.
 * @param target axe's selector of the node.
 */
async function isKnown(
	page: Page,
	rule: string,
	target: string
): Promise< boolean > {
	const selectors = KNOWN_EXCEPTIONS.filter(
		( known ) => known.rule === rule
	).map( ( known ) => known.selector );
	if ( ! selectors.length ) {
		return false;
	}
	return page.evaluate(
		( [ selector, candidates ] ) => {
			const node = document.querySelector( selector );
			return !! node && candidates.some( ( c ) => node.matches( c ) );
		},
		[ target, selectors ] as const
	);
}

/**
 * One line per failing violation.
 *
 * @param found Violations of every screen.
 */
function failures( found: Found[] ): string {
	return found
		.filter( ( item ) => FAILING_IMPACTS.includes( item.impact ) )
		.map(
			( item ) =>
				`#${ item.screen }: ${ item.rule } (${ item.impact }, ${
					item.targets.length
				} node${ item.targets.length > 1 ? 's' : '' }) ${
					item.help
				}\n    ${ item.targets.slice( 0, 5 ).join( '\n    ' ) }`
		)
		.join( '\n' );
}

// REST calls set up the data; each may wait on a busy Playground site.
test.use( { actionTimeout: 90_000 } );

test( 'every dashboard screen passes axe without serious or critical violations', async ( {
	page,
}, testInfo ) => {
	// About 30 screens on a slow site.
	test.setTimeout( 900_000 );
	const stamp = Date.now().toString( 36 );
	const day = ( offset: number ) =>
		new Date( Date.now() + offset * 86_400_000 )
			.toISOString()
			.slice( 0, 10 );

	await page.goto( DASHBOARD );
	const api = rest( page );
	const created: string[] = [];
	const create = async ( route: string, body: unknown ) => {
		const response = await api.post( route, body );
		expect( response.status(), await response.text() ).toBe( 201 );
		const { id } = await response.json();
		created.unshift( `${ route }/${ id }` );
		return id as number;
	};
	const noEvents =
		( await ( await api.get( '/eventin/v2/events?per_page=1' ) ).json() )
			.total_items === 0;

	const found: Found[] = [];
	const excluded: string[] = [];
	const visit = async ( screen: Screen ) => {
		const name = screen.name ?? screen.path;
		await test.step( name, async () => {
			await page.evaluate( ( hash ) => {
				window.location.hash = hash;
			}, `#${ screen.path }` );
			// A busy Playground site can take its time over a list.
			await expect( screen.ready( page ).first() ).toBeVisible( SLOW );
			await expect( page.locator( LOADING ) ).toHaveCount( 0, SLOW );
			if ( screen.open ) {
				await screen.open( page );
			}
			// The pointer rests where the last screen clicked: off the page's
			// controls, so that no hover colour is scanned by chance.
			await page.mouse.move( 640, 5 );
			found.push( ...( await scan( page, name, excluded ) ) );
			// Close whatever the screen opened before the next one.
			if ( screen.open ) {
				await page.keyboard.press( 'Escape' );
			}
		} );
	};

	try {
		const tag = `Open Air ${ stamp }`;
		const category = `Concerts ${ stamp }`;
		const group = `Keynotes ${ stamp }`;
		const speaker = `Ada Lovelace ${ stamp }`;
		const program = `Main Stage ${ stamp }`;
		const title = `Harbour Festival ${ stamp }`;

		if ( noEvents ) {
			await page.goto( `${ DASHBOARD }#/events` );
			await visit( {
				path: '/events',
				name: '/events (empty)',
				ready: ( p ) => p.getByText( 'No events yet' ),
			} );
		}

		await create( '/eventin/v2/event/categories', { name: category } );
		await create( '/eventin/v2/event/tags', { name: tag } );
		const groupId = await create( '/eventin/v2/speaker/categories', {
			name: group,
		} );
		const speakerId = await create( '/eventin/v2/speakers', {
			name: speaker,
			email: `ada.${ stamp }@example.org`,
			designation: 'Analyst',
			company: 'Engines',
			category: [ 'speaker', 'organizer' ],
			speaker_group_ids: [ groupId ],
		} );
		const scheduleId = await create( '/eventin/v2/schedules', {
			program_title: program,
			date: day( 20 ),
			slots: [
				{
					start_time: '09:00',
					end_time: '10:00',
					topic: 'Opening',
					speakers: [ speakerId ],
				},
			],
		} );
		const eventId = await create( '/eventin/v2/events', {
			title,
			post_status: 'publish',
			start_date: day( 20 ),
			start_time: '18:00',
			end_date: day( 20 ),
			end_time: '22:00',
			timezone: 'UTC',
			rsvp_enabled: 'yes',
			ticket_variations: [ { name: 'General', price: 10, capacity: 40 } ],
		} );
		const responder = `Katherine Johnson ${ stamp }`;
		const answered = await api.post( '/eventin/v2/rsvp-registration', {
			event_id: eventId,
			name: responder,
			email: `katherine.${ stamp }@example.org`,
			status: 'going',
		} );
		expect( answered.status(), await answered.text() ).toBe( 201 );
		created.unshift(
			`/eventin/v2/rsvp-report/${ ( await answered.json() ).answer.id }`
		);

		const template = `Gala certificate ${ stamp }`;
		await create( '/eventin/v2/templates', {
			name: template,
			type: 'event',
		} );

		const attendee = `Grace Hopper ${ stamp }`;
		const { ticket_variations: variations } = await (
			await api.get( `/eventin/v2/events/${ eventId }` )
		).json();
		await create( '/eventin/v2/orders', {
			event_id: eventId,
			first_name: 'Grace',
			last_name: 'Hopper',
			email: `grace.${ stamp }@example.org`,
			tickets: [ { slug: variations[ 0 ].slug, quantity: 1 } ],
			attendees: [
				{ name: attendee, email: `grace.${ stamp }@example.org` },
			],
			status: 'completed',
			payment_method: 'manual',
		} );
		const attendeeId = (
			await (
				await api.get(
					`/eventin/v2/attendees?event_id=${ eventId }&per_page=1`
				)
			).json()
		).items[ 0 ].id;
		// A pending booking too, for its status tag and menu (after the
		// attendee above is picked: the list is newest first).
		const customer = `grace.${ stamp }@example.org`;
		await create( '/eventin/v2/orders', {
			event_id: eventId,
			first_name: 'Alan',
			last_name: 'Turing',
			email: `alan.${ stamp }@example.org`,
			tickets: [ { slug: variations[ 0 ].slug, quantity: 1 } ],
			status: 'pending',
			payment_method: 'manual',
		} );

		const row = ( text: string ) => ( p: Page ) =>
			p.locator( '#eventin-dashboard tr', { hasText: text } );
		const heading = ( selector: string ) => ( p: Page ) =>
			p.locator( selector );
		const editorSection = ( key: string, label: string ): Screen => ( {
			path: `/events/create/${ eventId }/${ key }`,
			ready: ( p ) => p.getByRole( 'heading', { name: label, level: 2 } ),
		} );

		// The lists were fetched before these rows existed.
		await page.reload();
		const screens: Screen[] = [
			{ path: '/events', ready: row( title ) },
			{
				path: '/events',
				name: '/events (more actions open)',
				ready: row( title ),
				open: async ( p ) => {
					await row( title )( p )
						.first()
						.getByRole( 'button', { name: 'More actions' } )
						.click();
					await expect(
						p.locator( '.ant-dropdown:not(.ant-dropdown-hidden)' )
					).toBeVisible();
				},
			},
			{
				path: '/events',
				name: '/events (status filter open)',
				ready: row( title ),
				open: async ( p ) => {
					await p.locator( '.eventin-events__status-filter' ).click();
					await expect(
						p.locator(
							'.ant-select-dropdown:not(.ant-select-dropdown-hidden)'
						)
					).toBeVisible();
				},
			},
			{
				path: '/events/create',
				ready: ( p ) => p.getByLabel( 'Event Title' ),
			},
			{
				path: '/events/create',
				name: '/events/create (errors shown)',
				ready: ( p ) => p.getByLabel( 'Event Title' ),
				open: async ( p ) => {
					await p.getByRole( 'button', { name: 'Create' } ).click();
					await expect(
						p.getByText( 'Event title is required.' )
					).toBeVisible();
				},
			},
			editorSection( 'basic', 'Basic' ),
			editorSection( 'tickets', 'Tickets' ),
			editorSection( 'people', 'People' ),
			editorSection( 'schedules', 'Schedules' ),
			editorSection( 'advanced', 'Advanced' ),
			{ path: '/categories', ready: row( category ) },
			{
				path: '/categories/create',
				ready: heading( '.eventin-term-form__title' ),
			},
			{ path: '/tags', ready: row( tag ) },
			{
				path: '/tags/create',
				ready: heading( '.eventin-term-form__title' ),
			},
			{ path: '/speakers', ready: row( speaker ) },
			{
				path: '/speakers/create',
				ready: heading( '.eventin-speaker-form__title' ),
			},
			{
				path: `/speakers/edit/${ speakerId }`,
				ready: ( p ) =>
					p.locator(
						`#eventin-dashboard input[value="${ speaker }"]`
					),
			},
			{ path: '/group', ready: row( group ) },
			{
				path: '/group/create',
				ready: heading( '.eventin-speaker-group-form__title' ),
			},
			{ path: '/schedules', ready: row( program ) },
			{
				path: '/schedules/empty',
				ready: ( p ) => p.getByText( 'No schedules yet' ),
			},
			{
				path: '/schedules/create',
				ready: heading( '.eventin-schedule-form__title' ),
			},
			{
				path: `/schedules/edit/${ scheduleId }`,
				ready: ( p ) =>
					p.locator(
						`#eventin-dashboard input[value="${ program }"]`
					),
			},
			{
				path: '/access-control',
				ready: row( 'Administrator' ),
			},
			{
				path: '/access-control',
				name: '/access-control (Add New open)',
				ready: row( 'Administrator' ),
				open: async ( p ) => {
					await p.getByRole( 'button', { name: 'Add New' } ).click();
					await expect(
						p.locator( '.ant-modal', {
							hasText: 'Add Manage Access',
						} )
					).toBeVisible();
				},
			},
			{ path: '/license', ready: heading( '.eventin-license__title' ) },
			{ path: '/template-builder', ready: row( template ) },
			{
				path: '/template-builder/create',
				name: '/template-builder/create (chooser open)',
				ready: ( p ) =>
					p.locator( '.ant-modal', { hasText: 'Choose a template' } ),
			},
			{
				path: '/dashboard',
				ready: ( p ) =>
					p.getByRole( 'region', { name: 'Check-in progress' } ),
			},
			{
				path: '/settings',
				ready: ( p ) => p.getByLabel( 'Sender e-mail address' ),
			},
			{ path: '/attendees', ready: row( attendee ) },
			{
				path: '/attendees',
				name: '/attendees (event filter open)',
				ready: row( attendee ),
				open: async ( p ) => {
					await p
						.locator(
							'.eventin-attendees__event-filter .ant-select-selector'
						)
						.click();
					await expect(
						p.locator(
							'.ant-select-dropdown:not(.ant-select-dropdown-hidden)'
						)
					).toBeVisible();
				},
			},
			{ path: `/attendees/event/${ eventId }`, ready: row( attendee ) },
			{
				path: `/attendees/edit/${ attendeeId }`,
				ready: ( p ) =>
					p.locator(
						`#eventin-dashboard input[value="${ attendee }"]`
					),
			},
			{ path: '/purchase-report', ready: row( customer ) },
			{
				path: '/purchase-report',
				name: '/purchase-report (actions open)',
				ready: row( customer ),
				open: async ( p ) => {
					await row( customer )( p )
						.first()
						.getByRole( 'button', { name: 'More actions' } )
						.click();
					await expect(
						p.getByRole( 'menuitem', { name: 'Refund Booking' } )
					).toBeVisible();
				},
			},
			{
				path: '/purchase-report',
				name: '/purchase-report (details open)',
				ready: row( customer ),
				open: async ( p ) => {
					await row( customer )( p )
						.first()
						.getByRole( 'button', { name: 'Details' } )
						.click();
					await expect(
						p.locator( '.ant-drawer-content tr', {
							hasText: attendee,
						} )
					).toBeVisible();
				},
			},
			{ path: `/purchase-report/${ eventId }`, ready: row( customer ) },
			{ path: '/rsvp-report', ready: row( title ) },
			{ path: `/rsvp-report/${ eventId }`, ready: row( responder ) },
			{
				path: '/rsvp-report/create',
				ready: heading( '.eventin-rsvp__panel-title' ),
			},
			{
				path: '/shortcodes',
				ready: ( p ) =>
					p.getByRole( 'link', { name: /Events Classic/ } ),
			},
			{
				path: '/shortcodes/events_classic',
				ready: ( p ) =>
					p.getByRole( 'button', { name: 'Generate Shortcode' } ),
			},
		];
		for ( const screen of screens ) {
			await visit( screen );
		}
	} finally {
		for ( const route of created ) {
			await api.delete( route ).catch( () => undefined );
		}
		const report = testInfo.outputPath( 'axe-violations.json' );
		fs.writeFileSync(
			report,
			JSON.stringify( { violations: found, excluded }, null, '\t' )
		);
		await testInfo.attach( 'axe-violations', {
			path: report,
			contentType: 'application/json',
		} );
	}

	expect( failures( found ), 'serious or critical axe violations' ).toBe(
		''
	);
} );
