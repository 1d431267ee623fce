/**
 * The RSVP form's enhancements: only the fields the chosen answer needs
 * (people and guests' names when coming, a reason when not), one guest box
 * per extra person, and sending through the REST route with the answer or
 * the server's messages shown in place, nothing typed lost. Without this
 * script the form posts and the page comes back the same way.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export type Fetch = typeof window.fetch;

/** What the REST route answers. */
export interface RsvpReply {
	status: number;
	body: {
		result?: string;
		message?: string;
		code?: string;
		data?: { params?: Record< string, string > };
	};
}

/**
 * The value of the checked answer ('' when none).
 *
 * @param form The form.
 */
export function chosenAnswer( form: HTMLFormElement ): string {
	const checked = form.querySelector< HTMLInputElement >(
		'input[name="status"]:checked'
	);
	return checked ? checked.value : '';
}

/**
 * How many guest boxes to show for a number of people.
 *
 * @param people The people input's value.
 * @param min    Fewest people.
 * @param max    Most people.
 */
export function guestCount( people: string, min: number, max: number ): number {
	const n = Number.parseInt( people, 10 );
	if ( ! Number.isFinite( n ) ) {
		return Math.max( 0, min - 1 );
	}
	return Math.max( 0, Math.min( max, Math.max( min, n ) ) - 1 );
}

/**
 * Shows the fields the chosen answer needs.
 *
 * @param form The form.
 */
export function showFields( form: HTMLFormElement ): void {
	const coming = chosenAnswer( form ) !== 'not_going';
	form.querySelectorAll< HTMLElement >( '[data-rsvp-coming]' ).forEach(
		( node ) => {
			node.hidden = ! coming;
		}
	);
	form.querySelectorAll< HTMLElement >( '[data-rsvp-not-coming]' ).forEach(
		( node ) => {
			node.hidden = coming;
		}
	);
	const people = form.querySelector< HTMLInputElement >(
		'input[name="people"]'
	);
	const count = guestCount(
		people?.value ?? '1',
		Number( form.dataset.min ?? '1' ),
		Number( form.dataset.max ?? '1' )
	);
	form.querySelectorAll< HTMLElement >( '[data-rsvp-guest]' ).forEach(
		( node ) => {
			node.hidden = Number( node.dataset.rsvpGuest ) >= count;
		}
	);
	// The guests' box itself goes while nobody comes along (one person).
	form.querySelectorAll< HTMLElement >( '[data-rsvp-guests]' ).forEach(
		( node ) => {
			node.hidden = ! coming || count === 0;
		}
	);
}

/**
 * The REST body of the form: the guests shown and filled in only.
 *
 * @param form The form.
 */
export function bodyOf( form: HTMLFormElement ): Record< string, unknown > {
	const data = new FormData( form );
	const text = ( name: string ) => String( data.get( name ) ?? '' );
	const guests = Array.from(
		form.querySelectorAll< HTMLElement >( '[data-rsvp-guest]' )
	)
		.filter( ( node ) => ! node.hidden )
		.map( ( node ) => node.querySelector( 'input' )?.value.trim() ?? '' )
		.filter( ( name ) => name !== '' )
		.map( ( name ) => ( { name } ) );
	return {
		event_id: Number( text( 'event_id' ) ),
		name: text( 'name' ),
		email: text( 'email' ),
		status: chosenAnswer( form ),
		people: Number( text( 'people' ) || '1' ),
		guests,
		reason: text( 'reason' ),
		website: text( 'website' ),
	};
}

/**
 * Shows the server's refusal: messages next to their fields, the rest on top.
 *
 * @param form  The form.
 * @param reply The reply.
 */
export function showErrors( form: HTMLFormElement, reply: RsvpReply ): void {
	form.querySelectorAll< HTMLElement >( '[data-error-for]' ).forEach(
		( node ) => {
			node.textContent = '';
		}
	);
	form.querySelectorAll( '[aria-invalid]' ).forEach( ( node ) =>
		node.removeAttribute( 'aria-invalid' )
	);
	const alert = form.querySelector< HTMLElement >(
		'.eventin-booking__alert'
	);
	const params = reply.body.data?.params ?? {};
	let placed = false;
	for ( const [ field, message ] of Object.entries( params ) ) {
		const key = field.startsWith( 'guests' ) ? 'guests' : field;
		const slot = form.querySelector< HTMLElement >(
			`[data-error-for="${ key }"]`
		);
		if ( slot ) {
			slot.textContent = message;
			form
				.querySelector( `[name="${ key }"]` )
				?.setAttribute( 'aria-invalid', 'true' );
			placed = true;
		}
	}
	if ( alert ) {
		alert.textContent = placed
			? ''
			: reply.body.message ??
			  __(
					'Your answer could not be sent. Please try again.',
					'eventin-pro'
			  );
		alert.hidden = placed;
	}
}

/**
 * Enhances one form.
 *
 * @param form    The form (with `data-rest`, the REST route's URL).
 * @param doFetch fetch (tests pass their own).
 */
export function enhance(
	form: HTMLFormElement,
	doFetch: Fetch = window.fetch.bind( window )
): void {
	showFields( form );
	form.addEventListener( 'change', () => showFields( form ) );
	form.addEventListener( 'input', () => showFields( form ) );
	const url = form.dataset.rest;
	if ( ! url ) {
		return;
	}
	let sending = false;
	form.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		if ( sending ) {
			return;
		}
		sending = true;
		form.setAttribute( 'aria-busy', 'true' );
		doFetch( url, {
			method: 'POST',
			credentials: 'same-origin',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( bodyOf( form ) ),
		} )
			.then( async ( response ) => ( {
				status: response.status,
				body: ( await response.json() ) as RsvpReply[ 'body' ],
			} ) )
			.then( ( reply ) => {
				if ( reply.status === 201 || reply.status === 202 ) {
					const done = document.createElement( 'p' );
					done.className = 'eventin-rsvp__done';
					done.setAttribute( 'role', 'status' );
					done.textContent = reply.body.message ?? '';
					form.replaceWith( done );
					return;
				}
				showErrors( form, reply );
			} )
			// No answer at all: the form posts the plain way.
			.catch( () => form.submit() )
			.finally( () => {
				sending = false;
				form.removeAttribute( 'aria-busy' );
			} );
	} );
}
