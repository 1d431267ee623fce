/**
 * React hooks over the stores made by the factory. Screens read server data
 * only through these (never copy it into component state).
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { ApiError, Query } from '../api/client';
import type {
	BulkResult,
	createCollectionStore,
	createDocumentStore,
} from './factory';

type CollectionStore = ReturnType< typeof createCollectionStore >;
type DocumentStore = ReturnType< typeof createDocumentStore >;

export interface CollectionView< T > {
	items: T[];
	total: number;
	/** True until the first answer for this query arrives. */
	isLoading: boolean;
	/** True while any request for this query is in flight (also refetches). */
	isFetching: boolean;
	error?: ApiError;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
const EMPTY: never[] = [];

/**
 * One page of a collection.
 *
 * @param store Store from createCollectionStore.
 * @param query List query.
 */
export function useCollection< T >(
	store: CollectionStore,
	query: Query
): CollectionView< T > {
	const key = JSON.stringify( query );
	return useSelect(
		( select ) => {
			const s = select( store ) as any;
			const items = s.getItems( query ) as T[] | undefined;
			return {
				items: items ?? ( EMPTY as T[] ),
				total: ( s.getTotal( query ) as number | undefined ) ?? 0,
				isLoading: items === undefined && ! s.getItemsError( query ),
				isFetching: s.isResolving( 'getItems', [ query ] ) as boolean,
				error: s.getItemsError( query ) as ApiError | undefined,
			};
		},
		// The query object may be new on every render; its content is the key.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ store, key ]
	);
}

/**
 * One item by id.
 *
 * @param store Store from createCollectionStore.
 * @param id    Item id.
 */
export function useItem< T >( store: CollectionStore, id: number ) {
	return useSelect(
		( select ) => {
			const s = select( store ) as any;
			const item = s.getItem( id ) as T | undefined;
			const error = s.getItemError( id ) as ApiError | undefined;
			return { item, error, isLoading: ! item && ! error };
		},
		[ store, id ]
	);
}

export interface CollectionActions< T > {
	createItem: ( data: Record< string, unknown > ) => Promise< T >;
	updateItem: ( id: number, data: Record< string, unknown > ) => Promise< T >;
	deleteItem: ( id: number ) => Promise< void >;
	deleteItems: ( ids: number[] ) => Promise< BulkResult >;
	cloneItem: ( id: number ) => Promise< T >;
	invalidateLists: () => void;
}

/**
 * The mutating actions of a collection store.
 *
 * @param store Store from createCollectionStore.
 */
export function useCollectionActions< T >(
	store: CollectionStore
): CollectionActions< T > {
	return useDispatch( store ) as any;
}

/**
 * A document (settings, permissions).
 *
 * @param store Store from createDocumentStore.
 */
export function useDocument< T >( store: DocumentStore ) {
	return useSelect(
		( select ) => {
			const s = select( store ) as any;
			const value = s.get() as T | undefined;
			const error = s.getError() as ApiError | undefined;
			return { value, error, isLoading: value === undefined && ! error };
		},
		[ store ]
	);
}
/* eslint-enable @typescript-eslint/no-explicit-any */
