/**
 * Internal dependencies
 */
import { AUTOPLAY_DELAY, initSliders, Slider } from '../slider';

/**
 * A slider as the views print it, laid out as a browser would: slides 100 px
 * wide side by side, a track 300 px wide (jsdom has no layout of its own).
 *
 * @param count Slides.
 * @param data  Data attributes (nav, dots, autoplay, per-view, labels).
 */
function slider(
	count: number,
	data: Record< string, string > = {}
): { root: HTMLElement; track: HTMLElement; slides: HTMLElement[] } {
	const root = document.createElement( 'div' );
	root.className = 'eventin-slider';
	root.setAttribute( 'data-eventin-slider', '' );
	root.dataset.perView = '3';
	Object.assign( root.dataset, data );
	const track = document.createElement( 'div' );
	track.className = 'eventin-slider__track';
	track.tabIndex = 0;
	root.append( track );
	const slides: HTMLElement[] = [];
	for ( let i = 0; i < count; i++ ) {
		const slide = document.createElement( 'div' );
		slide.className = 'eventin-slider__slide';
		slide.setAttribute( 'role', 'group' );
		slide.setAttribute( 'aria-label', `${ i + 1 } of ${ count }` );
		slide.innerHTML = `<a href="#e${ i }">Event ${ i }</a>`;
		Object.defineProperty( slide, 'offsetLeft', { value: i * 100 } );
		Object.defineProperty( slide, 'offsetWidth', { value: 100 } );
		track.append( slide );
		slides.push( slide );
	}
	Object.defineProperty( track, 'clientWidth', { value: 300 } );
	Object.defineProperty( track, 'scrollLeft', {
		value: 0,
		writable: true,
	} );
	document.body.append( root );
	return { root, track, slides };
}

const key = ( target: HTMLElement, name: string ) =>
	target.dispatchEvent(
		new KeyboardEvent( 'keydown', { key: name, bubbles: true } )
	);

afterEach( () => {
	document.body.innerHTML = '';
	jest.useRealTimers();
	delete ( window as { matchMedia?: unknown } ).matchMedia;
} );

describe( 'initSliders', () => {
	it( 'adds no control the page did not ask for', () => {
		const { root } = slider( 8 );
		const made = initSliders( document );
		expect( made ).toHaveLength( 1 );
		expect( root.classList.contains( 'is-ready' ) ).toBe( true );
		expect( root.querySelector( 'button' ) ).toBeNull();
	} );

	it( 'runs once per slider', () => {
		slider( 4, { nav: '1' } );
		initSliders( document );
		expect( initSliders( document ) ).toHaveLength( 0 );
		expect(
			document.querySelectorAll( '.eventin-slider__arrow' )
		).toHaveLength( 2 );
	} );

	it( 'skips markup without a track', () => {
		const root = document.createElement( 'div' );
		root.setAttribute( 'data-eventin-slider', '' );
		document.body.append( root );
		expect( initSliders( document ) ).toHaveLength( 0 );
	} );
} );

describe( 'arrows', () => {
	it( 'move by the slides in view and stop at the ends', () => {
		const { root, track } = slider( 8, {
			nav: '1',
			labelPrev: 'Précédent',
			labelNext: 'Suivant',
		} );
		initSliders( document );
		const prev = root.querySelector< HTMLButtonElement >( '.is-prev' )!;
		const next = root.querySelector< HTMLButtonElement >( '.is-next' )!;
		expect( prev.getAttribute( 'aria-label' ) ).toBe( 'Précédent' );
		expect( next.getAttribute( 'aria-label' ) ).toBe( 'Suivant' );
		expect( prev.type ).toBe( 'button' );
		expect( prev.disabled ).toBe( true );
		expect( next.disabled ).toBe( false );

		next.click();
		expect( track.scrollLeft ).toBe( 300 );
		next.click();
		// 8 slides, 3 in view: the last view starts at slide 5.
		expect( track.scrollLeft ).toBe( 500 );
		expect( next.disabled ).toBe( true );
		expect( prev.disabled ).toBe( false );
		prev.click();
		expect( track.scrollLeft ).toBe( 200 );
	} );

	it( 'have English names when the page gives none', () => {
		const { root } = slider( 5, { nav: '1' } );
		initSliders( document );
		expect(
			root.querySelector( '.is-next' )!.getAttribute( 'aria-label' )
		).toBe( 'Next' );
	} );
} );

describe( 'dots', () => {
	it( 'stand for each group of slides in view', () => {
		const { root, track } = slider( 8, {
			dots: '1',
			labelPage: 'Diapositive %s',
		} );
		initSliders( document );
		const dots = Array.from(
			root.querySelectorAll< HTMLButtonElement >( '.eventin-slider__dot' )
		);
		expect( dots ).toHaveLength( 3 );
		expect( dots.map( ( d ) => d.getAttribute( 'aria-label' ) ) ).toEqual( [
			'Diapositive 1',
			'Diapositive 2',
			'Diapositive 3',
		] );
		expect( dots[ 0 ].getAttribute( 'aria-current' ) ).toBe( 'true' );
		dots[ 1 ].click();
		expect( track.scrollLeft ).toBe( 300 );
		expect( dots[ 1 ].getAttribute( 'aria-current' ) ).toBe( 'true' );
		expect( dots[ 0 ].hasAttribute( 'aria-current' ) ).toBe( false );
		dots[ 2 ].click();
		expect( track.scrollLeft ).toBe( 500 );
		expect( dots[ 2 ].getAttribute( 'aria-current' ) ).toBe( 'true' );
	} );

	it( 'follow the track when it is scrolled by hand', () => {
		const { root, track } = slider( 9, { dots: '1' } );
		initSliders( document );
		track.scrollLeft = 600;
		track.dispatchEvent( new Event( 'scroll' ) );
		const dots = root.querySelectorAll( '.eventin-slider__dot' );
		expect( dots[ 2 ].getAttribute( 'aria-current' ) ).toBe( 'true' );
	} );

	it( 'are hidden when every slide is in view', () => {
		const { root } = slider( 3, { dots: '1' } );
		initSliders( document );
		expect(
			root.querySelector< HTMLElement >( '.eventin-slider__dots' )!.hidden
		).toBe( true );
	} );
} );

describe( 'keys', () => {
	it( 'move one slide, and to the ends with Home and End', () => {
		const { track } = slider( 8 );
		initSliders( document );
		key( track, 'ArrowRight' );
		expect( track.scrollLeft ).toBe( 100 );
		key( track, 'End' );
		expect( track.scrollLeft ).toBe( 500 );
		key( track, 'ArrowLeft' );
		expect( track.scrollLeft ).toBe( 400 );
		key( track, 'Home' );
		expect( track.scrollLeft ).toBe( 0 );
		key( track, 'ArrowLeft' );
		expect( track.scrollLeft ).toBe( 0 );
	} );

	it( 'leave other keys alone', () => {
		const { track } = slider( 8 );
		initSliders( document );
		const event = new KeyboardEvent( 'keydown', {
			key: 'Tab',
			bubbles: true,
			cancelable: true,
		} );
		track.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
	} );
} );

describe( 'autoplay', () => {
	it( 'moves on its own, goes round, and waits while pointed at or focused', () => {
		jest.useFakeTimers();
		const { root, track, slides } = slider( 6, { autoplay: '1' } );
		const [ made ] = initSliders( document );
		expect( made.isRunning() ).toBe( true );
		jest.advanceTimersByTime( AUTOPLAY_DELAY );
		expect( track.scrollLeft ).toBe( 300 );
		jest.advanceTimersByTime( AUTOPLAY_DELAY );
		expect( track.scrollLeft ).toBe( 0 );

		root.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		expect( made.isRunning() ).toBe( false );
		jest.advanceTimersByTime( AUTOPLAY_DELAY * 3 );
		expect( track.scrollLeft ).toBe( 0 );
		root.dispatchEvent( new MouseEvent( 'mouseleave' ) );
		expect( made.isRunning() ).toBe( true );

		const link = slides[ 0 ].querySelector( 'a' )!;
		link.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
		expect( made.isRunning() ).toBe( false );
		link.dispatchEvent(
			new FocusEvent( 'focusout', {
				bubbles: true,
				relatedTarget: slides[ 1 ].querySelector( 'a' ),
			} )
		);
		expect( made.isRunning() ).toBe( false );
		link.dispatchEvent(
			new FocusEvent( 'focusout', {
				bubbles: true,
				relatedTarget: document.body,
			} )
		);
		expect( made.isRunning() ).toBe( true );
	} );

	it( 'has a button that pauses and plays', () => {
		jest.useFakeTimers();
		const { root } = slider( 6, {
			autoplay: '1',
			labelPause: 'Pause',
			labelPlay: 'Lecture',
		} );
		const [ made ] = initSliders( document );
		const toggle = root.querySelector< HTMLButtonElement >(
			'.eventin-slider__toggle'
		)!;
		expect( toggle.textContent ).toBe( 'Pause' );
		toggle.click();
		expect( made.isRunning() ).toBe( false );
		expect( toggle.textContent ).toBe( 'Lecture' );
		// Leaving the slider does not restart what the visitor paused.
		root.dispatchEvent( new MouseEvent( 'mouseleave' ) );
		expect( made.isRunning() ).toBe( false );
		toggle.click();
		root.dispatchEvent( new MouseEvent( 'mouseleave' ) );
		expect( made.isRunning() ).toBe( true );
	} );

	it( 'never runs for visitors who prefer reduced motion', () => {
		jest.useFakeTimers();
		( window as { matchMedia?: unknown } ).matchMedia = (
			query: string
		) => ( {
			matches: query.includes( 'reduce' ),
		} );
		const { root, track } = slider( 6, { autoplay: '1' } );
		const [ made ] = initSliders( document );
		expect( made ).toBeInstanceOf( Slider );
		expect( made.isRunning() ).toBe( false );
		expect( root.querySelector( '.eventin-slider__toggle' ) ).toBeNull();
		jest.advanceTimersByTime( AUTOPLAY_DELAY * 2 );
		expect( track.scrollLeft ).toBe( 0 );
	} );
} );
