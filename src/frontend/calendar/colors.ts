/**
 * Colours that follow the theme: the accent is the colour the theme gives
 * links (text on it black or white, whichever reads better), and the
 * calendar's background is the page's.
 */

/**
 * Red, green and blue (0-255) of a CSS colour as getComputedStyle() gives
 * it ("rgb(1, 2, 3)", "rgba(…)") or of a hex colour ("#abc", "#aabbcc");
 * null for anything else.
 *
 * @param color Colour.
 */
export function rgb( color: string ): [ number, number, number ] | null {
	const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec( color.trim() );
	if ( hex ) {
		const digits =
			hex[ 1 ].length === 3
				? hex[ 1 ].replace( /./g, ( c ) => c + c )
				: hex[ 1 ];
		return [ 0, 2, 4 ].map( ( i ) =>
			parseInt( digits.slice( i, i + 2 ), 16 )
		) as [ number, number, number ];
	}
	const fn = /^rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)/i.exec( color.trim() );
	return fn
		? [ Number( fn[ 1 ] ), Number( fn[ 2 ] ), Number( fn[ 3 ] ) ]
		: null;
}

/**
 * Black or white, whichever contrasts more with a background (WCAG
 * relative luminance); '' when the colour cannot be read.
 *
 * @param background Background colour.
 */
export function textOn( background: string ): string {
	const channels = rgb( background );
	if ( ! channels ) {
		return '';
	}
	const [ r, g, b ] = channels.map( ( value ) => {
		const c = value / 255;
		return c <= 0.03928
			? c / 12.92
			: Math.pow( ( c + 0.055 ) / 1.055, 2.4 );
	} );
	const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
	// Contrast with black (L + 0.05) / 0.05 against white 1.05 / (L + 0.05).
	return ( luminance + 0.05 ) / 0.05 > 1.05 / ( luminance + 0.05 )
		? '#000'
		: '#fff';
}

/**
 * The first colour that is not transparent behind an element (its own or
 * an ancestor's background); '' when none is set.
 *
 * @param el The element.
 */
export function backgroundBehind( el: HTMLElement ): string {
	const view = el.ownerDocument.defaultView;
	for (
		let node: HTMLElement | null = el;
		node && view;
		node = node.parentElement
	) {
		const color = view.getComputedStyle( node ).backgroundColor;
		const alpha = /^rgba\(.*,\s*([\d.]+)\)$/.exec( color || '' );
		if (
			color &&
			color !== 'transparent' &&
			! ( alpha && Number( alpha[ 1 ] ) === 0 )
		) {
			return color;
		}
	}
	return '';
}

/**
 * Sets the calendar's colours from the theme: the accent
 * (--eventin-calendar-accent and the text on it) from the colour of a link
 * inside the container, the background (--eventin-calendar-base) from the
 * page behind it. The stylesheet's defaults stay for what cannot be read.
 *
 * @param el The container.
 */
export function applyThemeColors( el: HTMLElement ): void {
	const view = el.ownerDocument.defaultView;
	if ( ! view ) {
		return;
	}
	const probe = el.ownerDocument.createElement( 'a' );
	probe.href = '#';
	probe.hidden = true;
	el.appendChild( probe );
	const accent = view.getComputedStyle( probe ).color;
	probe.remove();
	const text = textOn( accent || '' );
	if ( accent && text ) {
		el.style.setProperty( '--eventin-calendar-accent', accent );
		el.style.setProperty( '--eventin-calendar-accent-text', text );
	}
	const base = backgroundBehind( el );
	if ( rgb( base ) ) {
		el.style.setProperty( '--eventin-calendar-base', base );
	}
}
