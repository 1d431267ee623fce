/**
 * The sites allowed to show embedded widgets: each an exact origin
 * (https://www.example.com, http://localhost:8080), as the server checks
 * them (includes/Shortcodes/Embed/EmbedDomains.php). The form checks an
 * address before adding it; the server has the last word.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/** Most sites the list may hold. */
export const MAX_EMBED_DOMAINS = 50;

export type OriginCheck = { origin: string } | { error: string };

/**
 * An address in its normal form (lower case, no default port, no trailing
 * slash), or why it is not a site address.
 *
 * @param text What the user typed.
 */
export function checkOrigin( text: string ): OriginCheck {
	const typed = text.trim();
	if ( typed === '' ) {
		return {
			error: __(
				'Type a site address, such as https://www.example.com.',
				'eventin-pro'
			),
		};
	}
	if ( typed.includes( '*' ) ) {
		return {
			error: __(
				'Wildcards are not allowed: add each site exactly, such as https://shop.example.com.',
				'eventin-pro'
			),
		};
	}
	const scheme = /^([a-z][a-z0-9+.-]*):/i.exec( typed );
	if ( scheme && ! /^https?$/i.test( scheme[ 1 ] ) ) {
		return {
			error: __(
				'The address must start with https:// or http://.',
				'eventin-pro'
			),
		};
	}
	const notAnAddress = {
		error: sprintf(
			/* translators: %s: the typed address. */
			__(
				'“%s” is not a site address: use the form https://www.example.com.',
				'eventin-pro'
			),
			typed.slice( 0, 80 )
		),
	};
	const parts = /^https?:\/\/([^/?#\\]*)(.*)$/i.exec( typed );
	if ( ! parts ) {
		return notAnAddress;
	}
	if ( parts[ 2 ] !== '' && parts[ 2 ] !== '/' ) {
		return {
			error: __(
				'Only the site: no path, query or fragment (https://www.example.com).',
				'eventin-pro'
			),
		};
	}
	if ( parts[ 1 ].includes( '@' ) ) {
		return {
			error: __(
				'The address must not hold a user name or password.',
				'eventin-pro'
			),
		};
	}
	let url: URL;
	try {
		url = new URL( typed );
	} catch {
		return notAnAddress;
	}
	if ( ! /^[a-z0-9.\-[\]:]+$/.test( url.host ) || url.hostname === '' ) {
		return notAnAddress;
	}
	return { origin: url.origin };
}
