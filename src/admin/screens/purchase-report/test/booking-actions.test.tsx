/**
 * External dependencies
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { addFilter, doAction, removeFilter } from '@wordpress/hooks';

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
import type { Booking } from '../../../../data/bookings';
import {
	BOOKING_ACTIONS_FILTER,
	BOOKING_CHANGED_ACTION,
	type RowAction,
	type RowActionContext,
} from '../../../extension-points';
import { anEvent, serveEvents } from '../../events/test/fixtures/events';
import {
	aBooking,
	bookingListQueries,
	conflict,
	serveBookings,
} from './fixtures/bookings';

let server: FakeServer;
let bookings: Booking[];
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const REFUND_QUESTION = 'Are you sure you want to refund this booking?';

/**
 * Opens the actions menu of a booking's row.
 *
 * @param id Booking id.
 * @return The open menu.
 */
const openMenu = async ( id: number ) =>
	openRowMenu( user, await rowOf( `#${ id }` ) );

/**
 * Opens a booking's menu and picks an item.
 *
 * @param id    Booking id.
 * @param label Item label.
 */
async function pick( id: number, label: string ) {
	await clickMenuItem( user, await openMenu( id ), label );
}

/**
 * Picks an item, then answers its confirmation.
 *
 * @param id       Booking id.
 * @param label    Item label.
 * @param question Confirmation title.
 * @param answer   Button to press.
 */
async function pickAndConfirm(
	id: number,
	label: string,
	question: string,
	answer: string
) {
	await pick( id, label );
	await user.click( button( await dialogWith( question ), answer ) );
}

/**
 * The bottom-right notification showing `title`, with its description.
 *
 * @param title Notification title.
 */
async function notice( title: string ) {
	const found = ( await screen.findByText( title ) ).closest(
		'.ant-notification-notice'
	) as HTMLElement;
	expect( found.closest( '.ant-notification-bottomRight' ) ).not.toBeNull();
	return {
		type: found.className.includes( 'notice-success' )
			? 'success'
			: 'error',
		description:
			found.querySelector( '.ant-notification-notice-description' )
				?.textContent ?? '',
	};
}

/**
 * The status shown in a booking's row.
 *
 * @param id Booking id.
 */
const statusOf = async ( id: number ) =>
	( await rowOf( `#${ id }` ) ).querySelector( '.eventin-bookings__status' )
		?.textContent;

/**
 * POST requests to a path.
 *
 * @param path Path under /eventin/v2.
 */
const posts = ( path: string ) =>
	server.requests.filter(
		( r ) => r.method === 'POST' && r.path === `/eventin/v2/${ path }`
	);

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	bookings = [
		aBooking( { id: 1, status: 'pending', email: 'pat@example.org' } ),
		aBooking( { id: 2, status: 'completed', email: 'ana@example.org' } ),
		aBooking( { id: 3, status: 'failed' } ),
		aBooking( { id: 4, status: 'refunded' } ),
		aBooking( { id: 5, status: 'cancelled' } ),
	];
	serveBookings( server, () => bookings );
} );

describe( 'actions menu', () => {
	it.each( [
		[ 1, 'pending', [ 'Mark as paid', 'Cancel booking', 'Delete' ] ],
		[ 2, 'completed', [ 'Resend Invoice', 'Refund Booking', 'Delete' ] ],
		[ 3, 'failed', [ 'Delete' ] ],
		[ 4, 'refunded', [ 'Delete' ] ],
		[ 5, 'cancelled', [ 'Delete' ] ],
	] )( 'of booking %d (%s): %p', async ( id, _status, expected ) => {
		renderApp( '/purchase-report' );
		expect( menuLabels( await openMenu( id ) ) ).toEqual( expected );
	} );

	it( 'shows what another plugin adds through eventin.bookingActions, before Delete', async () => {
		const seen: Array< { booking: Booking; context: RowActionContext } > =
			[];
		const clicked: number[] = [];
		addFilter(
			BOOKING_ACTIONS_FILTER,
			'test/pdf',
			(
				items: RowAction[],
				booking: Booking,
				context: RowActionContext
			) => {
				seen.push( { booking, context } );
				return [
					...items,
					{
						key: 'pdf',
						label: 'PDF invoice',
						onClick: () => clicked.push( booking.id ),
					},
					{
						key: 'their-page',
						label: 'Their page',
						path: `/attendees/event/${ booking.event_id }`,
					},
					// Broken entries and a second item under a taken key are dropped.
					{ label: 'No key', onClick: () => {} },
					null,
					{ key: 'delete', label: 'Another delete', path: '/x' },
				];
			}
		);
		try {
			renderApp( '/purchase-report' );
			const menu = await openMenu( 2 );
			expect( menuLabels( menu ) ).toEqual( [
				'Resend Invoice',
				'Refund Booking',
				'PDF invoice',
				'Their page',
				'Delete',
			] );
			const last = seen.at( -1 );
			expect( last?.context.can( 'etn_manage_order' ) ).toBe( true );
			expect( last?.context.settings?.currency ).toBe( 'USD' );
			await clickMenuItem( user, menu, 'PDF invoice' );
			expect( clicked ).toEqual( [ 2 ] );
			await pick( 2, 'Their page' );
			await waitFor( () =>
				expect( window.location.hash ).toBe( '#/attendees/event/3' )
			);
		} finally {
			removeFilter( BOOKING_ACTIONS_FILTER, 'test/pdf' );
		}
	} );

	it( 'keeps our items when a filter returns something other than a list', async () => {
		addFilter( BOOKING_ACTIONS_FILTER, 'test/not-a-list', () => 'oops' );
		try {
			renderApp( '/purchase-report' );
			expect( menuLabels( await openMenu( 1 ) ) ).toEqual( [
				'Mark as paid',
				'Cancel booking',
				'Delete',
			] );
		} finally {
			removeFilter( BOOKING_ACTIONS_FILTER, 'test/not-a-list' );
		}
	} );
} );

describe( 'pending bookings', () => {
	it( 'marks a booking as paid after confirmation', async () => {
		renderApp( '/purchase-report' );
		await pickAndConfirm(
			1,
			'Mark as paid',
			'Are you sure you want to mark this booking as paid?',
			'Mark as paid'
		);
		expect(
			await notice( 'Successfully marked the booking as paid!' )
		).toMatchObject( { type: 'success' } );
		await waitFor( async () =>
			expect( await statusOf( 1 ) ).toBe( 'Completed' )
		);
		const put = server.requests.filter( ( r ) => r.method === 'PUT' );
		expect( put ).toEqual( [
			expect.objectContaining( {
				path: '/eventin/v2/orders/1',
				data: { status: 'completed' },
			} ),
		] );
		// The lists refetch after the change.
		expect( bookingListQueries( server ).length ).toBeGreaterThan( 1 );
	} );

	it( 'changes nothing when the confirmation is dismissed', async () => {
		renderApp( '/purchase-report' );
		await pickAndConfirm(
			1,
			'Mark as paid',
			'Are you sure you want to mark this booking as paid?',
			'Cancel'
		);
		expect( server.requests.some( ( r ) => r.method === 'PUT' ) ).toBe(
			false
		);
		expect( await statusOf( 1 ) ).toBe( 'Pending' );
	} );

	it( "cancels a booking, and shows the server's reason when it refuses", async () => {
		renderApp( '/purchase-report' );
		await pickAndConfirm(
			1,
			'Cancel booking',
			'Are you sure you want to cancel this booking?',
			'Cancel booking'
		);
		await notice( 'Successfully cancelled the booking!' );
		await waitFor( async () =>
			expect( await statusOf( 1 ) ).toBe( 'Cancelled' )
		);

		server.on( 'PUT', '/eventin/v2/orders/1', () =>
			conflict( 'The booking was paid in the meantime.' )
		);
		bookings[ 0 ].status = 'pending';
		act( () => doAction( BOOKING_CHANGED_ACTION, { ...bookings[ 0 ] } ) );
		await waitFor( async () =>
			expect( await statusOf( 1 ) ).toBe( 'Pending' )
		);
		await pickAndConfirm(
			1,
			'Cancel booking',
			'Are you sure you want to cancel this booking?',
			'Cancel booking'
		);
		expect( await notice( 'Failed to cancel the booking!' ) ).toEqual( {
			type: 'error',
			description: 'The booking was paid in the meantime.',
		} );
		expect( await statusOf( 1 ) ).toBe( 'Pending' );
	} );
} );

describe( 'extension items of completed bookings', () => {
	it( 'refunds after confirmation, notifies, and shows the row refunded', async () => {
		server.on( 'POST', '/eventin/v2/orders/2/refund', () => {
			bookings[ 1 ] = { ...bookings[ 1 ], status: 'refunded' };
			return { body: bookings[ 1 ] };
		} );
		renderApp( '/purchase-report' );
		await pickAndConfirm(
			2,
			'Refund Booking',
			REFUND_QUESTION,
			'Refund Booking'
		);

		expect(
			await notice( 'Successfully refunded the booking!' )
		).toMatchObject( {
			type: 'success',
		} );
		await waitFor( async () =>
			expect( await statusOf( 2 ) ).toBe( 'Refunded' )
		);
		expect( posts( 'orders/2/refund' ) ).toHaveLength( 1 );
		// A refunded booking offers neither item any more.
		expect( menuLabels( await openMenu( 2 ) ) ).toEqual( [ 'Delete' ] );
	} );

	it( 'refetches the events list and its Sold count after a refund', async () => {
		let sold = 3;
		serveEvents( server, () => [
			anEvent( {
				id: 3,
				title: 'Jazz night',
				sold_tickets: sold,
				total_ticket: 40,
			} ),
		] );
		server.on( 'POST', '/eventin/v2/orders/2/refund', () => {
			bookings[ 1 ] = { ...bookings[ 1 ], status: 'refunded' };
			sold = 2;
			return { body: bookings[ 1 ] };
		} );
		renderApp( '/events' );
		expect( await rowOf( 'Jazz night' ) ).toHaveTextContent( '3 / 40' );

		act( () => {
			window.location.hash = '#/purchase-report';
		} );
		await pickAndConfirm(
			2,
			'Refund Booking',
			REFUND_QUESTION,
			'Refund Booking'
		);
		await waitFor( async () =>
			expect( await statusOf( 2 ) ).toBe( 'Refunded' )
		);

		act( () => {
			window.location.hash = '#/events';
		} );
		await waitFor( async () =>
			expect( await rowOf( 'Jazz night' ) ).toHaveTextContent( '2 / 40' )
		);
	} );

	it( 'does not refund when the confirmation is dismissed', async () => {
		renderApp( '/purchase-report' );
		await pickAndConfirm( 2, 'Refund Booking', REFUND_QUESTION, 'Cancel' );
		expect( posts( 'orders/2/refund' ) ).toHaveLength( 0 );
		expect( await statusOf( 2 ) ).toBe( 'Completed' );
	} );

	it( "shows the server's reason when a refund is refused, and the row stays completed", async () => {
		server.on( 'POST', '/eventin/v2/orders/2/refund', () =>
			conflict( 'Only a completed booking can be refunded.' )
		);
		renderApp( '/purchase-report' );
		await pickAndConfirm(
			2,
			'Refund Booking',
			REFUND_QUESTION,
			'Refund Booking'
		);
		expect( await notice( 'Failed to refund the booking!' ) ).toEqual( {
			type: 'error',
			description: 'Only a completed booking can be refunded.',
		} );
		expect( await statusOf( 2 ) ).toBe( 'Completed' );
	} );

	it( "resends the invoice and shows the server's answer", async () => {
		server.on( 'POST', '/eventin/v2/orders/2/resend-invoice', () => ( {
			body: { message: 'Invoice sent to ana@example.org.' },
		} ) );
		renderApp( '/purchase-report' );
		await pickAndConfirm(
			2,
			'Resend Invoice',
			'Are you sure you want to resend the invoice of this booking?',
			'Resend Invoice'
		);
		expect( await notice( 'Successfully resent the invoice!' ) ).toEqual( {
			type: 'success',
			description: 'Invoice sent to ana@example.org.',
		} );
		expect( posts( 'orders/2/resend-invoice' ) ).toHaveLength( 1 );
	} );

	it( "reports a failed resend with the server's message", async () => {
		server.on( 'POST', '/eventin/v2/orders/2/resend-invoice', () => ( {
			status: 500,
			body: {
				code: 'eventin_mail_failed',
				message: 'The mail server refused the message.',
				data: { status: 500 },
			},
		} ) );
		renderApp( '/purchase-report' );
		await pickAndConfirm(
			2,
			'Resend Invoice',
			'Are you sure you want to resend the invoice of this booking?',
			'Resend Invoice'
		);
		expect( await notice( 'Failed to resend the invoice!' ) ).toEqual( {
			type: 'error',
			description: 'The mail server refused the message.',
		} );
		expect( await statusOf( 2 ) ).toBe( 'Completed' );
	} );
} );

describe( 'delete', () => {
	it( 'deletes after confirmation and the row goes', async () => {
		server.on( 'DELETE', '/eventin/v2/orders/3', () => {
			bookings = bookings.filter( ( b ) => b.id !== 3 );
			return { body: { deleted: true } };
		} );
		renderApp( '/purchase-report' );
		await pickAndConfirm(
			3,
			'Delete',
			'Are you sure you want to delete this booking?',
			'Delete'
		);
		await notice( 'Successfully deleted the booking!' );
		await waitFor( () => expect( screen.queryByText( '#3' ) ).toBeNull() );
		expect(
			screen.getByText( 'Showing 1 - 4 of 4 bookings' )
		).toBeInTheDocument();
	} );
} );
