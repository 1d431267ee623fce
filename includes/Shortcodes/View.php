<?php
/**
 * What renders one kind of widget (Catalogue::KIND_*).
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes;

defined( 'ABSPATH' ) || exit;

/**
 * A widget view: cleaned attributes in, escaped HTML out.
 *
 * Rules every view keeps:
 * - Only public data: published posts, public speakers; nothing that needs a
 *   login (the same HTML is framed on other sites by the embed page).
 * - A constant number of queries whatever the limit: one query for the ids,
 *   then WordPress's caches primed for all of them at once (meta, terms,
 *   thumbnails, users), never one query per item.
 * - Every value escaped where it is printed (esc_html, esc_attr, esc_url,
 *   wp_kses_post for stored HTML); attribute values are already typed by
 *   Catalogue::clean() but are escaped all the same.
 * - Markup follows the theme: semantic elements, the theme's fonts, colours
 *   and link styles (our CSS sets layout, not typography).
 * - Scripts only where the view needs one: WidgetAssets::script() from
 *   render() (the base style is enqueued by the Renderer).
 */
interface View {

	/**
	 * The widget's inner HTML (the Renderer adds the wrapper).
	 *
	 * @param Widget                         $widget The widget.
	 * @param array<string,int|string|int[]> $atts   Cleaned attributes (Widget::clean()).
	 * @return string Escaped HTML.
	 */
	public function render( Widget $widget, array $atts ): string;
}
