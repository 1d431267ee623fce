<?php
/**
 * The embed page: `/?eventin_embed=ID` shows one script record's widget on a
 * minimal page other sites frame (through build/embed.js), and
 * `/?eventin_embed=preview&shortcode=…&_wpnonce=…` shows a widget from
 * shortcode text to the generator, framed by our own admin only.
 *
 * - Who may frame it: `Content-Security-Policy: frame-ancestors 'self'` plus
 *   the registered origins (EmbedDomains); the browser enforces it. No
 *   X-Frame-Options, which would contradict it.
 * - What it shows: only public data. The widget renders as a logged-out
 *   visitor would see it, whoever asks (a cross-site frame gets no cookies
 *   anyway), so the page can be cached publicly for a short while.
 * - How: served at parse_request, before the main query (a request that is
 *   not for the embed page costs nothing more), with the theme's head and
 *   footer so the widget follows the theme, without the admin bar, links
 *   opening outside the frame, and a small script reporting its height to
 *   the framing page.
 *
 * @package EventinPro
 */

namespace EventinPro\Shortcodes\Embed;

use EventinPro\AccessControl\Permissions;
use EventinPro\Shortcodes\Catalogue;
use EventinPro\Shortcodes\Renderer;
use EventinPro\Shortcodes\WidgetTitles;
use EventinPro\Support\BuildAssets;
use WP;

defined( 'ABSPATH' ) || exit;

/**
 * The page, its URLs and the script's URL.
 */
final class EmbedPage {

	public const QUERY_VAR = 'eventin_embed';

	/**
	 * The query var's value of the generator's preview.
	 */
	public const PREVIEW = 'preview';

	public const NONCE_ACTION = 'eventin_embed_preview';

	/**
	 * The in-frame height reporter (build/embed-frame.js).
	 */
	public const FRAME_HANDLE = 'eventin-embed-frame';

	/**
	 * How long shared caches and browsers may keep a record's page (seconds);
	 * a deleted record or a changed domain list shows within this time.
	 */
	public const MAX_AGE = 300;

	/**
	 * Hooks (front end only: parse_request does not run in wp-admin).
	 */
	public static function register(): void {
		add_filter( 'query_vars', array( self::class, 'query_vars' ) );
		add_action( 'parse_request', array( self::class, 'maybe_serve' ), 1 );
	}

	/**
	 * Adds the query var.
	 *
	 * @param string[] $vars Public query vars.
	 * @return string[]
	 */
	public static function query_vars( $vars ): array {
		$vars   = (array) $vars;
		$vars[] = self::QUERY_VAR;
		return $vars;
	}

	/**
	 * Serves the embed page when the request asks for it, and ends the request.
	 *
	 * @param WP $wp Current request.
	 */
	public static function maybe_serve( $wp ): void {
		if ( ! $wp instanceof WP || ! isset( $wp->query_vars[ self::QUERY_VAR ] ) || isset( $wp->query_vars['rest_route'] ) ) {
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- respond() verifies the preview's nonce.
		$page = self::respond(
			(string) $wp->query_vars[ self::QUERY_VAR ],
			isset( $_GET['shortcode'] ) && is_string( $_GET['shortcode'] ) ? wp_unslash( $_GET['shortcode'] ) : null, // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- parsed and cleaned by EmbedShortcode::parse().
			isset( $_GET['_wpnonce'] ) && is_string( $_GET['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_GET['_wpnonce'] ) ) : ''
		);
		// phpcs:enable
		if ( ! headers_sent() ) {
			header_remove( 'X-Frame-Options' );
			status_header( $page['status'] );
			foreach ( $page['headers'] as $name => $value ) {
				header( $name . ': ' . $value );
			}
		}
		echo $page['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where it is built.
		exit;
	}

	/**
	 * The page for a request: status, headers and HTML. Sends nothing.
	 *
	 * @param string      $which     The query var: a record id or 'preview'.
	 * @param string|null $shortcode Preview: the shortcode text.
	 * @param string      $nonce     Preview: the nonce.
	 * @return array{status:int,headers:array<string,string>,body:string}
	 */
	public static function respond( string $which, ?string $shortcode = null, string $nonce = '' ): array {
		if ( self::PREVIEW === $which ) {
			return self::preview( $shortcode, $nonce );
		}

		$frame_ancestors = EmbedDomains::frame_ancestors( EmbedDomains::origins() );
		$record          = ctype_digit( $which ) && strlen( $which ) < 19 ? ( new EmbedRecords() )->get( (int) $which ) : null;
		if ( null === $record ) {
			return self::page(
				404,
				$frame_ancestors,
				'public, max-age=60',
				__( 'Not found', 'eventin-pro' ),
				self::message( __( 'This content is not available.', 'eventin-pro' ) ),
				ctype_digit( $which ) ? $which : ''
			);
		}
		return self::page(
			200,
			$frame_ancestors,
			'public, max-age=' . self::MAX_AGE,
			$record['name'],
			self::widget( $record['tag'], $record['atts'] ),
			(string) $record['id']
		);
	}

	/**
	 * The generator's preview: holders of etn_manage_shortcode with the
	 * preview nonce; framed by our own pages only; never cached.
	 *
	 * @param string|null $shortcode Shortcode text.
	 * @param string      $nonce     Nonce.
	 * @return array{status:int,headers:array<string,string>,body:string}
	 */
	private static function preview( ?string $shortcode, string $nonce ): array {
		$self  = EmbedDomains::frame_ancestors( array() );
		$cache = 'no-store, private';
		if ( ! is_user_logged_in() || ! current_user_can( Permissions::SHORTCODE ) || ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			return self::page( 403, $self, $cache, __( 'Forbidden', 'eventin-pro' ), self::message( __( 'Sorry, you are not allowed to preview widgets. Reload the page and try again.', 'eventin-pro' ) ), self::PREVIEW );
		}
		$parsed = EmbedShortcode::parse( null === $shortcode ? '' : $shortcode );
		if ( is_wp_error( $parsed ) ) {
			return self::page( 400, $self, $cache, __( 'Preview', 'eventin-pro' ), self::message( $parsed->get_error_message() ), self::PREVIEW );
		}
		$widget = Catalogue::get( $parsed['tag'] );
		$title  = null !== $widget ? WidgetTitles::title( $widget->key() ) : __( 'Preview', 'eventin-pro' );
		return self::page( 200, $self, $cache, $title, self::widget( $parsed['tag'], $parsed['atts'] ), self::PREVIEW );
	}

	/**
	 * The widget's HTML as a logged-out visitor sees it.
	 *
	 * @param string                         $tag  Tag.
	 * @param array<string,int|string|int[]> $atts Cleaned attributes.
	 */
	private static function widget( string $tag, array $atts ): string {
		wp_set_current_user( 0 );
		return Renderer::render( $tag, $atts );
	}

	/**
	 * A short message in place of a widget.
	 *
	 * @param string $text Text.
	 */
	private static function message( string $text ): string {
		return '<p class="eventin-embed__message">' . esc_html( $text ) . '</p>';
	}

	/**
	 * The whole page around escaped HTML.
	 *
	 * @param int    $status          HTTP status.
	 * @param string $frame_ancestors CSP value.
	 * @param string $cache           Cache-Control value.
	 * @param string $title           Document title (plain text).
	 * @param string $inner           Escaped HTML of the content.
	 * @param string $id              Record id or 'preview', for the height messages.
	 * @return array{status:int,headers:array<string,string>,body:string}
	 */
	private static function page( int $status, string $frame_ancestors, string $cache, string $title, string $inner, string $id ): array {
		show_admin_bar( false );
		$document_title = static function () use ( $title ) {
			return $title;
		};
		add_filter( 'pre_get_document_title', $document_title, 99 );
		add_filter( 'wp_robots', 'wp_robots_no_robots' );
		BuildAssets::enqueue( self::FRAME_HANDLE, 'embed-frame' );

		ob_start();
		?>
<!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<base target="_blank">
		<?php
		if ( ! current_theme_supports( 'title-tag' ) ) {
			echo '<title>' . esc_html( $title ) . '</title>';
		}
		wp_head();
		?>
<style id="eventin-embed-page">html,body{margin:0!important;padding:0!important;min-height:0!important;height:auto!important}.eventin-embed{display:flow-root;box-sizing:border-box;padding:8px}.eventin-embed>.eventin-widget{margin-block:0}.eventin-embed__message{margin:1em;text-align:center}</style>
</head>
<body <?php body_class( 'eventin-embed-page' ); ?> data-eventin-embed="<?php echo esc_attr( $id ); ?>">
		<?php wp_body_open(); ?>
<div class="eventin-embed"><?php echo $inner; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped HTML (Renderer::render() or message()). ?></div>
		<?php wp_footer(); ?>
</body>
</html>
		<?php
		$body = (string) ob_get_clean();
		remove_filter( 'pre_get_document_title', $document_title, 99 );
		remove_filter( 'wp_robots', 'wp_robots_no_robots' );

		return array(
			'status'  => $status,
			'headers' => array(
				'Content-Type'            => 'text/html; charset=' . get_option( 'blog_charset' ),
				'Content-Security-Policy' => $frame_ancestors,
				'Cache-Control'           => $cache,
				'X-Robots-Tag'            => 'noindex',
				'X-Content-Type-Options'  => 'nosniff',
				'Referrer-Policy'         => 'strict-origin-when-cross-origin',
			),
			'body'    => $body,
		);
	}

	/**
	 * The address of a record's page.
	 *
	 * @param int $id Record id.
	 */
	public static function url( int $id ): string {
		return add_query_arg( self::QUERY_VAR, $id, home_url( '/' ) );
	}

	/**
	 * The generator's preview address, nonce included; the generator appends
	 * `&shortcode=<url-encoded shortcode>`.
	 */
	public static function preview_url(): string {
		return add_query_arg(
			array(
				self::QUERY_VAR => self::PREVIEW,
				'_wpnonce'      => wp_create_nonce( self::NONCE_ACTION ),
			),
			home_url( '/' )
		);
	}

	/**
	 * The embed script's address with its version (so browsers fetch it again
	 * after an update), and the record id when given. When the site's front
	 * page is not at the root of the script's origin (WordPress in a folder,
	 * or assets on another host), `home` tells the script where it is.
	 *
	 * @param int|null $id Record id.
	 */
	public static function script_url( ?int $id = null ): string {
		$info = BuildAssets::info( 'embed' );
		$src  = EVENTIN_PRO_URL . 'build/embed.js';
		$args = array( 'ver' => null !== $info ? $info['version'] : EVENTIN_PRO_VERSION );
		if ( null !== $id ) {
			$args['id'] = $id;
			$home       = home_url( '/' );
			if ( self::origin_of( $src ) . '/' !== $home ) {
				$args['home'] = rawurlencode( $home );
			}
		}
		return add_query_arg( $args, $src );
	}

	/**
	 * The HTML a site owner pastes where the widget should show.
	 *
	 * @param int    $id    Record id.
	 * @param string $title Record name: the frame's accessible name.
	 */
	public static function script_tag( int $id, string $title ): string {
		return sprintf(
			'<script src="%1$s" data-title="%2$s" async></script>', // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- HTML for other sites to paste, not printed here.
			esc_url( self::script_url( $id ) ),
			esc_attr( $title )
		);
	}

	/**
	 * Scheme, host and port of a URL.
	 *
	 * @param string $url URL.
	 */
	private static function origin_of( string $url ): string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) ) {
			return '';
		}
		return strtolower( $parts['scheme'] ) . '://' . strtolower( $parts['host'] ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	}
}
