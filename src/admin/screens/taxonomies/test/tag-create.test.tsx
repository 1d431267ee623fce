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
import { givenUser, renderApp } from '../../../../../tests/js/render-app';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	server.on( 'GET', '/eventin/v2/event/tags', () => ( {
		body: { items: [], total_items: 0 },
	} ) );
} );

describe( 'tag create form', () => {
	it( 'has the spec fields and buttons', async () => {
		renderApp( '/tags/create' );
		expect(
			await screen.findByLabelText( 'Tag Name' )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Description' ) ).toBeInTheDocument();
		expect(
			screen.queryByLabelText( 'Parent Category' )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Cancel' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Save' } )
		).toBeInTheDocument();
	} );

	it( 'requires a name and sends nothing without one', async () => {
		renderApp( '/tags/create' );
		await user.click(
			await screen.findByRole( 'button', { name: 'Save' } )
		);
		expect(
			await screen.findByText( 'Tag Name is Required!' )
		).toBeInTheDocument();
		expect(
			server.requests.filter( ( r ) => r.method === 'POST' )
		).toHaveLength( 0 );
	} );

	it( 'creates the tag, says so and returns to the list', async () => {
		server.on( 'POST', '/eventin/v2/event/tags', ( request ) => ( {
			status: 201,
			body: { id: 7, slug: 'free', count: 0, ...request.data },
		} ) );
		renderApp( '/tags/create' );
		await user.type( await screen.findByLabelText( 'Tag Name' ), 'Free' );
		await user.type(
			screen.getByLabelText( 'Description' ),
			'No ticket needed'
		);
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );

		expect(
			await screen.findByText( 'Successfully created tag!' )
		).toBeInTheDocument();
		await waitFor( () => expect( window.location.hash ).toBe( '#/tags' ) );
		const post = server.requests.find( ( r ) => r.method === 'POST' );
		expect( post?.data ).toEqual( {
			name: 'Free',
			description: 'No ticket needed',
		} );
	} );

	it( 'shows the server message and keeps what was typed', async () => {
		server.on( 'POST', '/eventin/v2/event/tags', () =>
			invalidParam( 'name', 'A tag with this name already exists.' )
		);
		renderApp( '/tags/create' );
		await user.type( await screen.findByLabelText( 'Tag Name' ), 'Free' );
		await user.type( screen.getByLabelText( 'Description' ), 'Typed text' );
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );

		// In the notification and under the field.
		await waitFor( () =>
			expect(
				screen.getAllByText( 'A tag with this name already exists.' )
			).toHaveLength( 2 )
		);
		expect( screen.getByLabelText( 'Tag Name' ) ).toHaveValue( 'Free' );
		expect( screen.getByLabelText( 'Description' ) ).toHaveValue(
			'Typed text'
		);
		expect( window.location.hash ).toBe( '#/tags/create' );
	} );

	it( 'goes back to the list when tags are disabled', async () => {
		server = installFakeServer();
		givenUser( server, 'all', { disable_category_and_tags: 'on' } );
		server.on( 'GET', '/eventin/v2/event/tags', () => ( {
			body: { items: [], total_items: 0 },
		} ) );
		renderApp( '/tags/create' );
		await waitFor( () => expect( window.location.hash ).toBe( '#/tags' ) );
	} );
} );
