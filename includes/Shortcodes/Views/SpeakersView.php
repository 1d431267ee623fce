<?php
/**
 * The speaker widgets: [etn_pro_speakers_classic] (a grid in one of three
 * styles), [etn_pro_speakers_standard] (a grid) and [etn_pro_speakers_sliders]
 * (a slider in one of five styles).
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Views;

use EventinPro\Shortcodes\View;
use EventinPro\Shortcodes\Widget;
use EventinPro\Shortcodes\WidgetAssets;
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
		$groups = (array) ( $slider ? ( $atts['categories_id'] ?? array() ) : ( $atts['speakers_category'] ?? array() ) );
		$ids    = PeopleQuery::ids(
			Speakers::ROLE_SPEAKER,
			$groups,
			(int) ( $atts['speaker_count'] ?? 20 ),
			(string) ( $atts['order'] ?? 'DESC' ),
			(string) ( $atts['orderby'] ?? 'ID' )
		);
		$people = PeopleQuery::people( $ids );
		if ( ! $people ) {
			return '<p class="eventin-widget__empty">' . esc_html__( 'No speakers found.', 'eventin-pro' ) . '</p>';
		}

		$style   = 'speakers_standard' === $widget->key() ? 'standard' : (string) ( $atts['style'] ?? 'style-1' );
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
		WidgetAssets::script( 'widgets' );
		$count    = count( $cards );
		$per_view = max( 1, min( 10, (int) ( $atts['slider_count'] ?? 3 ) ) );
		$flag     = static function ( string $name ) use ( $atts ): string {
			return 'yes' === ( $atts[ $name ] ?? 'no' ) ? '1' : '0';
		};
		$html     = sprintf(
			'<div class="eventin-slider eventin-people is-%1$s" data-eventin-slider data-per-view="%2$s" data-autoplay="%3$s" data-nav="%4$s" data-dots="%5$s" style="--eventin-per-view:%2$s" aria-roledescription="%6$s" aria-label="%7$s"%8$s><div class="eventin-slider__track" tabindex="0">',
			esc_attr( (string) ( $atts['style'] ?? 'style-1' ) ),
			esc_attr( (string) $per_view ),
			esc_attr( $flag( 'auto_play' ) ),
			esc_attr( $flag( 'slider_nav_show' ) ),
			esc_attr( $flag( 'slider_dot_show' ) ),
			esc_attr__( 'carousel', 'eventin-pro' ),
			esc_attr__( 'Speakers', 'eventin-pro' ),
			self::slider_labels()
		);
		foreach ( array_values( $cards ) as $index => $card ) {
			/* translators: 1: position of a slide, 2: number of slides. */
			$label = sprintf( __( '%1$s of %2$s', 'eventin-pro' ), number_format_i18n( $index + 1 ), number_format_i18n( $count ) );
			$html .= '<div class="eventin-slider__slide" role="group" aria-roledescription="' . esc_attr__( 'slide', 'eventin-pro' ) . '" aria-label="' . esc_attr( $label ) . '">' . $card . '</div>';
		}
		return $html . '</div></div>';
	}

	/**
	 * The translated names of the controls the slider's script adds (the
	 * same words as the event slider's).
	 */
	private static function slider_labels(): string {
		$labels = array(
			'prev'  => __( 'Previous', 'eventin-pro' ),
			'next'  => __( 'Next', 'eventin-pro' ),
			/* translators: %s: number of a group of slides. */
			'page'  => __( 'Go to slide %s', 'eventin-pro' ),
			'pages' => __( 'Choose slides', 'eventin-pro' ),
			'pause' => __( 'Pause', 'eventin-pro' ),
			'play'  => __( 'Play', 'eventin-pro' ),
		);
		$html   = '';
		foreach ( $labels as $name => $text ) {
			$html .= ' data-label-' . $name . '="' . esc_attr( $text ) . '"';
		}
		return $html;
	}
}
