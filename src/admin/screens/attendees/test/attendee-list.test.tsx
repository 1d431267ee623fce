/**
 * External dependencies
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { button, dialogWith, rowOf } from '../../../../../tests/js/queries';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { SEARCH_DEBOUNCE_MS } from '../../../../components/list-page';
import {
	anAttendee,
	checkedIn,
	serveAttendees,
	type AttendeesServer,
} from './helpers/attendees';

let server: FakeServer;
let state: AttendeesServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const listRequests = () =>
	server.requests.filter(
		( r ) => r.method === 'GET' && r.path === '/eventin/v2/attendees'
	);

/**
 * Opens a filter select and picks an option.
 *
 * @param className Class of the select.
 * @param option    Option label.
 */
async function choose( className: string, option: string ) {
	await user.click(
		document.querySelector(
			`.${ className } .ant-select-selector`
		) as HTMLElement
	);
	await user.click( await screen.findByTitle( option ) );
}

/**
 * Ticks the row checkboxes of these people.
 *
 * @param names Attendee names.
 */
async function select( ...names: string[] ) {
	for ( const name of names ) {
		await user.click( screen.getByLabelText( `Select ${ name }` ) );
	}
}

/**
 * A toolbar button (the rows have buttons with the same labels).
 *
 * @param label Label.
 */
const toolbarButton = ( label: string ) =>
	button(
		document.querySelector( '.eventin-list-page__toolbar' ) as HTMLElement,
		label
	);

/**
 * Waits until the row of `name` shows the button (after a refetch).
 *
 * @param name  Attendee name.
 * @param label Button label.
 */
const rowButtonAppears = ( name: string, label: string ) =>
	waitFor( () =>
		expect(
			button(
				screen.getByText( name ).closest( 'tr' ) as HTMLElement,
				label
			)
		).toBeInTheDocument()
	);

beforeEach( () => {
	window.eventinBoot = { timezone: 'Europe/Berlin' };
	server = installFakeServer();
	givenUser( server, 'all' );
	state = {
		people: [
			anAttendee( 1, 'Ann Lee', {
				phone: '+351 555 0100',
				ticket_name: 'VIP',
				ticket_id: 'Q7fK2mZp9xLw',
			} ),
			checkedIn(
				anAttendee( 2, 'Bo Chen', {
					event_id: 8,
					event_title: 'Code Camp',
				} ),
				'2026-11-23T09:12:00Z'
			),
			anAttendee( 3, 'Cy Diaz', { payment_status: 'pending' } ),
			anAttendee( 4, 'Di Evans', { payment_status: 'failed' } ),
			anAttendee( 5, 'Ed Fox', { payment_status: 'refunded' } ),
			...Array.from( { length: 7 }, ( _, i ) =>
				anAttendee( 10 + i, `Zoe Extra ${ i + 1 }` )
			),
		],
	};
	serveAttendees( server, state );
} );

afterEach( () => {
	delete window.eventinBoot;
} );

describe( 'attendee list', () => {
	it( 'shows every column and the paging text', async () => {
		renderApp( '/attendees' );
		expect(
			await screen.findByText( 'Showing 1 - 10 of 12 attendees' )
		).toBeInTheDocument();
		expect( listRequests()[ 0 ].query ).toMatchObject( {
			paged: '1',
			per_page: '10',
		} );
		const headers = [
			...document.querySelectorAll( '.ant-table-thead th' ),
		].map( ( th ) => th.textContent );
		expect( headers.filter( Boolean ) ).toEqual( [
			'Name',
			'Ticket',
			'Event',
			'Payment',
			'Ticket status',
			'Actions',
		] );

		const ann = await rowOf( 'Ann Lee' );
		expect( within( ann ).getByText( 'ann.lee@example.org' ) ).toHaveClass(
			'eventin-attendees__email'
		);
		expect( within( ann ).getByText( 'VIP' ) ).toBeInTheDocument();
		expect( within( ann ).getByText( 'Q7fK2mZp9xLw' ).tagName ).toBe(
			'SMALL'
		);
		expect(
			within( ann ).getByText( 'Jazz Night' ).closest( 'a' )
		).toHaveAttribute( 'href', '#/events/create/7/basic' );
		expect( within( ann ).getByText( 'Success' ) ).toHaveClass(
			'eventin-attendees__payment',
			'is-success'
		);
		expect( ann ).toHaveTextContent( 'Not checked in' );
		expect( button( ann, 'Check in' ) ).toBeInTheDocument();

		const bo = await rowOf( 'Bo Chen' );
		expect(
			within( bo ).getByText( 'Code Camp' ).closest( 'a' )
		).toHaveAttribute( 'href', '#/events/create/8/basic' );
		// 09:12 UTC in the site's timezone (Berlin, UTC+1 in November).
		expect( within( bo ).getByText( 'Checked in' ) ).toBeInTheDocument();
		expect(
			within( bo ).getByText( 'at Nov 23, 2026, 10:12 AM' )
		).toBeInTheDocument();
		expect( button( bo, 'Undo check-in' ) ).toBeInTheDocument();

		// The tag's colour comes from its status class (style.scss).
		for ( const [ name, label, status ] of [
			[ 'Cy Diaz', 'Pending', 'is-pending' ],
			[ 'Di Evans', 'Failed', 'is-failed' ],
			[ 'Ed Fox', 'Refunded', 'is-refunded' ],
		] ) {
			expect(
				within( await rowOf( name ) ).getByText( label )
			).toHaveClass( 'eventin-attendees__payment', status );
		}

		await user.click( screen.getByTitle( '2' ) );
		expect(
			await screen.findByText( 'Showing 11 - 12 of 12 attendees' )
		).toBeInTheDocument();
		expect( listRequests().at( -1 )?.query ).toMatchObject( {
			paged: '2',
			per_page: '10',
		} );
	} );

	it( "names the select-all box in the site's language, and selects every row of the page", async () => {
		setLocaleData(
			{ '': {}, 'Select all': [ 'Alle auswählen' ] },
			'eventin-pro'
		);
		try {
			renderApp( '/attendees' );
			await rowOf( 'Ann Lee' );
			await user.click( screen.getByLabelText( 'Alle auswählen' ) );
			expect( screen.getByLabelText( 'Select Ann Lee' ) ).toBeChecked();
			expect( screen.getByLabelText( 'Select Bo Chen' ) ).toBeChecked();
		} finally {
			resetLocaleData( undefined, 'eventin-pro' );
		}
	} );

	it( 'filters by event, searching the events on the server', async () => {
		renderApp( '/attendees' );
		await screen.findByText( 'Showing 1 - 10 of 12 attendees' );
		await user.click(
			document.querySelector(
				'.eventin-attendees__event-filter .ant-select-selector'
			) as HTMLElement
		);
		await user.type(
			document.querySelector(
				'.eventin-attendees__event-filter input'
			) as HTMLElement,
			'Code'
		);
		await waitFor( () =>
			expect(
				server.requests.some(
					( r ) =>
						r.path === '/eventin/v2/events' &&
						r.query.search_keyword === 'Code'
				)
			).toBe( true )
		);
		await user.click( await screen.findByTitle( 'Code Camp' ) );
		expect(
			await screen.findByText( 'Showing 1 - 1 of 1 attendees' )
		).toBeInTheDocument();
		expect( listRequests().at( -1 )?.query ).toMatchObject( {
			event_id: '8',
			paged: '1',
			per_page: '10',
		} );
		expect( screen.getByText( 'Bo Chen' ) ).toBeInTheDocument();
		// The chosen event keeps its name in the select.
		expect(
			document.querySelector(
				'.eventin-attendees__event-filter .ant-select-selection-item'
			)
		).toHaveTextContent( 'Code Camp' );

		await user.click(
			document.querySelector(
				'.eventin-attendees__event-filter .ant-select-clear'
			) as HTMLElement
		);
		await screen.findByText( 'Showing 1 - 10 of 12 attendees' );
		expect( listRequests().at( -1 )?.query.event_id ).toBeUndefined();
	} );

	it.each( [
		[ 'Refunded', { payment_status: 'refunded' }, 'Ed Fox', 1 ],
		[ 'Pending', { payment_status: 'pending' }, 'Cy Diaz', 1 ],
	] )(
		'filters by payment status %s',
		async ( label, expected, name, count ) => {
			renderApp( '/attendees' );
			await screen.findByText( 'Showing 1 - 10 of 12 attendees' );
			await user.click( screen.getByTitle( '2' ) );
			await screen.findByText( 'Showing 11 - 12 of 12 attendees' );
			await choose( 'eventin-attendees__payment-filter', label );
			expect(
				await screen.findByText(
					`Showing 1 - ${ count } of ${ count } attendees`
				)
			).toBeInTheDocument();
			expect( listRequests().at( -1 )?.query ).toMatchObject( {
				...expected,
				paged: '1',
			} );
			expect( screen.getByText( name ) ).toBeInTheDocument();
		}
	);

	it( 'filters by ticket status: Checked in is used, Not checked in is unused', async () => {
		renderApp( '/attendees' );
		await screen.findByText( 'Showing 1 - 10 of 12 attendees' );
		await choose( 'eventin-attendees__ticket-filter', 'Checked in' );
		expect(
			await screen.findByText( 'Showing 1 - 1 of 1 attendees' )
		).toBeInTheDocument();
		expect( listRequests().at( -1 )?.query.ticket_status ).toBe( 'used' );
		await choose( 'eventin-attendees__ticket-filter', 'Not checked in' );
		expect(
			await screen.findByText( 'Showing 1 - 10 of 11 attendees' )
		).toBeInTheDocument();
		expect( listRequests().at( -1 )?.query.ticket_status ).toBe( 'unused' );
	} );

	it( 'searches by name, e-mail or ticket id after 500 ms of quiet', async () => {
		renderApp( '/attendees' );
		await screen.findByText( 'Showing 1 - 10 of 12 attendees' );
		jest.useFakeTimers();
		try {
			const before = listRequests().length;
			const typing = userEvent.setup( {
				pointerEventsCheck: 0,
				advanceTimers: jest.advanceTimersByTime,
			} );
			await typing.type(
				screen.getByPlaceholderText(
					'Search by name, email or ticket ID'
				),
				'q7fk'
			);
			await act( async () => {
				jest.advanceTimersByTime( SEARCH_DEBOUNCE_MS - 100 );
			} );
			expect( listRequests() ).toHaveLength( before );
			await act( async () => {
				jest.advanceTimersByTime( 100 );
			} );
			await waitFor( () =>
				expect( listRequests() ).toHaveLength( before + 1 )
			);
			expect( listRequests().at( -1 )?.query ).toMatchObject( {
				search: 'q7fk',
				paged: '1',
			} );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'checks in the selected attendees and sums up each result, naming the failures', async () => {
		renderApp( '/attendees' );
		await screen.findByText( 'Showing 1 - 10 of 12 attendees' );
		expect( toolbarButton( 'Check in' ) ).toBeDisabled();
		await select(
			'Ann Lee',
			'Bo Chen',
			'Cy Diaz',
			'Zoe Extra 1',
			'Zoe Extra 2'
		);
		await user.click( toolbarButton( 'Check in' ) );

		expect(
			await screen.findByText(
				'3 checked in, 1 already checked in, 1 not paid'
			)
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Cy Diaz: The ticket of Cy Diaz is not paid.' )
		).toBeInTheDocument();
		const post = server.requests.find(
			( r ) => r.path === '/eventin/v2/attendees/check-in'
		);
		expect( post?.data ).toEqual( { ids: [ 1, 2, 3, 10, 11 ] } );
		// The list is read again and shows the new statuses.
		await rowButtonAppears( 'Ann Lee', 'Undo check-in' );
		expect( await rowOf( 'Zoe Extra 2' ) ).toHaveTextContent(
			'at Nov 23, 2026, 10:30 AM'
		);
		expect( await rowOf( 'Cy Diaz' ) ).toHaveTextContent(
			'Not checked in'
		);
		// A partial failure keeps the selection for another try.
		expect( screen.getByLabelText( 'Select Cy Diaz' ) ).toBeChecked();
	} );

	it( 'undoes the check-in of the selected attendees and clears the selection', async () => {
		state.people[ 0 ] = checkedIn(
			state.people[ 0 ],
			'2026-11-23T08:00:00Z'
		);
		renderApp( '/attendees' );
		await screen.findByText( 'Showing 1 - 10 of 12 attendees' );
		await select( 'Ann Lee', 'Bo Chen' );
		await user.click( toolbarButton( 'Undo check-in' ) );
		expect(
			await screen.findByText( '2 check-ins undone' )
		).toBeInTheDocument();
		expect(
			server.requests.find(
				( r ) => r.path === '/eventin/v2/attendees/undo-check-in'
			)?.data
		).toEqual( { ids: [ 1, 2 ] } );
		await waitFor( () =>
			expect(
				screen.getByLabelText( 'Select Ann Lee' )
			).not.toBeChecked()
		);
		expect( await rowOf( 'Bo Chen' ) ).toHaveTextContent(
			'Not checked in'
		);
	} );

	it( 'shows the server message when the check-in request fails', async () => {
		server.on( 'POST', '/eventin/v2/attendees/check-in', () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to check attendees in.',
				data: { status: 403 },
			},
		} ) );
		renderApp( '/attendees' );
		await user.click( button( await rowOf( 'Ann Lee' ), 'Check in' ) );
		expect(
			await screen.findByText( 'Check-in failed.' )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Sorry, you are not allowed to check attendees in.'
			)
		).toBeInTheDocument();
	} );

	it( 'checks one attendee in and out from the row', async () => {
		renderApp( '/attendees' );
		await user.click( button( await rowOf( 'Ann Lee' ), 'Check in' ) );
		expect( await screen.findByText( '1 checked in' ) ).toBeInTheDocument();
		await rowButtonAppears( 'Ann Lee', 'Undo check-in' );
		await user.click( button( await rowOf( 'Ann Lee' ), 'Undo check-in' ) );
		expect(
			await screen.findByText( '1 check-in undone' )
		).toBeInTheDocument();
		expect(
			server.requests
				.filter( ( r ) => r.method === 'POST' )
				.map( ( r ) => [ r.path, r.data ] )
		).toEqual( [
			[ '/eventin/v2/attendees/check-in', { ids: [ 1 ] } ],
			[ '/eventin/v2/attendees/undo-check-in', { ids: [ 1 ] } ],
		] );
	} );

	it( "keeps the focus on the row's check-in button while it works and after", async () => {
		renderApp( '/attendees' );
		const checkIn = button( await rowOf( 'Ann Lee' ), 'Check in' );
		await user.click( checkIn );
		// Busy, the button says so without being disabled: a browser drops
		// the focus of a control that becomes disabled to the page.
		expect( checkIn ).toHaveClass( 'ant-btn-loading' );
		expect( checkIn ).toBeEnabled();
		expect( checkIn.ownerDocument.activeElement ).toBe( checkIn );
		expect( await screen.findByText( '1 checked in' ) ).toBeInTheDocument();
		await rowButtonAppears( 'Ann Lee', 'Undo check-in' );
		const undo = button( await rowOf( 'Ann Lee' ), 'Undo check-in' );
		expect( undo.ownerDocument.activeElement ).toBe( undo );
	} );

	it( 'deletes an attendee after confirming', async () => {
		renderApp( '/attendees' );
		await user.click( button( await rowOf( 'Ann Lee' ), 'Delete' ) );
		const dialog = await dialogWith(
			'Are you sure you want to delete this attendee?'
		);
		await user.click( button( dialog, 'Cancel' ) );
		expect(
			server.requests.filter( ( r ) => r.method === 'DELETE' )
		).toHaveLength( 0 );

		await user.click( button( await rowOf( 'Ann Lee' ), 'Delete' ) );
		await user.click(
			button(
				await dialogWith(
					'Are you sure you want to delete this attendee?'
				),
				'Delete'
			)
		);
		expect(
			await screen.findByText( 'Successfully deleted the attendee!' )
		).toBeInTheDocument();
		expect(
			await screen.findByText( 'Showing 1 - 10 of 11 attendees' )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Ann Lee' ) ).not.toBeInTheDocument();
		expect(
			server.requests.find( ( r ) => r.method === 'DELETE' )?.path
		).toBe( '/eventin/v2/attendees/1' );
	} );

	it( 'bulk deletes the selected attendees after confirming', async () => {
		renderApp( '/attendees' );
		await screen.findByText( 'Showing 1 - 10 of 12 attendees' );
		await select( 'Ann Lee', 'Cy Diaz' );
		await user.click( toolbarButton( 'Delete (2)' ) );
		await user.click(
			button(
				await dialogWith(
					'Are you sure you want to delete the selected attendees?'
				),
				'Delete'
			)
		);
		expect(
			await screen.findByText( 'Showing 1 - 10 of 10 attendees' )
		).toBeInTheDocument();
		expect(
			server.requests.find( ( r ) => r.method === 'DELETE' )?.query.ids
		).toBe( '1,3' );
	} );

	it( 'exports the current filters, and opens the form from a row', async () => {
		URL.createObjectURL = jest.fn( () => 'blob:attendees' );
		URL.revokeObjectURL = jest.fn();
		const click = jest
			.spyOn( HTMLAnchorElement.prototype, 'click' )
			.mockImplementation( () => {} );
		server.on( 'GET', '/eventin/v2/attendees/export', () => ( {
			text: 'Ticket ID,Name\ntkt-3,Cy Diaz\n',
			headers: { 'X-WP-Total': '1' },
		} ) );
		try {
			renderApp( '/attendees' );
			await screen.findByText( 'Showing 1 - 10 of 12 attendees' );
			await choose( 'eventin-attendees__payment-filter', 'Pending' );
			await screen.findByText( 'Showing 1 - 1 of 1 attendees' );
			await user.click( toolbarButton( 'Export CSV' ) );
			await waitFor( () => expect( click ).toHaveBeenCalledTimes( 1 ) );
			expect(
				server.requests.find(
					( r ) => r.path === '/eventin/v2/attendees/export'
				)?.query
			).toMatchObject( {
				payment_status: 'pending',
				paged: '1',
				per_page: '2000',
			} );
		} finally {
			click.mockRestore();
		}

		await user.click( button( await rowOf( 'Cy Diaz' ), 'Edit' ) );
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/attendees/edit/3' )
		);
	} );
} );
