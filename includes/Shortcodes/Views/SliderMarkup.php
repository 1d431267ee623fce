<?php
/**
 * The slider's markup, shared by the event and speaker sliders (the
 * contract src/frontend/widgets/slider.ts reads).
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Views;

use EventinPro\Shortcodes\WidgetAssets;

defined( 'ABSPATH' ) || exit;

/**
 * Cards in a row that scrolls and snaps (CSS); the widgets script adds the
 * arrows, dots, keys and autoplay.
 */
final class SliderMarkup {

	/**
	 * The slider around rendered cards; enqueues the widgets script.
	 *
	 * @param string                         $classes  Extra classes (already safe words), e.g. 'eventin-events is-style-1'.
	 * @param int                            $per_view Cards in view on a wide screen.
	 * @param string                         $label    The slider's accessible name.
	 * @param string[]                       $cards    Card HTML (escaped).
	 * @param array<string,int|string|int[]> $atts     Cleaned attributes (auto_play, slider_nav_show, slider_dot_show).
	 */
	public static function render( string $classes, int $per_view, string $label, array $cards, array $atts ): string {
		WidgetAssets::script( 'widgets' );
		$flag  = static function ( string $name ) use ( $atts ): string {
			return 'yes' === ( $atts[ $name ] ?? 'no' ) ? '1' : '0';
		};
		$html  = sprintf(
			'<div class="eventin-slider %1$s" data-eventin-slider data-per-view="%2$s" data-autoplay="%3$s" data-nav="%4$s" data-dots="%5$s" style="--eventin-per-view:%2$s" aria-roledescription="%6$s" aria-label="%7$s"%8$s><div class="eventin-slider__track" tabindex="0">',
			esc_attr( $classes ),
			esc_attr( (string) $per_view ),
			esc_attr( $flag( 'auto_play' ) ),
			esc_attr( $flag( 'slider_nav_show' ) ),
			esc_attr( $flag( 'slider_dot_show' ) ),
			esc_attr__( 'carousel', 'eventin-pro' ),
			esc_attr( $label ),
			self::labels()
		);
		$total = count( $cards );
		foreach ( array_values( $cards ) as $index => $card ) {
			/* translators: 1: position of a slide, 2: number of slides. */
			$name  = sprintf( __( '%1$s of %2$s', 'eventin-pro' ), number_format_i18n( $index + 1 ), number_format_i18n( $total ) );
			$html .= '<div class="eventin-slider__slide" role="group" aria-roledescription="' . esc_attr__( 'slide', 'eventin-pro' ) . '" aria-label="' . esc_attr( $name ) . '">' . $card . '</div>';
		}
		return $html . '</div></div>';
	}

	/**
	 * The translated names of the controls the slider's script adds.
	 */
	private static function labels(): string {
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
