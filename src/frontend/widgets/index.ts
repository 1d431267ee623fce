/**
 * The shortcode and block widgets' style, and the small script that sliders
 * and tabs need (lists and grids need none).
 */
import './widgets.scss';
