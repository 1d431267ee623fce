/**
 * The RSVP form's script: the fields the answer needs, one guest box per
 * extra person, sending through the REST route, and the server's messages.
 */

/**
 * Internal dependencies
 */
import {
	bodyOf,
	enhance,
	guestCount,
	showFields,
	type Fetch,
} from '../rsvp-form';

/** The form as RsvpForm.php prints it (the parts the script reads). */
function renderForm(): HTMLFormElement {
	document.body.innerHTML = `
<form data-eventin-rsvp="1" data-min="1" data-max="4" data-rest="https://example.org/wp-json/eventin/v2/rsvp-registration" method="post" action="/wp-admin/admin-post.php">
	<input type="hidden" name="event_id" value="12">
	<p class="eventin-booking__alert" role="alert" hidden></p>
	<label><input type="radio" name="status" value="going" checked> Going</label>
	<label><input type="radio" name="status" value="not_going"> Not going</label>
	<input name="name" value="Grace Hopper"><span data-error-for="name"></span>
	<input name="email" value="grace@example.org"><span data-error-for="email"></span>
	<p data-rsvp-coming="1"><input type="number" name="people" value="2"></p>
	<fieldset data-rsvp-coming="1" data-rsvp-guests="1">
		<p data-rsvp-guest="0"><input name="guests[]" value="Alan Turing"></p>
		<p data-rsvp-guest="1"><input name="guests[]" value="Left over"></p>
		<p data-rsvp-guest="2"><input name="guests[]" value=""></p>
		<span data-error-for="guests"></span>
	</fieldset>
	<p data-rsvp-not-coming="1"><textarea name="reason"></textarea></p>
	<input name="website" value="">
	<button type="submit">Send my answer</button>
</form>`;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

const reply = ( status: number, body: object ): ReturnType< Fetch > =>
	Promise.resolve( {
		status,
		json: () => Promise.resolve( body ),
	} as Response );

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'guestCount', () => {
	it( 'is one less than the people, within the limits', () => {
		expect( guestCount( '3', 1, 4 ) ).toBe( 2 );
		expect( guestCount( '9', 1, 4 ) ).toBe( 3 );
		expect( guestCount( '0', 2, 4 ) ).toBe( 1 );
		expect( guestCount( 'x', 1, 4 ) ).toBe( 0 );
	} );
} );

describe( 'the fields an answer needs', () => {
	it( 'shows one guest box per extra person, and no reason, when going', () => {
		const form = renderForm();
		showFields( form );
		const guests = Array.from(
			form.querySelectorAll< HTMLElement >( '[data-rsvp-guest]' )
		).map( ( node ) => node.hidden );
		expect( guests ).toEqual( [ false, true, true ] );
		expect(
			form.querySelector< HTMLElement >( '[data-rsvp-not-coming]' )
				?.hidden
		).toBe( true );
	} );

	it( 'hides the guests’ box while nobody comes along', () => {
		const form = renderForm();
		const people = form.querySelector< HTMLInputElement >(
			'input[name="people"]'
		) as HTMLInputElement;
		const box = form.querySelector< HTMLElement >(
			'[data-rsvp-guests]'
		) as HTMLElement;
		people.value = '1';
		showFields( form );
		expect( box.hidden ).toBe( true );
		people.value = '2';
		showFields( form );
		expect( box.hidden ).toBe( false );
	} );

	it( 'hides people and guests and shows the reason when not going', () => {
		const form = renderForm();
		enhance( form, jest.fn() );
		const notGoing = form.querySelector< HTMLInputElement >(
			'input[value="not_going"]'
		) as HTMLInputElement;
		notGoing.checked = true;
		notGoing.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		form.querySelectorAll< HTMLElement >( '[data-rsvp-coming]' ).forEach(
			( node ) => expect( node.hidden ).toBe( true )
		);
		expect(
			form.querySelector< HTMLElement >( '[data-rsvp-not-coming]' )
				?.hidden
		).toBe( false );
	} );
} );

describe( 'sending', () => {
	it( 'sends the answer with the guests shown and filled in only', () => {
		const form = renderForm();
		showFields( form );
		expect( bodyOf( form ) ).toEqual( {
			event_id: 12,
			name: 'Grace Hopper',
			email: 'grace@example.org',
			status: 'going',
			people: 2,
			guests: [ { name: 'Alan Turing' } ],
			reason: '',
			website: '',
		} );
	} );

	it( 'replaces the form with the answer’s message', async () => {
		const form = renderForm();
		const fetch = jest.fn( () =>
			reply( 201, { result: 'recorded', message: 'Thank you!' } )
		);
		enhance( form, fetch );
		form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		await settle();
		expect( fetch ).toHaveBeenCalledWith(
			'https://example.org/wp-json/eventin/v2/rsvp-registration',
			expect.objectContaining( { method: 'POST' } )
		);
		expect( document.querySelector( 'form' ) ).toBeNull();
		expect( document.querySelector( '[role="status"]' )?.textContent ).toBe(
			'Thank you!'
		);
	} );

	it( 'shows a field’s message next to it and keeps what was typed', async () => {
		const form = renderForm();
		enhance(
			form,
			jest.fn( () =>
				reply( 400, {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): email',
					data: {
						params: { email: 'Enter a valid e-mail address.' },
					},
				} )
			)
		);
		form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		await settle();
		expect(
			form.querySelector( '[data-error-for="email"]' )?.textContent
		).toBe( 'Enter a valid e-mail address.' );
		expect(
			form
				.querySelector( '[name="email"]' )
				?.getAttribute( 'aria-invalid' )
		).toBe( 'true' );
		expect(
			form.querySelector< HTMLInputElement >( '[name="name"]' )?.value
		).toBe( 'Grace Hopper' );
		expect( document.querySelector( 'form' ) ).toBe( form );
	} );

	it( 'shows a refusal of the whole answer on top (full, too many)', async () => {
		const form = renderForm();
		enhance(
			form,
			jest.fn( () =>
				reply( 409, {
					code: 'eventin_rsvp_full',
					message: 'Only 1 place is left.',
				} )
			)
		);
		form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		await settle();
		const alert = form.querySelector< HTMLElement >(
			'.eventin-booking__alert'
		);
		expect( alert?.textContent ).toBe( 'Only 1 place is left.' );
		expect( alert?.hidden ).toBe( false );
	} );

	it( 'posts the plain way when the request gets no answer', async () => {
		const form = renderForm();
		const submit = jest
			.spyOn( form, 'submit' )
			.mockImplementation( () => undefined );
		enhance(
			form,
			jest.fn( () => Promise.reject( new TypeError( 'offline' ) ) )
		);
		form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		await settle();
		expect( submit ).toHaveBeenCalled();
	} );
} );
