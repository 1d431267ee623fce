<?php
/**
 * The event locations widget: the places published events use, with how
 * many events each has.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Views;

use EventinPro\Shortcodes\View;
use EventinPro\Shortcodes\Widget;

defined( 'ABSPATH' ) || exit;

/**
 * Catalogue::KIND_LOCATIONS ([etn_pro_event_location_list]). A list, no
 * script. A location term (Eventin 3) links to its archive when the taxonomy
 * has public pages; an address links to a map search, as the event page's.
 */
final class LocationsView implements View {

	/**
	 * The widget's inner HTML.
	 *
	 * @param Widget                         $widget The widget.
	 * @param array<string,int|string|int[]> $atts   Cleaned attributes.
	 * @return string Escaped HTML.
	 */
	public function render( Widget $widget, array $atts ): string {
		unset( $widget );
		$places = LocationList::top( max( 1, min( 100, (int) ( $atts['location_limit'] ?? 5 ) ) ) );
		if ( ! $places ) {
			return '<p class="eventin-widget__empty">' . esc_html__( 'No event locations yet.', 'eventin-pro' ) . '</p>';
		}
		$html = '<ul class="eventin-locations">';
		foreach ( $places as $place ) {
			$name = esc_html( $place['name'] );
			if ( '' !== $place['url'] ) {
				$name = '<a href="' . esc_url( $place['url'] ) . '">' . $name . '</a>';
			}
			/* translators: %s: number of events at a place. */
			$count = sprintf( _n( '%s event', '%s events', $place['events'], 'eventin-pro' ), number_format_i18n( $place['events'] ) );
			if ( $place['upcoming'] > 0 ) {
				/* translators: 1: number of events at a place, 2: how many of them are still to come. */
				$count = sprintf( _n( '%1$s, %2$s upcoming', '%1$s, %2$s upcoming', $place['upcoming'], 'eventin-pro' ), $count, number_format_i18n( $place['upcoming'] ) );
			}
			$html .= '<li class="eventin-locations__item">'
				. '<span class="eventin-locations__pin" aria-hidden="true"></span>'
				. '<span class="eventin-locations__text">'
				. '<span class="eventin-locations__name">' . $name . '</span>'
				. '<span class="eventin-locations__count">' . esc_html( $count ) . '</span>'
				. '</span>';
			if ( '' !== $place['address'] ) {
				$map   = add_query_arg( 'query', rawurlencode( $place['address'] ), 'https://www.openstreetmap.org/search' );
				$html .= '<a class="eventin-locations__map" href="' . esc_url( $map ) . '" rel="noopener" target="_blank">'
					. esc_html__( 'Map', 'eventin-pro' )
					. '<span class="screen-reader-text">: ' . esc_html( $place['name'] ) . ' ' . esc_html__( '(opens in a new tab)', 'eventin-pro' ) . '</span></a>';
			}
			$html .= '</li>';
		}
		return $html . '</ul>';
	}
}
