/**
 * The scanner's one HTTP client: the verification contract (a GET on the
 * scanner page) and the REST routes under /eventin/v2. An expired nonce is
 * refreshed once from boot.nonceUrl and the call retried once.
 */

/**
 * Internal dependencies
 */
import {
	STATUS,
	type BatchResult,
	type Boot,
	type Candidate,
	type Content,
	type Counts,
	type ManifestPage,
	type QueueItem,
	type RestResult,
	type UndoResponse,
	type Verdict,
	type VerifyRequest,
	type VerifyResult,
} from './types';

export type FetchLike = (
	input: string,
	init?: RequestInit
) => Promise< Pick< Response, 'ok' | 'status' | 'text' > >;

export interface ApiOptions {
	/** window.fetch by default (tests give their own). */
	fetch?: FetchLike;
	/** The device label sent with each verification. */
	device?: () => string;
}

/** 'ok': new nonces; 'logged_out': the server said so; 'failed': no answer. */
export type NonceRefresh = 'ok' | 'logged_out' | 'failed';

export interface ScannerApi {
	/** The verification contract (status code 11 refreshes the nonce and retries once). */
	verify: ( request: VerifyRequest ) => Promise< VerifyResult >;
	/** `GET scanner/manifest`, one page of 500. */
	manifest: (
		eventId: number,
		page: number
	) => Promise< RestResult< ManifestPage > >;
	/** `POST checkins/batch`, 1–50 items. */
	batch: (
		items: QueueItem[]
	) => Promise< RestResult< { results: BatchResult[] } > >;
	/** `POST scanner/undo`. */
	undo: (
		attendeeId: number,
		eventId?: number
	) => Promise< RestResult< UndoResponse > >;
	/** `GET scanner/status`: the live count. */
	status: ( eventId: number ) => Promise< RestResult< Counts > >;
	/** Asks boot.nonceUrl for new nonces (one request at a time). */
	refreshNonces: () => Promise< NonceRefresh >;
	/** The nonces in use. */
	readonly nonces: { nonce: string; restNonce: string };
}

type Raw = Record< string, unknown >;

const isObject = ( value: unknown ): value is Raw =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

const str = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

const strOrNull = ( value: unknown ): string | null =>
	typeof value === 'string' && value !== '' ? value : null;

const num = ( value: unknown ): number | null => {
	const n = typeof value === 'string' ? Number( value ) : value;
	return typeof n === 'number' && Number.isInteger( n ) && n > 0 ? n : null;
};

/**
 * Counts `{ checked_in, total }`, or null.
 *
 * @param value Anything.
 */
export function readCounts( value: unknown ): Counts | null {
	if (
		isObject( value ) &&
		Number.isInteger( value.checked_in ) &&
		Number.isInteger( value.total )
	) {
		return {
			checked_in: value.checked_in as number,
			total: value.total as number,
		};
	}
	return null;
}

/**
 * The response's content with every field of the contract (defaults for
 * what is missing).
 *
 * @param raw data.content as received.
 */
export function readContent( raw: unknown ): Content {
	const c = isObject( raw ) ? raw : {};
	const candidates: Candidate[] = Array.isArray( c.candidates )
		? c.candidates.filter( isObject ).map( ( item ) => ( {
				attendee_id: num( item.attendee_id ) ?? 0,
				ticket_id: str( item.ticket_id ),
				attendee_name: str( item.attendee_name ),
				ticket_name: str( item.ticket_name ),
				checked_in: item.checked_in === true,
		  } ) )
		: [];
	return {
		name: str( c.name ),
		event_name: str( c.event_name ),
		ticket_name: str( c.ticket_name ),
		redirect_url: str( c.redirect_url ),
		attendee_name: str( c.attendee_name ),
		ticket_Message: str( c.ticket_Message ),
		verdict: str( c.verdict ) as Verdict | '',
		attendee_id: num( c.attendee_id ),
		ticket_id: strOrNull( c.ticket_id ),
		event_id: num( c.event_id ),
		checked_in_at: strOrNull( c.checked_in_at ),
		checked_in_by: strOrNull( c.checked_in_by ),
		undo_until: strOrNull( c.undo_until ),
		counts: readCounts( c.counts ),
		candidates,
	};
}

/**
 * JSON of a body, or undefined.
 *
 * @param text Body.
 */
function json( text: string ): unknown {
	try {
		return JSON.parse( text );
	} catch {
		return undefined;
	}
}

/**
 * The client.
 *
 * @param boot    URLs and nonces from the boot data.
 * @param options fetch and device label.
 */
export function createApi(
	boot: Pick<
		Boot,
		'pageUrl' | 'nonce' | 'restRoot' | 'restNonce' | 'nonceUrl'
	>,
	options: ApiOptions = {}
): ScannerApi {
	const doFetch: FetchLike =
		options.fetch ?? ( ( input, init ) => window.fetch( input, init ) );
	const device = options.device ?? ( () => '' );
	const nonces = { nonce: boot.nonce, restNonce: boot.restNonce };
	let refreshing: Promise< NonceRefresh > | null = null;

	const refreshNonces = (): Promise< NonceRefresh > => {
		refreshing ??= ( async (): Promise< NonceRefresh > => {
			try {
				const response = await doFetch( boot.nonceUrl, {
					credentials: 'same-origin',
					cache: 'no-store',
					headers: { Accept: 'application/json' },
				} );
				const body = json( await response.text() );
				if ( ! isObject( body ) ) {
					return 'failed';
				}
				const data = isObject( body.data ) ? body.data : {};
				if (
					body.success === true &&
					typeof data.nonce === 'string' &&
					typeof data.restNonce === 'string'
				) {
					nonces.nonce = data.nonce;
					nonces.restNonce = data.restNonce;
					return 'ok';
				}
				return body.success === false ? 'logged_out' : 'failed';
			} catch {
				return 'failed';
			} finally {
				refreshing = null;
			}
		} )();
		return refreshing;
	};

	const verifyOnce = async (
		request: VerifyRequest
	): Promise< VerifyResult > => {
		const url = new URL( boot.pageUrl );
		const params: Array< [ string, string | number | undefined ] > = [
			[ 'scanner_active', 1 ],
			[ 'action', 'scanner_verification' ],
			[ 'security', nonces.nonce ],
			[ 'attendee_id', request.attendeeId ],
			[ 'ticket_id', request.ticketId ],
			[ 'query', request.query ],
			[ 'event_id', request.eventId ],
			[ 'ticket_info', request.ticketInfo ? 1 : undefined ],
			[ 'device', device().slice( 0, 100 ) || undefined ],
			[ 'client_scan_id', request.clientScanId ],
		];
		for ( const [ key, value ] of params ) {
			if ( value !== undefined && value !== '' ) {
				url.searchParams.set( key, String( value ) );
			}
		}
		let text: string;
		try {
			const response = await doFetch( url.toString(), {
				method: 'GET',
				credentials: 'same-origin',
				cache: 'no-store',
				headers: { Accept: 'application/json' },
			} );
			text = await response.text();
		} catch {
			return { kind: 'failed', network: true };
		}
		// The body counts whatever the HTTP status (errors are JSON too).
		const body = json( text );
		if (
			! isObject( body ) ||
			! isObject( body.data ) ||
			typeof body.data.status_code !== 'number'
		) {
			return { kind: 'failed', network: false };
		}
		const messages = Array.isArray( body.data.messages )
			? body.data.messages.filter(
					( m ): m is string => typeof m === 'string'
			  )
			: [];
		return {
			kind: 'response',
			success: body.success === true,
			statusCode: body.data.status_code,
			messages,
			content: readContent( body.data.content ),
		};
	};

	const restUrl = (
		path: string,
		query: Record< string, number > = {}
	): string => {
		const base = `${ boot.restRoot }eventin/v2/${ path }`;
		const search = new URLSearchParams(
			Object.entries( query ).map( ( [ k, v ] ) => [ k, String( v ) ] )
		).toString();
		if ( ! search ) {
			return base;
		}
		// restRoot may be "…/index.php?rest_route=/" on sites without pretty links.
		return `${ base }${ base.includes( '?' ) ? '&' : '?' }${ search }`;
	};

	const restOnce = async < T >(
		method: 'GET' | 'POST',
		path: string,
		query?: Record< string, number >,
		data?: unknown
	): Promise< RestResult< T > > => {
		let status: number;
		let text: string;
		try {
			const headers: Record< string, string > = {
				Accept: 'application/json',
				'X-WP-Nonce': nonces.restNonce,
			};
			if ( data !== undefined ) {
				headers[ 'Content-Type' ] = 'application/json';
			}
			const response = await doFetch( restUrl( path, query ), {
				method,
				credentials: 'same-origin',
				cache: 'no-store',
				headers,
				body: data === undefined ? undefined : JSON.stringify( data ),
			} );
			status = response.status;
			text = await response.text();
		} catch {
			return { ok: false, status: 0, code: 'network', message: '' };
		}
		const body = json( text );
		if ( status >= 200 && status < 300 && body !== undefined ) {
			return { ok: true, data: body as T };
		}
		const error = isObject( body ) ? body : {};
		return {
			ok: false,
			status,
			code: str( error.code ) || 'invalid_response',
			message: str( error.message ),
		};
	};

	const rest = async < T >(
		method: 'GET' | 'POST',
		path: string,
		query?: Record< string, number >,
		data?: unknown
	): Promise< RestResult< T > > => {
		const first = await restOnce< T >( method, path, query, data );
		if (
			first.ok ||
			first.status !== 403 ||
			first.code !== 'rest_cookie_invalid_nonce'
		) {
			return first;
		}
		const refreshed = await refreshNonces();
		if ( refreshed === 'logged_out' ) {
			return { ...first, status: 401, code: 'logged_out' };
		}
		return refreshed === 'ok'
			? restOnce< T >( method, path, query, data )
			: first;
	};

	/**
	 * A successful result whose body lacks what the caller needs is an error.
	 *
	 * @param result The call's result.
	 * @param valid  Whether the body has the expected shape.
	 */
	const shaped = < T >(
		result: RestResult< T >,
		valid: ( data: Raw ) => boolean
	): RestResult< T > =>
		! result.ok || ( isObject( result.data ) && valid( result.data ) )
			? result
			: {
					ok: false,
					status: 200,
					code: 'invalid_response',
					message: '',
			  };

	return {
		nonces,
		refreshNonces,
		async verify( request ) {
			const first = await verifyOnce( request );
			if (
				first.kind === 'response' &&
				first.statusCode === STATUS.EXPIRED &&
				( await refreshNonces() ) === 'ok'
			) {
				return verifyOnce( request );
			}
			return first;
		},
		async manifest( eventId, page ) {
			return shaped(
				await rest< ManifestPage >( 'GET', 'scanner/manifest', {
					event_id: eventId,
					page,
				} ),
				( data ) =>
					Array.isArray( data.items ) &&
					Number.isInteger( data.total_pages )
			);
		},
		async batch( items ) {
			return shaped(
				await rest< { results: BatchResult[] } >(
					'POST',
					'checkins/batch',
					undefined,
					{ items }
				),
				( data ) => Array.isArray( data.results )
			);
		},
		async undo( attendeeId, eventId ) {
			return shaped(
				await rest< UndoResponse >(
					'POST',
					'scanner/undo',
					undefined,
					eventId
						? { attendee_id: attendeeId, event_id: eventId }
						: { attendee_id: attendeeId }
				),
				( data ) => typeof data.result === 'string'
			);
		},
		async status( eventId ) {
			const result = await rest< Counts >( 'GET', 'scanner/status', {
				event_id: eventId,
			} );
			if ( ! result.ok ) {
				return result;
			}
			const counts = readCounts( result.data );
			return counts
				? { ok: true, data: counts }
				: {
						ok: false,
						status: 200,
						code: 'invalid_response',
						message: '',
				  };
		},
	};
}
