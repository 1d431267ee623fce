/**
 * External dependencies
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	invalidParam,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { anEvent, givenEvent } from './helpers/fixtures';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	givenEvent( server );
} );

describe( 'event create', () => {
	it( 'requires a title and a start date', async () => {
		renderApp( '/events/create' );
		await user.click( await screen.findByText( 'Create' ) );
		expect(
			await screen.findByText( 'Event title is required.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Start date is required.' )
		).toBeInTheDocument();
		expect(
			server.requests.filter( ( r ) => r.method === 'POST' )
		).toHaveLength( 0 );
	} );

	it( 'creates a draft and continues in the editor at basic', async () => {
		server.on( 'POST', '/eventin/v2/events', ( request ) => ( {
			status: 201,
			body: anEvent( { ...request.data } ),
		} ) );
		renderApp( '/events/create' );
		await user.type(
			await screen.findByLabelText( 'Event Title' ),
			'Jazz Night'
		);
		fireEvent.change( screen.getByLabelText( 'Start Date' ), {
			target: { value: '2030-06-01' },
		} );
		await user.click( screen.getByText( 'Create' ) );

		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/events/create/42/basic' )
		);
		const post = server.requests.find( ( r ) => r.method === 'POST' );
		expect( post?.data ).toEqual( {
			title: 'Jazz Night',
			start_date: '2030-06-01',
		} );
		// The editor, with its sections, on the new event.
		expect( await screen.findByText( 'Tickets' ) ).toBeInTheDocument();
		expect( screen.getByLabelText( 'Event Title' ) ).toHaveValue(
			'Jazz Night'
		);
	} );

	it( 'keeps what was typed and shows the server message on failure', async () => {
		server.on( 'POST', '/eventin/v2/events', () =>
			invalidParam(
				'start_date',
				'start_date must be a real date in the form Y-m-d (e.g. 2026-05-31).'
			)
		);
		renderApp( '/events/create' );
		await user.type(
			await screen.findByLabelText( 'Event Title' ),
			'Jazz Night'
		);
		fireEvent.change( screen.getByLabelText( 'Start Date' ), {
			target: { value: '2030-02-28' },
		} );
		await user.click( screen.getByText( 'Create' ) );

		// Inline under the field and in the notification.
		await waitFor( () =>
			expect(
				screen.getAllByText(
					'start_date must be a real date in the form Y-m-d (e.g. 2026-05-31).'
				)
			).toHaveLength( 2 )
		);
		expect( screen.getByLabelText( 'Event Title' ) ).toHaveValue(
			'Jazz Night'
		);
		expect( window.location.hash ).toBe( '#/events/create' );
	} );
} );
