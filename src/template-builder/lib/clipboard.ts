/**
 * Copies text. `navigator.clipboard` exists only in secure contexts (https,
 * localhost); wp-admin over plain http falls back to a hidden textarea and
 * document.execCommand( 'copy' ).
 *
 * @param text Text to copy.
 * @return Whether it was copied.
 */
export async function copyText( text: string ): Promise< boolean > {
	if ( window.isSecureContext && navigator.clipboard?.writeText ) {
		try {
			await navigator.clipboard.writeText( text );
			return true;
		} catch {
			// Refused (no permission, document not focused): try the old way.
		}
	}
	const area = document.createElement( 'textarea' );
	area.value = text;
	area.setAttribute( 'readonly', '' );
	area.style.position = 'fixed';
	area.style.top = '0';
	area.style.left = '-9999px';
	document.body.appendChild( area );
	// Give the focus back afterwards (the textarea takes it to be selected).
	const focused = area.ownerDocument.activeElement as HTMLElement | null;
	area.select();
	let copied = false;
	try {
		copied = document.execCommand( 'copy' );
	} catch {
		copied = false;
	}
	area.remove();
	focused?.focus?.();
	return copied;
}
