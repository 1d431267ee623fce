/**
 * A fake REST server at the HTTP edge for unit tests: it replaces
 * api-fetch's fetch handler (a public api-fetch API), so the real client,
 * stores and screens run unchanged. Routes are matched on method and path
 * (without the query string); handlers get the parsed query and body.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

export interface FakeRequest {
	method: string;
	path: string;
	query: Record< string, string >;
	data: Record< string, unknown >;
}

export interface FakeReply {
	status?: number;
	/** JSON body. */
	body?: unknown;
	/** A body sent as it is (a CSV export) instead of JSON. */
	text?: string;
	headers?: Record< string, string >;
}

export type Handler = (
	request: FakeRequest
) => FakeReply | Promise< FakeReply >;

export interface FakeServer {
	/** Every request received, in order. */
	requests: FakeRequest[];
	on: ( method: string, path: string, handler: Handler ) => void;
}

function responseOf( reply: FakeReply ) {
	const headers = new Map(
		Object.entries( reply.headers ?? {} ).map( ( [ k, v ] ) => [
			k.toLowerCase(),
			v,
		] )
	);
	const text = reply.text ?? JSON.stringify( reply.body );
	return {
		status: reply.status ?? 200,
		ok: ( reply.status ?? 200 ) < 400,
		headers: {
			get: ( name: string ) => headers.get( name.toLowerCase() ) ?? null,
		},
		text: async () => text,
		json: async () => JSON.parse( text ),
	};
}

/**
 * Installs the fake server. Unknown routes answer 404 rest_no_route.
 */
export function installFakeServer(): FakeServer {
	const routes = new Map< string, Handler >();
	const server: FakeServer = {
		requests: [],
		on: ( method, path, handler ) =>
			routes.set( `${ method } ${ path }`, handler ),
	};
	apiFetch.setFetchHandler( async ( options ) => {
		const [ path, search = '' ] = String( options.path ).split( '?' );
		const request: FakeRequest = {
			// api-fetch sends PUT/PATCH/DELETE as POST with an override header, as WordPress expects.
			method: String(
				( options.headers as Record< string, string > | undefined )?.[
					'X-HTTP-Method-Override'
				] ??
					options.method ??
					'GET'
			).toUpperCase(),
			path,
			query: Object.fromEntries( new URLSearchParams( search ) ),
			data: ( options.data ?? {} ) as Record< string, unknown >,
		};
		server.requests.push( request );
		const handler = routes.get( `${ request.method } ${ path }` );
		const reply = handler
			? await handler( request )
			: {
					status: 404,
					body: {
						code: 'rest_no_route',
						message:
							'No route was found matching the URL and request method.',
					},
			  };
		const response = responseOf( reply );
		if ( ! response.ok ) {
			throw response;
		}
		return response;
	} );
	return server;
}

/**
 * A WordPress-shaped 400 for one field.
 *
 * @param field  Field name.
 * @param reason Reason.
 */
export function invalidParam( field: string, reason: string ): FakeReply {
	return {
		status: 400,
		body: {
			code: 'rest_invalid_param',
			message: `Invalid parameter(s): ${ field }`,
			data: { status: 400, params: { [ field ]: reason } },
		},
	};
}

/**
 * One page of a list as the API answers it: `{ items, total_items }` and
 * X-WP-Total, paged by the request's `paged` and `per_page` (10 by default).
 *
 * @param matching Every row that matches the request's filters.
 * @param query    The request's query.
 */
export function listPage(
	matching: unknown[],
	query: Record< string, string >
): FakeReply {
	const perPage = Number( query.per_page ?? 10 );
	const paged = Number( query.paged ?? 1 );
	return {
		body: {
			items: matching.slice( ( paged - 1 ) * perPage, paged * perPage ),
			total_items: matching.length,
		},
		headers: { 'X-WP-Total': String( matching.length ) },
	};
}
