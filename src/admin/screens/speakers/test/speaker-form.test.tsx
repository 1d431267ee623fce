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
import { serveSpeakers, speaker } from './helpers/speakers';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const posts = () => server.requests.filter( ( r ) => r.method === 'POST' );
const puts = () => server.requests.filter( ( r ) => r.method === 'PUT' );

/**
 * The submit button (antd wraps its label in a span).
 *
 * @param label Button label.
 */
const submitButton = ( label: string ) =>
	screen.getByText( label ).closest( 'button' ) as HTMLElement;

/**
 * Types into a field in one go (a paste): typing key by key re-renders the
 * whole form per key, which is slow in jsdom.
 *
 * @param field Input.
 * @param text  Text.
 */
async function fill( field: HTMLElement, text: string ) {
	await user.click( field );
	await user.paste( text );
}

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	serveSpeakers( server, () => [] );
} );

afterEach( () => {
	delete ( window as unknown as { wp?: unknown } ).wp;
} );

describe( 'speaker create form', () => {
	it( 'requires a name, an email and a role, and sends nothing without them', async () => {
		renderApp( '/speakers/create' );
		await screen.findByLabelText( 'Name' );
		expect( screen.getByLabelText( 'Speaker' ) ).toBeChecked();
		await user.click( screen.getByLabelText( 'Speaker' ) );
		await fill( screen.getByLabelText( 'Email' ), 'not-an-email' );
		await user.click( submitButton( 'Create Speaker' ) );

		expect(
			await screen.findByText( 'Name is Required!' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Enter a valid email address.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Choose at least one role.' )
		).toBeInTheDocument();
		await user.clear( screen.getByLabelText( 'Email' ) );
		expect(
			await screen.findByText( 'Email is Required!' )
		).toBeInTheDocument();
		expect( posts() ).toHaveLength( 0 );
	} );

	it( 'creates a speaker with groups, a photo and social links, then returns to the list', async () => {
		server.on( 'POST', '/eventin/v2/speakers', ( request ) => ( {
			status: 201,
			body: speaker( 21, String( request.data.name ) ),
		} ) );
		// The media library, as wp.media offers it on the dashboard page.
		( window as unknown as { wp: unknown } ).wp = {
			media: () => {
				let onSelect = () => {};
				return {
					on: ( _event: string, callback: () => void ) =>
						( onSelect = callback ),
					open: () => onSelect(),
					state: () => ( {
						get: () => ( {
							first: () => ( {
								toJSON: () => ( {
									id: 55,
									url: 'https://example.org/full.jpg',
									sizes: {
										medium: {
											url: 'https://example.org/medium.jpg',
										},
									},
								} ),
							} ),
						} ),
					} ),
				};
			},
		};
		renderApp( '/speakers/create' );
		await fill( await screen.findByLabelText( 'Name' ), 'Nina Simone' );
		await fill( screen.getByLabelText( 'Email' ), 'nina@example.org' );
		await fill( screen.getByLabelText( 'Phone' ), ' +1 (555) 010-0199 ' );
		await user.click( screen.getByLabelText( 'Organizer' ) );
		await fill( screen.getByLabelText( 'Designation' ), 'Pianist' );
		await fill( screen.getByLabelText( 'Company' ), 'Blue Note' );
		await user.click( screen.getByLabelText( 'Groups' ) );
		await user.click( await screen.findByTitle( 'Workshop' ) );
		await user.click( screen.getByText( 'Select image' ) );
		expect( await screen.findByAltText( 'Photo' ) ).toHaveAttribute(
			'src',
			'https://example.org/medium.jpg'
		);
		await fill( screen.getByLabelText( 'Bio' ), 'Sings jazz.' );
		await user.click( screen.getByText( 'Add social link' ) );
		await fill(
			screen.getByLabelText( 'Profile URL' ),
			'https://example.org/nina'
		);
		await user.click( submitButton( 'Create Speaker' ) );

		expect(
			await screen.findByText( 'Successfully created the speaker!' )
		).toBeInTheDocument();
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/speakers' )
		);
		expect( posts()[ 0 ].data ).toEqual( {
			name: 'Nina Simone',
			email: 'nina@example.org',
			phone: '+1 (555) 010-0199',
			category: [ 'speaker', 'organizer' ],
			designation: 'Pianist',
			company: 'Blue Note',
			speaker_group_ids: [ 4 ],
			image_id: 55,
			bio: 'Sings jazz.',
			social: [ { icon: 'website', url: 'https://example.org/nina' } ],
		} );
	} );

	it( 'keeps what was typed and marks the field the server rejected', async () => {
		server.on( 'POST', '/eventin/v2/speakers', () =>
			invalidParam(
				'email',
				'Another user already has this email address.'
			)
		);
		renderApp( '/speakers/create' );
		await fill( await screen.findByLabelText( 'Name' ), 'Copy Cat' );
		await fill( screen.getByLabelText( 'Email' ), 'taken@example.org' );
		await fill( screen.getByLabelText( 'Designation' ), 'Mimic' );
		await user.click( submitButton( 'Create Speaker' ) );

		expect(
			await screen.findByText( "Couldn't create the speaker" )
		).toBeInTheDocument();
		// In the notification and under the field.
		await waitFor( () =>
			expect(
				screen.getAllByText(
					'Another user already has this email address.'
				)
			).toHaveLength( 2 )
		);
		expect( screen.getByLabelText( 'Name' ) ).toHaveValue( 'Copy Cat' );
		expect( screen.getByLabelText( 'Email' ) ).toHaveValue(
			'taken@example.org'
		);
		expect( screen.getByLabelText( 'Designation' ) ).toHaveValue( 'Mimic' );
		expect( window.location.hash ).toBe( '#/speakers/create' );
	} );

	it( 'keeps the phone and marks it when the server rejects it', async () => {
		server.on( 'POST', '/eventin/v2/speakers', () =>
			invalidParam( 'phone', 'phone must be at most 30 characters long.' )
		);
		renderApp( '/speakers/create' );
		await fill( await screen.findByLabelText( 'Name' ), 'Long Line' );
		await fill( screen.getByLabelText( 'Email' ), 'long@example.org' );
		await fill( screen.getByLabelText( 'Phone' ), '+44 20 7946 0958' );
		await user.click( submitButton( 'Create Speaker' ) );

		const field = screen
			.getByLabelText( 'Phone' )
			.closest( '.ant-form-item' ) as HTMLElement;
		expect(
			await within( field ).findByText(
				'phone must be at most 30 characters long.'
			)
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Phone' ) ).toHaveValue(
			'+44 20 7946 0958'
		);
		expect( screen.getByLabelText( 'Name' ) ).toHaveValue( 'Long Line' );
		expect( posts()[ 0 ].data ).toMatchObject( {
			phone: '+44 20 7946 0958',
		} );
		expect( window.location.hash ).toBe( '#/speakers/create' );
	} );

	it( 'checks the phone before sending it', async () => {
		renderApp( '/speakers/create' );
		await fill( await screen.findByLabelText( 'Name' ), 'Letters' );
		await fill( screen.getByLabelText( 'Email' ), 'letters@example.org' );
		await fill( screen.getByLabelText( 'Phone' ), '555-CALL' );
		await user.click( submitButton( 'Create Speaker' ) );

		expect(
			await screen.findByText( 'Use only digits, spaces and + - ( ) .' )
		).toBeInTheDocument();
		expect( posts() ).toHaveLength( 0 );
	} );

	it( "shows the server's reason when the user may not create accounts", async () => {
		const reason =
			'Adding a speaker creates a WordPress account, which needs the create_users capability. Ask an administrator to add an existing speaker for you or to grant create_users to your role.';
		server.on( 'POST', '/eventin/v2/speakers', () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: reason,
				data: { status: 403 },
			},
		} ) );
		renderApp( '/speakers/create' );
		await fill( await screen.findByLabelText( 'Name' ), 'Guest Star' );
		await fill( screen.getByLabelText( 'Email' ), 'guest@example.org' );
		await user.click( submitButton( 'Create Speaker' ) );

		expect( await screen.findByText( reason ) ).toBeInTheDocument();
		expect( screen.getByLabelText( 'Name' ) ).toHaveValue( 'Guest Star' );
		expect( screen.getByLabelText( 'Email' ) ).toHaveValue(
			'guest@example.org'
		);
		expect( window.location.hash ).toBe( '#/speakers/create' );
	} );
} );

describe( 'speaker edit form', () => {
	it( 'loads the speaker, saves the changes and returns to the list', async () => {
		server.on( 'GET', '/eventin/v2/speakers/7', () => ( {
			body: speaker( 7, 'Grace Hopper', {
				email: 'grace@example.org',
				phone: '+1 555 0100',
				designation: 'Rear Admiral',
				category: [ 'organizer' ],
				speaker_group_ids: [ 3 ],
				speaker_group: [ 'Keynote' ],
				social: [ { icon: 'x', url: 'https://x.com/grace' } ],
			} ),
		} ) );
		server.on( 'PUT', '/eventin/v2/speakers/7', ( request ) => ( {
			body: speaker( 7, String( request.data.name ) ),
		} ) );
		renderApp( '/speakers/edit/7/basic' );
		expect( await screen.findByLabelText( 'Name' ) ).toHaveValue(
			'Grace Hopper'
		);
		expect( screen.getByLabelText( 'Organizer' ) ).toBeChecked();
		expect( screen.getByLabelText( 'Speaker' ) ).not.toBeChecked();
		expect( screen.getByLabelText( 'Phone' ) ).toHaveValue( '+1 555 0100' );
		await user.clear( screen.getByLabelText( 'Phone' ) );
		await fill( screen.getByLabelText( 'Phone' ), '+1 555 0199' );
		expect( screen.getByLabelText( 'Profile URL' ) ).toHaveValue(
			'https://x.com/grace'
		);
		await user.clear( screen.getByLabelText( 'Designation' ) );
		await fill(
			screen.getByLabelText( 'Designation' ),
			'Computer scientist'
		);
		await user.click( submitButton( 'Update Speaker' ) );

		expect(
			await screen.findByText( 'Successfully updated the speaker!' )
		).toBeInTheDocument();
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/speakers' )
		);
		expect( puts()[ 0 ].data ).toMatchObject( {
			name: 'Grace Hopper',
			email: 'grace@example.org',
			phone: '+1 555 0199',
			designation: 'Computer scientist',
			category: [ 'organizer' ],
			speaker_group_ids: [ 3 ],
			image_id: 0,
			social: [ { icon: 'x', url: 'https://x.com/grace' } ],
		} );
	} );

	it( 'sends back a stored phone outside the rules unchanged', async () => {
		// Eventin 4 stored phones without these rules; the server takes one back unchanged.
		server.on( 'GET', '/eventin/v2/speakers/8', () => ( {
			body: speaker( 8, 'Old Phone', { phone: '555 0100 ext. 4' } ),
		} ) );
		server.on( 'PUT', '/eventin/v2/speakers/8', ( request ) => ( {
			body: speaker( 8, String( request.data.name ) ),
		} ) );
		renderApp( '/speakers/edit/8/basic' );
		expect( await screen.findByLabelText( 'Phone' ) ).toHaveValue(
			'555 0100 ext. 4'
		);
		await user.click( submitButton( 'Update Speaker' ) );

		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/speakers' )
		);
		expect( puts()[ 0 ].data ).toMatchObject( {
			phone: '555 0100 ext. 4',
		} );
	} );

	it( 'says so when the speaker does not exist', async () => {
		server.on( 'GET', '/eventin/v2/speakers/404', () => ( {
			status: 404,
			body: {
				code: 'rest_not_found',
				message: 'No speaker with this id.',
				data: { status: 404 },
			},
		} ) );
		renderApp( '/speakers/edit/404/basic' );
		expect(
			await screen.findByText( 'The speaker could not be loaded.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'No speaker with this id.' )
		).toBeInTheDocument();
		await user.click( screen.getByText( 'Back to speakers' ) );
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/speakers' )
		);
	} );
} );
