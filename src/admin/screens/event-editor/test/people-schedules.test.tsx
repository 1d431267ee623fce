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
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { givenEvent, puts } from './helpers/fixtures';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	givenEvent( server );
} );

describe( 'event editor: people and schedules', () => {
	it( 'picks speakers from the users holding the speaker role', async () => {
		server.on( 'GET', '/wp/v2/users', ( request ) => ( {
			body:
				request.query.roles === 'etn-speaker'
					? [ { id: 5, name: 'Nina Simone' } ]
					: [],
		} ) );
		renderApp( '/events/create/42/people' );
		await user.click( await screen.findByLabelText( 'Speakers' ) );
		await user.click( await screen.findByTitle( 'Nina Simone' ) );
		expect(
			screen.getByText( 'No organizers yet — add them under Speakers.' )
		).toBeInTheDocument();
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data ).toEqual( {
			speakers: [ 5 ],
			organizers: [],
		} );
		const query = server.requests.find( ( r ) => r.path === '/wp/v2/users' )
			?.query;
		expect( query ).toMatchObject( { context: 'edit', per_page: '100' } );
	} );

	it( 'stays usable when the schedules route does not exist', async () => {
		renderApp( '/events/create/42/schedules' );
		expect(
			await screen.findByText( 'No schedules yet.' )
		).toBeInTheDocument();
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data ).toEqual( { schedules: [] } );
	} );

	it( 'moves between sections from the sidebar', async () => {
		renderApp( '/events/create/42/basic' );
		const sections = await screen.findByLabelText(
			'Event editor sections'
		);
		await user.click( within( sections ).getByText( 'Schedules' ) );
		await waitFor( () =>
			expect( window.location.hash ).toBe(
				'#/events/create/42/schedules'
			)
		);
		expect(
			await screen.findByText( 'No schedules yet.' )
		).toBeInTheDocument();
	} );
} );
