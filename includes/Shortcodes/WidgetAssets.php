<?php
/**
 * The widgets' style and scripts, enqueued only on pages that show a widget.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes;

use EventinPro\Support\BuildAssets;

defined( 'ABSPATH' ) || exit;

/**
 * Where the widgets' assets go.
 *
 * - The style: in the head when the page's content is known to hold one of
 *   our shortcodes or blocks (detect(), on wp_enqueue_scripts: the singular
 *   post or the posts of the main query); block themes render the template
 *   before the head, so a widget anywhere in it enqueues in time; elsewhere
 *   (a classic theme's widget area, another plugin's do_shortcode()) the
 *   render enqueues it and WordPress prints it in the footer.
 * - Scripts: only the views that need one ask for it (sliders and tabs:
 *   'widgets'; the calendar: 'calendar'), and they load in the footer.
 */
final class WidgetAssets {

	public const STYLE = 'eventin-widgets';

	/**
	 * Script handles by entry.
	 */
	public const SCRIPTS = array(
		'widgets'  => 'eventin-widgets',
		'calendar' => 'eventin-calendar',
	);

	/**
	 * Enqueues the widgets' style.
	 */
	public static function style(): void {
		BuildAssets::style( self::STYLE, 'widgets' );
	}

	/**
	 * Enqueues one of the widgets' scripts (and the style).
	 *
	 * @param string $entry A key of SCRIPTS.
	 */
	public static function script( string $entry ): void {
		if ( isset( self::SCRIPTS[ $entry ] ) ) {
			self::style();
			BuildAssets::enqueue( self::SCRIPTS[ $entry ], $entry );
		}
	}

	/**
	 * The style in the head of pages whose content holds a widget
	 * (wp_enqueue_scripts).
	 */
	public static function detect(): void {
		global $wp_query;
		$posts = is_singular() ? array( get_queried_object() ) : (array) ( $wp_query->posts ?? array() );
		foreach ( $posts as $post ) {
			if ( $post instanceof \WP_Post && self::holds_widget( (string) $post->post_content ) ) {
				self::style();
				return;
			}
		}
	}

	/**
	 * Whether content holds one of our shortcodes or blocks.
	 *
	 * @param string $content Post content.
	 */
	public static function holds_widget( string $content ): bool {
		if ( false !== strpos( $content, '<!-- wp:' . Shortcodes::BLOCK_NAMESPACE . '/' ) ) {
			return true;
		}
		if ( false === strpos( $content, '[etn_pro_' ) ) {
			return false;
		}
		foreach ( array_keys( Catalogue::widgets() ) as $tag ) {
			if ( has_shortcode( $content, $tag ) ) {
				return true;
			}
		}
		return false;
	}
}
