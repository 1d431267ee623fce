/**
 * Entry of the event-page script (visitors' pages): shows the event's start
 * and end in the visitor's own timezone under the event's times, when the
 * two zones differ. The page reads the same without it.
 */

/**
 * Internal dependencies
 */
import './event-page.scss';
import { localTimes } from './local-time';

const run = (): void => localTimes( document );

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', run );
} else {
	run();
}
