/**
 * An event's manifest: every ticket of the event as hashes plus what the
 * door needs (name, ticket, paid, checked in), kept on the device so a
 * scan can get a provisional verdict while the network is gone.
 */

/**
 * Internal dependencies
 */
import type { ScannerApi } from './api';
import { sha256Hex } from './hash';
import type { KeyValueStore } from './storage';
import type { ManifestItem } from './types';

export interface ManifestRecord {
	eventId: number;
	title: string;
	generatedAt: string;
	items: ManifestItem[];
	/** Check-ins made on this device: ticket hash → ISO time. */
	local: Record< string, string >;
}

/** What the manifest says about a scan. */
export type OfflineVerdict =
	/** Paid and not checked in: may be checked in offline. */
	| { kind: 'checkable'; item: ManifestItem; ticketId: string }
	| { kind: 'already'; item: ManifestItem; at: string }
	| { kind: 'not_paid'; item: ManifestItem }
	| { kind: 'not_valid'; item: ManifestItem }
	/** Matched by e-mail only: no ticket id to check in with. */
	| { kind: 'email'; items: ManifestItem[] }
	/** Not in the manifest, or no manifest. */
	| { kind: 'unknown' };

export type OfflineInput =
	| { kind: 'ids'; attendeeId?: number; ticketId: string }
	| { kind: 'query'; query: string };

export interface Manifests {
	/** Downloads every page; keeps the old copy when a page fails. */
	download: ( eventId: number ) => Promise< ManifestRecord | null >;
	/** The copy on this device. */
	get: ( eventId: number ) => Promise< ManifestRecord | null >;
	/** Marks a ticket checked in on this device (at = null: undone). */
	mark: (
		eventId: number,
		ticketId: string,
		at: string | null
	) => Promise< void >;
}

const key = ( eventId: number ) => `manifest:${ eventId }`;

/** Pages past this are not fetched (500 per page: 500,000 tickets). */
const MAX_PAGES = 1000;

/**
 * The event manifests of this device.
 *
 * @param store Storage.
 * @param api   The client.
 */
export function createManifests(
	store: KeyValueStore,
	api: Pick< ScannerApi, 'manifest' >
): Manifests {
	const cache = new Map< number, ManifestRecord | null >();

	const get = async ( eventId: number ) => {
		if ( ! cache.has( eventId ) ) {
			cache.set(
				eventId,
				( await store.get< ManifestRecord >( key( eventId ) ) ) ?? null
			);
		}
		return cache.get( eventId ) ?? null;
	};

	return {
		get,
		async download( eventId ) {
			const first = await api.manifest( eventId, 1 );
			if ( ! first.ok ) {
				return null;
			}
			const items = [ ...first.data.items ];
			const pages = Math.min( first.data.total_pages, MAX_PAGES );
			for ( let page = 2; page <= pages; page++ ) {
				const next = await api.manifest( eventId, page );
				if ( ! next.ok ) {
					return null;
				}
				items.push( ...next.data.items );
			}
			const previous = await get( eventId );
			const record: ManifestRecord = {
				eventId,
				title: first.data.event?.title ?? '',
				generatedAt: first.data.generated_at,
				items,
				// Check-ins of this device not yet in the server's copy.
				local: Object.fromEntries(
					Object.entries( previous?.local ?? {} ).filter( ( [ h ] ) =>
						items.some( ( item ) => item.h === h && ! item.c )
					)
				),
			};
			await store.set( key( eventId ), record );
			cache.set( eventId, record );
			return record;
		},
		async mark( eventId, ticketId, at ) {
			const record = await get( eventId );
			if ( ! record ) {
				return;
			}
			const h = await sha256Hex( ticketId );
			const local = { ...record.local };
			let items = record.items;
			if ( at ) {
				local[ h ] = at;
			} else {
				delete local[ h ];
				// An undo also clears the server's time copied here.
				items = items.map( ( item ) =>
					item.h === h ? { ...item, c: null } : item
				);
			}
			const next = { ...record, items, local };
			cache.set( eventId, next );
			await store.set( key( eventId ), next );
		},
	};
}

const indexes = new WeakMap<
	ManifestRecord,
	{
		byHash: Map< string, ManifestItem >;
		byEmail: Map< string, ManifestItem[] >;
	}
>();

/**
 * Lookup tables of a manifest, made once per copy.
 *
 * @param record The manifest.
 */
function indexOf( record: ManifestRecord ) {
	let index = indexes.get( record );
	if ( ! index ) {
		index = { byHash: new Map(), byEmail: new Map() };
		for ( const item of record.items ) {
			index.byHash.set( item.h, item );
			if ( item.e ) {
				index.byEmail.set( item.e, [
					...( index.byEmail.get( item.e ) ?? [] ),
					item,
				] );
			}
		}
		indexes.set( record, index );
	}
	return index;
}

/**
 * The verdict of one ticket of the manifest.
 *
 * @param record   The manifest.
 * @param item     The ticket.
 * @param ticketId Its id (known when the scan held it).
 */
function verdictOf(
	record: ManifestRecord,
	item: ManifestItem,
	ticketId: string | null
): OfflineVerdict {
	const at = item.c ?? record.local[ item.h ] ?? null;
	if ( at ) {
		return { kind: 'already', item, at };
	}
	if ( item.p === 'pending' ) {
		return { kind: 'not_paid', item };
	}
	if ( item.p !== 'paid' ) {
		return { kind: 'not_valid', item };
	}
	return ticketId === null
		? { kind: 'email', items: [ item ] }
		: { kind: 'checkable', item, ticketId };
}

/**
 * What the manifest says about a scan (SHA-256 of the ticket id; for a
 * query, of the query as a ticket id or of the lower-cased e-mail).
 *
 * @param record The manifest, or null when there is none.
 * @param input  The parsed scan.
 */
export async function offlineVerdict(
	record: ManifestRecord | null,
	input: OfflineInput
): Promise< OfflineVerdict > {
	if ( ! record ) {
		return { kind: 'unknown' };
	}
	const { byHash, byEmail } = indexOf( record );
	if ( input.kind === 'ids' ) {
		const item = byHash.get( await sha256Hex( input.ticketId ) );
		// A code whose attendee is not the ticket's holder is not this ticket.
		if (
			! item ||
			( input.attendeeId !== undefined && input.attendeeId !== item.a )
		) {
			return { kind: 'unknown' };
		}
		return verdictOf( record, item, input.ticketId );
	}
	const query = input.query.trim();
	const item = byHash.get( await sha256Hex( query ) );
	if ( item ) {
		return verdictOf( record, item, query );
	}
	const matches = byEmail.get( await sha256Hex( query.toLowerCase() ) );
	if ( ! matches?.length ) {
		return { kind: 'unknown' };
	}
	return matches.length === 1
		? verdictOf( record, matches[ 0 ], null )
		: { kind: 'email', items: matches };
}
