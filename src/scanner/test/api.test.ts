/**
 * The client: the verification contract (every outcome, nonce refresh and
 * one retry) and the REST calls (nonce header, refresh on an expired nonce,
 * logged out, network errors).
 */

/**
 * Internal dependencies
 */
import { createApi } from '../api';
import {
	makeBoot,
	route,
	scriptedFetch,
	verification,
	type Call,
	type Reply,
} from './helpers/fixtures';

const isNonceUrl = ( call: Call ) =>
	call.url.searchParams.get( 'action' ) === 'eventin_scanner_nonces';

const fresh: Reply = {
	json: { success: true, data: { nonce: 'n2', restNonce: 'r2' } },
};

describe( 'verify', () => {
	it( 'sends the contract as a GET on the page URL', async () => {
		const { fetch, calls } = scriptedFetch( () =>
			verification( 2, { verdict: 'checked_in' }, [ 'Checked in.' ] )
		);
		const api = createApi( makeBoot(), {
			fetch,
			device: () => 'Door A',
		} );
		const result = await api.verify( {
			attendeeId: 12,
			ticketId: 'abc',
			eventId: 7,
			clientScanId: 'id-1',
		} );

		expect( calls ).toHaveLength( 1 );
		const { url, method } = calls[ 0 ];
		expect( method ).toBe( 'GET' );
		expect( url.origin + url.pathname ).toBe(
			'http://127.0.0.1:9400/scanner/'
		);
		expect( Object.fromEntries( url.searchParams ) ).toEqual( {
			page_id: '5',
			scanner_active: '1',
			action: 'scanner_verification',
			security: 'n1',
			attendee_id: '12',
			ticket_id: 'abc',
			event_id: '7',
			device: 'Door A',
			client_scan_id: 'id-1',
		} );
		expect( result ).toMatchObject( {
			kind: 'response',
			success: true,
			statusCode: 2,
			messages: [ 'Checked in.' ],
			content: { verdict: 'checked_in', attendee_name: '' },
		} );
	} );

	it( 'asks read-only with ticket_info=1, and sends a query', async () => {
		const { fetch, calls } = scriptedFetch( () =>
			verification( 2, { verdict: 'checkable' } )
		);
		await createApi( makeBoot(), { fetch } ).verify( {
			query: 'ana@example.test',
			ticketInfo: true,
		} );
		const params = calls[ 0 ].url.searchParams;
		expect( params.get( 'ticket_info' ) ).toBe( '1' );
		expect( params.get( 'query' ) ).toBe( 'ana@example.test' );
		expect( params.has( 'ticket_id' ) ).toBe( false );
		expect( params.has( 'device' ) ).toBe( false );
	} );

	it( 'reads the JSON body whatever the HTTP status', async () => {
		const { fetch } = scriptedFetch( () => ( {
			status: 403,
			json: {
				success: false,
				data: {
					status_code: 12,
					messages: [ 'You may not scan.', 5 ],
					content: { verdict: 'forbidden', attendee_id: '12' },
				},
			},
		} ) );
		expect(
			await createApi( makeBoot(), { fetch } ).verify( { ticketId: 'a' } )
		).toMatchObject( {
			kind: 'response',
			success: false,
			statusCode: 12,
			messages: [ 'You may not scan.' ],
			content: { verdict: 'forbidden', attendee_id: 12, counts: null },
		} );
	} );

	it( 'reads counts and candidates', async () => {
		const { fetch } = scriptedFetch( () =>
			verification( 13, {
				verdict: 'choose',
				counts: { checked_in: 3, total: 9 },
				candidates: [
					{
						attendee_id: 4,
						ticket_id: 't4',
						attendee_name: 'Ana',
						ticket_name: 'VIP',
						checked_in: true,
					},
					'junk',
				],
			} )
		);
		const result = await createApi( makeBoot(), { fetch } ).verify( {
			query: 'ana@example.test',
		} );
		expect( result.kind === 'response' && result.content ).toMatchObject( {
			counts: { checked_in: 3, total: 9 },
			candidates: [
				{
					attendee_id: 4,
					ticket_id: 't4',
					attendee_name: 'Ana',
					ticket_name: 'VIP',
					checked_in: true,
				},
			],
		} );
	} );

	it( 'fails on a network error', async () => {
		const { fetch } = scriptedFetch( () => 'network' );
		expect(
			await createApi( makeBoot(), { fetch } ).verify( { ticketId: 'a' } )
		).toEqual( { kind: 'failed', network: true } );
	} );

	it.each( [
		[ 'an HTML error page', { status: 500, text: '<html>Fatal</html>' } ],
		[ 'JSON without a status code', { json: { success: true } } ],
		[ 'a JSON string', { json: 'ok' } ],
	] )( 'fails on %s', async ( _, reply ) => {
		const { fetch } = scriptedFetch( () => reply as Reply );
		expect(
			await createApi( makeBoot(), { fetch } ).verify( { ticketId: 'a' } )
		).toEqual( { kind: 'failed', network: false } );
	} );

	it( 'refreshes an expired nonce and retries once', async () => {
		const { fetch, calls } = scriptedFetch( ( call ) => {
			if ( isNonceUrl( call ) ) {
				return fresh;
			}
			return call.url.searchParams.get( 'security' ) === 'n2'
				? verification( 2, { verdict: 'checked_in' } )
				: verification( 11, { verdict: 'invalid_nonce' } );
		} );
		const api = createApi( makeBoot(), { fetch } );
		const result = await api.verify( { ticketId: 'a' } );
		expect( result ).toMatchObject( { statusCode: 2 } );
		expect(
			calls.map( ( c ) => c.url.searchParams.get( 'security' ) )
		).toEqual( [ 'n1', null, 'n2' ] );
		expect( api.nonces ).toEqual( { nonce: 'n2', restNonce: 'r2' } );
	} );

	it( 'retries only once', async () => {
		const { fetch, calls } = scriptedFetch( ( call ) =>
			isNonceUrl( call )
				? fresh
				: verification( 11, {}, [ 'This page has expired.' ] )
		);
		const result = await createApi( makeBoot(), { fetch } ).verify( {
			ticketId: 'a',
		} );
		expect( result ).toMatchObject( {
			statusCode: 11,
			messages: [ 'This page has expired.' ],
		} );
		expect( calls ).toHaveLength( 3 );
	} );

	it( 'does not retry when the nonce cannot be refreshed', async () => {
		const { fetch, calls } = scriptedFetch( ( call ) =>
			isNonceUrl( call )
				? { json: { success: false } }
				: verification( 11 )
		);
		const api = createApi( makeBoot(), { fetch } );
		expect( await api.verify( { ticketId: 'a' } ) ).toMatchObject( {
			statusCode: 11,
		} );
		expect( calls ).toHaveLength( 2 );
		expect( api.nonces.nonce ).toBe( 'n1' );
	} );
} );

describe( 'REST', () => {
	it( 'sends the REST nonce to /eventin/v2 routes', async () => {
		const { fetch, calls } = scriptedFetch( () => ( {
			json: { checked_in: 5, total: 10 },
		} ) );
		const api = createApi( makeBoot(), { fetch } );
		expect( await api.status( 7 ) ).toEqual( {
			ok: true,
			data: { checked_in: 5, total: 10 },
		} );
		expect( calls[ 0 ].url.toString() ).toBe(
			'http://127.0.0.1:9400/wp-json/eventin/v2/scanner/status?event_id=7'
		);
		expect( calls[ 0 ].headers[ 'X-WP-Nonce' ] ).toBe( 'r1' );
	} );

	it( 'works with a rest_route root', async () => {
		const { fetch, calls } = scriptedFetch( () => ( {
			json: {
				event: { id: 7, title: 'Summit' },
				items: [],
				total_items: 0,
				total_pages: 1,
				generated_at: '2025-01-01T00:00:00Z',
			},
		} ) );
		await createApi(
			makeBoot( {
				restRoot: 'http://127.0.0.1:9400/index.php?rest_route=/',
			} ),
			{ fetch }
		).manifest( 7, 2 );
		expect( Object.fromEntries( calls[ 0 ].url.searchParams ) ).toEqual( {
			rest_route: '/eventin/v2/scanner/manifest',
			event_id: '7',
			page: '2',
		} );
	} );

	it( 'posts the batch and the undo as JSON', async () => {
		const { fetch, calls } = scriptedFetch( ( call ) =>
			route( call ) === 'checkins/batch'
				? { json: { results: [] } }
				: {
						json: {
							result: 'undone',
							message: 'Undone.',
							counts: null,
						},
				  }
		);
		const api = createApi( makeBoot(), { fetch } );
		const item = {
			client_scan_id: 'x',
			attendee_id: 1,
			ticket_id: 'a',
			event_id: 7,
			scanned_at: '2025-01-01T00:00:00.000Z',
			device: 'D',
		};
		await api.batch( [ item ] );
		await api.undo( 12, 7 );
		expect(
			calls.map( ( c ) => [ c.method, route( c ), c.body ] )
		).toEqual( [
			[ 'POST', 'checkins/batch', { items: [ item ] } ],
			[ 'POST', 'scanner/undo', { attendee_id: 12, event_id: 7 } ],
		] );
		expect( calls[ 0 ].headers[ 'Content-Type' ] ).toBe(
			'application/json'
		);
	} );

	it( 'refreshes an invalid REST nonce and retries once', async () => {
		const { fetch, calls } = scriptedFetch( ( call ) => {
			if ( isNonceUrl( call ) ) {
				return fresh;
			}
			return call.headers[ 'X-WP-Nonce' ] === 'r2'
				? { json: { checked_in: 1, total: 2 } }
				: {
						status: 403,
						json: {
							code: 'rest_cookie_invalid_nonce',
							message: 'Cookie check failed',
						},
				  };
		} );
		const api = createApi( makeBoot(), { fetch } );
		expect( await api.status( 7 ) ).toEqual( {
			ok: true,
			data: { checked_in: 1, total: 2 },
		} );
		expect( calls ).toHaveLength( 3 );
	} );

	it( 'does not retry twice, nor on other 403s', async () => {
		const invalid: Reply = {
			status: 403,
			json: { code: 'rest_cookie_invalid_nonce', message: 'Nope' },
		};
		const first = scriptedFetch( ( call ) =>
			isNonceUrl( call ) ? fresh : invalid
		);
		expect( await createApi( makeBoot(), first ).status( 7 ) ).toEqual( {
			ok: false,
			status: 403,
			code: 'rest_cookie_invalid_nonce',
			message: 'Nope',
		} );
		expect( first.calls ).toHaveLength( 3 );

		const forbidden = scriptedFetch( () => ( {
			status: 403,
			json: { code: 'rest_forbidden', message: 'No.' },
		} ) );
		await createApi( makeBoot(), forbidden ).status( 7 );
		expect( forbidden.calls ).toHaveLength( 1 );
	} );

	it( 'reports logged out when the nonce refresh says so', async () => {
		const { fetch } = scriptedFetch( ( call ) =>
			isNonceUrl( call )
				? { json: { success: false } }
				: {
						status: 403,
						json: {
							code: 'rest_cookie_invalid_nonce',
							message: '',
						},
				  }
		);
		expect(
			await createApi( makeBoot(), { fetch } ).status( 7 )
		).toMatchObject( {
			ok: false,
			status: 401,
			code: 'logged_out',
		} );
	} );

	it( 'passes a 401 on, and reports network and shape errors', async () => {
		const unauthorized = scriptedFetch( () => ( {
			status: 401,
			json: { code: 'rest_not_logged_in', message: 'Log in.' },
		} ) );
		expect(
			await createApi( makeBoot(), unauthorized ).batch( [] )
		).toEqual( {
			ok: false,
			status: 401,
			code: 'rest_not_logged_in',
			message: 'Log in.',
		} );

		const down = scriptedFetch( () => 'network' );
		expect( await createApi( makeBoot(), down ).status( 7 ) ).toMatchObject(
			{
				ok: false,
				status: 0,
				code: 'network',
			}
		);

		const odd = scriptedFetch( () => ( { json: { items: 'no' } } ) );
		expect(
			await createApi( makeBoot(), odd ).manifest( 7, 1 )
		).toMatchObject( {
			ok: false,
			code: 'invalid_response',
		} );
	} );

	it( 'asks for new nonces once for calls at the same time', async () => {
		const { fetch, calls } = scriptedFetch( ( call ) => {
			if ( isNonceUrl( call ) ) {
				return fresh;
			}
			return call.headers[ 'X-WP-Nonce' ] === 'r2'
				? { json: { checked_in: 1, total: 2 } }
				: {
						status: 403,
						json: {
							code: 'rest_cookie_invalid_nonce',
							message: '',
						},
				  };
		} );
		const api = createApi( makeBoot(), { fetch } );
		await Promise.all( [ api.status( 7 ), api.status( 7 ) ] );
		expect( calls.filter( isNonceUrl ) ).toHaveLength( 1 );
	} );
} );
