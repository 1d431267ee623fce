/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	invalidParam,
	type FakeReply,
	type FakeServer,
} from '../../../tests/js/fake-server';
import { ApiError } from '../../api/client';
import {
	createCollectionStore,
	createDocumentStore,
	queryKey,
} from '../factory';

interface Thing {
	id: number;
	name: string;
}

interface Options {
	colour: string;
}

const thingsStore = createCollectionStore< Thing >( {
	storeName: 'eventin-test/things',
	path: 'things',
} );
const peopleStore = createCollectionStore< Thing >( {
	storeName: 'eventin-test/people',
	path: 'people',
	listShape: 'array',
} );
// Lists per parent at notes/{thing_id}; each note changed at notes/{id}.
const notesStore = createCollectionStore< Thing >( {
	storeName: 'eventin-test/notes',
	path: 'notes',
	listPath: ( { thing_id: thingId, ...rest } ) => ( {
		path: `notes/${ thingId }`,
		query: rest,
	} ),
} );
const optionsStore = createDocumentStore< Options >(
	'eventin-test/options',
	'options'
);

/* eslint-disable @typescript-eslint/no-explicit-any */
let server: FakeServer;
let registry: ReturnType< typeof createRegistry >;
let things: any;
let thingActions: any;

// The published registry types omit register() and resolveSelect().
const select = ( store: unknown ) => ( registry as any ).select( store );
const resolve = ( store: unknown ) =>
	( registry as any ).resolveSelect( store );
const dispatch = ( store: unknown ) => ( registry as any ).dispatch( store );

const THINGS: Thing[] = [
	{ id: 1, name: 'Alpha' },
	{ id: 2, name: 'Beta' },
	{ id: 3, name: 'Gamma' },
];

/**
 * Requests received for a method and path.
 *
 * @param method Method.
 * @param path   Path.
 */
const sent = ( method: string, path: string ) =>
	server.requests.filter(
		( request ) => request.method === method && request.path === path
	);

/**
 * Serves GET /things as the envelope, filtered by `search`.
 */
function serveThings() {
	server.on( 'GET', '/eventin/v2/things', ( { query } ) => {
		const items = THINGS.filter(
			( thing ) => ! query.search || thing.name.includes( query.search )
		);
		return { body: { items, total_items: items.length + 10 } };
	} );
}

/**
 * A rejection's value.
 *
 * @param promise Promise expected to reject.
 */
async function rejection( promise: Promise< unknown > ): Promise< ApiError > {
	try {
		await promise;
	} catch ( error ) {
		return error as ApiError;
	}
	throw new Error( 'It did not fail.' );
}

beforeEach( () => {
	server = installFakeServer();
	// A fresh registry per test: no state leaks between tests.
	registry = createRegistry();
	[ thingsStore, peopleStore, notesStore, optionsStore ].forEach( ( store ) =>
		( registry as any ).register( store )
	);
	things = resolve( thingsStore );
	thingActions = dispatch( thingsStore );
} );

describe( 'queryKey', () => {
	it( 'is the same for the same filters in any order, without empty values', () => {
		expect( queryKey( { paged: 1, search: 'a', status: '' } ) ).toBe(
			queryKey( { search: 'a', paged: 1 } )
		);
		expect( queryKey( { paged: 1 } ) ).not.toBe( queryKey( { paged: 2 } ) );
		expect( queryKey() ).toBe( queryKey( {} ) );
	} );
} );

describe( 'collection store: lists', () => {
	it( 'reads the envelope: items in order and total_items as the total', async () => {
		serveThings();

		expect( await things.getItems( { paged: 1 } ) ).toEqual( THINGS );
		const selected = select( thingsStore );
		expect( selected.getTotal( { paged: 1 } ) ).toBe( 13 );
		expect( selected.getItem( 2 ) ).toEqual( THINGS[ 1 ] );
	} );

	it( 'fetches a query once and caches it by its content', async () => {
		serveThings();

		const query = { paged: 1, search: 'a' };
		await things.getItems( query );
		await things.getItems( { search: 'a', paged: 1 } );

		expect( sent( 'GET', '/eventin/v2/things' ) ).toHaveLength( 1 );
		// Same query, same array: components do not re-render for nothing.
		expect( select( thingsStore ).getItems( query ) ).toBe(
			select( thingsStore ).getItems( query )
		);

		expect( await things.getItems( { paged: 1, search: 'Beta' } ) ).toEqual(
			[ THINGS[ 1 ] ]
		);
		expect( sent( 'GET', '/eventin/v2/things' ) ).toHaveLength( 2 );
		expect( sent( 'GET', '/eventin/v2/things' )[ 1 ].query ).toMatchObject(
			{ paged: '1', search: 'Beta' }
		);
	} );

	it( 'reads a bare array with X-WP-Total, or counts the items without it', async () => {
		let header: Record< string, string > = { 'X-WP-Total': '42' };
		server.on( 'GET', '/eventin/v2/people', () => ( {
			body: THINGS.slice( 0, 2 ),
			headers: header,
		} ) );
		const people = resolve( peopleStore );
		const selected = select( peopleStore );

		expect( await people.getItems( { paged: 1 } ) ).toHaveLength( 2 );
		expect( selected.getTotal( { paged: 1 } ) ).toBe( 42 );

		header = {};
		await people.getItems( { paged: 2 } );
		expect( selected.getTotal( { paged: 2 } ) ).toBe( 2 );
	} );

	it( "keeps a list's error for its query and leaves the others alone", async () => {
		server.on( 'GET', '/eventin/v2/things', ( { query } ) =>
			query.status === 'bogus'
				? invalidParam(
						'status',
						'status is not one of draft, publish.'
				  )
				: { body: { items: THINGS, total_items: 3 } }
		);
		const selected = select( thingsStore );

		expect( await things.getItems( { status: 'bogus' } ) ).toBeUndefined();
		const error = selected.getItemsError( { status: 'bogus' } );
		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).toMatchObject( {
			status: 400,
			message: 'status is not one of draft, publish.',
		} );

		await things.getItems( { status: 'draft' } );
		expect( selected.getItemsError( { status: 'draft' } ) ).toBeUndefined();
		expect( selected.getItems( { status: 'draft' } ) ).toHaveLength( 3 );
	} );
} );

describe( 'collection store: lists elsewhere, with meta', () => {
	it( "keeps the envelope's other fields as the list's meta", async () => {
		server.on( 'GET', '/eventin/v2/things', () => ( {
			body: {
				items: THINGS,
				total_items: 3,
				counts: { yes: 2, no: 1 },
			},
		} ) );
		const selected = select( thingsStore );

		expect( selected.getListMeta( { paged: 1 } ) ).toBeUndefined();
		await things.getItems( { paged: 1 } );
		expect( selected.getListMeta( { paged: 1 } ) ).toEqual( {
			counts: { yes: 2, no: 1 },
		} );
		expect( selected.getTotal( { paged: 1 } ) ).toBe( 3 );
	} );

	it( 'reads lists at the path listPath gives, and changes items at the store path', async () => {
		server.on( 'GET', '/eventin/v2/notes/7', ( { query } ) => ( {
			body: {
				items: THINGS.slice( 0, 2 ),
				total_items: 2,
				parent: { id: 7, status: query.status },
			},
		} ) );
		server.on( 'PUT', '/eventin/v2/notes/2', ( { data } ) => ( {
			body: { ...THINGS[ 1 ], ...data },
		} ) );
		const notes = resolve( notesStore );
		const query = { thing_id: 7, status: 'open', paged: 1 };

		expect( await notes.getItems( query ) ).toEqual( THINGS.slice( 0, 2 ) );
		const [ list ] = sent( 'GET', '/eventin/v2/notes/7' );
		// The parent is in the path only.
		expect( list.query ).toMatchObject( { status: 'open', paged: '1' } );
		expect( list.query.thing_id ).toBeUndefined();
		expect( select( notesStore ).getListMeta( query ) ).toEqual( {
			parent: { id: 7, status: 'open' },
		} );

		await dispatch( notesStore ).updateItem( 2, { name: 'Bravo' } );
		expect( sent( 'PUT', '/eventin/v2/notes/2' ) ).toHaveLength( 1 );
		await notes.getItems( query );
		expect( sent( 'GET', '/eventin/v2/notes/7' ) ).toHaveLength( 2 );
	} );
} );

describe( 'collection store: items', () => {
	it( 'fetches one item by id and keeps a 404 as its error', async () => {
		server.on( 'GET', '/eventin/v2/things/2', () => ( {
			body: THINGS[ 1 ],
		} ) );
		const selected = select( thingsStore );

		expect( await things.getItem( 2 ) ).toEqual( THINGS[ 1 ] );
		expect( await things.getItem( 99 ) ).toBeUndefined();
		expect( selected.getItemError( 99 ) ).toMatchObject( {
			status: 404,
			code: 'rest_no_route',
		} );
		expect( selected.getItemError( 2 ) ).toBeUndefined();
	} );
} );

describe( 'collection store: mutations', () => {
	/**
	 * Loads the first page, runs a mutation, then reads the page again.
	 *
	 * @param mutate The mutation.
	 * @return How many times the page was fetched.
	 */
	async function listFetchesAround( mutate: () => Promise< unknown > ) {
		await things.getItems( { paged: 1 } );
		await mutate();
		await things.getItems( { paged: 1 } );
		return sent( 'GET', '/eventin/v2/things' ).length;
	}

	beforeEach( serveThings );

	it( 'creates an item, keeps it and makes the lists refetch', async () => {
		server.on( 'POST', '/eventin/v2/things', ( { data } ) => ( {
			status: 201,
			body: { id: 4, ...data },
		} ) );
		let created: Thing | undefined;

		const fetches = await listFetchesAround( async () => {
			created = await thingActions.createItem( { name: 'Delta' } );
		} );

		expect( created ).toEqual( { id: 4, name: 'Delta' } );
		expect( sent( 'POST', '/eventin/v2/things' )[ 0 ].data ).toEqual( {
			name: 'Delta',
		} );
		expect( select( thingsStore ).getItem( 4 ) ).toEqual( created );
		expect( fetches ).toBe( 2 );
	} );

	it( 'updates an item in place and makes the lists refetch', async () => {
		server.on( 'PUT', '/eventin/v2/things/2', ( { data } ) => ( {
			body: { ...THINGS[ 1 ], ...data },
		} ) );

		const fetches = await listFetchesAround( async () => {
			await thingActions.updateItem( 2, { name: 'Bravo' } );
			// Every screen sees the saved item before the lists come back.
			expect( select( thingsStore ).getItem( 2 ) ).toEqual( {
				id: 2,
				name: 'Bravo',
			} );
		} );

		expect( sent( 'PUT', '/eventin/v2/things/2' )[ 0 ].data ).toEqual( {
			name: 'Bravo',
		} );
		expect( fetches ).toBe( 2 );
	} );

	it( 'forgets a deleted item and makes the lists refetch', async () => {
		server.on( 'DELETE', '/eventin/v2/things/3', () => ( {
			body: { deleted: true },
		} ) );

		const fetches = await listFetchesAround( () =>
			thingActions.deleteItem( 3 )
		);

		expect( sent( 'DELETE', '/eventin/v2/things/3' ) ).toHaveLength( 1 );
		expect( fetches ).toBe( 2 );
		// The refetched list is the server's again (it still has item 3 here).
		expect( select( thingsStore ).getItems( { paged: 1 } ) ).toHaveLength(
			3
		);
	} );

	it( 'bulk-deletes by ids, forgets only what went and returns the failures', async () => {
		await things.getItems( { paged: 1 } );
		server.on( 'DELETE', '/eventin/v2/things', ( { query } ) => ( {
			body: {
				deleted: [ 1 ],
				failed: [ { id: 2, message: 'Not allowed.' } ],
				ids: query.ids,
			},
		} ) );

		const result = await thingActions.deleteItems( [ 1, 2 ] );

		expect(
			sent( 'DELETE', '/eventin/v2/things' )[ 0 ].query
		).toMatchObject( { ids: '1,2' } );
		expect( result.failed ).toEqual( [
			{ id: 2, message: 'Not allowed.' },
		] );
		const selected = select( thingsStore );
		expect( selected.getItem( 1 ) ).toBeUndefined();
		expect( selected.getItem( 2 ) ).toEqual( THINGS[ 1 ] );
		await things.getItems( { paged: 1 } );
		expect( sent( 'GET', '/eventin/v2/things' ) ).toHaveLength( 2 );
	} );

	it( 'clones with a GET on /{id}/clone and makes the lists refetch', async () => {
		server.on( 'GET', '/eventin/v2/things/1/clone', () => ( {
			body: { id: 5, name: 'Alpha (copy)' },
		} ) );

		const fetches = await listFetchesAround( () =>
			thingActions.cloneItem( 1 )
		);

		expect( select( thingsStore ).getItem( 5 ) ).toEqual( {
			id: 5,
			name: 'Alpha (copy)',
		} );
		expect( fetches ).toBe( 2 );
	} );

	it( "rejects with the server's error and leaves the lists as they were", async () => {
		server.on( 'POST', '/eventin/v2/things', () =>
			invalidParam( 'name', 'The name is taken.' )
		);
		let error: ApiError | undefined;

		const fetches = await listFetchesAround( async () => {
			error = await rejection( thingActions.createItem( { name: 'A' } ) );
		} );

		expect( error ).toBeInstanceOf( ApiError );
		expect( error?.fields ).toEqual( { name: 'The name is taken.' } );
		expect( fetches ).toBe( 1 );
	} );
} );

describe( 'document store', () => {
	it( 'reads the document once, saves changes and keeps what the server answered', async () => {
		let stored: Options = { colour: 'red' };
		server.on( 'GET', '/eventin/v2/options', () => ( { body: stored } ) );
		server.on( 'PUT', '/eventin/v2/options', ( { data } ) => {
			stored = { ...stored, ...( data as Partial< Options > ) };
			return { body: stored };
		} );
		const options = resolve( optionsStore );
		const selected = select( optionsStore );

		expect( await options.get() ).toEqual( { colour: 'red' } );
		await options.get();
		expect( sent( 'GET', '/eventin/v2/options' ) ).toHaveLength( 1 );

		const saved = await dispatch( optionsStore ).save( {
			colour: 'blue',
		} );
		expect( saved ).toEqual( { colour: 'blue' } );
		expect( selected.get() ).toEqual( { colour: 'blue' } );
		expect( sent( 'PUT', '/eventin/v2/options' )[ 0 ].data ).toEqual( {
			colour: 'blue',
		} );
	} );

	it( 'keeps a read error, and a failed save keeps the value it had', async () => {
		let reply: FakeReply = {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			},
		};
		server.on( 'GET', '/eventin/v2/options', () => reply );
		server.on( 'PUT', '/eventin/v2/options', () =>
			invalidParam( 'colour', 'colour is not one of red, blue.' )
		);
		const selected = select( optionsStore );

		await resolve( optionsStore ).get();
		expect( selected.get() ).toBeUndefined();
		expect( selected.getError() ).toMatchObject( { status: 403 } );

		reply = { body: { colour: 'red' } };
		dispatch( optionsStore ).invalidateResolution( 'get', [] );
		await resolve( optionsStore ).get();
		expect( selected.get() ).toEqual( { colour: 'red' } );
		expect( selected.getError() ).toBeUndefined();

		const error = await rejection(
			dispatch( optionsStore ).save( {
				colour: 'green',
			} )
		);
		expect( error.fields ).toEqual( {
			colour: 'colour is not one of red, blue.',
		} );
		expect( selected.get() ).toEqual( { colour: 'red' } );
	} );
} );
/* eslint-enable @typescript-eslint/no-explicit-any */
