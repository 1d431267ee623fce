<?php
/**
 * The speaker widgets: [etn_pro_speakers_classic] (a grid in one of three
 * styles), [etn_pro_speakers_standard] (a grid) and [etn_pro_speakers_sliders]
 * (a slider in one of five styles).
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
 * Speakers: users holding the speaker role, optionally from some speaker
 * groups, with their public profile only.
 */
final class SpeakersView implements View {

	/**
	 * The widget's inner HTML.
	 *
	 * @param Widget                         $widget The widget.
	 * @param array<string,int|string|int[]> $atts   Cleaned attributes.
	 * @return string Escaped HTML.
	 */
	public function render( Widget $widget, array $atts ): string {
		$slider = 'speakers_slider' === $widget->key();
		$groups = Atts::ids( $atts, $slider ? 'categories_id' : 'speakers_category' );
		$ids    = PeopleQuery::ids(
			Speakers::ROLE_SPEAKER,
			$groups,
			(int) ( $atts['speaker_count'] ?? 20 ),
			Atts::text( $atts, 'order', 'DESC' ),
			Atts::text( $atts, 'orderby', 'ID' )
		);
		$people = PeopleQuery::people( $ids );
		if ( ! $people ) {
			return '<p class="eventin-widget__empty">' . esc_html__( 'No speakers found.', 'eventin-pro' ) . '</p>';
		}

		$style   = 'speakers_standard' === $widget->key() ? 'standard' : Atts::text( $atts, 'style', 'style-1' );
		$options = array(
			'style'       => $style,
			'designation' => 'yes' === ( $atts['show_designation'] ?? 'no' ),
			'social'      => 'yes' === ( $atts['show_social'] ?? 'no' ),
			// Large photos where the photo fills the card's width.
			'size'        => in_array( $style, array( 'style-2', 'style-4' ), true ) ? 'medium' : 'thumbnail',
		);
		$cards   = array();
		foreach ( $people as $person ) {
			$cards[] = PeopleCard::speaker( $person, $options );
		}

		if ( $slider ) {
			return self::slider( $cards, $atts );
		}
		$columns = max( 1, min( 4, (int) ( $atts['speaker_col'] ?? 1 ) ) );
		return '<div class="eventin-grid eventin-people is-' . esc_attr( $style ) . '" style="--eventin-columns:' . esc_attr( (string) $columns ) . '">' . implode( '', $cards ) . '</div>';
	}

	/**
	 * Cards in the shared slider markup (the widgets script makes it move;
	 * without it the track scrolls sideways).
	 *
	 * @param string[]                       $cards Card markup.
	 * @param array<string,int|string|int[]> $atts  Cleaned attributes.
	 */
	private static function slider( array $cards, array $atts ): string {
		$per_view = max( 1, min( 10, (int) ( $atts['slider_count'] ?? 3 ) ) );
		return SliderMarkup::render( 'eventin-people is-' . Atts::text( $atts, 'style', 'style-1' ), $per_view, __( 'Speakers', 'eventin-pro' ), $cards, $atts );
	}
}
