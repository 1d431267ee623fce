/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { serveSpeakers } from './helpers/speakers';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

// What the server answers a user who may manage speakers but not create accounts.
const NEEDS_CREATE_USERS =
	'Adding a speaker creates a WordPress account, which needs the create_users capability. Ask an administrator to add an existing speaker for you or to grant create_users to your role.';

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	serveSpeakers( server, () => [] );
} );

afterEach( () => {
	delete ( window as unknown as { wp?: unknown } ).wp;
} );

describe( 'speaker create form without the right to create accounts', () => {
	it( "shows the server's reason and keeps what was typed", async () => {
		server.on( 'POST', '/eventin/v2/speakers', () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: NEEDS_CREATE_USERS,
				data: { status: 403 },
			},
		} ) );
		renderApp( '/speakers/create' );
		await user.click( await screen.findByLabelText( 'Name' ) );
		await user.paste( 'Guest Star' );
		await user.click( screen.getByLabelText( 'Email' ) );
		await user.paste( 'guest@example.org' );
		await user.click(
			screen
				.getByText( 'Create Speaker' )
				.closest( 'button' ) as HTMLElement
		);

		expect(
			await screen.findByText( NEEDS_CREATE_USERS )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Name' ) ).toHaveValue( 'Guest Star' );
		expect( screen.getByLabelText( 'Email' ) ).toHaveValue(
			'guest@example.org'
		);
		expect( window.location.hash ).toBe( '#/speakers/create' );
	} );
} );
