/**
 * Entry of the calendar script: mounts a calendar on each calendar widget
 * of the page (enqueued only by the calendar widgets, includes/Shortcodes/
 * Views/CalendarView.php). Without it, the widget's dated list stays.
 */

/**
 * External dependencies
 */
import { createCalendar } from '@event-calendar/core';
import '@event-calendar/core/index.css';

/**
 * Internal dependencies
 */
import './calendar.scss';
import { mountCalendar } from './calendar';

const run = (): void => {
	document
		.querySelectorAll< HTMLElement >( '.eventin-calendar:not(.is-mounted)' )
		.forEach( ( el ) =>
			mountCalendar( el, {
				create: createCalendar,
				fetch: window.fetch.bind( window ),
				win: window,
			} )
		);
};

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', run );
} else {
	run();
}
