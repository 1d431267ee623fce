/**
 * The offline manifest: downloading every page, and the provisional
 * verdicts it gives.
 */

/**
 * External dependencies
 */
import { createHash } from 'crypto';

/**
 * Internal dependencies
 */
import {
	createManifests,
	offlineVerdict,
	type ManifestRecord,
} from '../manifest';
import { memoryStore } from '../storage';
import type { ManifestItem, ManifestPage, RestResult } from '../types';

const sha = ( text: string ) =>
	createHash( 'sha256' ).update( text, 'utf8' ).digest( 'hex' );

/**
 * A manifest item.
 *
 * @param ticket Ticket id.
 * @param fields Other fields.
 */
function item(
	ticket: string,
	fields: Partial< ManifestItem > = {}
): ManifestItem {
	return {
		h: sha( ticket ),
		e: '',
		a: 1,
		n: 'Ana',
		t: 'VIP',
		p: 'paid',
		c: null,
		...fields,
	};
}

const record = (
	items: ManifestItem[],
	local: Record< string, string > = {}
): ManifestRecord => ( {
	eventId: 7,
	title: 'Summit',
	generatedAt: '2025-01-01T00:00:00Z',
	items,
	local,
} );

describe( 'offlineVerdict', () => {
	const items = [
		item( 'T1', { a: 11, n: 'Ana', e: sha( 'ana@example.test' ) } ),
		item( 'T2', { a: 12, c: '2025-01-01T09:00:00Z' } ),
		item( 'T3', { a: 13, p: 'pending' } ),
		item( 'T4', { a: 14, p: 'invalid' } ),
		item( 'T5', { a: 15, e: sha( 'bo@example.test' ) } ),
		item( 'T6', { a: 16, e: sha( 'bo@example.test' ) } ),
	];
	const manifest = record( items );

	it( 'finds a paid ticket not checked in: checkable', async () => {
		expect(
			await offlineVerdict( manifest, {
				kind: 'ids',
				attendeeId: 11,
				ticketId: 'T1',
			} )
		).toEqual( { kind: 'checkable', item: items[ 0 ], ticketId: 'T1' } );
		expect(
			await offlineVerdict( manifest, { kind: 'ids', ticketId: 'T1' } )
		).toMatchObject( { kind: 'checkable' } );
	} );

	it( 'says already checked in, by the server or on this device', async () => {
		expect(
			await offlineVerdict( manifest, { kind: 'ids', ticketId: 'T2' } )
		).toEqual( {
			kind: 'already',
			item: items[ 1 ],
			at: '2025-01-01T09:00:00Z',
		} );
		expect(
			await offlineVerdict(
				record( items, { [ sha( 'T1' ) ]: '2025-01-01T10:00:00Z' } ),
				{ kind: 'ids', ticketId: 'T1' }
			)
		).toMatchObject( { kind: 'already', at: '2025-01-01T10:00:00Z' } );
	} );

	it( 'refuses unpaid and invalid tickets', async () => {
		expect(
			await offlineVerdict( manifest, { kind: 'ids', ticketId: 'T3' } )
		).toMatchObject( { kind: 'not_paid' } );
		expect(
			await offlineVerdict( manifest, { kind: 'ids', ticketId: 'T4' } )
		).toMatchObject( { kind: 'not_valid' } );
	} );

	it( 'does not know tickets outside the manifest, nor without one', async () => {
		expect(
			await offlineVerdict( manifest, { kind: 'ids', ticketId: 'T9' } )
		).toEqual( { kind: 'unknown' } );
		// The code's attendee is not the ticket's holder.
		expect(
			await offlineVerdict( manifest, {
				kind: 'ids',
				attendeeId: 99,
				ticketId: 'T1',
			} )
		).toEqual( { kind: 'unknown' } );
		expect(
			await offlineVerdict( null, { kind: 'ids', ticketId: 'T1' } )
		).toEqual( { kind: 'unknown' } );
	} );

	it( 'finds a query by ticket id or by lower-cased e-mail', async () => {
		expect(
			await offlineVerdict( manifest, { kind: 'query', query: ' T1 ' } )
		).toEqual( { kind: 'checkable', item: items[ 0 ], ticketId: 'T1' } );
		expect(
			await offlineVerdict( manifest, {
				kind: 'query',
				query: 'Ana@Example.TEST',
			} )
		).toEqual( { kind: 'email', items: [ items[ 0 ] ] } );
		expect(
			await offlineVerdict( manifest, {
				kind: 'query',
				query: 'bo@example.test',
			} )
		).toEqual( { kind: 'email', items: [ items[ 4 ], items[ 5 ] ] } );
		expect(
			await offlineVerdict( manifest, {
				kind: 'query',
				query: 'nobody@example.test',
			} )
		).toEqual( { kind: 'unknown' } );
	} );

	it( 'gives the status of a single e-mail match that cannot be checked in', async () => {
		const checked = record( [
			item( 'T1', {
				e: sha( 'ana@example.test' ),
				c: '2025-01-01T09:00:00Z',
			} ),
		] );
		expect(
			await offlineVerdict( checked, {
				kind: 'query',
				query: 'ana@example.test',
			} )
		).toMatchObject( { kind: 'already' } );
	} );
} );

describe( 'createManifests', () => {
	/**
	 * A manifest route with `pages` pages of two items.
	 *
	 * @param pages   Page count.
	 * @param failing A page that fails.
	 */
	function api( pages: number, failing?: number ) {
		const asked: number[] = [];
		return {
			asked,
			manifest: async (
				eventId: number,
				page: number
			): Promise< RestResult< ManifestPage > > => {
				asked.push( page );
				if ( page === failing ) {
					return {
						ok: false,
						status: 0,
						code: 'network',
						message: '',
					};
				}
				return {
					ok: true,
					data: {
						event: { id: eventId, title: 'Summit' },
						items: [ item( `P${ page }a` ), item( `P${ page }b` ) ],
						total_items: pages * 2,
						total_pages: pages,
						generated_at: '2025-01-01T00:00:00Z',
					},
				};
			},
		};
	}

	it( 'downloads every page and keeps the manifest', async () => {
		const store = memoryStore();
		const source = api( 3 );
		const manifests = createManifests( store, source );
		const saved = await manifests.download( 7 );
		expect( source.asked ).toEqual( [ 1, 2, 3 ] );
		expect( saved?.items ).toHaveLength( 6 );
		expect( saved?.title ).toBe( 'Summit' );
		// A new page load reads it back from storage.
		expect(
			( await createManifests( store, api( 1 ) ).get( 7 ) )?.items
		).toHaveLength( 6 );
	} );

	it( 'keeps the old copy when a page fails', async () => {
		const store = memoryStore();
		await createManifests( store, api( 1 ) ).download( 7 );
		const manifests = createManifests( store, api( 3, 3 ) );
		expect( await manifests.download( 7 ) ).toBeNull();
		expect( ( await manifests.get( 7 ) )?.items ).toHaveLength( 2 );
	} );

	it( 'marks check-ins of this device, and undoes them', async () => {
		const manifests = createManifests( memoryStore(), api( 1 ) );
		await manifests.download( 7 );
		await manifests.mark( 7, 'P1a', '2025-01-01T10:00:00Z' );
		expect(
			await offlineVerdict( await manifests.get( 7 ), {
				kind: 'ids',
				ticketId: 'P1a',
			} )
		).toMatchObject( { kind: 'already' } );
		await manifests.mark( 7, 'P1a', null );
		expect(
			await offlineVerdict( await manifests.get( 7 ), {
				kind: 'ids',
				ticketId: 'P1a',
			} )
		).toMatchObject( { kind: 'checkable' } );
	} );

	it( 'keeps local marks over a refresh until the server has them', async () => {
		const store = memoryStore();
		const manifests = createManifests( store, api( 1 ) );
		await manifests.download( 7 );
		await manifests.mark( 7, 'P1a', '2025-01-01T10:00:00Z' );
		const refreshed = await manifests.download( 7 );
		expect( Object.keys( refreshed?.local ?? {} ) ).toEqual( [
			sha( 'P1a' ),
		] );
	} );
} );
