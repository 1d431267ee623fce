/**
 * The scanner page's two DOM builders, shared by the page and its dialog.
 */

/** Button styles of scanner.scss. */
export type ButtonVariant = 'primary' | 'secondary' | 'link';

/**
 * An element with a class and, when given, its text.
 *
 * @param tag       Tag name.
 * @param className Class ('' for none).
 * @param text      Text content.
 */
export function el< K extends keyof HTMLElementTagNameMap >(
	tag: K,
	className: string,
	text?: string
): HTMLElementTagNameMap[ K ] {
	const node = document.createElement( tag );
	if ( className ) {
		node.className = className;
	}
	if ( text !== undefined ) {
		node.textContent = text;
	}
	return node;
}

/**
 * A button (type="button"), with its action when given.
 *
 * @param label   Its text.
 * @param variant Style.
 * @param onClick Action.
 */
export function button(
	label: string,
	variant: ButtonVariant,
	onClick?: () => void
): HTMLButtonElement {
	const node = el(
		'button',
		`eventin-scanner__button is-${ variant }`,
		label
	);
	node.type = 'button';
	if ( onClick ) {
		node.addEventListener( 'click', onClick );
	}
	return node;
}
