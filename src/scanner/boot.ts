/**
 * The one reader of `window.eventinScannerBoot`, the data the scanner page
 * prints before this script (includes/Scanner/). Everything is checked
 * here, so the rest of the script can trust its types.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Boot, BootEvent } from './types';

declare global {
	interface Window {
		eventinScannerBoot?: unknown;
	}
}

/**
 * Boot data that is missing or malformed: the page cannot work.
 */
export class BootError extends Error {
	/** The fields that were wrong. */
	fields: string[];

	constructor( fields: string[] ) {
		super( `Invalid scanner boot data: ${ fields.join( ', ' ) }` );
		this.name = 'BootError';
		this.fields = fields;
	}
}

type Raw = Record< string, unknown >;

const isObject = ( value: unknown ): value is Raw =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

const isCount = ( value: unknown ): value is number =>
	typeof value === 'number' && Number.isInteger( value ) && value >= 0;

/**
 * The origin of an absolute http(s) URL, or null.
 *
 * @param url Text.
 */
function originOf( url: unknown ): string | null {
	if ( typeof url !== 'string' ) {
		return null;
	}
	try {
		const parsed = new URL( url );
		return /^https?:$/.test( parsed.protocol ) ? parsed.origin : null;
	} catch {
		return null;
	}
}

/**
 * Checks the boot data and returns it typed.
 *
 * @param  raw The printed object (window.eventinScannerBoot by default).
 * @throws {BootError} When a field is missing or has the wrong type.
 */
export function readBoot(
	raw: unknown = typeof window === 'undefined'
		? undefined
		: window.eventinScannerBoot
): Boot {
	if ( ! isObject( raw ) ) {
		throw new BootError( [ 'eventinScannerBoot' ] );
	}
	const bad: string[] = [];
	const url = ( key: string ): string => {
		if ( originOf( raw[ key ] ) === null ) {
			bad.push( key );
			return '';
		}
		return raw[ key ] as string;
	};
	const text = ( key: string ): string => {
		if ( typeof raw[ key ] !== 'string' ) {
			bad.push( key );
			return '';
		}
		return raw[ key ] as string;
	};

	const pageUrl = url( 'pageUrl' );
	const restRoot = url( 'restRoot' );
	const nonceUrl = url( 'nonceUrl' );
	const loginUrl = url( 'loginUrl' );
	const nonce = text( 'nonce' );
	const restNonce = text( 'restNonce' );

	let siteOrigins: string[] = [];
	if (
		! Array.isArray( raw.siteOrigins ) ||
		raw.siteOrigins.some( ( origin ) => originOf( origin ) === null )
	) {
		bad.push( 'siteOrigins' );
	} else {
		siteOrigins = [
			...new Set(
				raw.siteOrigins.map( ( o ) => originOf( o ) as string )
			),
		];
	}

	const failureMessage =
		typeof raw.failureMessage === 'string' && raw.failureMessage.trim()
			? raw.failureMessage
			: __(
					'Something went wrong. Please try again or check the ticket by hand.',
					'eventin-pro'
			  );
	const undoSeconds = isCount( raw.undoSeconds ) ? raw.undoSeconds : 60;

	let event: BootEvent | null = null;
	if ( isObject( raw.event ) ) {
		const e = raw.event;
		if (
			isCount( e.id ) &&
			e.id > 0 &&
			typeof e.title === 'string' &&
			isCount( e.checkedIn ) &&
			isCount( e.total )
		) {
			event = {
				id: e.id,
				title: e.title,
				checkedIn: e.checkedIn,
				total: e.total,
			};
		} else {
			bad.push( 'event' );
		}
	} else if ( raw.event !== null && raw.event !== undefined ) {
		bad.push( 'event' );
	}

	let prefill: Boot[ 'prefill' ] = null;
	if ( isObject( raw.prefill ) ) {
		const p = raw.prefill;
		if (
			isCount( p.attendeeId ) &&
			typeof p.ticketId === 'string' &&
			p.ticketId !== ''
		) {
			prefill = { attendeeId: p.attendeeId, ticketId: p.ticketId };
		} else {
			bad.push( 'prefill' );
		}
	} else if ( raw.prefill !== null && raw.prefill !== undefined ) {
		bad.push( 'prefill' );
	}

	const user = isObject( raw.user ) ? raw.user : {};

	if ( bad.length ) {
		throw new BootError( bad );
	}
	return {
		pageUrl,
		nonce,
		restRoot,
		restNonce,
		nonceUrl,
		loginUrl,
		siteOrigins,
		twoStep: raw.twoStep === true,
		failureMessage,
		undoSeconds,
		event,
		prefill,
		user: {
			id: isCount( user.id ) ? user.id : 0,
			name: typeof user.name === 'string' ? user.name : '',
		},
	};
}
