<?php
/**
 * The organizer widget, [etn_pro_organizers]: organizers in a grid with
 * their logo and a link to their website.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Views;

use EventinPro\Shortcodes\Atts;
use EventinPro\Shortcodes\View;
use EventinPro\Shortcodes\Widget;
use EventinPro\Speakers\Speakers;

defined( 'ABSPATH' ) || exit;

/**
 * Organizers: users holding the organizer role, optionally from some speaker
 * groups, with their public profile only.
 */
final class OrganizersView implements View {

	/**
	 * The widget's inner HTML.
	 *
	 * @param Widget                         $widget The widget.
	 * @param array<string,int|string|int[]> $atts   Cleaned attributes.
	 * @return string Escaped HTML.
	 */
	public function render( Widget $widget, array $atts ): string {
		unset( $widget );
		$ids    = PeopleQuery::ids(
			Speakers::ROLE_ORGANIZER,
			Atts::ids( $atts, 'cat_id' ),
			(int) ( $atts['limit'] ?? 20 ),
			Atts::text( $atts, 'order', 'DESC' ),
			Atts::text( $atts, 'orderby', 'ID' )
		);
		$people = PeopleQuery::people( $ids );
		if ( ! $people ) {
			return '<p class="eventin-widget__empty">' . esc_html__( 'No organizers found.', 'eventin-pro' ) . '</p>';
		}
		$options = array(
			'logo' => 'yes' === ( $atts['logo'] ?? 'no' ),
			'url'  => 'yes' === ( $atts['url'] ?? 'no' ),
		);
		$columns = max( 1, min( 4, (int) ( $atts['etn_speaker_col'] ?? 1 ) ) );
		$html    = '<div class="eventin-grid eventin-people is-organizers" style="--eventin-columns:' . esc_attr( (string) $columns ) . '">';
		foreach ( $people as $person ) {
			$html .= PeopleCard::organizer( $person, $options );
		}
		return $html . '</div>';
	}
}
