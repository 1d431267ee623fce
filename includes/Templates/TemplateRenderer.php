<?php
/**
 * Renders a template (certificate, ticket, event landing page) for an event
 * and an attendee: its blocks, then its placeholders, then its CSS.
 *
 * Order matters: blocks render first (each top-level block as a WP_Block
 * given the context eventin/attendeeId and eventin/eventId), and only then
 * are placeholders replaced (Placeholders::replace, one pass, escaped
 * values), so an attendee's name never reaches the block parser. No
 * shortcodes run. Only an allow-list of blocks renders; others are dropped.
 *
 * @package EventinPro
 */

namespace EventinPro\Templates;

use EventinPro\Tickets\TicketTemplate;
use WP_Block;

defined( 'ABSPATH' ) || exit;

/**
 * Template rendering.
 */
final class TemplateRenderer {

	/**
	 * Blocks that render (filter `eventin_template_allowed_blocks`); any other
	 * block is dropped with what it holds.
	 */
	public const ALLOWED_BLOCKS = array(
		'core/paragraph',
		'core/heading',
		'core/image',
		'core/group',
		'core/columns',
		'core/column',
		'core/spacer',
		'core/separator',
		'core/buttons',
		'core/button',
		'eventin-pro/template-container',
		'eventin-pro/qr-code',
		'eventin-pro/attendee-info',
		'eventin-pro/event-info',
	);

	/**
	 * Page sizes of certificates and tickets, in CSS px as the builder lays
	 * them out (width, height). Printed, one px of the design is one pt of
	 * the paper: 842 × 595 pt is an A4 sheet in landscape.
	 */
	public const PAGE_SIZES = array(
		'landscape' => array( 842, 595 ),
		'portrait'  => array( 595, 842 ),
	);

	/**
	 * A published template of a type, or null (none, another type, a draft).
	 *
	 * @param int    $id   Template id.
	 * @param string $type event, certificate or ticket.
	 * @return array<string,mixed>|null The template (TemplatesService::get()).
	 */
	public static function published( int $id, string $type ): ?array {
		$template = $id > 0 ? ( new TemplatesService() )->get( $id ) : null;
		if ( null === $template || 'publish' !== $template['status'] || $type !== $template['type'] ) {
			return null;
		}
		return $template;
	}

	/**
	 * The template's blocks rendered for an event and an attendee, with the
	 * placeholders replaced.
	 *
	 * @param array<string,mixed>      $template Template (TemplatesService::get()).
	 * @param array<string,mixed>|null $event    Event (EventsService::get() or a sample), or null.
	 * @param array<string,mixed>|null $attendee Attendee (AttendeesService::get() or a sample), or null.
	 */
	public static function body( array $template, ?array $event, ?array $attendee ): string {
		$context = array(
			TemplateBlocks::CONTEXT_ATTENDEE => (int) ( $attendee['id'] ?? 0 ),
			TemplateBlocks::CONTEXT_EVENT    => (int) ( $event['id'] ?? 0 ),
		);
		TemplateBlocks::use_data( $event, $attendee );
		$html = '';
		foreach ( self::allowed_blocks( parse_blocks( (string) ( $template['content'] ?? '' ) ) ) as $block ) {
			if ( null !== $block['blockName'] ) {
				$html .= ( new WP_Block( $block, $context ) )->render();
			}
		}
		TemplateBlocks::use_data( null, null );
		return Placeholders::replace( $html, $event, $attendee );
	}

	/**
	 * The blocks of a parsed document that may render, at every depth: a
	 * block not on the list goes with its inner blocks; HTML outside any
	 * block goes too.
	 *
	 * @param array<array<string,mixed>> $blocks Parsed blocks (parse_blocks()).
	 * @return array<array<string,mixed>>
	 */
	public static function allowed_blocks( array $blocks ): array {
		$allowed = self::allowed_names();
		$kept    = array();
		foreach ( $blocks as $block ) {
			if ( isset( $block['blockName'] ) && in_array( $block['blockName'], $allowed, true ) ) {
				$kept[] = self::allowed_inner( $block, $allowed );
			}
		}
		return $kept;
	}

	/**
	 * A block with only its allowed inner blocks (and its inner content's
	 * places of the dropped ones removed).
	 *
	 * @param array<string,mixed> $block   Parsed block.
	 * @param string[]            $allowed Block names.
	 * @return array<string,mixed>
	 */
	private static function allowed_inner( array $block, array $allowed ): array {
		$inner = (array) ( $block['innerBlocks'] ?? array() );
		if ( ! $inner ) {
			return $block;
		}
		$blocks  = array();
		$content = array();
		$index   = 0;
		foreach ( (array) ( $block['innerContent'] ?? array() ) as $chunk ) {
			if ( null !== $chunk ) {
				$content[] = $chunk;
				continue;
			}
			$child = $inner[ $index ] ?? null;
			++$index;
			if ( is_array( $child ) && isset( $child['blockName'] ) && in_array( $child['blockName'], $allowed, true ) ) {
				$blocks[]  = self::allowed_inner( $child, $allowed );
				$content[] = null;
			}
		}
		$block['innerBlocks']  = $blocks;
		$block['innerContent'] = $content;
		return $block;
	}

	/**
	 * The block names that render.
	 *
	 * @return string[]
	 */
	public static function allowed_names(): array {
		/**
		 * Filters the blocks a template may render (others are dropped).
		 * A block added here prints in certificates, tickets and landing pages:
		 * it must escape what it prints.
		 *
		 * @param string[] $names Block names.
		 */
		return array_values( array_filter( (array) apply_filters( 'eventin_template_allowed_blocks', self::ALLOWED_BLOCKS ), 'is_string' ) );
	}

	/**
	 * The template's own CSS, safe inside a <style> element: without "<",
	 * so it can never close the element or open another.
	 *
	 * @param string $css Stored CSS.
	 */
	public static function css( string $css ): string {
		return str_replace( '<', '', (string) preg_replace( '#</style#i', '', $css ) );
	}

	/**
	 * The page's CSS: its size from the orientation (and, printed, a page of
	 * that size in pt: Chromium's "Save as PDF" and page.pdf() with
	 * preferCSSPageSize give one page of exactly that size), the defaults of
	 * the container, and QR codes filling their box.
	 *
	 * @param string $type        Template type.
	 * @param string $orientation landscape or portrait.
	 */
	public static function page_css( string $type, string $orientation ): string {
		$css = 'html,body{margin:0;padding:0}body{background:#f0f0f1;-webkit-print-color-adjust:exact;print-color-adjust:exact}'
			. '.etn-template-page{box-sizing:border-box;margin:24px auto;background:#fff}'
			. '.etn-template-page .eventin-template-container{box-sizing:border-box;background:#fff;padding:20px}'
			. '.eventin-template-qr{display:inline-block;max-width:100%}.eventin-template-qr svg{display:block;width:100%;height:100%}'
			. '.eventin-template-qr.aligncenter{display:block;margin-left:auto;margin-right:auto}';
		if ( 'event' === $type ) {
			return $css . '.etn-template-page{max-width:1200px}';
		}
		list( $width, $height ) = self::PAGE_SIZES[ $orientation ] ?? self::PAGE_SIZES['landscape'];
		return $css
			. '@page{size:' . $width . 'pt ' . $height . 'pt;margin:0}'
			. '.etn-template-page{width:' . $width . 'px;height:' . $height . 'px;overflow:hidden;box-shadow:0 1px 4px rgba(0,0,0,.25)}'
			. '.etn-template-page>.eventin-template-container{width:100%;height:100%;overflow:hidden}'
			// Printed: 1 px of the design on 1 pt of paper (4/3 px), one page and nothing past it.
			. '@media print{body{background:#fff}html,body{width:' . $width . 'pt;height:' . $height . 'pt;overflow:hidden}'
			. '.etn-template-page{margin:0;box-shadow:none;zoom:1.3333}}';
	}

	/**
	 * A whole document of the template rendered for an event and an
	 * attendee: WordPress's block styles, the page's CSS, the styles of the
	 * blocks' settings, the template's CSS and, when a QR code is on the
	 * page, the ticket page's script that draws it.
	 *
	 * @param array<string,mixed>      $template Template.
	 * @param array<string,mixed>|null $event    Event, or null.
	 * @param array<string,mixed>|null $attendee Attendee, or null.
	 * @param string                   $title    Document title (raw).
	 */
	public static function document( array $template, ?array $event, ?array $attendee, string $title ): string {
		$type        = (string) ( $template['type'] ?? 'event' );
		$orientation = 'portrait' === ( $template['orientation'] ?? '' ) ? 'portrait' : 'landscape';
		$body        = self::body( $template, $event, $attendee );
		$supports    = function_exists( 'wp_style_engine_get_stylesheet_from_context' ) ? (string) wp_style_engine_get_stylesheet_from_context( 'block-supports', array( 'prettify' => false ) ) : '';
		$library     = add_query_arg( 'ver', get_bloginfo( 'version' ), includes_url( 'css/dist/block-library/style.min.css' ) );
		$head        = '<link rel="stylesheet" href="' . esc_url( $library ) . '">' // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedStylesheet -- A standalone document: no wp_head.
			. '<style id="etn-template-page-css">' . self::css( self::page_css( $type, $orientation ) ) . '</style>'
			. ( '' !== $supports ? '<style id="etn-template-supports-css">' . self::css( $supports ) . '</style>' : '' )
			. '<style id="etn-template-css">' . self::css( (string) ( $template['template_css'] ?? '' ) ) . '</style>';
		if ( false !== strpos( $body, 'data-etn-qr=' ) ) {
			$head .= TicketTemplate::script_tag();
		}
		$classes = 'etn-template-page etn-template-page--' . sanitize_html_class( $type ) . ' etn-template-page--' . $orientation;
		return '<!DOCTYPE html>' . "\n"
			. '<html lang="' . esc_attr( str_replace( '_', '-', determine_locale() ) ) . '">'
			. '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
			. '<meta name="robots" content="noindex, nofollow, noarchive"><meta name="referrer" content="no-referrer">'
			. '<title>' . esc_html( $title ) . '</title>' . $head . '</head>'
			. '<body class="etn-template-document"><main class="' . esc_attr( $classes ) . '">' . $body . '</main></body></html>';
	}
}
