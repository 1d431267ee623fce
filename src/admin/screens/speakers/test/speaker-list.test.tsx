/**
 * External dependencies
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	type FakeServer,
} from '../../../../../tests/js/fake-server';
import { button, dialogWith, rowOf } from '../../../../../tests/js/queries';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { SEARCH_DEBOUNCE_MS } from '../../../../components/list-page';
import type { Speaker } from '../../../../data/speakers';
import { serveSpeakers, speaker } from './helpers/speakers';

let server: FakeServer;
let people: Speaker[];
const user = userEvent.setup( { pointerEventsCheck: 0 } );

/**
 * The root of a filter select.
 *
 * @param className Class of the select.
 */
const select = ( className: string ) =>
	document.querySelector( `.${ className }` ) as HTMLElement;

const listRequests = () =>
	server.requests.filter(
		( r ) => r.method === 'GET' && r.path === '/eventin/v2/speakers'
	);

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	people = [
		speaker( 1, 'Ann Keynote', {
			speaker_group: [ 'Keynote' ],
			speaker_group_ids: [ 3 ],
			image: 'https://example.org/ann.jpg',
		} ),
		speaker( 2, 'Bob Both', {
			speaker_group: [ 'Keynote', 'Workshop' ],
			speaker_group_ids: [ 3, 4 ],
			category: [ 'speaker', 'organizer' ],
			keeps_account: true,
		} ),
		speaker( 3, 'Cat Organizer', {
			category: [ 'organizer' ],
		} ),
		...Array.from( { length: 9 }, ( _, i ) =>
			speaker( 10 + i, `Zed Extra ${ i + 1 }` )
		),
	];
	serveSpeakers( server, () => people );
} );

describe( 'speaker list', () => {
	it( 'shows name with photo and email, groups, roles and the page text', async () => {
		renderApp( '/speakers' );
		expect(
			await screen.findByText( 'Showing 1 - 10 of 12 speakers' )
		).toBeInTheDocument();
		const bob = await rowOf( 'Bob Both' );
		expect( bob ).toHaveTextContent( 'bob.both@example.org' );
		expect( bob ).toHaveTextContent( 'Keynote, Workshop' );
		expect( bob ).toHaveTextContent( 'Speaker, Organizer' );
		expect( within( bob ).getByText( 'B' ) ).toHaveClass(
			'eventin-speakers__initial'
		);
		expect(
			within( bob ).getByText( 'Bob Both' ).closest( 'a' )
		).toHaveAttribute( 'href', '#/speakers/edit/2/basic' );
		const ann = await rowOf( 'Ann Keynote' );
		expect( ann.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'https://example.org/ann.jpg'
		);
		expect( await rowOf( 'Cat Organizer' ) ).toHaveTextContent( '—' );
		expect( await rowOf( 'Cat Organizer' ) ).toHaveTextContent(
			'Organizer'
		);
	} );

	it( 'shows the phone under the email when there is one', async () => {
		people[ 0 ] = { ...people[ 0 ], phone: '+351 555 0100' };
		renderApp( '/speakers' );
		const ann = await rowOf( 'Ann Keynote' );
		const phone = within( ann ).getByText( '+351 555 0100' );
		expect( phone ).toHaveClass( 'eventin-speakers__phone' );
		// Under the email, in the Name column (the columns stay as they were).
		expect(
			within( ann ).getByText( 'ann.keynote@example.org' )
				.nextElementSibling
		).toBe( phone );
		expect(
			( await rowOf( 'Bob Both' ) ).querySelector(
				'.eventin-speakers__phone'
			)
		).toBeNull();
	} );

	it( 'filters by group, back on page 1, and clears the filter', async () => {
		renderApp( '/speakers' );
		await screen.findByText( 'Showing 1 - 10 of 12 speakers' );
		await user.click( screen.getByTitle( '2' ) );
		await screen.findByText( 'Showing 11 - 12 of 12 speakers' );

		await user.click(
			select( 'eventin-speakers__group-filter' ).querySelector(
				'.ant-select-selector'
			) as HTMLElement
		);
		await user.click( await screen.findByTitle( 'Workshop' ) );
		expect(
			await screen.findByText( 'Showing 1 - 1 of 1 speakers' )
		).toBeInTheDocument();
		expect( listRequests().at( -1 )?.query ).toMatchObject( {
			speaker_group: '4',
			paged: '1',
			per_page: '10',
		} );
		expect( screen.getByText( 'Bob Both' ) ).toBeInTheDocument();

		await user.click(
			select( 'eventin-speakers__group-filter' ).querySelector(
				'.ant-select-clear'
			) as HTMLElement
		);
		await screen.findByText( 'Showing 1 - 10 of 12 speakers' );
		expect( listRequests().at( -1 )?.query.speaker_group ).toBeUndefined();
	} );

	it( 'filters by role', async () => {
		renderApp( '/speakers' );
		await screen.findByText( 'Showing 1 - 10 of 12 speakers' );
		await user.click(
			select( 'eventin-speakers__role-filter' ).querySelector(
				'.ant-select-selector'
			) as HTMLElement
		);
		await user.click( await screen.findByTitle( 'Organizer' ) );
		expect(
			await screen.findByText( 'Showing 1 - 2 of 2 speakers' )
		).toBeInTheDocument();
		expect( listRequests().at( -1 )?.query ).toMatchObject( {
			category: 'organizer',
			paged: '1',
		} );
		expect( screen.queryByText( 'Ann Keynote' ) ).not.toBeInTheDocument();
	} );

	it( 'searches by name after 500 ms of quiet', async () => {
		renderApp( '/speakers' );
		await screen.findByText( 'Showing 1 - 10 of 12 speakers' );
		jest.useFakeTimers();
		try {
			const before = listRequests().length;
			const typing = userEvent.setup( {
				pointerEventsCheck: 0,
				advanceTimers: jest.advanceTimersByTime,
			} );
			await typing.type(
				screen.getByPlaceholderText( 'Search by name' ),
				'zed'
			);
			await act( async () => {
				jest.advanceTimersByTime( SEARCH_DEBOUNCE_MS - 100 );
			} );
			expect( listRequests() ).toHaveLength( before );
			await act( async () => {
				jest.advanceTimersByTime( 100 );
			} );
			await waitFor( () =>
				expect( listRequests() ).toHaveLength( before + 1 )
			);
			expect( listRequests().at( -1 )?.query ).toMatchObject( {
				search: 'zed',
				paged: '1',
				per_page: '10',
			} );
		} finally {
			jest.useRealTimers();
		}
		expect(
			await screen.findByText( 'Showing 1 - 9 of 9 speakers' )
		).toBeInTheDocument();
	} );

	it( 'deletes a speaker whose account goes, after saying so', async () => {
		server.on( 'DELETE', '/eventin/v2/speakers/1', () => {
			people = people.filter( ( p ) => p.id !== 1 );
			return { body: { deleted: true, account_deleted: true } };
		} );
		renderApp( '/speakers' );
		await user.click( button( await rowOf( 'Ann Keynote' ), 'Delete' ) );
		const dialog = await dialogWith(
			'Are you sure you want to delete this speaker?'
		);
		expect( dialog ).toHaveTextContent(
			'The WordPress account is deleted too, and any content it wrote is reassigned to you.'
		);
		await user.click( button( dialog, 'Delete' ) );
		expect(
			await screen.findByText( 'Successfully deleted the speaker!' )
		).toBeInTheDocument();
		expect(
			await screen.findByText( 'Showing 1 - 10 of 11 speakers' )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Ann Keynote' ) ).not.toBeInTheDocument();
	} );

	it( 'says only the role goes for an account with another role, and reports a failure', async () => {
		server.on( 'DELETE', '/eventin/v2/speakers/2', () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			},
		} ) );
		renderApp( '/speakers' );
		await user.click( button( await rowOf( 'Bob Both' ), 'Delete' ) );
		const dialog = await dialogWith(
			'Are you sure you want to delete this speaker?'
		);
		expect( dialog ).toHaveTextContent(
			'This account also has another role on the site, so it stays: only its speaker role and profile are removed.'
		);
		await user.click( button( dialog, 'Delete' ) );
		expect(
			await screen.findByText( 'Failed to delete the speaker!' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Sorry, you are not allowed to do that.' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Bob Both' ) ).toBeInTheDocument();
	} );

	it( 'opens the author page in a new tab', async () => {
		const open = jest.spyOn( window, 'open' ).mockReturnValue( null );
		try {
			renderApp( '/speakers' );
			await user.click( button( await rowOf( 'Bob Both' ), 'View' ) );
			expect( open ).toHaveBeenCalledWith(
				'https://example.org/author/2/',
				'_blank',
				'noopener'
			);
		} finally {
			open.mockRestore();
		}
	} );

	it( 'bulk deletes and reports partial failures', async () => {
		server.on( 'DELETE', '/eventin/v2/speakers', ( { query } ) => {
			const ids = query.ids.split( ',' ).map( Number );
			people = people.filter( ( p ) => p.id !== ids[ 0 ] );
			return {
				body: {
					deleted: [ ids[ 0 ] ],
					failed: [
						{ id: ids[ 1 ], message: 'No speaker with this id.' },
					],
				},
			};
		} );
		renderApp( '/speakers' );
		for ( const name of [ 'Ann Keynote', 'Bob Both' ] ) {
			await user.click(
				( await rowOf( name ) ).querySelector(
					'input[type="checkbox"]'
				) as HTMLElement
			);
		}
		const bulk = document.querySelector(
			'.eventin-list-page__toolbar button'
		) as HTMLElement;
		expect( bulk ).toHaveTextContent( 'Delete (2)' );
		await user.click( bulk );
		await user.click(
			button(
				await dialogWith(
					'Are you sure you want to delete the selected speakers?'
				),
				'Delete'
			)
		);
		expect(
			await screen.findByText( 'Failed to delete the speaker!' )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'1 deleted, 1 failed: #2 No speaker with this id.'
			)
		).toBeInTheDocument();
		expect(
			server.requests.find( ( r ) => r.method === 'DELETE' )?.query.ids
		).toBe( '1,2' );
	} );

	it( 'shows the empty state with a way to add the first speaker', async () => {
		people = [];
		renderApp( '/speakers' );
		const title = await screen.findByText( 'No speakers yet' );
		await user.click(
			button(
				title.closest( '.eventin-speakers__empty' ) as HTMLElement,
				'Add New Speaker'
			)
		);
		await waitFor( () =>
			expect( window.location.hash ).toBe( '#/speakers/create' )
		);
	} );

	it( 'shows a load error with a retry', async () => {
		let fail = true;
		server.on( 'GET', '/eventin/v2/speakers', () =>
			fail
				? {
						status: 500,
						body: {
							code: 'db_error',
							message: 'Database went away.',
						},
				  }
				: {
						body: [ speaker( 1, 'Back Again' ) ],
						headers: { 'X-WP-Total': '1' },
				  }
		);
		renderApp( '/speakers' );
		expect(
			await screen.findByText( 'Database went away.' )
		).toBeInTheDocument();
		fail = false;
		await user.click( screen.getByText( 'Try again' ) );
		expect( await screen.findByText( 'Back Again' ) ).toBeInTheDocument();
	} );
} );
