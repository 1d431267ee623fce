/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	installFakeServer,
	invalidParam,
	type FakeServer,
} from '../../../tests/js/fake-server';
import { ApiError, asApiError, cleanQuery, request } from '../client';

let server: FakeServer;

beforeEach( () => {
	server = installFakeServer();
} );

/**
 * What a request rejected with.
 *
 * @param promise The request.
 */
async function rejection( promise: Promise< unknown > ): Promise< ApiError > {
	try {
		await promise;
	} catch ( error ) {
		return error as ApiError;
	}
	throw new Error( 'The request did not fail.' );
}

describe( 'request', () => {
	it( 'sends relative paths under /eventin/v2 and absolute ones as they are', async () => {
		server.on( 'GET', '/eventin/v2/event/tags', () => ( { body: [] } ) );
		server.on( 'GET', '/wp/v2/users/me', () => ( { body: { id: 1 } } ) );

		await request( 'event/tags' );
		const { data } = await request< { id: number } >( '/wp/v2/users/me' );

		expect( server.requests.map( ( r ) => r.path ) ).toEqual( [
			'/eventin/v2/event/tags',
			'/wp/v2/users/me',
		] );
		expect( data ).toEqual( { id: 1 } );
	} );

	it( 'puts the query in the query string without its empty values', async () => {
		server.on( 'GET', '/eventin/v2/events', () => ( {
			body: { items: [], total_items: 0 },
		} ) );

		await request( 'events', {
			query: {
				paged: 2,
				per_page: 10,
				search: 'jazz & blues',
				status: '',
				category: undefined,
				tag: null,
				ids: [],
				upcoming: false,
			},
		} );

		expect( server.requests[ 0 ].query ).toEqual( {
			// api-fetch's own middleware asks for the user's language.
			_locale: 'user',
			paged: '2',
			per_page: '10',
			search: 'jazz & blues',
			upcoming: 'false',
		} );
	} );

	it( 'sends the method and body and reads X-WP-Total as a number', async () => {
		server.on( 'PUT', '/eventin/v2/schedules/4', ( req ) => ( {
			body: { id: 4, ...req.data },
			headers: { 'X-WP-Total': '37' },
		} ) );

		const result = await request( 'schedules/4', {
			method: 'PUT',
			data: { program_title: 'Day one' },
		} );

		expect( server.requests[ 0 ] ).toMatchObject( {
			method: 'PUT',
			data: { program_title: 'Day one' },
		} );
		expect( result ).toEqual( {
			data: { id: 4, program_title: 'Day one' },
			total: 37,
		} );
	} );

	it( 'gives a null total without the header and null data for an empty body', async () => {
		server.on( 'DELETE', '/eventin/v2/events/3', () => ( {
			status: 204,
			body: null,
		} ) );

		expect( await request( 'events/3', { method: 'DELETE' } ) ).toEqual( {
			data: null,
			total: null,
		} );
	} );

	it( "surfaces a field error as the field's reason, with every field named", async () => {
		server.on( 'POST', '/eventin/v2/events', () =>
			invalidParam( 'start_date', 'Use a date like 2026-05-01.' )
		);

		const error = await rejection(
			request( 'events', { method: 'POST', data: {} } )
		);

		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).toMatchObject( {
			message: 'Use a date like 2026-05-01.',
			code: 'rest_invalid_param',
			status: 400,
			fields: { start_date: 'Use a date like 2026-05-01.' },
		} );
	} );

	it( 'marks missing required params as required fields', async () => {
		server.on( 'POST', '/eventin/v2/speakers', () => ( {
			status: 400,
			body: {
				code: 'rest_missing_callback_param',
				message: 'Missing parameter(s): name, email',
				data: { status: 400, params: [ 'name', 'email' ] },
			},
		} ) );

		const error = await rejection(
			request( 'speakers', { method: 'POST', data: {} } )
		);

		expect( error.message ).toBe( 'Missing parameter(s): name, email' );
		expect( error.fields ).toEqual( {
			name: 'This field is required.',
			email: 'This field is required.',
		} );
	} );

	it( "keeps the server's message and status for other errors", async () => {
		server.on( 'DELETE', '/eventin/v2/events/9', () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to delete this event.',
				data: { status: 403 },
			},
		} ) );

		const error = await rejection(
			request( 'events/9', { method: 'DELETE' } )
		);

		expect( error ).toMatchObject( {
			message: 'Sorry, you are not allowed to delete this event.',
			code: 'rest_forbidden',
			status: 403,
			fields: {},
		} );
	} );

	it( "keeps the error's data, such as the job a conflict names", async () => {
		const job = { id: 4, status: 'running', total: 9, sent: 2, failed: 0 };
		server.on( 'POST', '/eventin/v2/rsvp-invitations', () => ( {
			status: 409,
			body: {
				code: 'eventin_rsvp_invitations_busy',
				message: 'Invitations to this event are being sent.',
				data: { status: 409, job },
			},
		} ) );

		const error = await rejection(
			request( 'rsvp-invitations', { method: 'POST', data: {} } )
		);

		expect( error.status ).toBe( 409 );
		expect( error.data ).toEqual( { status: 409, job } );
	} );

	it( 'says the server failed when an error answer is not JSON', async () => {
		apiFetch.setFetchHandler( async () => {
			// A PHP fatal error page.
			throw {
				status: 500,
				headers: { get: () => null },
				text: async () => '<b>Fatal error</b>: Allowed memory size',
			};
		} );

		const error = await rejection( request( 'events' ) );

		expect( error ).toMatchObject( {
			message: 'The server could not complete the request.',
			code: 'unknown_error',
			status: 500,
		} );
	} );

	it( 'says the answer is invalid when a success is not JSON', async () => {
		apiFetch.setFetchHandler( async () => ( {
			status: 200,
			ok: true,
			headers: { get: () => null },
			text: async () => '<html>Maintenance</html>',
		} ) );

		const error = await rejection( request( 'events' ) );

		expect( error ).toMatchObject( {
			message: 'The server sent an invalid response.',
			code: 'invalid_json',
			status: 200,
		} );
	} );

	it( 'says the server cannot be reached when the network fails', async () => {
		apiFetch.setFetchHandler( async () => {
			throw new TypeError( 'Failed to fetch' );
		} );

		const error = await rejection( request( 'events' ) );

		expect( error ).toMatchObject( {
			message:
				'Could not reach the server. Check your connection and try again.',
			code: 'fetch_error',
			status: 0,
		} );
	} );

	it( "keeps api-fetch's own error objects (offline, aborted)", async () => {
		apiFetch.setFetchHandler( async () => {
			throw { code: 'fetch_error', message: 'You are probably offline.' };
		} );

		const error = await rejection( request( 'events' ) );

		expect( error ).toMatchObject( {
			message: 'You are probably offline.',
			code: 'fetch_error',
		} );
	} );
} );

describe( 'cleanQuery', () => {
	it( 'drops undefined, null, empty strings and empty lists only', () => {
		expect(
			cleanQuery( {
				a: undefined,
				b: null,
				c: '',
				d: [],
				e: 0,
				f: false,
				g: [ 1, 2 ],
				h: 'x',
			} )
		).toEqual( { e: 0, f: false, g: [ 1, 2 ], h: 'x' } );
	} );
} );

describe( 'asApiError', () => {
	it( 'keeps an ApiError and wraps anything else with its message', () => {
		const original = new ApiError( 'Nope', 'rest_forbidden', 403 );
		expect( asApiError( original ) ).toBe( original );
		expect( asApiError( new Error( 'Broken' ) ) ).toMatchObject( {
			message: 'Broken',
			code: 'unknown_error',
		} );
		expect( asApiError( 'text' ).message ).toBe( 'text' );
	} );
} );
