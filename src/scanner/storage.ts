/**
 * Where the offline queue, the conflicts and the manifests live: IndexedDB
 * in the browser (through idb-keyval, one database 'eventin-scanner'), a Map
 * in unit tests. Keys are strings with a prefix per kind ('queue:…').
 */

/**
 * External dependencies
 */
import { createStore, del, get, getMany, keys, set } from 'idb-keyval';

export interface KeyValueStore {
	get: < T >( key: string ) => Promise< T | undefined >;
	set: ( key: string, value: unknown ) => Promise< void >;
	del: ( key: string ) => Promise< void >;
	/** Every [key, value] whose key starts with `prefix`. */
	entries: < T >( prefix: string ) => Promise< Array< [ string, T ] > >;
}

/**
 * A store in memory. Values are copied in and out, as IndexedDB does.
 *
 * @param map The map to use (tests may look inside).
 */
export function memoryStore(
	map: Map< string, string > = new Map()
): KeyValueStore {
	const copy = < T >( text: string | undefined ): T | undefined =>
		text === undefined ? undefined : ( JSON.parse( text ) as T );
	return {
		async get< T >( key: string ) {
			return copy< T >( map.get( key ) );
		},
		async set( key, value ) {
			map.set( key, JSON.stringify( value ) );
		},
		async del( key ) {
			map.delete( key );
		},
		async entries< T >( prefix: string ) {
			return [ ...map.entries() ]
				.filter( ( [ key ] ) => key.startsWith( prefix ) )
				.map( ( [ key, text ] ): [ string, T ] => [
					key,
					copy< T >( text ) as T,
				] );
		},
	};
}

/**
 * The browser's store: IndexedDB database 'eventin-scanner', object store
 * 'data'. (idb-keyval opens one object store per database, so the kinds
 * share it with key prefixes.)
 */
export function indexedDbStore(): KeyValueStore {
	const store = createStore( 'eventin-scanner', 'data' );
	return {
		get: < T >( key: string ) => get< T >( key, store ),
		set: ( key, value ) => set( key, value, store ),
		del: ( key ) => del( key, store ),
		async entries< T >( prefix: string ) {
			const matching = ( await keys( store ) ).filter(
				( key ): key is string =>
					typeof key === 'string' && key.startsWith( prefix )
			);
			const values = await getMany< T >( matching, store );
			return matching.map( ( key, i ): [ string, T ] => [
				key,
				values[ i ] as T,
			] );
		},
	};
}

/**
 * The browser's store while IndexedDB works, else one in memory (private
 * windows of some browsers refuse to open a database): the page still
 * scans, it only forgets the queue on reload.
 */
export function defaultStore(): KeyValueStore {
	const memory = memoryStore();
	let active: KeyValueStore = memory;
	try {
		if ( typeof indexedDB !== 'undefined' ) {
			active = indexedDbStore();
		}
	} catch {
		active = memory;
	}
	const guarded =
		< A extends unknown[], R >(
			call: ( store: KeyValueStore, ...args: A ) => Promise< R >
		) =>
		async ( ...args: A ): Promise< R > => {
			try {
				return await call( active, ...args );
			} catch {
				active = memory;
				return call( memory, ...args );
			}
		};
	return {
		get: guarded( ( store, key: string ) => store.get( key ) ) as < T >(
			key: string
		) => Promise< T | undefined >,
		set: guarded( ( store, key: string, value: unknown ) =>
			store.set( key, value )
		),
		del: guarded( ( store, key: string ) => store.del( key ) ),
		entries: guarded( ( store, prefix: string ) =>
			store.entries( prefix )
		) as < T >( prefix: string ) => Promise< Array< [ string, T ] > >,
	};
}

/**
 * Asks the browser to keep this site's storage (Safari and others may
 * evict script-written data otherwise).
 */
export function persistStorage(): void {
	try {
		navigator.storage?.persist?.()?.catch( () => undefined );
	} catch {
		// Not offered here.
	}
}
