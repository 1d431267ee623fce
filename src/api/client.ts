/**
 * The one HTTP client. Every call to the server goes through `request()`,
 * which wraps @wordpress/api-fetch (nonce, root URL and preloading come from
 * WordPress's own middleware).
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

export const NAMESPACE = '/eventin/v2';

export type Query = Record<
	string,
	string | number | boolean | Array< string | number > | undefined | null
>;

export interface RequestOptions {
	method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
	query?: Query;
	data?: unknown;
}

export interface ApiResult< T > {
	data: T;
	/** X-WP-Total, when the server sent it. */
	total: number | null;
}

/**
 * An error answered by the server (or the network), with the server's message.
 */
export class ApiError extends Error {
	code: string;
	status: number;
	/** Field name => reason, for 400 rest_invalid_param / rest_missing_callback_param. */
	fields: Record< string, string >;
	/** The error body's `data` as sent (e.g. the job a 409 names). */
	data: Record< string, unknown >;

	constructor(
		message: string,
		code = 'unknown_error',
		status = 0,
		fields: Record< string, string > = {},
		data: Record< string, unknown > = {}
	) {
		super( message );
		this.name = 'ApiError';
		this.code = code;
		this.status = status;
		this.fields = fields;
		this.data = data;
	}
}

/**
 * Normalises a thrown value to an ApiError (a programming error keeps its
 * message, so the user still reads something).
 *
 * @param error Anything thrown.
 */
export function asApiError( error: unknown ): ApiError {
	return error instanceof ApiError
		? error
		: new ApiError( String( ( error as Error )?.message ?? error ) );
}

interface WpErrorBody {
	code?: string;
	message?: string;
	data?: {
		status?: number;
		params?: Record< string, string > | string[];
		[ key: string ]: unknown;
	};
}

/**
 * Builds an ApiError from a WordPress REST error body.
 *
 * @param body   Parsed body.
 * @param status HTTP status.
 */
export function errorFromBody( body: WpErrorBody | null, status: number ) {
	const params = body?.data?.params;
	let fields: Record< string, string > = {};
	if ( Array.isArray( params ) ) {
		// Missing required params arrive as a list of names.
		fields = Object.fromEntries(
			params.map( ( name ) => [
				name,
				__( 'This field is required.', 'eventin-pro' ),
			] )
		);
	} else if ( params && typeof params === 'object' ) {
		fields = params;
	}
	const detail = Object.values( fields )[ 0 ];
	const message =
		( body?.code === 'rest_invalid_param' && detail ) ||
		body?.message ||
		__( 'The server could not complete the request.', 'eventin-pro' );
	return new ApiError(
		message,
		body?.code ?? 'unknown_error',
		status,
		fields,
		body?.data && typeof body.data === 'object' ? body.data : {}
	);
}

/**
 * api-fetch with `parse: false` rejects with the raw Response on HTTP errors.
 *
 * @param value Anything thrown.
 */
function isResponse( value: unknown ): value is Response {
	return (
		!! value &&
		typeof ( value as Response ).status === 'number' &&
		typeof ( value as Response ).text === 'function'
	);
}

async function readJson( response: Response ): Promise< unknown > {
	if ( response.status === 204 ) {
		return null;
	}
	const text = await response.text();
	if ( ! text ) {
		return null;
	}
	try {
		return JSON.parse( text );
	} catch {
		throw new ApiError(
			__( 'The server sent an invalid response.', 'eventin-pro' ),
			'invalid_json',
			response.status
		);
	}
}

/**
 * Sends a request under /eventin/v2 (or another absolute REST path).
 *
 * @param path           Path relative to the namespace ("event/categories") or absolute ("/wp/v2/users").
 * @param options        Method, query and body.
 * @param options.method
 * @param options.query
 * @param options.data
 */
export async function request< T >(
	path: string,
	{ method = 'GET', query, data }: RequestOptions = {}
): Promise< ApiResult< T > > {
	const response = await send( path, query, {
		method,
		data: data as Record< string, unknown > | undefined,
	} );
	return {
		data: ( await readJson( response ) ) as T,
		total: totalOf( response ),
	};
}

/**
 * Sends a request through api-fetch and turns a failure into an ApiError.
 *
 * @param path           Path relative to the namespace or absolute.
 * @param query          Query arguments.
 * @param options        Method and body.
 * @param options.method
 * @param options.data
 * @return The raw response.
 */
async function send(
	path: string,
	query: Query | undefined,
	options: { method?: string; data?: Record< string, unknown > } = {}
): Promise< Response > {
	const fullPath = path.startsWith( '/' ) ? path : `${ NAMESPACE }/${ path }`;
	try {
		return ( await apiFetch( {
			path: query
				? addQueryArgs( fullPath, cleanQuery( query ) )
				: fullPath,
			...options,
			parse: false,
		} ) ) as Response;
	} catch ( thrown ) {
		throw await toApiError( thrown );
	}
}

/**
 * X-WP-Total, or null when the server did not send it.
 *
 * @param response Response.
 */
function totalOf( response: Response ): number | null {
	const total = response.headers?.get( 'X-WP-Total' );
	return total === null || total === undefined ? null : Number( total );
}

/**
 * Sends a GET whose answer is text (a CSV export), not JSON.
 *
 * @param path  Path relative to the namespace, as for request().
 * @param query Query arguments.
 * @return The body as text and X-WP-Total.
 */
export async function requestText(
	path: string,
	query: Query = {}
): Promise< ApiResult< string > > {
	const response = await send( path, query );
	return { data: await response.text(), total: totalOf( response ) };
}

async function toApiError( thrown: unknown ): Promise< ApiError > {
	if ( thrown instanceof ApiError ) {
		return thrown;
	}
	if ( isResponse( thrown ) ) {
		let body: WpErrorBody | null = null;
		try {
			body = ( await readJson( thrown ) ) as WpErrorBody;
		} catch {
			body = null;
		}
		return errorFromBody( body, thrown.status );
	}
	const maybe = thrown as WpErrorBody | undefined;
	if ( maybe && typeof maybe === 'object' && 'code' in maybe ) {
		return errorFromBody( maybe, maybe.data?.status ?? 0 );
	}
	return new ApiError(
		__(
			'Could not reach the server. Check your connection and try again.',
			'eventin-pro'
		),
		'fetch_error'
	);
}

/**
 * Drops empty values so they do not reach the server as "".
 *
 * @param query Query.
 */
export function cleanQuery( query: Query ): Query {
	return Object.fromEntries(
		Object.entries( query ).filter(
			( [ , value ] ) =>
				value !== undefined &&
				value !== null &&
				value !== '' &&
				! ( Array.isArray( value ) && value.length === 0 )
		)
	);
}
