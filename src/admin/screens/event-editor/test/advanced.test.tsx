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
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import {
	DEFAULT_SETTINGS,
	givenUser,
	renderApp,
} from '../../../../../tests/js/render-app';
import { anEvent, givenEvent, puts } from './helpers/fixtures';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

beforeEach( () => {
	server = installFakeServer();
} );

describe( 'event editor: advanced', () => {
	it( 'hides the RSVP switch when the module is off and does not send it', async () => {
		givenUser( server, 'all', {
			modules: { ...DEFAULT_SETTINGS.modules, rsvp: 'off' },
		} );
		givenEvent( server );
		renderApp( '/events/create/42/advanced' );
		await user.click( await screen.findByLabelText( 'Published' ) );
		expect( screen.queryByLabelText( 'RSVP' ) ).toBeNull();
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data ).toEqual( {
			post_status: 'publish',
			registration_deadline: '',
			ticket_template: 0,
			certificate_template: 0,
			recurring_enabled: 'no',
		} );
	} );

	it( 'shows the RSVP switch when the module is on', async () => {
		givenUser( server, 'all' );
		givenEvent( server, anEvent( { rsvp_enabled: 'yes' } ) );
		renderApp( '/events/create/42/advanced' );
		expect( await screen.findByLabelText( 'RSVP' ) ).toBeChecked();
		await user.click( screen.getByLabelText( 'RSVP' ) );
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data.rsvp_enabled ).toBe( 'no' );
	} );

	it( 'sends the recurrence and the deadline', async () => {
		givenUser( server, 'all' );
		givenEvent( server );
		renderApp( '/events/create/42/advanced' );
		fireEvent.change(
			await screen.findByLabelText( 'Registration Deadline' ),
			{ target: { value: '2030-05-30T18:00' } }
		);
		await user.click( screen.getByLabelText( 'Repeat this event' ) );
		await user.click( await screen.findByLabelText( 'Frequency' ) );
		await user.click( await screen.findByTitle( 'Daily' ) );
		const every = screen.getByLabelText( 'Every' );
		await user.clear( every );
		await user.type( every, '2' );
		// Until is required while repeating.
		await user.click( screen.getByText( 'Save' ) );
		expect(
			await screen.findByText( 'Choose the date of the last occurrence.' )
		).toBeInTheDocument();
		expect( puts( server ) ).toHaveLength( 0 );

		fireEvent.change( screen.getByLabelText( 'Until' ), {
			target: { value: '2030-06-30' },
		} );
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data ).toEqual( {
			post_status: 'draft',
			registration_deadline: '2030-05-30 18:00',
			ticket_template: 0,
			certificate_template: 0,
			rsvp_enabled: 'no',
			recurring_enabled: 'yes',
			recurrence: {
				frequency: 'daily',
				interval: 2,
				until: '2030-06-30',
			},
		} );
	} );

	it( 'offers None when there are no templates yet', async () => {
		givenUser( server, 'all' );
		givenEvent( server, anEvent( { certificate_template: 0 } ) );
		renderApp( '/events/create/42/advanced' );
		await screen.findByLabelText( 'Certificate Template' );
		await waitFor( () =>
			expect(
				server.requests.some(
					( r ) => r.path === '/eventin/v2/templates'
				)
			).toBe( true )
		);
		expect( screen.getAllByTitle( 'None' ) ).toHaveLength( 2 );
	} );

	it( 'offers the templates of each kind, drafts included, and saves the chosen one', async () => {
		givenUser( server, 'all' );
		givenEvent( server, anEvent( { certificate_template: 0 } ) );
		server.on( 'GET', '/eventin/v2/templates', ( { query } ) => {
			expect( query ).toMatchObject( { status: 'any', per_page: '100' } );
			return {
				body: {
					items: [
						{
							id: 5,
							name: 'Gold certificate',
							type: 'certificate',
							status: 'draft',
						},
						{
							id: 6,
							name: 'Door ticket',
							type: 'ticket',
							status: 'publish',
						},
						{
							id: 7,
							name: 'Gala page',
							type: 'event',
							status: 'publish',
						},
					],
					total_items: 3,
				},
			};
		} );
		renderApp( '/events/create/42/advanced' );
		const certificate = await screen.findByLabelText(
			'Certificate Template'
		);
		fireEvent.mouseDown( certificate );
		const options = async () =>
			Array.from(
				document.querySelectorAll(
					'.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'
				),
				( option ) => option.textContent
			);
		await waitFor( async () =>
			expect( await options() ).toEqual( [ 'None', 'Gold certificate' ] )
		);
		await user.click( screen.getByTitle( 'Gold certificate' ) );
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data ).toMatchObject( {
			certificate_template: 5,
		} );
	} );

	it( 'leaves the repeats of an occurrence to its parent', async () => {
		givenUser( server, 'all' );
		givenEvent( server, anEvent( { parent: 7 } ) );
		renderApp( '/events/create/42/advanced' );
		expect(
			await screen.findByText( 'Open the parent event' )
		).toHaveAttribute( 'href', '#/events/create/7/advanced' );
		expect( screen.queryByLabelText( 'Repeat this event' ) ).toBeNull();
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data ).not.toHaveProperty(
			'recurring_enabled'
		);
	} );
} );
