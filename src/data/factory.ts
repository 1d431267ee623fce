/**
 * The one store factory: a @wordpress/data store per REST resource.
 *
 * - createCollectionStore: lists (paged, filtered) and items by id, with
 *   create/update/delete/bulk delete/clone thunks that invalidate the lists
 *   so every screen refetches instead of patching local copies. A list
 *   envelope's other fields (e.g. the counts above one event's RSVP
 *   answers) are kept with the list as its meta.
 * - createDocumentStore: one object (settings, current user permissions).
 */

/**
 * WordPress dependencies
 */
import { createReduxStore, createSelector, register } from '@wordpress/data';

/**
 * Internal dependencies
 */
import {
	asApiError,
	cleanQuery,
	request,
	type ApiError,
	type Query,
} from '../api/client';

export interface Identified {
	id: number;
}

export interface BulkResult {
	deleted: number[];
	failed: Array< { id: number; message: string } >;
}

/** What a list envelope holds besides `items` and `total_items`. */
export type ListMeta = Record< string, unknown >;

interface ListEntry {
	ids: number[];
	total: number;
	meta?: ListMeta;
}

interface CollectionState< T > {
	items: Record< number, T >;
	lists: Record< string, ListEntry >;
	listErrors: Record< string, ApiError | undefined >;
	itemErrors: Record< number, ApiError | undefined >;
}

type CollectionAction< T > =
	| {
			type: 'RECEIVE_LIST';
			key: string;
			items: T[];
			total: number;
			meta?: ListMeta;
	  }
	| { type: 'RECEIVE_LIST_ERROR'; key: string; error: ApiError }
	| { type: 'RECEIVE_ITEM'; item: T }
	| { type: 'RECEIVE_ITEM_ERROR'; id: number; error: ApiError }
	| { type: 'FORGET_ITEMS'; ids: number[] };

export interface CollectionConfig {
	/** Store name, e.g. "eventin/categories". */
	storeName: string;
	/** Path under /eventin/v2, e.g. "event/categories". */
	path: string;
	/**
	 * 'envelope' for `{ items, total_items }` bodies, 'array' for a bare array
	 * with the total in X-WP-Total.
	 */
	listShape?: 'envelope' | 'array';
	/**
	 * Where lists are read when not at `path`: the path for a query and
	 * what remains of the query. One event's RSVP answers are listed at
	 * rsvp-report/{event_id} while each answer is changed at
	 * rsvp-report/{id}.
	 */
	listPath?: ( query: Query ) => { path: string; query: Query };
}

/**
 * A stable key for a list query: same filters, same key.
 *
 * @param query List query.
 */
export function queryKey( query: Query = {} ): string {
	const clean = cleanQuery( query );
	return JSON.stringify(
		Object.keys( clean )
			.sort()
			.map( ( key ) => [ key, clean[ key ] ] )
	);
}

/**
 * Creates and registers a collection store.
 *
 * @param config Store name, REST path and list shape.
 */
export function createCollectionStore< T extends Identified >(
	config: CollectionConfig
) {
	const { storeName, path, listShape = 'envelope', listPath } = config;
	const initial: CollectionState< T > = {
		items: {},
		lists: {},
		listErrors: {},
		itemErrors: {},
	};

	function reducer(
		state: CollectionState< T > = initial,
		action: CollectionAction< T >
	): CollectionState< T > {
		switch ( action.type ) {
			case 'RECEIVE_LIST': {
				const items = { ...state.items };
				action.items.forEach( ( item ) => ( items[ item.id ] = item ) );
				return {
					...state,
					items,
					lists: {
						...state.lists,
						[ action.key ]: {
							ids: action.items.map( ( item ) => item.id ),
							total: action.total,
							meta: action.meta,
						},
					},
					listErrors: {
						...state.listErrors,
						[ action.key ]: undefined,
					},
				};
			}
			case 'RECEIVE_LIST_ERROR':
				return {
					...state,
					listErrors: {
						...state.listErrors,
						[ action.key ]: action.error,
					},
				};
			case 'RECEIVE_ITEM':
				return {
					...state,
					items: { ...state.items, [ action.item.id ]: action.item },
					itemErrors: {
						...state.itemErrors,
						[ action.item.id ]: undefined,
					},
				};
			case 'RECEIVE_ITEM_ERROR':
				return {
					...state,
					itemErrors: {
						...state.itemErrors,
						[ action.id ]: action.error,
					},
				};
			case 'FORGET_ITEMS': {
				const items = { ...state.items };
				action.ids.forEach( ( id ) => delete items[ id ] );
				return { ...state, items };
			}
		}
		return state;
	}

	const actions = {
		receiveList: (
			key: string,
			items: T[],
			total: number,
			meta?: ListMeta
		) => ( { type: 'RECEIVE_LIST', key, items, total, meta } ) as const,
		receiveListError: ( key: string, error: ApiError ) =>
			( { type: 'RECEIVE_LIST_ERROR', key, error } ) as const,
		receiveItem: ( item: T ) => ( { type: 'RECEIVE_ITEM', item } ) as const,
		receiveItemError: ( id: number, error: ApiError ) =>
			( { type: 'RECEIVE_ITEM_ERROR', id, error } ) as const,
		forgetItems: ( ids: number[] ) =>
			( { type: 'FORGET_ITEMS', ids } ) as const,

		/** Refetch every list on next read. */
		invalidateLists:
			() =>
			( { dispatch }: ThunkArgs ) => {
				dispatch.invalidateResolutionForStoreSelector( 'getItems' );
			},

		createItem:
			( data: Partial< T > | Record< string, unknown > ) =>
			async ( { dispatch }: ThunkArgs ): Promise< T > => {
				const { data: item } = await request< T >( path, {
					method: 'POST',
					data,
				} );
				dispatch.receiveItem( item );
				dispatch.invalidateLists();
				return item;
			},

		updateItem:
			( id: number, data: Partial< T > | Record< string, unknown > ) =>
			async ( { dispatch }: ThunkArgs ): Promise< T > => {
				const { data: item } = await request< T >(
					`${ path }/${ id }`,
					{
						method: 'PUT',
						data,
					}
				);
				dispatch.receiveItem( item );
				dispatch.invalidateLists();
				return item;
			},

		deleteItem:
			( id: number ) =>
			async ( { dispatch }: ThunkArgs ): Promise< void > => {
				await request( `${ path }/${ id }`, { method: 'DELETE' } );
				dispatch.forgetItems( [ id ] );
				dispatch.invalidateLists();
			},

		deleteItems:
			( ids: number[] ) =>
			async ( { dispatch }: ThunkArgs ): Promise< BulkResult > => {
				const { data } = await request< BulkResult >( path, {
					method: 'DELETE',
					query: { ids: ids.join( ',' ) },
				} );
				dispatch.forgetItems( data.deleted );
				dispatch.invalidateLists();
				return data;
			},

		cloneItem:
			( id: number ) =>
			async ( { dispatch }: ThunkArgs ): Promise< T > => {
				const { data: item } = await request< T >(
					`${ path }/${ id }/clone`
				);
				dispatch.receiveItem( item );
				dispatch.invalidateLists();
				return item;
			},
	};

	const selectors = {
		getItems: createSelector(
			( state: CollectionState< T >, query: Query = {} ) => {
				const list = state.lists[ queryKey( query ) ];
				return list
					? list.ids
							.map( ( id ) => state.items[ id ] )
							.filter( Boolean )
					: undefined;
			},
			( state: CollectionState< T >, query: Query = {} ) => [
				state.lists[ queryKey( query ) ],
				state.items,
			]
		),
		getTotal: ( state: CollectionState< T >, query: Query = {} ) =>
			state.lists[ queryKey( query ) ]?.total,
		getItemsError: ( state: CollectionState< T >, query: Query = {} ) =>
			state.listErrors[ queryKey( query ) ],
		// The envelope's other fields of a list; undefined until it arrives.
		getListMeta: ( state: CollectionState< T >, query: Query = {} ) =>
			state.lists[ queryKey( query ) ]?.meta,
		getItem: ( state: CollectionState< T >, id: number ) =>
			state.items[ id ],
		getItemError: ( state: CollectionState< T >, id: number ) =>
			state.itemErrors[ id ],
	};

	const resolvers = {
		getItems:
			( query: Query = {} ) =>
			async ( { dispatch }: ThunkArgs ) => {
				const key = queryKey( query );
				const target = listPath?.( query ) ?? { path, query };
				try {
					const { data, total } = await request<
						T[] | { items: T[]; total_items: number }
					>( target.path, { query: target.query } );
					if ( listShape === 'array' ) {
						const items = ( data as T[] ) ?? [];
						dispatch.receiveList(
							key,
							items,
							total ?? items.length
						);
					} else {
						const {
							items,
							total_items: totalItems,
							...meta
						} = ( data ?? {} ) as {
							items?: T[] | null;
							total_items?: number | null;
						} & ListMeta;
						dispatch.receiveList(
							key,
							items ?? [],
							Number( totalItems ?? 0 ),
							meta
						);
					}
				} catch ( error ) {
					dispatch.receiveListError( key, asApiError( error ) );
				}
			},
		getItem:
			( id: number ) =>
			async ( { dispatch }: ThunkArgs ) => {
				try {
					const { data } = await request< T >( `${ path }/${ id }` );
					dispatch.receiveItem( data );
				} catch ( error ) {
					dispatch.receiveItemError( id, asApiError( error ) );
				}
			},
	};

	const store = createReduxStore( storeName, {
		reducer,
		actions,
		selectors,
		resolvers,
	} as never );
	register( store );
	return store;
}

interface DocumentState< T > {
	value?: T;
	error?: ApiError;
}

/**
 * Creates and registers a store for one object read (and optionally saved)
 * at a single path.
 *
 * @param storeName Store name.
 * @param path      Path under /eventin/v2.
 */
export function createDocumentStore< T >( storeName: string, path: string ) {
	type Action =
		| { type: 'RECEIVE'; value: T }
		| { type: 'RECEIVE_ERROR'; error: ApiError };

	function reducer(
		state: DocumentState< T > = {},
		action: Action
	): DocumentState< T > {
		switch ( action.type ) {
			case 'RECEIVE':
				return { value: action.value, error: undefined };
			case 'RECEIVE_ERROR':
				return { ...state, error: action.error };
		}
		return state;
	}

	const actions = {
		receive: ( value: T ) => ( { type: 'RECEIVE', value } ) as const,
		receiveError: ( error: ApiError ) =>
			( { type: 'RECEIVE_ERROR', error } ) as const,
		save:
			( changes: Partial< T > ) =>
			async ( { dispatch }: ThunkArgs ): Promise< T > => {
				const { data } = await request< T >( path, {
					method: 'PUT',
					data: changes,
				} );
				dispatch.receive( data );
				return data;
			},
	};

	const selectors = {
		get: ( state: DocumentState< T > ) => state.value,
		getError: ( state: DocumentState< T > ) => state.error,
	};

	const resolvers = {
		get:
			() =>
			async ( { dispatch }: ThunkArgs ) => {
				try {
					const { data } = await request< T >( path );
					dispatch.receive( data );
				} catch ( error ) {
					dispatch.receiveError( asApiError( error ) );
				}
			},
	};

	const store = createReduxStore( storeName, {
		reducer,
		actions,
		selectors,
		resolvers,
	} as never );
	register( store );
	return store;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
interface ThunkArgs {
	dispatch: any;
	select: any;
}
/* eslint-enable @typescript-eslint/no-explicit-any */
