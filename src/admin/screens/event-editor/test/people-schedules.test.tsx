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
import { anEvent, givenEvent, puts } from './helpers/fixtures';

let server: FakeServer;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	givenEvent( server );
} );

describe( 'event editor: people and schedules', () => {
	it( 'picks speakers and organizers from the speakers store', async () => {
		const person = ( id: number, name: string, role: string ) => ( {
			id,
			name,
			email: `${ id }@example.org`,
			category: [ role ],
			speaker_group: [],
			speaker_group_ids: [],
		} );
		server.on( 'GET', '/eventin/v2/speakers', ( request ) => ( {
			body:
				request.query.category === 'speaker'
					? [ person( 5, 'Nina Simone', 'speaker' ) ]
					: [ person( 9, 'Laura Bennett', 'organizer' ) ],
			headers: { 'X-WP-Total': '1' },
		} ) );
		renderApp( '/events/create/42/people' );
		await user.click(
			await screen.findByRole( 'combobox', { name: 'Speakers' } )
		);
		await user.click( await screen.findByTitle( 'Nina Simone' ) );
		expect( screen.queryByTitle( 'Laura Bennett' ) ).toBeNull();
		await user.click(
			screen.getByRole( 'combobox', { name: 'Organizers' } )
		);
		await user.click( await screen.findByTitle( 'Laura Bennett' ) );
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data ).toEqual( {
			speaker_type: 'single',
			speaker_groups: [],
			speakers: [ 5 ],
			organizer_type: 'single',
			organizer_groups: [],
			organizers: [ 9 ],
		} );
		const queries = server.requests
			.filter( ( r ) => r.path === '/eventin/v2/speakers' )
			.map( ( r ) => r.query );
		expect( queries ).toEqual(
			expect.arrayContaining( [
				expect.objectContaining( {
					category: 'speaker',
					per_page: '100',
					paged: '1',
				} ),
				expect.objectContaining( {
					category: 'organizer',
					per_page: '100',
					paged: '1',
				} ),
			] )
		);
	} );

	it( 'picks speakers by group and names who the saved event shows', async () => {
		server.on( 'GET', '/eventin/v2/speaker/categories', () => ( {
			body: {
				items: [
					{ id: 7, name: 'Keynote', slug: 'keynote', count: 2 },
					{ id: 8, name: 'Panelists', slug: 'panelists', count: 1 },
				],
				total_items: 2,
			},
		} ) );
		server.on( 'GET', '/eventin/v2/speakers', () => ( {
			body: [
				{ id: 2, name: 'Ayesha Rahman', category: [ 'speaker' ] },
				{ id: 3, name: 'Ben Okafor', category: [ 'speaker' ] },
			],
			headers: { 'X-WP-Total': '2' },
		} ) );
		// The server answers who the groups hold after the save.
		server.on( 'PUT', '/eventin/v2/events/42', ( request ) => ( {
			body: {
				...anEvent(),
				...( request.data as object ),
				resolved_speakers: [ 2, 3 ],
			},
		} ) );
		renderApp( '/events/create/42/people' );
		const speakersPick = await screen.findByRole( 'radiogroup', {
			name: 'How speakers are picked',
		} );
		await user.click( within( speakersPick ).getByText( 'By group' ) );
		expect(
			screen.queryByRole( 'combobox', { name: 'Speakers' } )
		).toBeNull();
		expect(
			screen.getByText( 'Everyone in the chosen groups is shown.' )
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'combobox', { name: 'Speaker groups' } )
		);
		await user.click( await screen.findByTitle( 'Keynote' ) );
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data ).toEqual(
			expect.objectContaining( {
				speaker_type: 'group',
				speaker_groups: [ 7 ],
				organizer_type: 'single',
			} )
		);
		expect(
			await screen.findByText( 'Shown now: Ayesha Rahman, Ben Okafor.' )
		).toBeInTheDocument();
	} );

	it( 'says when there are no organizers yet', async () => {
		server.on( 'GET', '/eventin/v2/speakers', ( request ) => ( {
			body:
				request.query.category === 'speaker'
					? [
							{
								id: 5,
								name: 'Nina Simone',
								category: [ 'speaker' ],
							},
					  ]
					: [],
			headers: {
				'X-WP-Total': request.query.category === 'speaker' ? '1' : '0',
			},
		} ) );
		renderApp( '/events/create/42/people' );
		expect(
			await screen.findByText(
				'No organizers yet — add them under Speakers.'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'No speakers yet — add them under Speakers.' )
		).toBeNull();
	} );

	it( 'picks schedules from the schedules store', async () => {
		server.on( 'GET', '/eventin/v2/schedules', () => ( {
			body: {
				items: [
					{
						id: 7,
						program_title: 'Day one',
						date: '2030-06-01',
						slots: [],
					},
					{
						id: 8,
						program_title: 'Day two',
						date: '2030-06-02',
						slots: [],
					},
				],
				total_items: 2,
			},
		} ) );
		renderApp( '/events/create/42/schedules' );
		await user.click( await screen.findByLabelText( 'Schedules' ) );
		await user.click( await screen.findByTitle( 'Day two · 2030-06-02' ) );
		await user.click( screen.getByText( 'Save' ) );
		await waitFor( () => expect( puts( server ) ).toHaveLength( 1 ) );
		expect( puts( server )[ 0 ].data ).toEqual( { schedules: [ 8 ] } );
		const query = server.requests.find(
			( r ) => r.path === '/eventin/v2/schedules'
		)?.query;
		expect( query ).toMatchObject( { per_page: '100', paged: '1' } );
		expect( screen.queryByText( 'No schedules yet.' ) ).toBeNull();
	} );

	it( 'stays usable when the schedules cannot be read', async () => {
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
