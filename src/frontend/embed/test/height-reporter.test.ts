/**
 * Internal dependencies
 */
import { parentOrigin, reportHeight } from '../height-reporter';

type Posted = [ unknown, string ];

/**
 * A framed window: the real jsdom window whose parent is a stub recording
 * what it receives.
 *
 * @param referrer The frame's document.referrer.
 */
function framedWindow( referrer = 'https://host.example/page' ) {
	const posted: Posted[] = [];
	const parent = {
		postMessage: ( data: unknown, target: string ) =>
			posted.push( [ data, target ] ),
	};
	jest.spyOn( window, 'parent', 'get' ).mockReturnValue(
		parent as unknown as Window
	);
	jest.spyOn( document, 'referrer', 'get' ).mockReturnValue( referrer );
	return posted;
}

/**
 * The embed page's body.
 *
 * @param id     data-eventin-embed.
 * @param height The content's height.
 */
function embedPage( id: string | null, height: number ) {
	document.body.innerHTML = '<div class="eventin-embed"><p>Events</p></div>';
	if ( id !== null ) {
		document.body.setAttribute( 'data-eventin-embed', id );
	} else {
		document.body.removeAttribute( 'data-eventin-embed' );
	}
	const content = document.querySelector( '.eventin-embed' ) as HTMLElement;
	let current = height;
	jest.spyOn( content, 'getBoundingClientRect' ).mockImplementation(
		() => ( { height: current } ) as DOMRect
	);
	return ( next: number ) => {
		current = next;
	};
}

afterEach( () => {
	jest.restoreAllMocks();
	document.body.innerHTML = '';
} );

describe( 'height reporter', () => {
	it( 'posts the content height to the framing page’s origin', () => {
		const posted = framedWindow();
		embedPage( '42', 512.3 );
		const stop = reportHeight();
		expect( posted ).toEqual( [
			[
				{ type: 'eventin:height', id: '42', height: 513 },
				'https://host.example',
			],
		] );
		stop();
	} );

	it( 'posts again on load only when the height changed', () => {
		const posted = framedWindow();
		const resize = embedPage( '42', 300 );
		const stop = reportHeight();
		window.dispatchEvent( new Event( 'load' ) );
		expect( posted ).toHaveLength( 1 );
		resize( 700 );
		window.dispatchEvent( new Event( 'load' ) );
		expect( posted ).toHaveLength( 2 );
		expect( posted[ 1 ][ 0 ] ).toEqual( {
			type: 'eventin:height',
			id: '42',
			height: 700,
		} );
		stop();
	} );

	it( 'posts when the content is resized', () => {
		const posted = framedWindow();
		const resize = embedPage( 'preview', 100 );
		let observed: ( () => void ) | null = null;
		const observe = jest.fn();
		(
			window as unknown as { ResizeObserver: unknown }
		 ).ResizeObserver = class {
			constructor( callback: () => void ) {
				observed = callback;
			}
			observe = observe;
			disconnect() {}
		};
		const stop = reportHeight();
		expect( observe ).toHaveBeenCalledWith(
			document.querySelector( '.eventin-embed' )
		);
		resize( 250 );
		( observed as unknown as () => void )();
		expect( posted[ posted.length - 1 ][ 0 ] ).toEqual( {
			type: 'eventin:height',
			id: 'preview',
			height: 250,
		} );
		stop();
		delete ( window as unknown as { ResizeObserver?: unknown } )
			.ResizeObserver;
	} );

	it( 'posts to any origin when the framing page is unknown', () => {
		const posted = framedWindow( '' );
		embedPage( '42', 10 );
		reportHeight()();
		expect( posted[ 0 ][ 1 ] ).toBe( '*' );
	} );

	it( 'does nothing on a page that names no embed', () => {
		const posted = framedWindow();
		embedPage( null, 10 );
		reportHeight()();
		expect( posted ).toHaveLength( 0 );
	} );

	it( 'does nothing when the page is not framed', () => {
		embedPage( '42', 10 );
		const post = jest.spyOn( window, 'postMessage' );
		reportHeight()();
		expect( post ).not.toHaveBeenCalled();
	} );
} );

describe( 'parentOrigin', () => {
	it( 'prefers the ancestor origins the browser gives', () => {
		const win = {
			location: { ancestorOrigins: [ 'https://a.example' ] },
			document: { referrer: 'https://b.example/x' },
		} as unknown as Window;
		expect( parentOrigin( win ) ).toBe( 'https://a.example' );
	} );

	it( 'reads the referrer otherwise', () => {
		const win = {
			location: {},
			document: { referrer: 'http://127.0.0.1:9551/page.html' },
		} as unknown as Window;
		expect( parentOrigin( win ) ).toBe( 'http://127.0.0.1:9551' );
	} );
} );
