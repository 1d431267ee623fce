/**
 * External dependencies
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
	color: '',
};

const posted = () => server.requests.find( ( r ) => r.method === 'POST' );

/**
 * Answers creates as the server does: 201 with the new item.
 */
function acceptCreates() {
	server.on( 'POST', '/eventin/v2/event/categories', ( request ) => ( {
		status: 201,
		body: { id: 9, slug: 'new', count: 0, ...request.data },
	} ) );
}

/**
 * Opens the form and types the category's name.
 *
 * @param name Category Name.
 */
async function openWithName( name: string ) {
	renderApp( '/categories/create' );
	await user.type( await screen.findByLabelText( 'Category Name' ), name );
}

/**
 * The Colour field's input, found by its label.
 */
const colourInput = () => screen.getByLabelText( 'Colour' ) as HTMLInputElement;

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
		acceptCreates();
		await openWithName( 'Jazz' );
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
			color: '',
		} );
	} );

	it( 'sends the colour chosen in the browser picker after Description', async () => {
		acceptCreates();
		await openWithName( 'Jazz' );
		const input = colourInput();
		expect( input ).toHaveAttribute( 'type', 'color' );
		// After Description, in the form's order.
		const labels = Array.from(
			document.querySelectorAll( '.eventin-term-form label' )
		).map( ( label ) => label.textContent );
		expect( labels.slice( -2 ) ).toEqual( [ 'Description', 'Colour' ] );
		expect( screen.getByText( 'No colour' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Clear colour' } )
		).toBeDisabled();

		// What the browser's picker does when a colour is picked.
		fireEvent.change( input, { target: { value: '#3366ff' } } );
		expect( input ).toHaveAccessibleDescription( '#3366ff' );
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );

		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/categories' )
		);
		expect( posted()?.data ).toEqual( {
			name: 'Jazz',
			parent: 0,
			description: '',
			color: '#3366ff',
		} );
	} );

	it( 'clears the colour from the keyboard', async () => {
		acceptCreates();
		await openWithName( 'Blues' );
		fireEvent.change( colourInput(), { target: { value: '#112233' } } );
		await user.click( screen.getByLabelText( 'Description' ) );
		await user.tab();
		expect( colourInput() ).toHaveFocus();
		await user.tab();
		const clear = screen.getByRole( 'button', { name: 'Clear colour' } );
		expect( clear ).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect( screen.getByText( 'No colour' ) ).toBeInTheDocument();
		expect( clear ).toBeDisabled();
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );

		await waitFor( () => expect( posted() ).toBeDefined() );
		expect( posted()?.data ).toMatchObject( { name: 'Blues', color: '' } );
	} );

	it( 'keeps the colour and marks it when the server rejects it', async () => {
		const logged = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		server.on( 'POST', '/eventin/v2/event/categories', () =>
			invalidParam(
				'color',
				'color must be a hex colour such as #ff0000 or #f00, or empty for none.'
			)
		);
		await openWithName( 'Folk' );
		fireEvent.change( colourInput(), { target: { value: '#abcdef' } } );
		await user.click( screen.getByRole( 'button', { name: 'Save' } ) );

		const field = colourInput().closest( '.ant-form-item' ) as HTMLElement;
		expect(
			await within( field ).findByText(
				'color must be a hex colour such as #ff0000 or #f00, or empty for none.'
			)
		).toBeInTheDocument();
		expect( colourInput() ).toHaveValue( '#abcdef' );
		expect( within( field ).getByText( '#abcdef' ) ).toBeInTheDocument();
		expect( screen.getByLabelText( 'Category Name' ) ).toHaveValue(
			'Folk'
		);
		expect( window.location.hash ).toBe( '#/categories/create' );
		logged.mockRestore();
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
