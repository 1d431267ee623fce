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
	invalidParam,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const music = {
	id: 3,
	name: 'Music',
	slug: 'music',
	parent: 0,
	description: '',
	count: 2,
};

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	server.on( 'GET', '/eventin/v2/event/categories', () => ( {
		body: { items: [ music ], total_items: 1 },
	} ) );
} );

describe( 'category create form', () => {
	it( 'requires a name', async () => {
		renderApp( '/categories/create' );
		await user.click(
			await screen.findByRole( 'button', { name: 'Save' } )
		);
		expect(
			await screen.findByText( 'Category Name is Required!' )
		).toBeInTheDocument();
		expect(
			server.requests.filter( ( r ) => r.method === 'POST' )
		).toHaveLength( 0 );
	} );

	it( 'creates a category under a parent picked from the list', async () => {
		server.on( 'POST', '/eventin/v2/event/categories', ( request ) => ( {
			status: 201,
			body: { id: 9, slug: 'jazz', count: 0, ...request.data },
		} ) );
		renderApp( '/categories/create' );
		await user.type(
			await screen.findByLabelText( 'Category Name' ),
			'Jazz'
		);
		await user.click( screen.getByLabelText( 'Parent Category' ) );
		await user.click( await screen.findByTitle( 'Music' ) );
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );

		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/categories' )
		);
		const post = server.requests.find( ( r ) => r.method === 'POST' );
		expect( post?.data ).toEqual( {
			name: 'Jazz',
			parent: 3,
			description: '',
		} );
	} );

	it( 'only logs a failure, keeps the values and marks the field', async () => {
		const logged = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		server.on( 'POST', '/eventin/v2/event/categories', () =>
			invalidParam( 'name', 'A category with this name already exists.' )
		);
		renderApp( '/categories/create' );
		await user.type(
			await screen.findByLabelText( 'Category Name' ),
			'Music'
		);
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );

		const field = screen
			.getByLabelText( 'Category Name' )
			.closest( '.ant-form-item' ) as HTMLElement;
		expect(
			await within( field ).findByText(
				'A category with this name already exists.'
			)
		).toBeInTheDocument();
		expect( logged ).toHaveBeenCalled();
		// No notification: exactly one copy of the message, the inline one.
		expect(
			screen.getAllByText( 'A category with this name already exists.' )
		).toHaveLength( 1 );
		expect( screen.getByLabelText( 'Category Name' ) ).toHaveValue(
			'Music'
		);
		logged.mockRestore();
	} );
} );
