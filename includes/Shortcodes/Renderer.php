<?php
/**
 * Renders a widget of the catalogue from raw attributes: the one path for
 * shortcodes, blocks, the generator's preview and the embed page.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes;

defined( 'ABSPATH' ) || exit;

/**
 * Tag + raw attributes => HTML.
 */
final class Renderer {

	/**
	 * View class by widget kind.
	 *
	 * @var array<string,class-string<View>>
	 */
	private const VIEWS = array(
		Catalogue::KIND_EVENTS     => Views\EventsView::class,
		Catalogue::KIND_LOCATIONS  => Views\LocationsView::class,
		Catalogue::KIND_SPEAKERS   => Views\SpeakersView::class,
		Catalogue::KIND_ORGANIZERS => Views\OrganizersView::class,
		Catalogue::KIND_SCHEDULES  => Views\SchedulesView::class,
		Catalogue::KIND_CALENDAR   => Views\CalendarView::class,
	);

	/**
	 * How deep widgets may nest (a description holding a widget holding…).
	 */
	private const MAX_DEPTH = 2;

	/**
	 * Widgets being rendered right now.
	 *
	 * @var int
	 */
	private static $depth = 0;

	/**
	 * The widget's HTML; '' for an unknown tag.
	 *
	 * @param string $tag Shortcode tag.
	 * @param mixed  $raw Raw attributes (shortcode array, block attributes, attribute text).
	 * @return string Escaped HTML.
	 */
	public static function render( string $tag, $raw ): string {
		$widget = Catalogue::get( $tag );
		if ( null === $widget || self::$depth >= self::MAX_DEPTH ) {
			return '';
		}
		$class = self::VIEWS[ $widget->kind() ];
		++self::$depth;
		try {
			$inner = ( new $class() )->render( $widget, Catalogue::clean( $tag, $raw ) );
		} finally {
			--self::$depth;
		}
		WidgetAssets::style();
		$key   = str_replace( '_', '-', $widget->key() );
		$class = 'eventin-widget eventin-widget--' . $key;
		// A block set wide or full width (the block's align support) gets the theme's class for it.
		$align = is_array( $raw ) && isset( $raw['align'] ) && is_string( $raw['align'] ) ? $raw['align'] : '';
		if ( in_array( $align, array( 'wide', 'full' ), true ) ) {
			$class .= ' align' . $align;
		}
		return sprintf(
			'<div class="%1$s" data-eventin-widget="%2$s">%3$s</div>',
			esc_attr( $class ),
			esc_attr( $key ),
			$inner
		);
	}

	/**
	 * A shortcode's callback (add_shortcode): WordPress passes '' when the
	 * shortcode has no attributes.
	 *
	 * @param mixed  $atts    Attributes.
	 * @param mixed  $content Enclosed content (unused).
	 * @param string $tag     Tag.
	 * @return string
	 */
	public static function shortcode( $atts, $content, $tag ): string {
		unset( $content );
		return self::render( (string) $tag, $atts );
	}
}
