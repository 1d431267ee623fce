/**
 * The offline queue: scans made without the server wait here until
 * `POST checkins/batch` has answered for them. An item leaves the queue only
 * once its own result came back; refusals (another scanner was first, not
 * paid, …) go to the conflicts list, which staff dismiss one by one.
 */

/**
 * Internal dependencies
 */
import type { ScannerApi } from './api';
import type { KeyValueStore } from './storage';
import type { BatchOutcome, BatchResult, QueueItem } from './types';

/** The batch route takes 1 to 50 items. */
export const BATCH_SIZE = 50;

/** A refused scan, as the server described it, and as this device saw it. */
export interface ConflictRecord extends Omit< BatchResult, 'result' > {
	/** The server's result, or 'rejected' when it refused the item as bad input. */
	result: Exclude< BatchOutcome, 'accepted' > | 'rejected';
	/** The scan on this device. */
	attendee_id: number;
	ticket_id: string;
	scanned_at: string;
	scanned_device: string;
}

export interface SyncOutcome {
	/** Items the server checked in, with their result. */
	accepted: Array< { item: QueueItem; result: BatchResult } >;
	/** Refusals recorded in the conflicts list. */
	conflicts: ConflictRecord[];
	/** Items still waiting. */
	remaining: number;
	/** 401: the queue is kept until the user logs in again. */
	loggedOut: boolean;
	/** No answer, or a server error: try again later. */
	failed: boolean;
}

/**
 * Finds the attendee of a scan saved without one (a typed ticket id not in
 * the manifest): the batch route needs it. `null`: no answer, keep it.
 */
export type AttendeeResolver = (
	item: QueueItem
) => Promise<
	| { attendeeId: number }
	| { result: ConflictRecord[ 'result' ]; message: string }
	| null
>;

export interface QueueOptions {
	resolve?: AttendeeResolver;
}

export interface Queue {
	add: ( item: QueueItem ) => Promise< void >;
	/** Waiting items, oldest first. */
	items: () => Promise< QueueItem[] >;
	count: () => Promise< number >;
	/** Sends everything waiting (one sync at a time). */
	sync: () => Promise< SyncOutcome >;
	conflicts: () => Promise< ConflictRecord[] >;
	dismiss: ( clientScanId: string ) => Promise< void >;
}

const QUEUE = 'queue:';
const CONFLICT = 'conflict:';

/**
 * A conflict from an item and the server's answer.
 *
 * @param item    The queued scan.
 * @param result  The server's result (or refusal).
 * @param outcome What it was.
 */
function conflictOf(
	item: QueueItem,
	result: Partial< Omit< BatchResult, 'result' > >,
	outcome: ConflictRecord[ 'result' ]
): ConflictRecord {
	return {
		client_scan_id: item.client_scan_id,
		result: outcome,
		message: result.message ?? '',
		attendee_name: result.attendee_name ?? '',
		ticket_name: result.ticket_name ?? '',
		checked_in_at: result.checked_in_at ?? null,
		checked_in_by: result.checked_in_by ?? null,
		device: result.device ?? null,
		attendee_id: item.attendee_id,
		ticket_id: item.ticket_id,
		scanned_at: item.scanned_at,
		scanned_device: item.device,
	};
}

/**
 * The queue of this device.
 *
 * @param store   Storage.
 * @param api     The client.
 * @param options How to find a missing attendee id.
 */
export function createQueue(
	store: KeyValueStore,
	api: Pick< ScannerApi, 'batch' >,
	options: QueueOptions = {}
): Queue {
	let running: Promise< SyncOutcome > | null = null;

	const items = async () =>
		( await store.entries< QueueItem >( QUEUE ) )
			.map( ( [ , item ] ) => item )
			.sort(
				( a, b ) =>
					a.scanned_at.localeCompare( b.scanned_at ) ||
					a.client_scan_id.localeCompare( b.client_scan_id )
			);

	const settle = async (
		item: QueueItem,
		result: Partial< Omit< BatchResult, 'result' > > & { result?: string },
		outcome: SyncOutcome
	) => {
		if ( result.result === 'accepted' ) {
			outcome.accepted.push( { item, result: result as BatchResult } );
		} else {
			const conflict = conflictOf(
				item,
				result,
				( result.result as ConflictRecord[ 'result' ] ) ?? 'rejected'
			);
			await store.set( CONFLICT + item.client_scan_id, conflict );
			outcome.conflicts.push( conflict );
		}
		await store.del( QUEUE + item.client_scan_id );
	};

	/**
	 * Sends one batch; false when syncing must stop.
	 *
	 * @param chunk   Up to 50 items.
	 * @param outcome Filled in.
	 */
	const send = async (
		chunk: QueueItem[],
		outcome: SyncOutcome
	): Promise< boolean > => {
		const response = await api.batch( chunk );
		if ( ! response.ok ) {
			if ( response.status === 401 ) {
				outcome.loggedOut = true;
				return false;
			}
			if ( response.status === 400 ) {
				// One bad item refuses the whole batch: send them one by one,
				// and record the one the server refuses, so the rest go through.
				if ( chunk.length > 1 ) {
					for ( const item of chunk ) {
						if ( ! ( await send( [ item ], outcome ) ) ) {
							return false;
						}
					}
					return true;
				}
				await settle(
					chunk[ 0 ],
					{ message: response.message },
					outcome
				);
				return true;
			}
			outcome.failed = true;
			return false;
		}
		const byId = new Map(
			response.data.results.map( ( result ) => [
				result?.client_scan_id,
				result,
			] )
		);
		for ( const item of chunk ) {
			const result = byId.get( item.client_scan_id );
			// No result for it: it stays queued for the next sync.
			if ( result && typeof result.result === 'string' ) {
				await settle( item, result, outcome );
			}
		}
		return true;
	};

	const run = async (): Promise< SyncOutcome > => {
		const outcome: SyncOutcome = {
			accepted: [],
			conflicts: [],
			remaining: 0,
			loggedOut: false,
			failed: false,
		};
		const waiting: QueueItem[] = [];
		for ( const item of await items() ) {
			if ( item.attendee_id > 0 ) {
				waiting.push( item );
				continue;
			}
			const found = options.resolve
				? await options.resolve( item )
				: null;
			if ( found === null ) {
				// No answer: it waits for the next sync.
				continue;
			}
			if ( 'attendeeId' in found ) {
				const resolved = { ...item, attendee_id: found.attendeeId };
				await store.set( QUEUE + item.client_scan_id, resolved );
				waiting.push( resolved );
			} else {
				await settle(
					item,
					{ result: found.result, message: found.message },
					outcome
				);
			}
		}
		for ( let i = 0; i < waiting.length; i += BATCH_SIZE ) {
			if (
				! ( await send( waiting.slice( i, i + BATCH_SIZE ), outcome ) )
			) {
				break;
			}
		}
		outcome.remaining = ( await items() ).length;
		return outcome;
	};

	return {
		async add( item ) {
			await store.set( QUEUE + item.client_scan_id, item );
		},
		items,
		async count() {
			return ( await items() ).length;
		},
		sync() {
			running ??= run().finally( () => {
				running = null;
			} );
			return running;
		},
		async conflicts() {
			return ( await store.entries< ConflictRecord >( CONFLICT ) )
				.map( ( [ , conflict ] ) => conflict )
				.sort( ( a, b ) => b.scanned_at.localeCompare( a.scanned_at ) );
		},
		async dismiss( clientScanId ) {
			await store.del( CONFLICT + clientScanId );
		},
	};
}

export interface AutoSyncOptions {
	/** Syncs (and updates the page); null when there was nothing to do. */
	run: () => Promise< SyncOutcome | null >;
	isOnline: () => boolean;
	/** First retry delay in ms (doubles after each failure). */
	baseDelay?: number;
	maxDelay?: number;
	win?: Window;
	doc?: Document;
}

export interface AutoSync {
	/** Syncs now (or after the sync in flight). */
	trigger: () => void;
	stop: () => void;
	/** The delay of the retry timer, or null when none is set. */
	nextDelay: () => number | null;
}

/**
 * Syncs when the device comes back online, when the page is shown again,
 * and on a timer with backoff while items wait.
 *
 * @param options What to run and when.
 */
export function startAutoSync( options: AutoSyncOptions ): AutoSync {
	const {
		run,
		isOnline,
		baseDelay = 15000,
		maxDelay = 300000,
		win = window,
		doc = document,
	} = options;
	let failures = 0;
	let timer: ReturnType< typeof setTimeout > | null = null;
	let delay: number | null = null;
	let running = false;
	let again = false;

	const schedule = ( ms: number ) => {
		if ( timer ) {
			clearTimeout( timer );
		}
		delay = ms;
		timer = setTimeout( () => {
			timer = null;
			delay = null;
			trigger();
		}, ms );
	};

	const trigger = () => {
		if ( running ) {
			again = true;
			return;
		}
		if ( ! isOnline() ) {
			return;
		}
		running = true;
		run()
			.then( ( outcome ) => {
				if ( ! outcome || outcome.loggedOut ) {
					// Nothing waits, or only a new login helps: the page's
					// return (visibilitychange) or the next scan tries again.
					failures = 0;
					return;
				}
				if ( outcome.failed ) {
					failures += 1;
					schedule(
						Math.min( baseDelay * 2 ** ( failures - 1 ), maxDelay )
					);
					return;
				}
				failures = 0;
				if ( outcome.remaining > 0 ) {
					schedule( baseDelay );
				}
			} )
			.catch( () => {
				failures += 1;
				schedule(
					Math.min( baseDelay * 2 ** ( failures - 1 ), maxDelay )
				);
			} )
			.finally( () => {
				running = false;
				if ( again ) {
					again = false;
					trigger();
				}
			} );
	};

	const onVisible = () => {
		if ( doc.visibilityState === 'visible' ) {
			trigger();
		}
	};
	win.addEventListener( 'online', trigger );
	doc.addEventListener( 'visibilitychange', onVisible );

	return {
		trigger,
		nextDelay: () => delay,
		stop() {
			win.removeEventListener( 'online', trigger );
			doc.removeEventListener( 'visibilitychange', onVisible );
			if ( timer ) {
				clearTimeout( timer );
			}
		},
	};
}
