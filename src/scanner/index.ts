/**
 * Entry of the ticket scanner page (includes/Scanner/ prints a bare
 * document with #eventin-scanner and window.eventinScannerBoot).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './scanner.scss';
import { createScannerApp } from './app';
import { readBoot } from './boot';

const run = (): void => {
	const root = document.getElementById( 'eventin-scanner' );
	if ( ! root ) {
		return;
	}
	try {
		createScannerApp( { boot: readBoot(), root, preload: true } );
	} catch {
		// Boot data missing or malformed (readBoot names the fields).
		const message = document.createElement( 'p' );
		message.className = 'eventin-scanner__fatal';
		message.setAttribute( 'role', 'alert' );
		message.textContent = __(
			'The scanner could not start: reload the page.',
			'eventin-pro'
		);
		root.replaceChildren( message );
	}
};

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', run );
} else {
	run();
}
