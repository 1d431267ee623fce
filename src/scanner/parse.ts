/**
 * What a decoded QR code or a manual entry holds. The scanner only reads
 * ids out of the text: it never requests a URL found in a QR code (a code
 * can hold any URL, and requesting it with the scanner's nonce would let
 * the code's author act as the staff member).
 */

/** A ticket id as printed in QR codes and on tickets. */
export const TICKET_ID = /^[A-Za-z0-9_-]{1,64}$/;

const ATTENDEE_ID = /^[1-9]\d{0,18}$/;
const COMPACT = /^etn:v1:([^:]*):([^:]*)$/i;
/** Longest manual query the verification call takes. */
const MAX_QUERY = 200;

export type ParsedScan =
	| { kind: 'ids'; attendeeId?: number; ticketId: string }
	| { kind: 'query'; query: string }
	/** Nothing to check: never reaches the server. */
	| { kind: 'empty' }
	/** A URL of another site, or a code that holds no ticket. */
	| { kind: 'foreign' };

export type ScanSource = 'camera' | 'manual';

/**
 * An attendee id and a ticket id, when both look right.
 *
 * @param attendee Attendee id text ('' when none).
 * @param ticket   Ticket id text.
 */
function ids( attendee: string | null, ticket: string | null ): ParsedScan {
	if ( ticket === null || ! TICKET_ID.test( ticket ) ) {
		return { kind: 'foreign' };
	}
	if ( attendee === null || attendee === '' ) {
		return { kind: 'ids', ticketId: ticket };
	}
	if ( ! ATTENDEE_ID.test( attendee ) ) {
		return { kind: 'foreign' };
	}
	return { kind: 'ids', attendeeId: Number( attendee ), ticketId: ticket };
}

/**
 * Reads a decoded code or a manual entry.
 *
 * @param text        What the code holds, or what was typed.
 * @param siteOrigins Origins a URL may have (boot.siteOrigins).
 * @param source      'manual' lets any other text through as a query.
 */
export function parseScan(
	text: string,
	siteOrigins: readonly string[],
	source: ScanSource = 'camera'
): ParsedScan {
	const value = typeof text === 'string' ? text.trim() : '';
	if ( value === '' ) {
		return { kind: 'empty' };
	}

	if ( /^https?:\/\//i.test( value ) ) {
		let url: URL;
		try {
			url = new URL( value );
		} catch {
			return { kind: 'foreign' };
		}
		if ( ! siteOrigins.includes( url.origin ) ) {
			return { kind: 'foreign' };
		}
		return ids(
			url.searchParams.get( 'attendee_id' ),
			url.searchParams.get( 'ticket_id' )
		);
	}

	const compact = COMPACT.exec( value );
	if ( compact ) {
		return ids( compact[ 1 ], compact[ 2 ] );
	}

	if ( TICKET_ID.test( value ) ) {
		return { kind: 'ids', ticketId: value };
	}

	if ( source === 'manual' && value.length <= MAX_QUERY ) {
		return { kind: 'query', query: value };
	}
	return { kind: 'foreign' };
}
