/**
 * Shared steps of the e2e specs that need data rather than a screen: an event
 * with bookings and attendees made through the REST API (as the dashboard makes
 * them), dates from today, and reading QR codes with zbarimg (Debian
 * zbar-tools, which `npm run test:e2e` installs when run as root).
 *
 *   const booked = await createBookedEvent( rest( page ), {
 *       event: { title: 'Door Test', ticket_variations: [ { name: 'Floor', price: 10, capacity: 20 } ] },
 *       bookings: [ { first_name: 'Ada', last_name: 'Byron', email: 'ada@example.org',
 *           quantity: 2, attendees: [ { name: 'Ada Byron' }, { name: 'Alan Turing' } ] } ],
 *   } );
 *   const attendees = await booked.attendees();
 *   await booked.remove(); // the bookings, then the event
 *
 * The `bookedEvent` fixture (fixtures.ts) does the same as the admin and removes
 * what it made after the test.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import {
	expect,
	type APIResponse,
	type Locator,
	type Page,
} from '@playwright/test';

/** Debian zbar-tools' reader. */
export const ZBARIMG = '/usr/bin/zbarimg';

/** The REST calls the helpers make (what fixtures' rest( page ) returns). */
export interface RestClient {
	get: ( route: string ) => Promise< APIResponse >;
	post: ( route: string, data?: unknown ) => Promise< APIResponse >;
	delete: ( route: string, data?: unknown ) => Promise< APIResponse >;
}

/**
 * Y-m-d, `days` from today (UTC).
 *
 * @param days Offset in days.
 */
export function day( days: number ): string {
	return new Date( Date.now() + days * 86_400_000 )
		.toISOString()
		.slice( 0, 10 );
}

/** A ticket type as POST /eventin/v2/events takes it. */
export interface TicketTypeFields {
	name: string;
	price: number;
	capacity: number;
}

/** A booking made by the admin (POST /eventin/v2/orders). */
export interface BookingSetup {
	first_name: string;
	last_name: string;
	email: string;
	/** Tickets of `ticket` (default: the event's first ticket type). */
	quantity: number;
	/** Ticket type name. */
	ticket?: string;
	/** One per ticket, or none (the booking's buyer is then every attendee). */
	attendees?: Array< { name: string; email?: string } >;
	/** Default 'completed'. */
	status?: 'completed' | 'pending' | 'cancelled' | 'refunded';
	/** Default 'manual'. */
	payment_method?: string;
}

/** An event made by createBookedEvent(). */
export interface EventSetup {
	/** Event fields; a published event on day( 7 ), 18:00 to 21:00 UTC unless given. */
	event: Record< string, unknown > & {
		title: string;
		ticket_variations: TicketTypeFields[];
	};
	bookings?: BookingSetup[];
}

/** An attendee as GET /eventin/v2/attendees lists it (the fields the specs read). */
export interface AttendeeItem {
	id: number;
	name: string;
	email: string;
	ticket_id: string;
	[ field: string ]: unknown;
}

/** What createBookedEvent() made. */
export interface BookedEvent {
	id: number;
	link: string;
	/** The event as the API answered its creation. */
	item: Record< string, unknown > & {
		ticket_variations: Array< TicketTypeFields & { slug: string } >;
	};
	/** Ids of the bookings made, in the order asked. */
	bookings: number[];
	/** Books more; resolves the booking id. */
	book: ( booking: BookingSetup ) => Promise< number >;
	/** The event's attendees, as the API lists them. */
	attendees: () => Promise< AttendeeItem[] >;
	/** Deletes this REST route too when removing (e.g. a booking made by a visitor). */
	track: ( route: string ) => void;
	/** Deletes the bookings, then the event; never throws. */
	remove: () => Promise< void >;
}

/**
 * Reads a response's JSON after checking its status (the body in the message).
 *
 * @param response The response.
 * @param status   Expected HTTP status.
 */
async function json< T >(
	response: APIResponse,
	status: number
): Promise< T > {
	expect( response.status(), await response.text() ).toBe( status );
	return ( await response.json() ) as T;
}

/**
 * Creates a published event with ticket types and books it through the REST
 * API, as the dashboard does: what every spec that needs attendees starts from.
 *
 * @param api   REST client of a user who manages events and bookings.
 * @param setup The event and its bookings.
 */
export async function createBookedEvent(
	api: RestClient,
	setup: EventSetup
): Promise< BookedEvent > {
	const routes: string[] = [];
	const item = await json<
		BookedEvent[ 'item' ] & { id: number; link: string }
	>(
		await api.post( '/eventin/v2/events', {
			post_status: 'publish',
			start_date: day( 7 ),
			start_time: '18:00',
			end_date: ( setup.event.start_date as string ) ?? day( 7 ),
			end_time: '21:00',
			timezone: 'UTC',
			...setup.event,
		} ),
		201
	);
	routes.unshift( `/eventin/v2/events/${ item.id }` );

	const slugOf = ( name?: string ): string => {
		const type = name
			? item.ticket_variations.find( ( t ) => t.name === name )
			: item.ticket_variations[ 0 ];
		if ( ! type ) {
			throw new Error( `No ticket type ${ name } on ${ item.id }` );
		}
		return type.slug;
	};
	const book = async ( booking: BookingSetup ): Promise< number > => {
		const { quantity, ticket, attendees, ...fields } = booking;
		const { id } = await json< { id: number } >(
			await api.post( '/eventin/v2/orders', {
				event_id: item.id,
				status: 'completed',
				payment_method: 'manual',
				...fields,
				tickets: [ { slug: slugOf( ticket ), quantity } ],
				...( attendees ? { attendees } : {} ),
			} ),
			201
		);
		routes.unshift( `/eventin/v2/orders/${ id }` );
		return id;
	};

	const made: BookedEvent = {
		id: item.id,
		link: item.link,
		item,
		bookings: [],
		book: async ( booking ) => {
			const id = await book( booking );
			made.bookings.push( id );
			return id;
		},
		attendees: async () =>
			(
				await json< { items: AttendeeItem[] } >(
					await api.get(
						`/eventin/v2/attendees?event_id=${ item.id }&per_page=100`
					),
					200
				)
			).items,
		track: ( route ) => {
			routes.unshift( route );
		},
		remove: async () => {
			for ( const route of routes.splice( 0 ) ) {
				await api.delete( route ).catch( () => undefined );
			}
		},
	};
	try {
		for ( const booking of setup.bookings ?? [] ) {
			await made.book( booking );
		}
	} catch ( error ) {
		await made.remove();
		throw error;
	}
	return made;
}

/**
 * Fails the test, saying how to get it, when zbarimg is not installed.
 */
export function expectZbarimg(): void {
	expect(
		fs.existsSync( ZBARIMG ),
		`${ ZBARIMG } is missing: apt-get install zbar-tools (npm run test:e2e installs it as root)`
	).toBe( true );
}

/**
 * Decodes a PNG with zbarimg ('' when it finds no code).
 *
 * @param file PNG file.
 */
export function decodeQrFile( file: string ): string {
	try {
		return execFileSync( ZBARIMG, [ '--raw', '-q', file ], {
			encoding: 'utf8',
			stdio: [ 'ignore', 'pipe', 'ignore' ],
		} ).replace( /\n$/, '' );
	} catch {
		return '';
	}
}

/**
 * Screenshots a page's QR code once the ticket script has drawn it, and
 * decodes it with zbarimg.
 *
 * @param page The page.
 * @param file Where the PNG goes.
 * @param qr   The QR element (default: the first `[data-etn-qr]`).
 */
export async function decodeQr(
	page: Page,
	file: string,
	qr: Locator = page.locator( '[data-etn-qr]' ).first()
): Promise< string > {
	await expect( qr.locator( 'svg' ) ).toBeVisible();
	await qr.screenshot( { path: file } );
	return decodeQrFile( file );
}

/**
 * Eventin 4's scanner URL, which a ticket's QR code holds.
 *
 * @param baseURL  The site's URL.
 * @param attendee Attendee id.
 * @param ticketId The attendee's ticket id.
 */
export function scannerUrl(
	baseURL: string,
	attendee: number,
	ticketId: string
): string {
	return `${
		new URL( baseURL ).origin
	}/wp-admin/edit.php?post_type=etn-attendee&etn_action=ticket_scanner&attendee_id=${ attendee }&ticket_id=${ ticketId }`;
}
