/**
 * Internal dependencies
 */
import { keepSkipLinksInPage } from '../skip-links';

describe( 'keepSkipLinksInPage', () => {
	let stop: () => void;

	beforeEach( () => {
		window.location.hash = '#/events/create';
		document.body.innerHTML = `
			<a class="screen-reader-shortcut" href="#wpbody-content">Skip to main content</a>
			<a class="screen-reader-shortcut" href="#nowhere">Skip to nothing</a>
			<a href="#/events">Events</a>
			<div id="wpbody-content"><button>First</button></div>`;
		stop = keepSkipLinksInPage( document );
	} );

	afterEach( () => stop() );

	it( 'moves the focus to the target and keeps the route in the hash', () => {
		const link = document.querySelector< HTMLAnchorElement >(
			'a[href="#wpbody-content"]'
		)!;
		link.focus();
		link.click();
		const content = document.getElementById( 'wpbody-content' )!;
		expect( content.ownerDocument.activeElement ).toBe( content );
		expect( content.getAttribute( 'tabindex' ) ).toBe( '-1' );
		expect( window.location.hash ).toBe( '#/events/create' );
	} );

	it( 'leaves other links, and skip links without a target, alone', () => {
		const route =
			document.querySelector< HTMLAnchorElement >(
				'a[href="#/events"]'
			)!;
		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		route.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
		const nowhere = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		document
			.querySelector( 'a[href="#nowhere"]' )!
			.dispatchEvent( nowhere );
		expect( nowhere.defaultPrevented ).toBe( false );
	} );
} );
