/**
 * Internal dependencies
 */
import { initTabs } from '../tabs';

/**
 * Tabs as the views print them.
 *
 * @param names    Tab names.
 * @param selected Index printed with aria-selected="true", if any.
 */
function tabs( names: string[], selected?: number ): HTMLElement {
	const root = document.createElement( 'div' );
	root.className = 'eventin-tabs';
	root.setAttribute( 'data-eventin-tabs', '' );
	const buttons = names
		.map(
			( name, i ) =>
				`<button type="button" role="tab" class="eventin-tabs__tab" id="t-tab-${ i }" aria-controls="t-panel-${ i }"${
					i === selected ? ' aria-selected="true"' : ''
				}>${ name }</button>`
		)
		.join( '' );
	const panels = names
		.map(
			( name, i ) =>
				`<div class="eventin-tabs__panel" role="tabpanel" id="t-panel-${ i }" aria-labelledby="t-tab-${ i }"><h2 class="eventin-tabs__heading">${ name }</h2><a href="#x${ i }">Event</a></div>`
		)
		.join( '' );
	root.innerHTML = `<div class="eventin-tabs__list" role="tablist" aria-label="Event categories" hidden>${ buttons }</div>${ panels }`;
	document.body.append( root );
	return root;
}

const tabList = ( root: HTMLElement ) =>
	Array.from( root.querySelectorAll< HTMLElement >( '[role="tab"]' ) );
const panelList = ( root: HTMLElement ) =>
	Array.from( root.querySelectorAll< HTMLElement >( '[role="tabpanel"]' ) );
const state = ( root: HTMLElement ) =>
	tabList( root ).map(
		( tab, i ) =>
			`${ tab.getAttribute( 'aria-selected' ) }/${ tab.tabIndex }/${
				panelList( root )[ i ].hidden ? 'hidden' : 'shown'
			}`
	);
const key = ( target: HTMLElement, name: string ) => {
	const event = new KeyboardEvent( 'keydown', {
		key: name,
		bubbles: true,
		cancelable: true,
	} );
	target.dispatchEvent( event );
	return event;
};

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'initTabs', () => {
	it( 'shows the list and the first panel only', () => {
		const root = tabs( [ 'All', 'Music', 'Talks' ] );
		expect( initTabs( document ) ).toHaveLength( 1 );
		expect(
			root.querySelector< HTMLElement >( '[role="tablist"]' )!.hidden
		).toBe( false );
		expect( root.classList.contains( 'is-ready' ) ).toBe( true );
		expect( state( root ) ).toEqual( [
			'true/0/shown',
			'false/-1/hidden',
			'false/-1/hidden',
		] );
	} );

	it( 'keeps the tab printed as selected', () => {
		const root = tabs( [ 'Day 1', 'Day 2' ], 1 );
		initTabs( document );
		expect( state( root ) ).toEqual( [
			'false/-1/hidden',
			'true/0/shown',
		] );
	} );

	it( 'selects a clicked tab', () => {
		const root = tabs( [ 'All', 'Music', 'Talks' ] );
		initTabs( document );
		tabList( root )[ 2 ].click();
		expect( state( root ) ).toEqual( [
			'false/-1/hidden',
			'false/-1/hidden',
			'true/0/shown',
		] );
	} );

	it( 'moves with the arrow keys, round the ends, and Home and End', () => {
		const root = tabs( [ 'All', 'Music', 'Talks' ] );
		initTabs( document );
		const list = root.querySelector< HTMLElement >( '[role="tablist"]' )!;
		tabList( root )[ 0 ].focus();
		expect( key( list, 'ArrowRight' ).defaultPrevented ).toBe( true );
		expect( root.ownerDocument.activeElement ).toBe( tabList( root )[ 1 ] );
		expect( state( root )[ 1 ] ).toBe( 'true/0/shown' );
		key( list, 'ArrowRight' );
		key( list, 'ArrowRight' );
		expect( root.ownerDocument.activeElement ).toBe( tabList( root )[ 0 ] );
		key( list, 'ArrowLeft' );
		expect( root.ownerDocument.activeElement ).toBe( tabList( root )[ 2 ] );
		key( list, 'Home' );
		expect( state( root )[ 0 ] ).toBe( 'true/0/shown' );
		key( list, 'End' );
		expect( state( root )[ 2 ] ).toBe( 'true/0/shown' );
		expect( key( list, 'a' ).defaultPrevented ).toBe( false );
	} );

	it( 'runs once per tab set and leaves others alone', () => {
		tabs( [ 'One', 'Two' ] );
		const other = document.createElement( 'div' );
		other.setAttribute( 'data-eventin-tabs', '' );
		other.innerHTML = '<p>No list</p>';
		document.body.append( other );
		expect( initTabs( document ) ).toHaveLength( 1 );
		expect( initTabs( document ) ).toHaveLength( 0 );
	} );

	it( 'works on tabs printed without hidden or ids in order', () => {
		const root = tabs( [ 'A', 'B' ] );
		root.querySelector( '[role="tablist"]' )!.removeAttribute( 'hidden' );
		// A panel whose tab names no panel is left as it is.
		tabList( root )[ 1 ].removeAttribute( 'aria-controls' );
		initTabs( document );
		tabList( root )[ 1 ].click();
		expect( tabList( root )[ 1 ].getAttribute( 'aria-selected' ) ).toBe(
			'true'
		);
		expect( panelList( root )[ 0 ].hidden ).toBe( true );
	} );
} );
