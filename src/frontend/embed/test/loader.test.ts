/**
 * Internal dependencies
 */
import {
	clampHeight,
	currentScript,
	embed,
	frameUrlOf,
	MAX_HEIGHT,
	type Embed,
} from '../loader';

const ORIGIN = 'https://events.example';
const SRC = `${ ORIGIN }/wp-content/plugins/eventin-pro/build/embed.js?ver=abc123&id=42`;

let embeds: Embed[] = [];

/**
 * A script tag as a registered site pastes it, inside a container.
 *
 * @param src   Script address.
 * @param title data-title.
 */
function pasteScript( src: string, title?: string ): HTMLScriptElement {
	const box = document.createElement( 'div' );
	box.className = 'box';
	const script = document.createElement( 'script' );
	// jsdom does not run external scripts by default: the tag only sits there.
	script.src = src;
	if ( title ) {
		script.setAttribute( 'data-title', title );
	}
	box.appendChild( script );
	box.appendChild( document.createElement( 'footer' ) );
	document.body.appendChild( box );
	return script;
}

/**
 * Builds the frame of a pasted script.
 *
 * @param script Script.
 */
function start( script: HTMLScriptElement ): Embed {
	const made = embed( script );
	if ( ! made ) {
		throw new Error( 'no embed' );
	}
	embeds.push( made );
	return made;
}

/**
 * Delivers a message to the page, as a frame's postMessage would.
 *
 * @param data   Message.
 * @param origin Sender origin.
 * @param source Sender window.
 */
function deliver( data: unknown, origin: string, source: Window | null ) {
	window.dispatchEvent(
		new MessageEvent( 'message', { data, origin, source } )
	);
}

afterEach( () => {
	embeds.forEach( ( made ) => made.dispose() );
	embeds = [];
	document.body.innerHTML = '';
} );

describe( 'frame address', () => {
	it( 'is the root of the script’s origin with the record id', () => {
		expect( frameUrlOf( SRC )?.href ).toBe(
			`${ ORIGIN }/?eventin_embed=42`
		);
	} );

	it( 'follows `home` when WordPress is in a folder', () => {
		const src = `${ ORIGIN }/blog/wp-content/plugins/eventin-pro/build/embed.js?ver=1&id=7&home=${ encodeURIComponent(
			`${ ORIGIN }/blog/`
		) }`;
		expect( frameUrlOf( src )?.href ).toBe(
			`${ ORIGIN }/blog/?eventin_embed=7`
		);
	} );

	it( 'ignores a `home` that is not a web address', () => {
		const src = `${ SRC }&home=${ encodeURIComponent(
			'javascript:alert(1)'
		) }`;
		expect( frameUrlOf( src )?.href ).toBe(
			`${ ORIGIN }/?eventin_embed=42`
		);
	} );

	it.each( [
		[ 'no id', `${ ORIGIN }/build/embed.js?ver=1` ],
		[ 'empty id', `${ ORIGIN }/build/embed.js?id=` ],
		[ 'id 0', `${ ORIGIN }/build/embed.js?id=0` ],
		[ 'id with text', `${ ORIGIN }/build/embed.js?id=4%22%3E` ],
		[ 'negative id', `${ ORIGIN }/build/embed.js?id=-4` ],
		[ 'not an address', 'embed.js?id=4::' ],
	] )( 'is none for a script with %s', ( _label, src ) => {
		expect( frameUrlOf( src ) ).toBeNull();
	} );
} );

describe( 'embed', () => {
	it( 'writes a lazy, titled, full-width frame right after the script', () => {
		const script = pasteScript( SRC, 'Summer concerts' );
		const { iframe, origin, id } = start( script );
		expect( origin ).toBe( ORIGIN );
		expect( id ).toBe( '42' );
		expect( script.nextElementSibling ).toBe( iframe );
		expect( iframe.tagName ).toBe( 'IFRAME' );
		expect( iframe.getAttribute( 'src' ) ).toBe(
			`${ ORIGIN }/?eventin_embed=42`
		);
		expect( iframe.title ).toBe( 'Summer concerts' );
		expect( iframe.getAttribute( 'loading' ) ).toBe( 'lazy' );
		expect( iframe.style.width ).toBe( '100%' );
		expect( iframe.style.borderStyle || iframe.style.border ).toMatch(
			/^(0|none|0px)/
		);
	} );

	it( 'names the frame Events without a data-title', () => {
		expect( start( pasteScript( SRC ) ).iframe.title ).toBe( 'Events' );
	} );

	it( 'handles a script once', () => {
		const script = pasteScript( SRC );
		start( script );
		expect( embed( script ) ).toBeNull();
		expect( document.querySelectorAll( 'iframe' ) ).toHaveLength( 1 );
	} );

	it( 'writes nothing for a script that names no record', () => {
		expect(
			embed( pasteScript( `${ ORIGIN }/build/embed.js?ver=1` ) )
		).toBeNull();
		expect( document.querySelector( 'iframe' ) ).toBeNull();
	} );

	it( 'sets the height the frame reports', () => {
		const { iframe } = start( pasteScript( SRC ) );
		deliver(
			{ type: 'eventin:height', id: '42', height: 612.4 },
			ORIGIN,
			iframe.contentWindow
		);
		expect( iframe.style.height ).toBe( '613px' );
	} );

	it.each( [
		[ 'huge', 1e9, `${ MAX_HEIGHT }px` ],
		[ 'negative', -50, '0px' ],
	] )( 'clamps a %s height', ( _label, height, expected ) => {
		const { iframe } = start( pasteScript( SRC ) );
		deliver(
			{ type: 'eventin:height', id: '42', height },
			ORIGIN,
			iframe.contentWindow
		);
		expect( iframe.style.height ).toBe( expected );
	} );

	it.each( [
		[
			'another origin',
			{ type: 'eventin:height', id: '42', height: 300 },
			'https://evil.example',
		],
		[
			'a look-alike origin',
			{ type: 'eventin:height', id: '42', height: 300 },
			'https://events.example.evil.example',
		],
		[
			'another record id',
			{ type: 'eventin:height', id: '43', height: 300 },
			ORIGIN,
		],
		[
			'a numeric id',
			{ type: 'eventin:height', id: 42, height: 300 },
			ORIGIN,
		],
		[ 'another type', { type: 'resize', id: '42', height: 300 }, ORIGIN ],
		[ 'a text message', 'eventin:height 300', ORIGIN ],
		[ 'no data', null, ORIGIN ],
		[
			'a height in text',
			{ type: 'eventin:height', id: '42', height: '300px' },
			ORIGIN,
		],
		[
			'a height that is not a number',
			{ type: 'eventin:height', id: '42', height: NaN },
			ORIGIN,
		],
	] )( 'ignores a message from %s', ( _label, data, origin ) => {
		const { iframe } = start( pasteScript( SRC ) );
		iframe.style.height = '150px';
		deliver( data, origin, iframe.contentWindow );
		expect( iframe.style.height ).toBe( '150px' );
	} );

	it( 'ignores a message from our origin sent by another window', () => {
		const { iframe } = start( pasteScript( SRC ) );
		iframe.style.height = '150px';
		deliver(
			{ type: 'eventin:height', id: '42', height: 300 },
			ORIGIN,
			window
		);
		deliver(
			{ type: 'eventin:height', id: '42', height: 300 },
			ORIGIN,
			null
		);
		expect( iframe.style.height ).toBe( '150px' );
	} );

	it( 'sizes two embeds on one page each from its own frame', () => {
		const first = start( pasteScript( SRC, 'First' ) );
		const second = start(
			pasteScript(
				`${ ORIGIN }/wp-content/plugins/eventin-pro/build/embed.js?ver=abc123&id=43`,
				'Second'
			)
		);
		expect( document.querySelectorAll( 'iframe' ) ).toHaveLength( 2 );
		deliver(
			{ type: 'eventin:height', id: '42', height: 400 },
			ORIGIN,
			first.iframe.contentWindow
		);
		deliver(
			{ type: 'eventin:height', id: '43', height: 900 },
			ORIGIN,
			second.iframe.contentWindow
		);
		// The first frame's window claiming the second's id changes nothing.
		deliver(
			{ type: 'eventin:height', id: '43', height: 50 },
			ORIGIN,
			first.iframe.contentWindow
		);
		expect( first.iframe.style.height ).toBe( '400px' );
		expect( second.iframe.style.height ).toBe( '900px' );
	} );

	it( 'sizes two embeds of the same record separately', () => {
		const first = start( pasteScript( SRC ) );
		const second = start( pasteScript( SRC ) );
		deliver(
			{ type: 'eventin:height', id: '42', height: 480 },
			ORIGIN,
			second.iframe.contentWindow
		);
		expect( second.iframe.style.height ).toBe( '480px' );
		expect( first.iframe.style.height ).toBe( '' );
	} );

	it( 'puts the frame in the body when the script sits in the head', () => {
		const script = document.createElement( 'script' );
		script.src = SRC;
		document.head.appendChild( script );
		const { iframe } = start( script );
		expect( iframe.parentNode ).toBe( document.body );
		script.remove();
	} );
} );

describe( 'current script', () => {
	it( 'falls back to the last of our scripts not handled yet', () => {
		const first = pasteScript( SRC );
		const second = pasteScript( SRC.replace( 'id=42', 'id=43' ) );
		pasteScript( 'https://cdn.example/other.js' );
		expect( currentScript( document ) ).toBe( second );
		start( second );
		expect( currentScript( document ) ).toBe( first );
	} );
} );

describe( 'clampHeight', () => {
	it.each( [
		[ 10.2, 11 ],
		[ 0, 0 ],
		[ -1, 0 ],
		[ MAX_HEIGHT + 1, MAX_HEIGHT ],
		[ Infinity, null ],
		[ '12', null ],
		[ undefined, null ],
	] )( '%p gives %p', ( value, expected ) => {
		expect( clampHeight( value ) ).toBe( expected );
	} );
} );
