/**
 * Mounts the dashboard on admin.php?page=eventin.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { App } from './app';
import { keepSkipLinksInPage } from './shell/skip-links';
import './admin.scss';

const container = document.getElementById( 'eventin-dashboard' );
if ( container ) {
	keepSkipLinksInPage( document );
	createRoot( container ).render( <App /> );
}
