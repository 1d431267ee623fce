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
	invalidParam,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { answerRowAction, rowOf } from '../../../../../tests/js/queries';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import type { SpeakerGroup } from '../../../../data/speaker-groups';

let server: FakeServer;
let groups: SpeakerGroup[];
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const posts = () => server.requests.filter( ( r ) => r.method === 'POST' );

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	groups = [
		{ id: 3, name: 'Keynote', slug: 'keynote', count: 4 },
		{ id: 4, name: 'Workshop', slug: 'workshop', count: 0 },
	];
	server.on( 'GET', '/eventin/v2/speaker/categories', () => ( {
		body: { items: groups, total_items: groups.length },
	} ) );
} );

describe( 'speaker group list', () => {
	it( 'lists groups with their number of speakers and deletes after confirmation', async () => {
		server.on( 'DELETE', '/eventin/v2/speaker/categories/4', () => {
			groups = groups.filter( ( g ) => g.id !== 4 );
			return { body: { deleted: true } };
		} );
		renderApp( '/group' );
		expect( await rowOf( 'Keynote' ) ).toHaveTextContent( '4' );
		expect(
			screen.getByText( 'Showing 1 - 2 of 2 groups' )
		).toBeInTheDocument();
		await answerRowAction(
			user,
			'Workshop',
			'Delete',
			'Are you sure you want to delete this group?',
			'Delete'
		);
		expect(
			await screen.findByText( 'Successfully deleted the group!' )
		).toBeInTheDocument();
		expect(
			await screen.findByText( 'Showing 1 - 1 of 1 groups' )
		).toBeInTheDocument();
	} );

	it( 'shows the empty state', async () => {
		groups = [];
		renderApp( '/group' );
		expect(
			await screen.findByText( 'No speaker groups yet.' )
		).toBeInTheDocument();
	} );
} );

describe( 'speaker group create form', () => {
	it( 'has the spec field and buttons and requires a name', async () => {
		renderApp( '/group/create' );
		expect(
			await screen.findByLabelText( 'Group Name' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Cancel' ) ).toBeInTheDocument();
		await user.click( screen.getByText( 'Create Group' ) );
		expect(
			await screen.findByText( 'Group Name is Required!' )
		).toBeInTheDocument();
		expect( posts() ).toHaveLength( 0 );
	} );

	it( 'creates the group, says so and returns to the group list', async () => {
		server.on( 'POST', '/eventin/v2/speaker/categories', ( request ) => {
			const created = {
				id: 9,
				slug: 'panel',
				count: 0,
				name: String( request.data.name ),
			};
			groups = [ ...groups, created ];
			return { status: 201, body: created };
		} );
		renderApp( '/group/create' );
		await user.type(
			await screen.findByLabelText( 'Group Name' ),
			'Panel'
		);
		await user.click( screen.getByText( 'Create Group' ) );

		expect(
			await screen.findByText( 'Successfully created group!' )
		).toBeInTheDocument();
		await waitFor( () => expect( window.location.hash ).toBe( '#/group' ) );
		expect( posts()[ 0 ].data ).toEqual( { name: 'Panel' } );
		expect( await rowOf( 'Panel' ) ).toBeInTheDocument();
	} );

	it( "says it couldn't create the group, with the server's reason, and keeps the name", async () => {
		server.on( 'POST', '/eventin/v2/speaker/categories', () =>
			invalidParam( 'name', 'A group with this name already exists.' )
		);
		renderApp( '/group/create' );
		await user.type(
			await screen.findByLabelText( 'Group Name' ),
			'Keynote'
		);
		await user.click( screen.getByText( 'Create Group' ) );

		expect(
			await screen.findByText( "Couldn't Create Speaker Group" )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Reason: A group with this name already exists.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'A group with this name already exists.' )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Group Name' ) ).toHaveValue(
			'Keynote'
		);
		expect( window.location.hash ).toBe( '#/group/create' );
	} );

	it( 'goes back to the list on Cancel', async () => {
		renderApp( '/group/create' );
		await user.click( await screen.findByText( 'Cancel' ) );
		await waitFor( () => expect( window.location.hash ).toBe( '#/group' ) );
	} );
} );
