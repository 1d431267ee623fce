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
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import {
	DEFAULT_SETTINGS,
	givenUser,
	renderApp,
} from '../../../../../tests/js/render-app';
import { anEvent, givenEvent, PATH, puts } from './helpers/fixtures';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

const PLACES = "Places for 'going'";

const SETTINGS = {
	limit: 40,
	min_people: 2,
	max_people: 6,
	answers: [ 'going' as const, 'maybe' as const ],
	guest_names: false,
	deadline: '2030-05-30 18:00',
};

/**
 * The form item (label, control, errors) of a labelled control.
 *
 * @param label The control's label.
 */
function itemOf( label: string ) {
	return screen
		.getByLabelText( label )
		.closest( '.ant-form-item' ) as HTMLElement;
}

beforeEach( () => {
	server = installFakeServer();
} );

describe( 'event editor: RSVP settings', () => {
	it( 'are hidden while the RSVP module is off, even for an event with RSVP on', async () => {
		givenUser( server, 'all', {
			modules: { ...DEFAULT_SETTINGS.modules, rsvp: 'off' },
		} );
		givenEvent(
			server,
			anEvent( { rsvp_enabled: 'yes', rsvp: SETTINGS } )
		);
		renderApp( '/events/create/42/advanced' );
		await screen.findByLabelText( 'Published' );
		expect( screen.queryByLabelText( PLACES ) ).toBeNull();
		expect( screen.queryByText( 'RSVP settings' ) ).toBeNull();
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data ).not.toHaveProperty( 'rsvp' );
	} );

	it( 'are hidden while the switch is off, and not sent', async () => {
		givenUser( server, 'all' );
		givenEvent(
			server,
			anEvent( { rsvp_enabled: 'yes', rsvp: SETTINGS } )
		);
		renderApp( '/events/create/42/advanced' );
		expect( await screen.findByLabelText( PLACES ) ).toHaveValue( '40' );
		await user.click( screen.getByLabelText( 'RSVP' ) );
		await waitFor( () =>
			expect( screen.queryByLabelText( PLACES ) ).toBeNull()
		);
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data.rsvp_enabled ).toBe( 'no' );
		expect( puts( server )[ 0 ].data ).not.toHaveProperty( 'rsvp' );
	} );

	it( 'show the event’s settings once RSVP is switched on, and send what was set', async () => {
		givenUser( server, 'all' );
		givenEvent( server );
		renderApp( '/events/create/42/advanced' );
		await screen.findByLabelText( 'RSVP' );
		expect( screen.queryByLabelText( PLACES ) ).toBeNull();
		await user.click( screen.getByLabelText( 'RSVP' ) );

		const places = await screen.findByLabelText( PLACES );
		expect( places ).toHaveValue( '0' );
		expect( screen.getByLabelText( 'Going' ) ).toBeChecked();
		expect(
			screen.getByLabelText( "Ask the guests' names" )
		).toBeChecked();
		expect( screen.getByLabelText( 'Answers close at' ) ).toHaveValue( '' );

		await user.clear( places );
		await user.type( places, '25' );
		const most = screen.getByLabelText( 'Most people per answer' );
		await user.clear( most );
		await user.type( most, '4' );
		const fewest = screen.getByLabelText( 'Fewest people per answer' );
		await user.clear( fewest );
		await user.type( fewest, '2' );
		await user.click( screen.getByLabelText( 'Not going' ) );
		await user.click( screen.getByLabelText( "Ask the guests' names" ) );
		fireEvent.change( screen.getByLabelText( 'Answers close at' ), {
			target: { value: '2030-05-31T12:30' },
		} );
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data ).toMatchObject( {
			rsvp_enabled: 'yes',
			rsvp: {
				limit: 25,
				min_people: 2,
				max_people: 4,
				answers: [ 'going', 'maybe' ],
				guest_names: false,
				deadline: '2030-05-31 12:30',
			},
		} );
	} );

	it( 'send the stored settings unchanged when nothing was touched', async () => {
		givenUser( server, 'all' );
		givenEvent(
			server,
			anEvent( { rsvp_enabled: 'yes', rsvp: SETTINGS } )
		);
		renderApp( '/events/create/42/advanced' );
		expect(
			await screen.findByLabelText( 'Answers close at' )
		).toHaveValue( '2030-05-30T18:00' );
		expect( screen.getByLabelText( 'Not going' ) ).not.toBeChecked();
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data.rsvp ).toEqual( SETTINGS );
	} );

	it( 'ask for at least one answer, and no more fewest than most people, before sending', async () => {
		givenUser( server, 'all' );
		givenEvent(
			server,
			anEvent( { rsvp_enabled: 'yes', rsvp: SETTINGS } )
		);
		renderApp( '/events/create/42/advanced' );
		await screen.findByLabelText( PLACES );
		await user.click( screen.getByLabelText( 'Going' ) );
		await user.click( screen.getByLabelText( 'Maybe' ) );
		const fewest = screen.getByLabelText( 'Fewest people per answer' );
		await user.clear( fewest );
		await user.type( fewest, '7' );
		await user.click( screen.getByText( 'Save' ) );
		expect(
			await within( itemOf( 'Going' ) ).findByText(
				'Offer at least one answer.'
			)
		).toBeInTheDocument();
		expect(
			within( itemOf( 'Fewest people per answer' ) ).getByText(
				'Fewest people per answer: from 1 to the most people per answer.'
			)
		).toBeInTheDocument();
		expect( puts( server ) ).toHaveLength( 0 );
	} );

	it( "shows the server's reason under the setting it names and keeps what was typed", async () => {
		givenUser( server, 'all' );
		givenEvent(
			server,
			anEvent( { rsvp_enabled: 'yes', rsvp: SETTINGS } )
		);
		const reason =
			'Fewest people per answer: from 1 to the most people per answer (6).';
		server.on( 'PUT', PATH, () => ( {
			status: 400,
			body: {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): rsvp.min_people',
				data: {
					status: 400,
					params: { 'rsvp.min_people': reason },
				},
			},
		} ) );
		renderApp( '/events/create/42/advanced' );
		const places = await screen.findByLabelText( PLACES );
		await user.clear( places );
		await user.type( places, '12' );
		const fewest = screen.getByLabelText( 'Fewest people per answer' );
		await user.clear( fewest );
		await user.type( fewest, '3' );
		await user.click( screen.getByText( 'Save' ) );
		expect(
			await within( itemOf( 'Fewest people per answer' ) ).findByText(
				reason
			)
		).toBeInTheDocument();
		expect( within( itemOf( PLACES ) ).queryByText( reason ) ).toBeNull();
		expect( screen.getByLabelText( PLACES ) ).toHaveValue( '12' );
		expect(
			screen.getByLabelText( 'Fewest people per answer' )
		).toHaveValue( '3' );
		expect( puts( server )[ 0 ].data.rsvp ).toMatchObject( {
			limit: 12,
			min_people: 3,
		} );
	} );
} );
