/**
 * The offline queue: batches of at most 50, items removed only once their
 * result came back, refusals kept as conflicts, 401 keeps everything.
 */

/**
 * Internal dependencies
 */
import {
	BATCH_SIZE,
	createQueue,
	startAutoSync,
	type SyncOutcome,
} from '../queue';
import { memoryStore } from '../storage';
import type { BatchResult, QueueItem, RestResult } from '../types';

/**
 * A queued scan.
 *
 * @param n Its number (orders them).
 */
function scan( n: number ): QueueItem {
	return {
		client_scan_id: `scan-${ String( n ).padStart( 3, '0' ) }`,
		attendee_id: n,
		ticket_id: `T${ n }`,
		event_id: 7,
		scanned_at: new Date( Date.UTC( 2025, 0, 1, 9, 0, n ) ).toISOString(),
		device: 'Door A',
	};
}

const accepted = ( item: QueueItem ): BatchResult => ( {
	client_scan_id: item.client_scan_id,
	result: 'accepted',
	message: 'Checked in.',
	attendee_name: `A${ item.attendee_id }`,
	ticket_name: 'VIP',
	checked_in_at: item.scanned_at,
	checked_in_by: 'Admin',
	device: item.device,
} );

type Batch = ( items: QueueItem[] ) => RestResult< { results: BatchResult[] } >;

/**
 * A batch route answering with `answer` and recording each batch.
 *
 * @param answer The answer per batch.
 */
function batchApi( answer: Batch ) {
	const batches: QueueItem[][] = [];
	return {
		batches,
		batch: async ( items: QueueItem[] ) => {
			batches.push( items );
			return answer( items );
		},
	};
}

const allAccepted: Batch = ( items ) => ( {
	ok: true,
	data: { results: items.map( accepted ) },
} );

describe( 'queue sync', () => {
	it( 'sends batches of at most 50, oldest first, and empties the queue', async () => {
		const api = batchApi( allAccepted );
		const queue = createQueue( memoryStore(), api );
		// Added newest first: the queue sends by scan time.
		for ( let n = 120; n >= 1; n-- ) {
			await queue.add( scan( n ) );
		}
		const outcome = await queue.sync();
		expect( api.batches.map( ( b ) => b.length ) ).toEqual( [
			50, 50, 20,
		] );
		expect( BATCH_SIZE ).toBe( 50 );
		expect( api.batches[ 0 ][ 0 ] ).toEqual( scan( 1 ) );
		expect( outcome ).toMatchObject( {
			remaining: 0,
			failed: false,
			loggedOut: false,
		} );
		expect( outcome.accepted ).toHaveLength( 120 );
		expect( await queue.count() ).toBe( 0 );
	} );

	it( 'removes only the items whose result came back', async () => {
		const api = batchApi( ( items ) => ( {
			ok: true,
			// No result for the second item, and one for a scan never sent.
			data: {
				results: [
					accepted( items[ 0 ] ),
					accepted( scan( 99 ) ),
					accepted( items[ 2 ] ),
				],
			},
		} ) );
		const queue = createQueue( memoryStore(), api );
		for ( const n of [ 1, 2, 3 ] ) {
			await queue.add( scan( n ) );
		}
		const outcome = await queue.sync();
		expect( outcome.remaining ).toBe( 1 );
		expect( await queue.items() ).toEqual( [ scan( 2 ) ] );
	} );

	it( 'keeps the rest when a batch gets no answer', async () => {
		let call = 0;
		const api = batchApi( ( items ) =>
			++call === 2
				? { ok: false, status: 0, code: 'network', message: '' }
				: allAccepted( items )
		);
		const queue = createQueue( memoryStore(), api );
		for ( let n = 1; n <= 120; n++ ) {
			await queue.add( scan( n ) );
		}
		const outcome = await queue.sync();
		expect( api.batches ).toHaveLength( 2 );
		expect( outcome ).toMatchObject( { failed: true, remaining: 70 } );
		expect( ( await queue.items() )[ 0 ] ).toEqual( scan( 51 ) );
	} );

	it( 'records refusals as conflicts, which are dismissed one by one', async () => {
		const api = batchApi( ( items ) => ( {
			ok: true,
			data: {
				results: [
					accepted( items[ 0 ] ),
					{
						client_scan_id: items[ 1 ].client_scan_id,
						result: 'conflict',
						message: 'Already checked in.',
						attendee_name: 'Bo',
						ticket_name: 'Standard',
						checked_in_at: '2025-01-01T08:59:00Z',
						checked_in_by: 'Sam',
						device: 'Door B',
					},
					{
						client_scan_id: items[ 2 ].client_scan_id,
						result: 'not_paid',
						message: 'Not paid.',
						attendee_name: 'Cy',
						ticket_name: 'Standard',
						checked_in_at: null,
						checked_in_by: null,
						device: null,
					},
				],
			},
		} ) );
		const store = memoryStore();
		const queue = createQueue( store, api );
		for ( const n of [ 1, 2, 3 ] ) {
			await queue.add( scan( n ) );
		}
		const outcome = await queue.sync();
		expect( outcome.conflicts.map( ( c ) => c.result ) ).toEqual( [
			'conflict',
			'not_paid',
		] );
		expect( await queue.count() ).toBe( 0 );

		// Kept in storage: a new page load lists them (newest scan first).
		const conflicts = await createQueue( store, api ).conflicts();
		expect( conflicts.map( ( c ) => c.attendee_name ) ).toEqual( [
			'Cy',
			'Bo',
		] );
		expect( conflicts[ 1 ] ).toMatchObject( {
			checked_in_at: '2025-01-01T08:59:00Z',
			checked_in_by: 'Sam',
			device: 'Door B',
			ticket_id: 'T2',
			scanned_device: 'Door A',
		} );
		await queue.dismiss( conflicts[ 1 ].client_scan_id );
		expect(
			( await queue.conflicts() ).map( ( c ) => c.attendee_name )
		).toEqual( [ 'Cy' ] );
	} );

	it( 'keeps the whole queue when logged out (401)', async () => {
		const api = batchApi( () => ( {
			ok: false,
			status: 401,
			code: 'rest_not_logged_in',
			message: '',
		} ) );
		const queue = createQueue( memoryStore(), api );
		for ( let n = 1; n <= 60; n++ ) {
			await queue.add( scan( n ) );
		}
		const outcome = await queue.sync();
		expect( outcome ).toMatchObject( {
			loggedOut: true,
			remaining: 60,
			accepted: [],
			conflicts: [],
		} );
		// It stops at the first refusal.
		expect( api.batches ).toHaveLength( 1 );
		expect( await queue.count() ).toBe( 60 );
	} );

	it( 'sends items one by one after a 400, recording the bad one', async () => {
		const api = batchApi( ( items ) =>
			items.some( ( i ) => i.ticket_id === 'T2' )
				? {
						ok: false,
						status: 400,
						code: 'rest_invalid_param',
						message: 'Invalid parameter(s): items',
				  }
				: allAccepted( items )
		);
		const queue = createQueue( memoryStore(), api );
		for ( const n of [ 1, 2, 3 ] ) {
			await queue.add( scan( n ) );
		}
		const outcome = await queue.sync();
		expect( api.batches.map( ( b ) => b.length ) ).toEqual( [
			3, 1, 1, 1,
		] );
		expect( outcome.accepted ).toHaveLength( 2 );
		expect( outcome.conflicts ).toMatchObject( [
			{
				result: 'rejected',
				ticket_id: 'T2',
				message: 'Invalid parameter(s): items',
			},
		] );
		expect( await queue.count() ).toBe( 0 );
	} );

	it( 'finds the attendee of a scan saved without one before sending it', async () => {
		const api = batchApi( allAccepted );
		const asked: string[] = [];
		const store = memoryStore();
		const queue = createQueue( store, api, {
			resolve: async ( item ) => {
				asked.push( item.ticket_id );
				if ( item.ticket_id === 'T2' ) {
					return { attendeeId: 42 };
				}
				if ( item.ticket_id === 'T3' ) {
					return {
						result: 'not_found',
						message: 'No ticket matches this code.',
					};
				}
				return null;
			},
		} );
		await queue.add( scan( 1 ) );
		for ( const n of [ 2, 3, 4 ] ) {
			await queue.add( { ...scan( n ), attendee_id: 0 } );
		}
		const outcome = await queue.sync();
		expect( asked ).toEqual( [ 'T2', 'T3', 'T4' ] );
		expect( api.batches ).toEqual( [
			[ scan( 1 ), { ...scan( 2 ), attendee_id: 42 } ],
		] );
		expect( outcome.conflicts ).toMatchObject( [
			{ result: 'not_found', ticket_id: 'T3' },
		] );
		// No answer about T4: it stays for the next sync.
		expect( await queue.items() ).toEqual( [
			{ ...scan( 4 ), attendee_id: 0 },
		] );
	} );

	it( 'runs one sync at a time', async () => {
		const api = batchApi( allAccepted );
		const queue = createQueue( memoryStore(), api );
		await queue.add( scan( 1 ) );
		const [ a, b ] = await Promise.all( [ queue.sync(), queue.sync() ] );
		expect( a ).toBe( b );
		expect( api.batches ).toHaveLength( 1 );
	} );
} );

describe( 'startAutoSync', () => {
	const outcome = ( fields: Partial< SyncOutcome > ): SyncOutcome => ( {
		accepted: [],
		conflicts: [],
		remaining: 0,
		loggedOut: false,
		failed: false,
		...fields,
	} );

	const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

	it( 'syncs when the device comes back online or the page is shown', async () => {
		const run = jest.fn( async () => null );
		let online = false;
		const auto = startAutoSync( { run, isOnline: () => online } );
		auto.trigger();
		expect( run ).not.toHaveBeenCalled();
		online = true;
		window.dispatchEvent( new Event( 'online' ) );
		await flush();
		expect( run ).toHaveBeenCalledTimes( 1 );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		await flush();
		expect( run ).toHaveBeenCalledTimes( 2 );
		auto.stop();
		window.dispatchEvent( new Event( 'online' ) );
		await flush();
		expect( run ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'retries with a growing delay after failures', async () => {
		const run = jest.fn( async () =>
			outcome( { failed: true, remaining: 3 } )
		);
		const auto = startAutoSync( {
			run,
			isOnline: () => true,
			baseDelay: 1000,
			maxDelay: 3000,
		} );
		const delays: Array< number | null > = [];
		for ( let i = 0; i < 3; i++ ) {
			auto.trigger();
			await flush();
			delays.push( auto.nextDelay() );
		}
		expect( delays ).toEqual( [ 1000, 2000, 3000 ] );
		auto.stop();
	} );

	it( 'sets no timer once the queue is empty or the user is logged out', async () => {
		let result = outcome( { loggedOut: true, remaining: 4 } );
		const auto = startAutoSync( {
			run: async () => result,
			isOnline: () => true,
		} );
		auto.trigger();
		await flush();
		expect( auto.nextDelay() ).toBeNull();
		result = outcome( {} );
		auto.trigger();
		await flush();
		expect( auto.nextDelay() ).toBeNull();
		auto.stop();
	} );
} );
