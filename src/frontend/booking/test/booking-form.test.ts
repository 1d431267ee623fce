/**
 * The booking script: totals, attendee rows, and validation with the
 * server's field keys and messages.
 */
/**
 * External dependencies
 */
import { waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	enhance,
	extraError,
	money,
	moneyFormat,
	readForm,
	ticketCount,
	total,
	validate,
	type FormValues,
} from '../booking-form';

const valid = (): FormValues => ( {
	first_name: 'Ana',
	last_name: 'Silva',
	email: 'ana@example.org',
	phone: '',
	tickets: [
		{ slug: 'free', price: 0, min: 1, max: 10, value: '1' },
		{ slug: 'vip', price: 30, min: 1, max: 2, value: '2' },
	],
	attendees: null,
} );

// An attendee row as the server prints it (BookingForm::attendee()), with an
// extra field of each kind whose option names hold digits.
const ROW = `<div class="eventin-booking__attendee">
		<label for="eventin-attendee-0-name">Attendee <span class="eventin-booking__n">1</span>: name</label>
		<input id="eventin-attendee-0-name" name="attendees[0][name]" aria-describedby="eventin-error-attendees-0-name">
		<span data-error-for="attendees.0.name" id="eventin-error-attendees-0-name"></span>
		<label for="eventin-attendee-0-email">Attendee <span class="eventin-booking__n">1</span>: e-mail</label>
		<input id="eventin-attendee-0-email" name="attendees[0][email]" aria-describedby="eventin-error-attendees-0-email">
		<span data-error-for="attendees.0.email" id="eventin-error-attendees-0-email"></span>
		<p data-extra="attendees.0.extra.age" data-type="number"><label for="eventin-attendee-0-extra-age">Attendee <span class="eventin-booking__n">1</span>: Age</label>
		<input type="number" id="eventin-attendee-0-extra-age" name="attendees[0][extra][age]" value="" aria-describedby="eventin-error-attendees-0-extra-age">
		<span data-error-for="attendees.0.extra.age" id="eventin-error-attendees-0-extra-age"></span></p>
		<fieldset data-extra="attendees.0.extra.days" data-type="checkbox" data-required="1"><legend>Attendee <span class="eventin-booking__n">1</span>: Days</legend>
		<input type="checkbox" id="eventin-attendee-0-extra-days-0" name="attendees[0][extra][days][]" value="Day 1" aria-describedby="eventin-error-attendees-0-extra-days"> <label for="eventin-attendee-0-extra-days-0">Day 1</label>
		<input type="checkbox" id="eventin-attendee-0-extra-days-1" name="attendees[0][extra][days][]" value="Day 2" aria-describedby="eventin-error-attendees-0-extra-days"> <label for="eventin-attendee-0-extra-days-1">Day 2</label>
		<span data-error-for="attendees.0.extra.days" id="eventin-error-attendees-0-extra-days"></span></fieldset>
		<p data-extra="attendees.0.extra.size" data-type="select"><label for="eventin-attendee-0-extra-size">Size</label>
		<select id="eventin-attendee-0-extra-size" name="attendees[0][extra][size]"><option value="">Choose…</option><option value="S">S</option><option value="M">M</option></select>
		<span data-error-for="attendees.0.extra.size" id="eventin-error-attendees-0-extra-size"></span></p>
	</div>`;

// The server's markup (BookingForm::form()), trimmed to what the script reads.
const FORM = `
<form class="eventin-booking__form" data-money='{"pattern":"%s €","decimal":",","thousands":"."}'>
	<span data-error-for="qty" id="eventin-error-qty"></span>
	<input type="number" id="eventin-qty-free" name="qty[free]" max="10" data-price="0" data-min="1" value="0" aria-describedby="eventin-qty-free-left eventin-error-qty-free">
	<span data-error-for="qty.free" id="eventin-error-qty-free"></span>
	<input type="number" id="eventin-qty-vip" name="qty[vip]" max="2" data-price="30" data-min="1" value="0" aria-describedby="eventin-qty-vip-left eventin-error-qty-vip">
	<span data-error-for="qty.vip" id="eventin-error-qty-vip"></span>
	<output class="eventin-booking__total-value">0,00 €</output>
	<input id="eventin-first-name" name="first_name" aria-describedby="eventin-error-first_name"><span data-error-for="first_name" id="eventin-error-first_name"></span>
	<input id="eventin-last-name" name="last_name" aria-describedby="eventin-error-last_name"><span data-error-for="last_name" id="eventin-error-last_name"></span>
	<input id="eventin-email" name="email" aria-describedby="eventin-error-email"><span data-error-for="email" id="eventin-error-email"></span>
	<input id="eventin-phone" name="phone" aria-describedby="eventin-error-phone"><span data-error-for="phone" id="eventin-error-phone"></span>
	<fieldset data-attendees="1">${ ROW.replace(
		'name="attendees[0][name]"',
		'name="attendees[0][name]" value="Kept"'
	) }<template>${ ROW }</template></fieldset>
	<button type="submit">Book now</button>
</form>`;

describe( 'validate', () => {
	it( 'accepts a valid form', () => {
		expect( validate( valid() ) ).toEqual( {} );
	} );

	it( 'names every field in error with the server messages', () => {
		const values = valid();
		values.first_name = ' ';
		values.last_name = 'Sil<b>va</b>';
		values.email = 'not-an-address';
		values.phone = 'x'.repeat( 101 );
		values.tickets[ 1 ].value = '3';
		expect( validate( values ) ).toEqual( {
			first_name: 'This field is required.',
			last_name: 'HTML is not allowed here.',
			email: 'Enter a valid e-mail address.',
			phone: 'At most 100 characters.',
			'qty.vip': 'Choose from 1 to 2 tickets.',
		} );
	} );

	it( 'wants at least one ticket', () => {
		const values = valid();
		values.tickets.forEach( ( ticket ) => ( ticket.value = '0' ) );
		expect( validate( values ) ).toEqual( {
			qty: 'Choose at least one ticket.',
		} );
	} );

	it( 'refuses a quantity that is not a whole number', () => {
		const values = valid();
		values.tickets[ 0 ].value = '1.5';
		expect( validate( values )[ 'qty.free' ] ).toBe(
			'Choose from 1 to 10 tickets.'
		);
	} );

	it( 'wants a name per ticket when the event asks for attendees', () => {
		const values = valid();
		values.attendees = [ { name: 'Rui', email: 'bad' } ];
		expect( validate( values ) ).toEqual( {
			'attendees.0.email': 'Enter a valid e-mail address.',
			'attendees.1.name': 'This field is required.',
			'attendees.2.name': 'This field is required.',
		} );
	} );
} );

describe( 'extra fields', () => {
	const input = (
		type: string,
		value: string | string[],
		required = false
	) => ( {
		key: 'extra.f',
		type,
		required,
		options: [ 'S', 'M' ],
		value,
	} );

	it( 'gives the server messages (ExtraAnswers::error())', () => {
		expect( extraError( input( 'text', ' ', true ) ) ).toBe(
			'This field is required.'
		);
		expect( extraError( input( 'checkbox', [], true ) ) ).toBe(
			'This field is required.'
		);
		expect( extraError( input( 'text', '' ) ) ).toBe( '' );
		expect( extraError( input( 'text', 'x'.repeat( 200 ) ) ) ).toBe( '' );
		expect( extraError( input( 'text', 'x'.repeat( 201 ) ) ) ).toBe(
			'At most 200 characters.'
		);
		expect( extraError( input( 'text', '<b>x</b>' ) ) ).toBe(
			'HTML is not allowed here.'
		);
		expect( extraError( input( 'number', '-1.5e3' ) ) ).toBe( '' );
		expect( extraError( input( 'number', 'forty' ) ) ).toBe(
			'Enter a number.'
		);
		expect( extraError( input( 'date', '2028-02-29' ) ) ).toBe( '' );
		[ '2026-02-30', '01/06/2026', '2026-6-1' ].forEach( ( date ) =>
			expect( extraError( input( 'date', date ) ) ).toBe(
				'Enter a date as YYYY-MM-DD.'
			)
		);
		expect( extraError( input( 'select', 'M' ) ) ).toBe( '' );
		expect( extraError( input( 'radio', 'XL' ) ) ).toBe(
			'Choose one of the options.'
		);
		expect( extraError( input( 'checkbox', [ 'S', 'XL' ] ) ) ).toBe(
			'Choose one of the options.'
		);
	} );

	it( 'are checked under their keys only when tickets are chosen', () => {
		const values = valid();
		values.extra = [ { ...input( 'number', 'x' ), key: 'extra.age' } ];
		expect( validate( values ) ).toEqual( {
			'extra.age': 'Enter a number.',
		} );
		values.tickets.forEach( ( ticket ) => ( ticket.value = '0' ) );
		expect( validate( values ) ).toEqual( {
			qty: 'Choose at least one ticket.',
		} );
	} );
} );

describe( 'totals', () => {
	it( 'adds up the valid quantities times their prices', () => {
		const values = valid();
		expect( ticketCount( values.tickets ) ).toBe( 3 );
		expect( total( values.tickets ) ).toBe( 60 );
		values.tickets[ 1 ].value = 'x';
		expect( total( values.tickets ) ).toBe( 0 );
	} );

	it( 'writes prices as the server does: pattern, separators, two decimals', () => {
		const dollars = { pattern: '$%s', decimal: '.', thousands: ',' };
		expect( money( 60, dollars ) ).toBe( '$60.00' );
		expect( money( 1234567.5, dollars ) ).toBe( '$1,234,567.50' );
		expect( money( 0.1 + 0.2, dollars ) ).toBe( '$0.30' );
		expect(
			money( 1000, { pattern: '%s €', decimal: ',', thousands: '.' } )
		).toBe( '1.000,00 €' );
	} );

	it( 'reads the format from the form, plain numbers when it is missing or broken', () => {
		const form = document.createElement( 'form' );
		expect( moneyFormat( form ).pattern ).toBe( '%s' );
		form.dataset.money = '{not json';
		expect( moneyFormat( form ).pattern ).toBe( '%s' );
		form.dataset.money = '{"pattern":"CHF %s"}';
		expect( money( 5, moneyFormat( form ) ) ).toBe( 'CHF 5.00' );
	} );
} );

describe( 'enhance', () => {
	let form: HTMLFormElement;

	beforeEach( () => {
		document.body.innerHTML = FORM;
		form = document.querySelector( 'form' ) as HTMLFormElement;
		enhance( form );
	} );

	const type = ( name: string, value: string ) => {
		const input = form.elements.namedItem( name ) as HTMLInputElement;
		input.value = value;
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	};

	it( 'keeps the total and the attendee rows in step with the quantities', () => {
		type( 'qty[vip]', '2' );
		type( 'qty[free]', '1' );
		expect(
			form.querySelector( '.eventin-booking__total-value' )?.textContent
		).toBe( '60,00 €' );
		const rows = form.querySelectorAll( '.eventin-booking__attendee' );
		expect( rows ).toHaveLength( 3 );
		const third = rows[ 2 ];
		expect( third.querySelector( 'label' )?.textContent ).toBe(
			'Attendee 3: name'
		);
		// A copy of the template's empty row: the extra fields come along, renamed
		// and renumbered, and option names keep their own digits.
		expect(
			( third.querySelector( 'input' ) as HTMLInputElement ).value
		).toBe( '' );
		expect( third.querySelector( 'legend' )?.textContent ).toBe(
			'Attendee 3: Days'
		);
		expect(
			form.querySelector( 'label[for="eventin-attendee-2-extra-days-1"]' )
				?.textContent
		).toBe( 'Day 2' );
		expect(
			third.querySelector( '[name="attendees[2][extra][days][]"]' )
		).not.toBeNull();
		expect(
			third.querySelector( '[data-error-for="attendees.2.extra.size"]' )
				?.id
		).toBe( 'eventin-error-attendees-2-extra-size' );
		expect(
			readForm( form ).extra?.map( ( extra ) => extra.key )
		).toContain( 'attendees.2.extra.days' );
		expect( rows[ 0 ].querySelector( 'input' )?.value ).toBe( 'Kept' );
		expect( third.querySelector( 'input' )?.getAttribute( 'name' ) ).toBe(
			'attendees[2][name]'
		);
		expect(
			form.querySelector( 'label[for="eventin-attendee-2-email"]' )
		).not.toBeNull();
		type( 'qty[vip]', '0' );
		expect(
			form.querySelectorAll( '.eventin-booking__attendee' )
		).toHaveLength( 1 );
		expect( readForm( form ).attendees ).toHaveLength( 1 );
	} );

	it( 'stops a form with errors, shows them next to the fields and focuses the first', () => {
		type( 'qty[vip]', '1' );
		( form.elements.namedItem( 'email' ) as HTMLInputElement ).value =
			'nope';
		const submit = new Event( 'submit', { cancelable: true } );
		form.dispatchEvent( submit );
		expect( submit.defaultPrevented ).toBe( true );
		expect(
			document.getElementById( 'eventin-error-email' )?.textContent
		).toBe( 'Enter a valid e-mail address.' );
		expect(
			document.getElementById( 'eventin-error-attendees-0-extra-days' )
				?.textContent
		).toBe( 'This field is required.' );
		expect(
			document
				.getElementById( 'eventin-attendee-0-extra-days-0' )
				?.getAttribute( 'aria-invalid' )
		).toBe( 'true' );
		const first = document.getElementById( 'eventin-first-name' );
		expect( first?.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( form.ownerDocument.activeElement ).toBe( first );
	} );

	/**
	 * Fills the form validly.
	 */
	const fillValid = () => {
		type( 'qty[free]', '1' );
		( form.elements.namedItem( 'first_name' ) as HTMLInputElement ).value =
			'Ana';
		( form.elements.namedItem( 'last_name' ) as HTMLInputElement ).value =
			'Silva';
		( form.elements.namedItem( 'email' ) as HTMLInputElement ).value =
			'ana@example.org';
		(
			form.elements.namedItem( 'attendees[0][name]' ) as HTMLInputElement
		 ).value = 'Ana Silva';
		(
			document.getElementById(
				'eventin-attendee-0-extra-days-1'
			) as HTMLInputElement
		 ).checked = true;
		(
			form.elements.namedItem(
				'attendees[0][extra][size]'
			) as HTMLSelectElement
		 ).value = 'M';
	};

	it( 'takes a fresh nonce before sending (a cached page may carry an expired one), once however often it is sent', async () => {
		form.dataset.nonceUrl =
			'/wp-admin/admin-ajax.php?action=eventin_booking_nonce&event_id=7';
		const nonce = document.createElement( 'input' );
		nonce.type = 'hidden';
		nonce.name = '_wpnonce';
		nonce.value = 'stale00000';
		form.append( nonce );
		fillValid();
		const fetch = jest.fn( async () => ( {
			ok: true,
			json: async () => ( { nonce: 'fresh12345' } ),
		} ) );
		window.fetch = fetch as unknown as typeof window.fetch;
		const sent = jest
			.spyOn( HTMLFormElement.prototype, 'submit' )
			.mockImplementation( () => undefined );
		try {
			const first = new Event( 'submit', { cancelable: true } );
			form.dispatchEvent( first );
			form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
			expect( first.defaultPrevented ).toBe( true );
			await waitFor( () => expect( sent ).toHaveBeenCalledTimes( 1 ) );
			expect( fetch ).toHaveBeenCalledTimes( 1 );
			expect( fetch ).toHaveBeenCalledWith( form.dataset.nonceUrl, {
				credentials: 'same-origin',
				cache: 'no-store',
			} );
			expect( nonce.value ).toBe( 'fresh12345' );

			// No answer: the form goes with the nonce it has.
			document.body.innerHTML = FORM;
			form = document.querySelector( 'form' ) as HTMLFormElement;
			form.dataset.nonceUrl = '/nonce';
			enhance( form );
			fillValid();
			window.fetch = jest.fn( async () => {
				throw new TypeError( 'offline' );
			} ) as unknown as typeof window.fetch;
			form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
			await waitFor( () => expect( sent ).toHaveBeenCalledTimes( 2 ) );
		} finally {
			sent.mockRestore();
		}
	} );

	it( 'lets a valid form go to the server', () => {
		fillValid();
		const submit = new Event( 'submit', { cancelable: true } );
		form.dispatchEvent( submit );
		expect( submit.defaultPrevented ).toBe( false );
		expect( form.noValidate ).toBe( true );
	} );
} );
