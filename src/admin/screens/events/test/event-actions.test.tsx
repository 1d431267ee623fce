/**
 * External dependencies
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import {
	button,
	clickMenuItem,
	dialogWith,
	menuLabels,
	openRowMenu,
	rowOf,
} from '../../../../../tests/js/queries';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { withInlineComputedStyle } from '../../../../../tests/js/inline-computed-style';
import type { Event } from '../../../../data/events';
import { EVENT_ACTIONS_FILTER } from '../../../extension-points';
import type { EventAction, EventActionContext } from '../event-actions';
import { jobPolling } from '../../../../components/job-progress';
import { serveCatalogue } from '../../shortcodes/test/fixtures/catalogue';
import { anEvent, listRequests, serveEvents } from './fixtures/events';

let server: FakeServer;
let events: Event[];
const user = userEvent.setup( { pointerEventsCheck: 0 } );

withInlineComputedStyle();

// Core items of spec 01, the extension items that add a destination, Delete.
const ALL_ITEMS = [
	'Preview',
	'Bookings',
	'RSVP Report',
	'Attendee list',
	'Clone',
	'Scan Ticket',
	'Get Script',
	'Delete',
];

/**
 * Opens the more-actions menu of the row showing `title`.
 *
 * @param title Event title.
 * @return The open menu.
 */
const openMenu = async ( title: string ) =>
	openRowMenu( user, await rowOf( title ) );

const labels = menuLabels;

/**
 * Clicks a menu item by label.
 *
 * @param menu  Open menu.
 * @param label Item label.
 */
const pick = ( menu: HTMLElement, label: string ) =>
	clickMenuItem( user, menu, label );

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	events = [ anEvent( { id: 3, title: 'Jazz night' } ) ];
	serveEvents( server, () => events );
} );

describe( 'more-actions menu', () => {
	it( 'shows every item once to a super admin: core items, extension items, Delete last', async () => {
		renderApp( '/events' );
		const items = labels( await openMenu( 'Jazz night' ) );
		expect( items ).toEqual( ALL_ITEMS );
		expect( new Set( items ).size ).toBe( items.length );
		// One item per report page, under the core label.
		expect( items ).not.toContain( 'Purchase Report' );
	} );

	it( 'adds Send Certificate only when the event has a certificate template', async () => {
		events = [
			anEvent( { id: 3, title: 'Jazz night' } ),
			anEvent( { id: 4, title: 'Workshop', certificate_template: 12 } ),
		];
		renderApp( '/events' );
		expect( labels( await openMenu( 'Workshop' ) ) ).toEqual( [
			...ALL_ITEMS.slice( 0, -1 ),
			'Send Certificate',
			'Delete',
		] );
		expect( labels( await openMenu( 'Jazz night' ) ) ).not.toContain(
			'Send Certificate'
		);
	} );

	it( 'shows only what the permissions allow', async () => {
		givenUser( server, [ 'etn_manage_event' ] );
		renderApp( '/events' );
		expect( labels( await openMenu( 'Jazz night' ) ) ).toEqual( [
			'Preview',
			'RSVP Report',
			'Clone',
			'Delete',
		] );
	} );

	it.each( [
		[ 'etn_manage_order', [ 'Bookings' ] ],
		[ 'etn_manage_attendee', [ 'Attendee list' ] ],
		[ 'etn_manage_qr_scan', [ 'Scan Ticket' ] ],
		[ 'etn_manage_shortcode', [ 'Get Script' ] ],
	] )( '%s adds %p', async ( permission, added ) => {
		givenUser( server, [ 'etn_manage_event', permission ] );
		renderApp( '/events' );
		const items = labels( await openMenu( 'Jazz night' ) );
		added.forEach( ( label ) => expect( items ).toContain( label ) );
		expect( items ).toHaveLength( 4 + added.length );
	} );

	it( 'hides the RSVP reports when the RSVP module is off', async () => {
		givenUser( server, 'all', { modules: { rsvp: 'off' } } );
		renderApp( '/events' );
		const items = labels( await openMenu( 'Jazz night' ) );
		expect( items ).not.toContain( 'RSVP Report' );
		expect( items ).toEqual(
			ALL_ITEMS.filter( ( label ) => label !== 'RSVP Report' )
		);
	} );

	it( 'shows items another plugin adds through the eventin.eventActions filter', async () => {
		const seen: Array< { event: Event; context: EventActionContext } > = [];
		addFilter(
			EVENT_ACTIONS_FILTER,
			'test/my-report',
			(
				items: EventAction[],
				event: Event,
				context: EventActionContext
			) => {
				seen.push( { event, context } );
				return [
					...items,
					{
						key: 'my-report',
						label: 'My report',
						onClick: () =>
							context.navigate(
								`/purchase-report/${ event.id }`
							),
					},
				];
			}
		);
		try {
			renderApp( '/events' );
			const menu = await openMenu( 'Jazz night' );
			expect( labels( menu ).slice( -2 ) ).toEqual( [
				'My report',
				'Delete',
			] );
			expect( labels( menu ) ).toContain( 'Get Script' );
			expect( seen.at( -1 )?.event.id ).toBe( 3 );
			expect( seen.at( -1 )?.context.can( 'etn_manage_order' ) ).toBe(
				true
			);
			await pick( menu, 'My report' );
			await waitFor( () =>
				expect( window.location.hash ).toBe( '#/purchase-report/3' )
			);
		} finally {
			removeFilter( EVENT_ACTIONS_FILTER, 'test/my-report' );
		}
	} );

	it( 'keeps one item per destination when a filter adds one the menu has', async () => {
		addFilter(
			EVENT_ACTIONS_FILTER,
			'test/same-page',
			( items: EventAction[], event: Event ) => [
				{
					key: 'their-bookings',
					label: 'Their bookings',
					path: `/purchase-report/${ event.id }`,
				},
				...items,
				{
					key: 'their-report',
					label: 'Their report',
					path: `/their-report/${ event.id }`,
				},
			]
		);
		try {
			renderApp( '/events' );
			const items = labels( await openMenu( 'Jazz night' ) );
			// Bookings keeps the page; the filter's other item still comes
			// before Delete.
			expect( items ).toEqual( [
				...ALL_ITEMS.slice( 0, -1 ),
				'Their report',
				'Delete',
			] );
		} finally {
			removeFilter( EVENT_ACTIONS_FILTER, 'test/same-page' );
		}
	} );

	it( 'drops items a filter returns without a key, label or handler', async () => {
		addFilter(
			EVENT_ACTIONS_FILTER,
			'test/broken',
			( items: EventAction[] ) => [
				...items,
				{ label: 'No key', onClick: () => {} },
				null,
				{ key: 'no-handler', label: 'No handler' },
			]
		);
		try {
			renderApp( '/events' );
			expect( labels( await openMenu( 'Jazz night' ) ) ).toEqual(
				ALL_ITEMS
			);
		} finally {
			removeFilter( EVENT_ACTIONS_FILTER, 'test/broken' );
		}
	} );

	it( 'falls back to the core items when the filters end with something other than a list', async () => {
		addFilter( EVENT_ACTIONS_FILTER, 'test/not-a-list', () => 'oops' );
		try {
			renderApp( '/events' );
			expect( labels( await openMenu( 'Jazz night' ) ) ).toEqual( [
				'Preview',
				'Bookings',
				'RSVP Report',
				'Attendee list',
				'Clone',
				'Delete',
			] );
		} finally {
			removeFilter( EVENT_ACTIONS_FILTER, 'test/not-a-list' );
		}
	} );
} );

describe( 'menu items', () => {
	it( 'opens the preview in a new tab', async () => {
		const open = jest.spyOn( window, 'open' ).mockReturnValue( null );
		try {
			renderApp( '/events' );
			await pick( await openMenu( 'Jazz night' ), 'Preview' );
			expect( open ).toHaveBeenCalledWith(
				'https://example.org/event/event-3/',
				'_blank',
				'noopener'
			);
		} finally {
			open.mockRestore();
		}
	} );

	it.each( [
		[ 'Bookings', '#/purchase-report/3' ],
		[ 'RSVP Report', '#/rsvp-report/3' ],
		[ 'Attendee list', '#/attendees/event/3' ],
		[ 'Get Script', '#/shortcodes/events_standard?event_ids=3' ],
	] )( '%s goes to %s', async ( label, hash ) => {
		renderApp( '/events' );
		await pick( await openMenu( 'Jazz night' ), label );
		await waitFor( () => expect( window.location.hash ).toBe( hash ) );
	} );

	it( "Get Script opens the events widget's generator with the event chosen", async () => {
		serveCatalogue( server );
		renderApp( '/events' );
		await pick( await openMenu( 'Jazz night' ), 'Get Script' );
		const field = ( await screen.findByLabelText( 'Events' ) ).closest(
			'.ant-select'
		) as HTMLElement;
		await waitFor( () =>
			expect(
				within( field ).getByText( 'Jazz night' )
			).toBeInTheDocument()
		);
		await user.click( screen.getByText( 'Generate Shortcode' ) );
		expect(
			await screen.findByText( /event_ids="3"/ )
		).toBeInTheDocument();
	} );

	it( 'Scan Ticket opens the scanner page for the event in a new tab', async () => {
		const open = jest.spyOn( window, 'open' ).mockReturnValue( null );
		try {
			renderApp( '/events' );
			await pick( await openMenu( 'Jazz night' ), 'Scan Ticket' );
			expect( open ).toHaveBeenCalledWith(
				'http://localhost/ticket-scanner/?event_id=3',
				'_blank',
				'noopener'
			);
		} finally {
			open.mockRestore();
		}
	} );

	it( 'clones after confirmation and refetches the list', async () => {
		server.on( 'GET', '/eventin/v2/events/3/clone', () => {
			const copy = anEvent( {
				id: 9,
				title: 'Jazz night (copy)',
				status: 'draft',
			} );
			events = [ ...events, copy ];
			return { body: copy };
		} );
		renderApp( '/events' );
		await pick( await openMenu( 'Jazz night' ), 'Clone' );
		const dialog = await dialogWith(
			'Are you sure you want to clone this event?'
		);
		await user.click( button( dialog, 'Clone' ) );

		expect(
			await screen.findByText( 'Successfully cloned the event!' )
		).toBeInTheDocument();
		expect(
			await screen.findByText( 'Jazz night (copy)' )
		).toBeInTheDocument();
		expect( listRequests( server ) ).toHaveLength( 2 );
	} );

	it( 'reports a failed clone', async () => {
		server.on( 'GET', '/eventin/v2/events/3/clone', () => ( {
			status: 500,
			body: { code: 'clone_failed', message: 'Could not copy the meta.' },
		} ) );
		renderApp( '/events' );
		await pick( await openMenu( 'Jazz night' ), 'Clone' );
		await user.click(
			button(
				await dialogWith(
					'Are you sure you want to clone this event?'
				),
				'Clone'
			)
		);
		expect(
			await screen.findByText( 'Failed to clone the event!' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Could not copy the meta.' )
		).toBeInTheDocument();
	} );

	it( 'does not clone when the confirmation is cancelled', async () => {
		renderApp( '/events' );
		await pick( await openMenu( 'Jazz night' ), 'Clone' );
		await user.click(
			button(
				await dialogWith(
					'Are you sure you want to clone this event?'
				),
				'Cancel'
			)
		);
		await waitFor( () =>
			expect(
				screen.queryAllByText(
					'Are you sure you want to clone this event?'
				)
			).toHaveLength( 0 )
		);
		expect(
			server.requests.some( ( r ) => r.path.endsWith( '/clone' ) )
		).toBe( false );
	} );

	it( 'deletes after confirmation and refetches the list', async () => {
		server.on( 'DELETE', '/eventin/v2/events/3', () => {
			events = [];
			return { body: { deleted: true } };
		} );
		renderApp( '/events' );
		await pick( await openMenu( 'Jazz night' ), 'Delete' );
		await user.click(
			button(
				await dialogWith(
					'Are you sure you want to delete this event?'
				),
				'Delete'
			)
		);
		expect(
			await screen.findByText( 'Successfully deleted the event!' )
		).toBeInTheDocument();
		expect(
			await screen.findByText( 'No events yet' )
		).toBeInTheDocument();
	} );

	it( 'reports a failed delete with the server message', async () => {
		server.on( 'DELETE', '/eventin/v2/events/3', () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			},
		} ) );
		renderApp( '/events' );
		await pick( await openMenu( 'Jazz night' ), 'Delete' );
		await user.click(
			button(
				await dialogWith(
					'Are you sure you want to delete this event?'
				),
				'Delete'
			)
		);
		expect(
			await screen.findByText( 'Failed to delete the event!' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Sorry, you are not allowed to do that.' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Jazz night' ) ).toBeInTheDocument();
	} );

	it( 'bulk deletes the selected events and reports partial failures', async () => {
		events = [
			anEvent( { id: 3, title: 'Jazz night' } ),
			anEvent( { id: 4, title: 'Book club' } ),
		];
		server.on( 'DELETE', '/eventin/v2/events', () => {
			events = events.filter( ( event ) => event.id !== 3 );
			return {
				body: {
					deleted: [ 3 ],
					failed: [
						{ id: 4, message: 'Sorry, you cannot delete it.' },
					],
				},
			};
		} );
		renderApp( '/events' );
		for ( const title of [ 'Jazz night', 'Book club' ] ) {
			await user.click(
				( await screen.findByText( title ) )
					.closest( 'tr' )
					?.querySelector( 'input[type="checkbox"]' ) as HTMLElement
			);
		}
		const bulk = document.querySelector(
			'.eventin-list-page__toolbar button'
		) as HTMLElement;
		expect( bulk ).toHaveTextContent( 'Delete (2)' );
		await user.click( bulk );
		await user.click(
			button(
				await dialogWith(
					'Are you sure you want to delete the selected events?'
				),
				'Delete'
			)
		);
		expect(
			await screen.findByText( 'Failed to delete the event!' )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'1 deleted, 1 failed: #4 Sorry, you cannot delete it.'
			)
		).toBeInTheDocument();
		expect(
			server.requests.find( ( r ) => r.method === 'DELETE' )?.query.ids
		).toBe( '3,4' );
		await waitFor( () =>
			expect( screen.queryByText( 'Jazz night' ) ).not.toBeInTheDocument()
		);
		expect( screen.getByText( 'Book club' ) ).toBeInTheDocument();
	} );

	describe( 'Send Certificate', () => {
		const started = {
			job: { id: 9, status: 'queued', total: 3, sent: 0, failed: 0 },
			message: 'The certificates are being sent to 3 attendees.',
		};
		const jobPolls = () =>
			server.requests.filter(
				( r ) => r.method === 'GET' && r.path === '/eventin/v2/jobs/9'
			).length;
		const progressOf = ( dialog: HTMLElement ) =>
			dialog
				.querySelector( '[role="progressbar"]' )
				?.getAttribute( 'aria-valuenow' );

		/**
		 * Lets time pass (the dialog's polls and animations run meanwhile).
		 *
		 * @param ms Milliseconds.
		 */
		const pause = ( ms: number ) =>
			act(
				() =>
					new Promise< void >( ( resolve ) =>
						setTimeout( resolve, ms )
					)
			);

		beforeEach( () => {
			jobPolling.interval = 20;
			events = [
				anEvent( {
					id: 4,
					title: 'Workshop',
					certificate_template: 12,
				} ),
			];
		} );
		afterEach( () => {
			jobPolling.interval = 1500;
		} );

		it( 'starts the job and shows its progress until it is done', async () => {
			server.on(
				'POST',
				'/eventin/v2/events/4/send_certificate',
				() => ( {
					body: started,
				} )
			);
			const replies = [
				{ status: 'running', total: 3, sent: 1, failed: 0 },
				{ status: 'running', total: 3, sent: 2, failed: 0 },
				{ status: 'done', total: 3, sent: 2, failed: 1 },
			];
			server.on( 'GET', '/eventin/v2/jobs/9', () => ( {
				body: {
					job: {
						id: 9,
						...( replies.shift() ?? {
							status: 'done',
							total: 3,
							sent: 2,
							failed: 1,
						} ),
					},
					message: '',
				},
			} ) );
			renderApp( '/events' );
			await pick( await openMenu( 'Workshop' ), 'Send Certificate' );
			expect(
				await screen.findByText( 'Successfully sent the certificates!' )
			).toBeInTheDocument();
			expect(
				screen.getByText(
					'The certificates are being sent to 3 attendees.'
				)
			).toBeInTheDocument();
			const dialog = await dialogWith(
				'Sending the certificates of Workshop'
			);
			await waitFor( () =>
				expect(
					within( dialog ).getByText( 'Done' )
				).toBeInTheDocument()
			);
			expect( progressOf( dialog ) ).toBe( '100' );
			expect( within( dialog ).getByText( '100%' ) ).toBeInTheDocument();
			expect(
				within( dialog ).getByText( '2 of 3 sent' )
			).toBeInTheDocument();
			expect(
				within( dialog ).getByText( '1 failed' )
			).toBeInTheDocument();
			expect(
				server.requests.find(
					( r ) => r.path === '/eventin/v2/events/4/send_certificate'
				)?.method
			).toBe( 'POST' );
			// A finished job is not asked for again.
			const polls = jobPolls();
			expect( polls ).toBe( 3 );
			await pause( 100 );
			expect( jobPolls() ).toBe( polls );
		} );

		it( 'stops asking for the job when the dialog is closed', async () => {
			server.on(
				'POST',
				'/eventin/v2/events/4/send_certificate',
				() => ( {
					body: started,
				} )
			);
			server.on( 'GET', '/eventin/v2/jobs/9', () => ( {
				body: {
					job: {
						id: 9,
						status: 'running',
						total: 3,
						sent: 1,
						failed: 0,
					},
					message: '',
				},
			} ) );
			renderApp( '/events' );
			await pick( await openMenu( 'Workshop' ), 'Send Certificate' );
			const dialog = await dialogWith(
				'Sending the certificates of Workshop'
			);
			await waitFor( () => expect( jobPolls() ).toBeGreaterThan( 1 ) );
			expect( progressOf( dialog ) ).toBe( '33' );
			await user.click( button( dialog, 'Close' ) );
			const polls = jobPolls();
			await pause( 150 );
			expect( jobPolls() ).toBeLessThanOrEqual( polls + 1 );
			const after = jobPolls();
			await pause( 150 );
			expect( jobPolls() ).toBe( after );
		} );

		it( 'reports a failure to start with the server message', async () => {
			server.on(
				'POST',
				'/eventin/v2/events/4/send_certificate',
				() => ( {
					status: 400,
					body: {
						code: 'eventin_no_certificate_template',
						message:
							'This event has no published certificate template.',
						data: { status: 400 },
					},
				} )
			);
			renderApp( '/events' );
			await pick( await openMenu( 'Workshop' ), 'Send Certificate' );
			expect(
				await screen.findByText( 'Failed to send the certificates!' )
			).toBeInTheDocument();
			expect(
				screen.getByText(
					'This event has no published certificate template.'
				)
			).toBeInTheDocument();
			expect(
				screen.queryByText( 'Sending the certificates of Workshop' )
			).not.toBeInTheDocument();
			expect( jobPolls() ).toBe( 0 );
		} );

		it( 'shows the server message when the progress cannot be read', async () => {
			server.on(
				'POST',
				'/eventin/v2/events/4/send_certificate',
				() => ( {
					body: started,
				} )
			);
			server.on( 'GET', '/eventin/v2/jobs/9', () => ( {
				status: 403,
				body: {
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to do that.',
					data: { status: 403 },
				},
			} ) );
			renderApp( '/events' );
			await pick( await openMenu( 'Workshop' ), 'Send Certificate' );
			const dialog = await dialogWith(
				'Sending the certificates of Workshop'
			);
			expect(
				await within( dialog ).findByText(
					'Sorry, you are not allowed to do that.'
				)
			).toBeInTheDocument();
			await pause( 100 );
			expect( jobPolls() ).toBe( 1 );
		} );
	} );
} );
