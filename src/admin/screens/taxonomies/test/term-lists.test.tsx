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
import {
	answerRowAction,
	button,
	dialogWith,
	rowOf,
} from '../../../../../tests/js/queries';
import { givenUser, renderApp } from '../../../../../tests/js/render-app';
import { SEARCH_DEBOUNCE_MS } from '../../../../components/list-page';

let server: FakeServer;
let tags: Array< {
	id: number;
	name: string;
	slug: string;
	description: string;
	count: number;
} >;
const user = userEvent.setup( { pointerEventsCheck: 0 } );

/**
 * A small in-memory tag "server" that pages and searches like the real one.
 */
function serveTags() {
	server.on( 'GET', '/eventin/v2/event/tags', ( { query } ) => {
		const search = ( query.search ?? '' ).toLowerCase();
		const matching = tags.filter( ( t ) =>
			t.name.toLowerCase().includes( search )
		);
		const perPage = Number( query.per_page ?? 10 );
		const paged = Number( query.paged ?? 1 );
		return {
			body: {
				items: matching.slice(
					( paged - 1 ) * perPage,
					paged * perPage
				),
				total_items: matching.length,
			},
		};
	} );
}

const listRequests = () =>
	server.requests.filter(
		( r ) => r.method === 'GET' && r.path === '/eventin/v2/event/tags'
	);

beforeEach( () => {
	server = installFakeServer();
	givenUser( server, 'all' );
	tags = Array.from( { length: 23 }, ( _, i ) => ( {
		id: i + 1,
		name: i % 2 ? `Odd tag ${ i + 1 }` : `Even tag ${ i + 1 }`,
		slug: `tag-${ i + 1 }`,
		description: '',
		count: 0,
	} ) );
	serveTags();
} );

describe( 'tag list', () => {
	it( 'pages with the Showing text and a page-size changer', async () => {
		renderApp( '/tags' );
		expect(
			await screen.findByText( 'Showing 1 - 10 of 23 tags' )
		).toBeInTheDocument();
		await user.click( screen.getByTitle( '3' ) );
		expect(
			await screen.findByText( 'Showing 21 - 23 of 23 tags' )
		).toBeInTheDocument();
		expect( listRequests().at( -1 )?.query ).toMatchObject( {
			paged: '3',
			per_page: '10',
		} );
	} );

	it( 'debounces the search by 500 ms and resets paging on a new search', async () => {
		renderApp( '/tags' );
		await screen.findByText( 'Showing 1 - 10 of 23 tags' );
		await user.click( screen.getByTitle( '2' ) );
		await screen.findByText( 'Showing 11 - 20 of 23 tags' );

		jest.useFakeTimers();
		try {
			const before = listRequests().length;
			const box = screen.getByPlaceholderText( 'Search tag by name' );
			const typing = userEvent.setup( {
				pointerEventsCheck: 0,
				advanceTimers: jest.advanceTimersByTime,
			} );
			await typing.type( box, 'odd' );
			await act( async () => {
				jest.advanceTimersByTime( SEARCH_DEBOUNCE_MS - 100 );
			} );
			expect( listRequests() ).toHaveLength( before );
			await act( async () => {
				jest.advanceTimersByTime( 100 );
			} );
			await waitFor( () =>
				expect( listRequests().length ).toBe( before + 1 )
			);
			expect( listRequests().at( -1 )?.query ).toMatchObject( {
				search: 'odd',
				paged: '1',
				per_page: '10',
			} );
		} finally {
			jest.useRealTimers();
		}
		expect(
			await screen.findByText( 'Showing 1 - 10 of 11 tags' )
		).toBeInTheDocument();
	} );

	it( 'deletes a row after confirmation and refetches', async () => {
		server.on( 'DELETE', '/eventin/v2/event/tags/1', () => {
			tags = tags.filter( ( t ) => t.id !== 1 );
			return { body: { deleted: true } };
		} );
		renderApp( '/tags' );
		await answerRowAction(
			user,
			'Even tag 1',
			'Delete',
			'Are you sure you want to delete this tag?',
			'Delete'
		);

		expect(
			await screen.findByText( 'Successfully deleted the tag!' )
		).toBeInTheDocument();
		expect(
			await screen.findByText( 'Showing 1 - 10 of 22 tags' )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Even tag 1' ) ).not.toBeInTheDocument();
	} );

	it( 'does nothing when the confirmation is cancelled', async () => {
		renderApp( '/tags' );
		await answerRowAction(
			user,
			'Even tag 1',
			'Delete',
			'Are you sure you want to delete this tag?',
			'Cancel'
		);
		await waitFor( () =>
			expect(
				screen.queryAllByText(
					'Are you sure you want to delete this tag?'
				)
			).toHaveLength( 0 )
		);
		expect( server.requests.some( ( r ) => r.method === 'DELETE' ) ).toBe(
			false
		);
	} );

	it( 'reports a failed delete with the server message', async () => {
		server.on( 'DELETE', '/eventin/v2/event/tags/1', () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			},
		} ) );
		renderApp( '/tags' );
		await user.click( button( await rowOf( 'Even tag 1' ), 'Delete' ) );
		await user.click(
			button(
				await dialogWith( 'Are you sure you want to delete this tag?' ),
				'Delete'
			)
		);
		await waitFor( () =>
			expect( server.requests.map( ( r ) => r.method ) ).toContain(
				'DELETE'
			)
		);
		expect(
			await screen.findByText( 'Failed to delete the tag!' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Sorry, you are not allowed to do that.' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Even tag 1' ) ).toBeInTheDocument();
	} );

	it( 'bulk deletes the selected rows and reports partial failures', async () => {
		server.on( 'DELETE', '/eventin/v2/event/tags', ( { query } ) => {
			const ids = query.ids.split( ',' ).map( Number );
			tags = tags.filter( ( t ) => t.id !== ids[ 0 ] );
			return {
				body: {
					deleted: [ ids[ 0 ] ],
					failed: ids.slice( 1 ).map( ( id ) => ( {
						id,
						message: 'No tag with this id.',
					} ) ),
				},
			};
		} );
		renderApp( '/tags' );
		await screen.findByText( 'Even tag 1' );
		const toolbar = document.querySelector(
			'.eventin-list-page__toolbar'
		) as HTMLElement;
		const bulk = toolbar.querySelector( 'button' ) as HTMLElement;
		expect( bulk ).toBeDisabled();
		// Each row's checkbox is named after the row.
		for ( const name of [ 'Even tag 1', 'Odd tag 2' ] ) {
			await user.click(
				within( await rowOf( name ) ).getByRole( 'checkbox', {
					name: `Select ${ name }`,
				} )
			);
		}
		expect( bulk ).toHaveTextContent( 'Delete (2)' );
		await user.click( bulk );
		const dialog = await dialogWith(
			'Are you sure you want to delete the selected tags?'
		);
		await user.click( button( dialog, 'Delete' ) );

		expect(
			await screen.findByText( 'Failed to delete the tag!' )
		).toBeInTheDocument();
		expect(
			screen.getByText( '1 deleted, 1 failed: #2 No tag with this id.' )
		).toBeInTheDocument();
		const bulkRequest = server.requests.find(
			( r ) => r.method === 'DELETE'
		);
		expect( bulkRequest?.query.ids ).toBe( '1,2' );
	} );

	it( 'shows the empty state and a load error with a retry', async () => {
		tags = [];
		renderApp( '/tags' );
		expect( await screen.findByText( 'No tags yet.' ) ).toBeInTheDocument();
	} );
} );

describe( 'category list', () => {
	it( 'shows a round swatch before the name of a category with a colour', async () => {
		server.on( 'GET', '/eventin/v2/event/categories', () => ( {
			body: {
				items: [
					{
						id: 1,
						name: 'Conference',
						slug: 'conference',
						parent: 0,
						description: '',
						count: 1,
						color: '#ff0000',
					},
					{
						id: 2,
						name: 'Workshops',
						slug: 'workshops',
						parent: 0,
						description: '',
						count: 2,
						color: '',
					},
				],
				total_items: 2,
			},
		} ) );
		renderApp( '/categories' );
		const conference = await rowOf( 'Conference' );
		const swatch = conference.querySelector(
			'.eventin-terms__swatch'
		) as HTMLElement;
		expect( swatch ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( swatch ).toHaveStyle( { backgroundColor: '#ff0000' } );
		// Before the name, which stays the text.
		expect( swatch.nextElementSibling ).toHaveTextContent( 'Conference' );
		expect( swatch ).toHaveTextContent( '' );
		expect(
			( await rowOf( 'Workshops' ) ).querySelector(
				'.eventin-terms__swatch'
			)
		).toBeNull();
	} );

	it( 'shows parent names and a retryable error', async () => {
		let fail = true;
		server.on( 'GET', '/eventin/v2/event/categories', ( { query } ) =>
			fail && query.per_page === '10'
				? {
						status: 500,
						body: {
							code: 'db_error',
							message: 'Database went away.',
						},
				  }
				: {
						body: {
							items: [
								{
									id: 1,
									name: 'Music',
									slug: 'music',
									parent: 0,
									description: 'Live',
									count: 1,
								},
								{
									id: 2,
									name: 'Jazz',
									slug: 'jazz',
									parent: 1,
									description: '',
									count: 0,
								},
							],
							total_items: 2,
						},
				  }
		);
		renderApp( '/categories' );
		expect(
			await screen.findByText( 'Database went away.' )
		).toBeInTheDocument();
		fail = false;
		await user.click( screen.getByText( 'Try again' ) );
		const jazz = ( await screen.findByText( 'Jazz' ) ).closest(
			'tr'
		) as HTMLElement;
		expect( jazz ).toHaveTextContent( 'Music' );
		expect(
			screen.queryByText( 'Database went away.' )
		).not.toBeInTheDocument();
	} );
} );
