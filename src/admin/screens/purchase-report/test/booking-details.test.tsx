/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { button, rowOf } from '../../../../../tests/js/queries';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import type { Attendee } from '../../../../data/attendees';
import type { Booking } from '../../../../data/bookings';
import { anAttendee as attendee } from '../../attendees/test/helpers/attendees';
import { aBooking, serveBookings } from './fixtures/bookings';

let server: FakeServer;
let bookings: Booking[];
const user = userEvent.setup( { pointerEventsCheck: 0 } );

/**
 * An attendee of booking 2.
 *
 * @param id       Id.
 * @param name     Name.
 * @param override Fields to change.
 */
const anAttendee = (
	id: number,
	name: string,
	override: Partial< Attendee > = {}
) =>
	attendee( id, name, {
		booking_id: 2,
		event_id: 3,
		ticket_name: 'VIP',
		...override,
	} );

/**
 * The open drawer.
 */
const drawer = () =>
	waitFor( () => {
		const found = document.querySelector(
			'.ant-drawer-open .ant-drawer-content'
		);
		expect( found ).not.toBeNull();
		return found as HTMLElement;
	} );

/**
 * Queries of the GET /attendees requests, without api-fetch's `_locale`.
 */
const attendeeQueries = () =>
	server.requests
		.filter( ( r ) => r.path === '/eventin/v2/attendees' )
		.map( ( { query: { _locale: locale, ...query } } ) => query );

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	bookings = [
		aBooking( {
			id: 2,
			first_name: 'Ana',
			last_name: 'Silva',
			email: 'ana@example.org',
			phone: '+880 1700 000000',
			tickets: [
				{ slug: 'vip', name: 'VIP', quantity: 2, price: 100 },
				{ slug: 'std', name: 'Standard', quantity: 1, price: 50 },
			],
			total_price: 250,
			status: 'completed',
			extra_fields: { Company: 'Acme' },
		} ),
		aBooking( { id: 1 } ),
	];
	serveBookings( server, () => bookings );
	server.on( 'GET', '/eventin/v2/attendees', ( { query } ) => {
		const items =
			query.booking_id === '2'
				? [
						anAttendee( 11, 'Ana Silva' ),
						anAttendee( 12, 'Bruno Costa', {
							ticket_id: 'Qm9va2luZy1icnVuby0wMg',
							ticket_status: 'used',
						} ),
						anAttendee( 13, 'Carla Dias', {
							ticket_id: 'Qm9va2luZy1jYXJsYS0wMw',
							ticket_name: 'Standard',
						} ),
				  ]
				: [];
		return { body: { items, total_items: items.length } };
	} );
} );

describe( 'booking details', () => {
	it( 'opens from the booking number with the customer, tickets, total, status and attendees', async () => {
		renderApp( '/purchase-report' );
		await user.click( await screen.findByText( '#2' ) );
		const panel = await drawer();

		expect( within( panel ).getByText( 'Booking #2' ) ).toBeInTheDocument();
		[
			'Ana Silva',
			'+880 1700 000000',
			'Jazz night',
			'Manual',
			'Completed',
			'Company',
			'Acme',
		].forEach( ( text ) =>
			expect(
				within( panel ).getAllByText( text ).length
			).toBeGreaterThan( 0 )
		);
		// Ticket lines with unit price and subtotal, then the total.
		const vip = within( panel )
			.getAllByText( 'VIP' )[ 0 ]
			.closest( 'tr' ) as HTMLElement;
		expect(
			Array.from( vip.querySelectorAll( 'td' ), ( td ) => td.textContent )
		).toEqual( [ 'VIP', '2', '$100.00', '$200.00' ] );
		expect( within( panel ).getByText( '$250.00' ) ).toBeInTheDocument();

		// The attendees, with ticket ids and ticket statuses.
		const bruno = (
			await within( panel ).findByText( 'Bruno Costa' )
		).closest( 'tr' ) as HTMLElement;
		expect( bruno ).toHaveTextContent( 'Qm9va2luZy1icnVuby0wMg' );
		expect( bruno ).toHaveTextContent( 'Checked in' );
		const carla = within( panel )
			.getByText( 'Carla Dias' )
			.closest( 'tr' ) as HTMLElement;
		expect( carla ).toHaveTextContent( 'Qm9va2luZy1jYXJsYS0wMw' );
		expect( carla ).toHaveTextContent( 'Not checked in' );
		expect( attendeeQueries() ).toEqual( [
			{ booking_id: '2', paged: '1', per_page: '100' },
		] );
	} );

	it( 'opens from the Details button and closes', async () => {
		renderApp( '/purchase-report' );
		await user.click( button( await rowOf( '#1' ), 'Details' ) );
		const panel = await drawer();
		expect( within( panel ).getByText( 'Booking #1' ) ).toBeInTheDocument();
		expect(
			await within( panel ).findByText( 'This booking has no attendees.' )
		).toBeInTheDocument();
		await user.click( within( panel ).getByLabelText( 'Close' ) );
		await waitFor( () =>
			expect( document.querySelector( '.ant-drawer-open' ) ).toBeNull()
		);
	} );

	it( 'does not ask for attendees without the attendee permission', async () => {
		givenUser( server, [ 'etn_manage_order' ] );
		renderApp( '/purchase-report' );
		await user.click( await screen.findByText( '#2' ) );
		const panel = await drawer();
		expect(
			await within( panel ).findByText(
				'Seeing the attendees needs the attendee permission.'
			)
		).toBeInTheDocument();
		expect( attendeeQueries() ).toEqual( [] );
	} );

	it( "shows the server's message when the attendees cannot be read", async () => {
		server.on( 'GET', '/eventin/v2/attendees', () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to see attendees.',
				data: { status: 403 },
			},
		} ) );
		renderApp( '/purchase-report' );
		await user.click( await screen.findByText( '#2' ) );
		expect(
			await within( await drawer() ).findByText(
				'Sorry, you are not allowed to see attendees.'
			)
		).toBeInTheDocument();
	} );
} );
