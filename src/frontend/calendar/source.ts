/**
 * The calendar's events source: the window printed with the page first,
 * then one request to the public calendar route per window the visitor
 * moves to. The route is public and read-only, so this is a plain fetch
 * without credentials or nonce (not the dashboard's api-fetch client).
 */

/**
 * Internal dependencies
 */
import type { CalendarConfig, CalendarEntry, CalendarWindow } from './config';

export type Fetch = typeof window.fetch;

/** What EventCalendar asks for: its range as naive ISO strings. */
export interface RangeInfo {
	startStr: string;
	endStr: string;
}

/** A failed window: the message to show and whether to offer a retry. */
export class WindowError extends Error {}

/**
 * The route's URL for a window (the endpoint may hold a query string of
 * its own: ?rest_route= on sites without pretty permalinks).
 *
 * @param config Calendar config.
 * @param start  First day.
 * @param end    Day after the last one.
 */
export function windowUrl(
	config: CalendarConfig,
	start: string,
	end: string
): string {
	const url = new URL( config.endpoint, window.location.href );
	url.searchParams.set( 'start', start );
	url.searchParams.set( 'end', end );
	if ( config.categories ) {
		url.searchParams.set( 'categories', config.categories );
	}
	url.searchParams.set( 'children', config.children );
	url.searchParams.set( 'parents', config.parents );
	return url.toString();
}

/**
 * Whether a window holds the range [start, end).
 *
 * @param window The window.
 * @param start  First day asked for.
 * @param end    Day after the last one.
 */
export function covers(
	window: Pick< CalendarWindow, 'start' | 'end' >,
	start: string,
	end: string
): boolean {
	return (
		window.start !== '' &&
		window.end !== '' &&
		window.start <= start &&
		end <= window.end
	);
}

/**
 * The events of a window, from the route: the parsed answer or a
 * WindowError (network failure, error status, unreadable body).
 *
 * @param config Calendar config.
 * @param start  First day.
 * @param end    Day after the last one.
 * @param fetch  fetch().
 */
export async function fetchWindow(
	config: CalendarConfig,
	start: string,
	end: string,
	fetch: Fetch
): Promise< CalendarWindow > {
	let response: Response;
	try {
		response = await fetch( windowUrl( config, start, end ), {
			credentials: 'omit',
			headers: { Accept: 'application/json' },
		} );
	} catch {
		throw new WindowError( config.texts.error );
	}
	let body: { items?: unknown; truncated?: unknown; message?: unknown };
	try {
		body = await response.json();
	} catch {
		throw new WindowError( config.texts.error );
	}
	if ( ! response.ok || ! Array.isArray( body?.items ) ) {
		// The route's own message when it has one (the rate limit's says when to come back).
		throw new WindowError(
			response.status === 429 && typeof body?.message === 'string'
				? body.message
				: config.texts.error
		);
	}
	return {
		start,
		end,
		events: body.items as CalendarEntry[],
		truncated: body.truncated === true,
	};
}

/** Tells the calendar's glue how each window went. */
export interface SourceListener {
	loaded: ( window: CalendarWindow ) => void;
	failed: ( error: WindowError ) => void;
}

/**
 * The events function EventCalendar calls for each range: the first
 * window's events without a request when it covers the range, else the
 * route's. Only the latest range's answer is applied: an older request
 * that comes back late answers with the latest one's events.
 *
 * @param config   Calendar config.
 * @param listener Told of each answer or failure.
 * @param fetch    fetch().
 */
export function createSource(
	config: CalendarConfig,
	listener: SourceListener,
	fetch: Fetch
): ( info: RangeInfo ) => Promise< CalendarEntry[] > {
	let latest: Promise< CalendarWindow > | null = null;
	return async ( info ) => {
		const start = info.startStr.slice( 0, 10 );
		const end = info.endStr.slice( 0, 10 );
		const request = covers( config.first, start, end )
			? Promise.resolve( config.first )
			: fetchWindow( config, start, end, fetch );
		latest = request;
		let result: CalendarWindow;
		try {
			result = await request;
		} catch ( error ) {
			if ( latest !== request ) {
				return ( await latest ).events;
			}
			listener.failed(
				error instanceof WindowError
					? error
					: new WindowError( config.texts.error )
			);
			throw error;
		}
		if ( latest !== request ) {
			return ( await latest ).events;
		}
		listener.loaded( result );
		return result.events;
	};
}
