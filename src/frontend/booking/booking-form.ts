/**
 * The booking form's enhancements: the live total, one attendee row per
 * ticket chosen, and validation before sending with the server's messages
 * (the server checks everything again; this only saves a round trip).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

export type Errors = Record< string, string >;

export interface TicketInput {
	slug: string;
	price: number;
	min: number;
	max: number;
	value: string;
}

/** One extra field's input, as the server printed it (`data-extra`). */
export interface ExtraInput {
	/** Error key: `extra.<slug>` or `attendees.<n>.extra.<slug>`. */
	key: string;
	type: string;
	required: boolean;
	options: string[];
	/** A checkbox group's checked values; the text or choice of others. */
	value: string | string[];
}

export interface FormValues {
	first_name: string;
	last_name: string;
	email: string;
	phone: string;
	tickets: TicketInput[];
	/** Attendee names and e-mails, when the event asks for them. */
	attendees: Array< { name: string; email: string } > | null;
	/** The extra fields of the booking or of each attendee row. */
	extra?: ExtraInput[];
}

const MAX_TEXT = 100;
const MAX_ANSWER = 200;
// What PHP's is_numeric() accepts (trimmed).
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
// The shape WordPress's is_email() accepts, near enough for a first check.
const EMAIL =
	/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const HTML_TAG = /<[a-z/!?][^>]*>?/i;

/**
 * Tickets chosen (valid whole quantities only).
 *
 * @param tickets Ticket inputs.
 */
export function ticketCount( tickets: TicketInput[] ): number {
	return tickets.reduce(
		( sum, ticket ) =>
			sum + ( /^\d+$/.test( ticket.value ) ? Number( ticket.value ) : 0 ),
		0
	);
}

/**
 * The total price of the tickets chosen.
 *
 * @param tickets Ticket inputs.
 */
export function total( tickets: TicketInput[] ): number {
	return tickets.reduce(
		( sum, ticket ) =>
			sum +
			( /^\d+$/.test( ticket.value ) ? Number( ticket.value ) : 0 ) *
				ticket.price,
		0
	);
}

/**
 * How the server writes prices (Money::script_format()): where the amount goes
 * around the currency symbol, and the locale's separators.
 */
export interface MoneyFormat {
	pattern: string;
	decimal: string;
	thousands: string;
}

const PLAIN: MoneyFormat = { pattern: '%s', decimal: '.', thousands: ',' };

/**
 * The form's price format (its `data-money` attribute), or plain numbers.
 *
 * @param form Form.
 */
export function moneyFormat( form: HTMLFormElement ): MoneyFormat {
	try {
		const format = JSON.parse( form.dataset.money ?? '' );
		return typeof format?.pattern === 'string'
			? { ...PLAIN, ...format }
			: PLAIN;
	} catch {
		return PLAIN;
	}
}

/**
 * A price as the server prints it: two decimals with the locale's separators,
 * placed in the currency's pattern ('$%s', '%s €', …).
 *
 * @param amount Amount.
 * @param format Price format.
 */
export function money( amount: number, format: MoneyFormat ): string {
	const [ whole, cents ] = Math.abs( amount ).toFixed( 2 ).split( '.' );
	const grouped = whole.replace( /\B(?=(\d{3})+(?!\d))/g, format.thousands );
	const number = `${ amount < 0 ? '-' : '' }${ grouped }${
		format.decimal
	}${ cents }`;
	return format.pattern.replace( '%s', number );
}

/**
 * Why a name or phone number is refused, or ''.
 *
 * @param value Typed value.
 * @param max   Most characters allowed.
 */
function textError( value: string, max = MAX_TEXT ): string {
	if ( HTML_TAG.test( value ) ) {
		return __( 'HTML is not allowed here.', 'eventin-pro' );
	}
	if ( value.length > max ) {
		return sprintf(
			/* translators: %d: most characters allowed. */
			__( 'At most %d characters.', 'eventin-pro' ),
			max
		);
	}
	return '';
}

/**
 * Whether a text is a real calendar date, Y-m-d.
 *
 * @param value Text.
 */
function isDate( value: string ): boolean {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec( value );
	if ( ! match ) {
		return false;
	}
	const [ year, month, day ] = match.slice( 1 ).map( Number );
	const date = new Date( Date.UTC( year, month - 1, day ) );
	return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Why an extra field's answer is refused, or '' (ExtraAnswers::error()).
 *
 * @param input The field's input.
 */
export function extraError( input: ExtraInput ): string {
	const given = Array.isArray( input.value )
		? input.value.filter( ( item ) => item !== '' )
		: input.value.trim();
	if ( given.length === 0 ) {
		return input.required
			? __( 'This field is required.', 'eventin-pro' )
			: '';
	}
	if (
		Array.isArray( given ) ||
		[ 'radio', 'select' ].includes( input.type )
	) {
		return ( [] as string[] )
			.concat( given )
			.every( ( item ) => input.options.includes( item ) )
			? ''
			: __( 'Choose one of the options.', 'eventin-pro' );
	}
	if ( input.type === 'number' ) {
		return NUMBER.test( given )
			? ''
			: __( 'Enter a number.', 'eventin-pro' );
	}
	if ( input.type === 'date' ) {
		return isDate( given )
			? ''
			: __( 'Enter a date as YYYY-MM-DD.', 'eventin-pro' );
	}
	return textError( given, MAX_ANSWER );
}

/**
 * Every error of the form by field, with the keys and messages of the
 * server's CheckoutHandler::validate().
 *
 * @param values Typed values.
 */
export function validate( values: FormValues ): Errors {
	const errors: Errors = {};
	const required = __( 'This field is required.', 'eventin-pro' );
	const badEmail = __( 'Enter a valid e-mail address.', 'eventin-pro' );
	( [ 'first_name', 'last_name', 'email' ] as const ).forEach( ( field ) => {
		if ( values[ field ].trim() === '' ) {
			errors[ field ] = required;
		}
	} );
	( [ 'first_name', 'last_name', 'phone' ] as const ).forEach( ( field ) => {
		const error = errors[ field ]
			? ''
			: textError( values[ field ].trim() );
		if ( error ) {
			errors[ field ] = error;
		}
	} );
	const email = values.email.trim();
	if (
		! errors.email &&
		( ! EMAIL.test( email ) || email.length > MAX_TEXT )
	) {
		errors.email = badEmail;
	}
	let count = 0;
	let badQuantity = false;
	values.tickets.forEach( ( ticket ) => {
		const value = ticket.value.trim();
		if ( value === '' || value === '0' ) {
			return;
		}
		const quantity = Number( value );
		if (
			! /^\d+$/.test( value ) ||
			quantity < ticket.min ||
			quantity > ticket.max
		) {
			badQuantity = true;
			errors[ `qty.${ ticket.slug }` ] = sprintf(
				/* translators: 1: fewest tickets, 2: most tickets. */
				__( 'Choose from %1$d to %2$d tickets.', 'eventin-pro' ),
				ticket.min,
				ticket.max
			);
			return;
		}
		count += quantity;
	} );
	if ( count === 0 && ! badQuantity ) {
		errors.qty = __( 'Choose at least one ticket.', 'eventin-pro' );
	}
	if ( count > 0 && values.attendees ) {
		for ( let i = 0; i < count; i++ ) {
			const person = values.attendees[ i ] ?? { name: '', email: '' };
			const name = person.name.trim();
			const nameError = name === '' ? required : textError( name );
			if ( nameError ) {
				errors[ `attendees.${ i }.name` ] = nameError;
			}
			const address = person.email.trim();
			if (
				address !== '' &&
				( ! EMAIL.test( address ) || address.length > MAX_TEXT )
			) {
				errors[ `attendees.${ i }.email` ] = badEmail;
			}
		}
	}
	if ( count > 0 ) {
		( values.extra ?? [] ).forEach( ( input ) => {
			const error = extraError( input );
			if ( error ) {
				errors[ input.key ] = error;
			}
		} );
	}
	return errors;
}

/**
 * The extra fields' inputs of a form (attendee rows copied from the
 * template included; the template itself is not part of the form).
 *
 * @param form Form.
 */
function readExtra( form: HTMLFormElement ): ExtraInput[] {
	return Array.from(
		form.querySelectorAll< HTMLElement >( '[data-extra]' )
	).map( ( wrapper ) => {
		const type = wrapper.dataset.type ?? 'text';
		const choices = Array.from(
			wrapper.querySelectorAll< HTMLInputElement | HTMLOptionElement >(
				'input[type=radio],input[type=checkbox],option'
			)
		).filter( ( choice ) => choice.value !== '' );
		const picked = choices
			.filter( ( choice ) =>
				'checked' in choice ? choice.checked : choice.selected
			)
			.map( ( choice ) => choice.value );
		const text =
			wrapper.querySelector< HTMLInputElement >( 'input' )?.value ?? '';
		let value: string | string[] = picked[ 0 ] ?? '';
		if ( type === 'checkbox' ) {
			value = picked;
		} else if ( choices.length === 0 ) {
			value = text;
		}
		return {
			key: wrapper.dataset.extra ?? '',
			type,
			required: wrapper.dataset.required === '1',
			options: choices.map( ( choice ) => choice.value ),
			value,
		};
	} );
}

/**
 * The field values of a form element.
 *
 * @param form Form.
 */
export function readForm( form: HTMLFormElement ): FormValues {
	const text = ( name: string ): string =>
		( form.elements.namedItem( name ) as HTMLInputElement | null )?.value ??
		'';
	const tickets = Array.from(
		form.querySelectorAll< HTMLInputElement >( 'input[name^="qty["]' )
	).map( ( input ) => ( {
		slug: input.name.slice( 4, -1 ),
		price: Number( input.dataset.price ?? 0 ),
		min: Number( input.dataset.min ?? 1 ),
		max: Number( input.max || Infinity ),
		value: input.value,
	} ) );
	const rows = form.querySelectorAll( '.eventin-booking__attendee' );
	const attendees = form.querySelector( '[data-attendees]' )
		? Array.from( rows ).map( ( row ) => ( {
				name:
					row.querySelector< HTMLInputElement >(
						'input[name$="[name]"]'
					)?.value ?? '',
				email:
					row.querySelector< HTMLInputElement >(
						'input[name$="[email]"]'
					)?.value ?? '',
		  } ) )
		: null;
	return {
		first_name: text( 'first_name' ),
		last_name: text( 'last_name' ),
		email: text( 'email' ),
		phone: text( 'phone' ),
		tickets,
		attendees,
		extra: readExtra( form ),
	};
}

/**
 * Shows errors next to their fields (and clears the others).
 *
 * @param form   Form.
 * @param errors Errors by field.
 */
export function showErrors( form: HTMLFormElement, errors: Errors ): void {
	form.querySelectorAll< HTMLElement >( '[data-error-for]' ).forEach(
		( slot ) => {
			const key = slot.dataset.errorFor ?? '';
			slot.textContent = errors[ key ] ?? '';
			const field = form.querySelector< HTMLElement >(
				`[aria-describedby~="${ slot.id }"]`
			);
			if ( field ) {
				if ( errors[ key ] ) {
					field.setAttribute( 'aria-invalid', 'true' );
				} else {
					field.removeAttribute( 'aria-invalid' );
				}
			}
		}
	);
}

/**
 * One attendee row per ticket chosen (at least one), each new one copied
 * from the empty row of the server's template.
 *
 * @param form  Form.
 * @param count Tickets chosen.
 */
export function syncAttendees( form: HTMLFormElement, count: number ): void {
	const fieldset = form.querySelector( '[data-attendees]' );
	const template =
		fieldset?.querySelector( 'template' )?.content.firstElementChild;
	const rows = form.querySelectorAll( '.eventin-booking__attendee' );
	if ( ! fieldset || ! template || rows.length === 0 ) {
		return;
	}
	const wanted = Math.max( 1, Math.min( count, 200 ) );
	for ( let i = rows.length; i < wanted; i++ ) {
		const row = template.cloneNode( true ) as HTMLElement;
		const attributes = [
			'id',
			'for',
			'name',
			'aria-describedby',
			'data-error-for',
			'data-extra',
		];
		row.querySelectorAll(
			attributes.map( ( attribute ) => `[${ attribute }]` ).join()
		).forEach( ( element ) => {
			attributes.forEach( ( attribute ) => {
				const value = element.getAttribute( attribute );
				if ( value !== null ) {
					element.setAttribute(
						attribute,
						value
							.replace( /attendee-0-/g, `attendee-${ i }-` )
							.replace( /attendees-0-/g, `attendees-${ i }-` )
							.replace( /attendees\[0\]/g, `attendees[${ i }]` )
							.replace( /attendees\.0\./g, `attendees.${ i }.` )
					);
				}
			} );
		} );
		row.querySelectorAll( '.eventin-booking__n' ).forEach( ( number ) => {
			number.textContent = String( i + 1 );
		} );
		fieldset.appendChild( row );
	}
	for ( let i = rows.length - 1; i >= wanted; i-- ) {
		rows[ i ].remove();
	}
}

/**
 * A fresh nonce for the form ('' when it cannot be had).
 *
 * @param url The form's nonce URL.
 */
export async function freshNonce( url: string ): Promise< string > {
	try {
		const response = await window.fetch( url, {
			credentials: 'same-origin',
			cache: 'no-store',
		} );
		const body = response.ok ? await response.json() : null;
		return typeof body?.nonce === 'string' ? body.nonce : '';
	} catch {
		return '';
	}
}

/**
 * Enhances a booking form: totals and attendee rows follow the quantities,
 * and a form with errors is not sent (the first field in error gets focus).
 *
 * @param form Form.
 */
export function enhance( form: HTMLFormElement ): void {
	form.noValidate = true;
	const output = form.querySelector( '.eventin-booking__total-value' );
	const format = moneyFormat( form );
	const update = () => {
		const values = readForm( form );
		if ( output ) {
			output.textContent = money( total( values.tickets ), format );
		}
		syncAttendees( form, ticketCount( values.tickets ) );
	};
	form.addEventListener( 'input', ( event ) => {
		if ( ( event.target as HTMLInputElement ).name?.startsWith( 'qty[' ) ) {
			update();
		}
	} );
	let sending = false;
	form.addEventListener( 'submit', ( event ) => {
		const errors = validate( readForm( form ) );
		showErrors( form, errors );
		if ( Object.keys( errors ).length > 0 ) {
			event.preventDefault();
			const first = form.querySelector< HTMLElement >(
				'[aria-invalid="true"]'
			);
			first?.focus();
			return;
		}
		const url = form.dataset.nonceUrl;
		if ( ! url ) {
			return;
		}
		// The page may come from a full-page cache with an expired nonce:
		// take a fresh one, then send (without it, the server's answer keeps
		// the form and asks to send it again).
		event.preventDefault();
		if ( sending ) {
			return;
		}
		sending = true;
		freshNonce( url )
			.then( ( nonce ) => {
				const field = form.elements.namedItem( '_wpnonce' );
				if ( nonce && field instanceof HTMLInputElement ) {
					field.value = nonce;
				}
			} )
			.finally( () => HTMLFormElement.prototype.submit.call( form ) );
	} );
	update();
}
