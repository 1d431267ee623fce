/**
 * The shortcode and block widgets' style, and the small script that sliders
 * and tabs need (lists and grids need none). Pages load the script only where
 * a slider or tabs are (WidgetAssets::script( 'widgets' )).
 */

/**
 * Internal dependencies
 */
import './widgets.scss';
import { initSliders } from './slider';
import { initTabs } from './tabs';

const run = (): void => {
	initTabs( document );
	initSliders( document );
};

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', run );
} else {
	run();
}
