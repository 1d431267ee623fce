/**
 * External dependencies
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { createRegistry, RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	invalidParam,
	type FakeServer,
} from '../../../tests/js/fake-server';
import { createCollectionStore, createDocumentStore } from '../factory';
import {
	useCollection,
	useCollectionActions,
	useDocument,
	useItem,
} from '../hooks';

interface Thing {
	id: number;
	name: string;
}

const thingsStore = createCollectionStore< Thing >( {
	storeName: 'eventin-test/hook-things',
	path: 'things',
} );
const flagsStore = createDocumentStore< { on: boolean } >(
	'eventin-test/hook-flags',
	'flags'
);

let server: FakeServer;
let stored: Thing[];

/**
 * Renders a hook inside a fresh registry.
 *
 * @param hook The hook call.
 */
function renderWithStores< Result >( hook: () => Result ) {
	const registry = createRegistry();
	[ thingsStore, flagsStore ].forEach( ( store ) =>
		(
			registry as unknown as { register: ( s: unknown ) => void }
		 ).register( store )
	);
	const wrapper = ( { children }: { children: ReactNode } ) => (
		<RegistryProvider value={ registry }>{ children }</RegistryProvider>
	);
	return renderHook( hook, { wrapper } );
}

beforeEach( () => {
	server = installFakeServer();
	stored = [ { id: 1, name: 'Alpha' } ];
	server.on( 'GET', '/eventin/v2/things', ( { query } ) =>
		query.status === 'bogus'
			? invalidParam( 'status', 'Unknown status.' )
			: { body: { items: stored, total_items: stored.length } }
	);
	server.on( 'POST', '/eventin/v2/things', ( { data } ) => {
		const thing = { id: stored.length + 1, name: String( data.name ) };
		stored = [ ...stored, thing ];
		return { status: 201, body: thing };
	} );
} );

describe( 'useCollection', () => {
	it( 'is loading until the first answer, then gives the items and total', async () => {
		const { result } = renderWithStores( () =>
			useCollection< Thing >( thingsStore, { paged: 1 } )
		);

		expect( result.current ).toMatchObject( {
			items: [],
			total: 0,
			isLoading: true,
		} );
		await waitFor( () => expect( result.current.isLoading ).toBe( false ) );
		expect( result.current ).toMatchObject( {
			items: [ { id: 1, name: 'Alpha' } ],
			total: 1,
			isFetching: false,
			error: undefined,
		} );
	} );

	it( 'stops loading with the error when the list fails', async () => {
		const { result } = renderWithStores( () =>
			useCollection< Thing >( thingsStore, { status: 'bogus' } )
		);

		await waitFor( () => expect( result.current.error ).toBeDefined() );
		expect( result.current.isLoading ).toBe( false );
		expect( result.current.items ).toEqual( [] );
		expect( result.current.error?.message ).toBe( 'Unknown status.' );
	} );

	it( 'shows the new list after a create, keeping the old one while it refetches', async () => {
		const { result } = renderWithStores( () => ( {
			list: useCollection< Thing >( thingsStore, { paged: 1 } ),
			actions: useCollectionActions< Thing >( thingsStore ),
		} ) );
		await waitFor( () =>
			expect( result.current.list.items ).toHaveLength( 1 )
		);

		await act( () =>
			result.current.actions.createItem( { name: 'Beta' } )
		);

		await waitFor( () =>
			expect( result.current.list.items ).toHaveLength( 2 )
		);
		expect( result.current.list.total ).toBe( 2 );
		expect(
			server.requests.filter(
				( request ) =>
					request.method === 'GET' &&
					request.path === '/eventin/v2/things'
			)
		).toHaveLength( 2 );
	} );
} );

describe( 'useItem and useDocument', () => {
	it( 'give the item or document once it arrives, and its error otherwise', async () => {
		server.on( 'GET', '/eventin/v2/things/1', () => ( {
			body: stored[ 0 ],
		} ) );
		server.on( 'GET', '/eventin/v2/flags', () => ( {
			body: { on: true },
		} ) );
		const { result } = renderWithStores( () => ( {
			found: useItem< Thing >( thingsStore, 1 ),
			missing: useItem< Thing >( thingsStore, 404 ),
			flags: useDocument< { on: boolean } >( flagsStore ),
		} ) );

		expect( result.current.found.isLoading ).toBe( true );
		expect( result.current.flags.isLoading ).toBe( true );
		await waitFor( () =>
			expect( result.current.missing.error ).toBeDefined()
		);
		await waitFor( () =>
			expect( result.current.found.item ).toEqual( stored[ 0 ] )
		);
		await waitFor( () =>
			expect( result.current.flags.value ).toEqual( { on: true } )
		);
		expect( result.current.missing ).toMatchObject( {
			item: undefined,
			isLoading: false,
		} );
		expect( result.current.missing.error?.status ).toBe( 404 );
	} );
} );
