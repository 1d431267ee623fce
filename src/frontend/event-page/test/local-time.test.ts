/**
 * Internal dependencies
 */
import { localTimes } from '../local-time';

/**
 * An event page fragment with a start and an end.
 *
 * @param start ISO start with its offset.
 * @param end   ISO end with its offset.
 */
function fragment( start: string, end: string ): HTMLElement {
	const root = document.createElement( 'div' );
	root.innerHTML = `<p><time datetime="${ start }" data-eventin-local="start">a</time> – <time datetime="${ end }" data-eventin-local="end">b</time></p><p class="eventin-event__local" hidden data-label="Your local time:"></p>`;
	return root;
}

describe( 'localTimes', () => {
	const target = ( root: HTMLElement ) =>
		root.querySelector( '.eventin-event__local' ) as HTMLElement;
	// The visitor's offset at that instant, as the script compares it.
	const visitorOffset = ( iso: string ) => {
		const minutes = -new Date( iso ).getTimezoneOffset();
		const sign = minutes < 0 ? '-' : '+';
		const abs = Math.abs( minutes );
		return `${ sign }${ String( Math.floor( abs / 60 ) ).padStart(
			2,
			'0'
		) }:${ String( abs % 60 ).padStart( 2, '0' ) }`;
	};

	it( 'shows the visitor’s time when their zone differs', () => {
		// Twelve hours from the visitor's own offset: never the same zone.
		const local = visitorOffset( '2030-06-01T12:00:00Z' );
		const other = local.startsWith( '+1' ) ? '-01:00' : '+12:00';
		const root = fragment(
			`2030-06-01T18:00:00${ other }`,
			`2030-06-01T20:00:00${ other }`
		);
		localTimes( root );
		expect( target( root ).hidden ).toBe( false );
		expect( target( root ).textContent ).toMatch(
			/^Your local time: .+ – .+/
		);
	} );

	it( 'stays hidden when the visitor is in the event’s zone', () => {
		const offset = visitorOffset( '2030-06-01T18:00:00Z' );
		const root = fragment(
			`2030-06-01T18:00:00${ offset }`,
			`2030-06-01T20:00:00${ offset }`
		);
		localTimes( root );
		expect( target( root ).hidden ).toBe( true );
		expect( target( root ).textContent ).toBe( '' );
	} );

	it( 'ignores a page without times', () => {
		const root = document.createElement( 'div' );
		expect( () => localTimes( root ) ).not.toThrow();
	} );
} );
