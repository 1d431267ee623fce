/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { anEvent, givenEvent, puts } from './helpers/fixtures';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
} );

function statistic( title: string ) {
	return screen.getByText( title ).closest( '.ant-statistic' ) as HTMLElement;
}

describe( 'event editor: tickets', () => {
	it( 'sends -1 for an unlimited ticket and shows the total as ∞', async () => {
		givenEvent( server );
		renderApp( '/events/create/42/tickets' );
		await user.click( await screen.findByText( 'Add ticket type' ) );
		await user.type( screen.getByLabelText( 'Ticket 1 name' ), 'VIP' );
		await user.type( screen.getByLabelText( 'Ticket 1 capacity' ), '50' );
		await waitFor( () =>
			expect( statistic( 'Total tickets' ) ).toHaveTextContent( '50' )
		);
		await user.click( screen.getByText( 'Add ticket type' ) );
		await user.type( screen.getByLabelText( 'Ticket 2 name' ), 'Free' );
		await user.click( screen.getAllByLabelText( 'Unlimited' )[ 1 ] );

		await waitFor( () =>
			expect( statistic( 'Total tickets' ) ).toHaveTextContent( '∞' )
		);
		expect( screen.getByLabelText( 'Ticket 2 capacity' ) ).toBeDisabled();
		expect( statistic( 'Sold' ) ).toHaveTextContent( '3' );

		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data ).toEqual( {
			ticket_variations: [
				{ name: 'VIP', price: 0, capacity: 50 },
				{ name: 'Free', price: 0, capacity: -1 },
			],
		} );
		expect(
			await screen.findByText( 'Event updated successfully' )
		).toBeInTheDocument();
	} );

	it( 'shows saved variations, unlimited ones as such, and removes one', async () => {
		givenEvent(
			server,
			anEvent( {
				ticket_variations: [
					{ name: 'Standard', price: 10, capacity: 100 },
					{ name: 'Guest', price: 0, capacity: -1 },
				],
			} )
		);
		renderApp( '/events/create/42/tickets' );
		expect( await screen.findByLabelText( 'Ticket 1 name' ) ).toHaveValue(
			'Standard'
		);
		expect( statistic( 'Total tickets' ) ).toHaveTextContent( '∞' );
		expect( screen.getByLabelText( 'Ticket 2 capacity' ) ).toBeDisabled();

		await user.click( screen.getByLabelText( 'Remove ticket 2' ) );
		await waitFor( () =>
			expect( statistic( 'Total tickets' ) ).toHaveTextContent( '100' )
		);
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data ).toEqual( {
			ticket_variations: [
				{ name: 'Standard', price: 10, capacity: 100 },
			],
		} );
	} );

	it( 'shows each variation sold and edits its tickets per order, sending its slug back', async () => {
		givenEvent(
			server,
			anEvent( {
				ticket_variations: [
					{
						name: 'Standard',
						price: 40,
						capacity: 30,
						slug: 'standard',
						sold: 3,
						min_per_order: 1,
						max_per_order: 10,
					},
				],
			} )
		);
		renderApp( '/events/create/42/tickets' );
		const max = await screen.findByLabelText( 'Ticket 1 max per order' );
		expect( max ).toHaveValue( '10' );
		expect( screen.getByLabelText( 'Ticket 1 min per order' ) ).toHaveValue(
			'1'
		);
		expect(
			screen.getByText( 'Ticket 1 sold' ).closest( '.ant-form-item' )
		).toHaveTextContent( '3' );

		await user.clear( max );
		await user.type( max, '4' );
		await user.clear( screen.getByLabelText( 'Ticket 1 name' ) );
		await user.type( screen.getByLabelText( 'Ticket 1 name' ), 'Seat' );
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data ).toEqual( {
			ticket_variations: [
				{
					name: 'Seat',
					price: 40,
					capacity: 30,
					slug: 'standard',
					min_per_order: 1,
					max_per_order: 4,
				},
			],
		} );
	} );

	it( 'requires a capacity unless unlimited', async () => {
		givenEvent( server );
		renderApp( '/events/create/42/tickets' );
		await user.click( await screen.findByText( 'Add ticket type' ) );
		await user.type( screen.getByLabelText( 'Ticket 1 name' ), 'VIP' );
		await user.click( screen.getByText( 'Save' ) );
		expect(
			await screen.findByText(
				'Capacity is required (or choose Unlimited).'
			)
		).toBeInTheDocument();
		expect( puts( server ) ).toHaveLength( 0 );
	} );
} );
