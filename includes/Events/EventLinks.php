<?php
/**
 * Eventin 4's event links: Eventin served events under /etn/<slug>/ (and an
 * occurrence under /etn/<series>/<occurrence>/); this plugin serves them under
 * /events/. Links already shared or indexed answer a permanent redirect.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use WP;

defined( 'ABSPATH' ) || exit;

/**
 * Redirects from Eventin's event links (static: hooks).
 */
final class EventLinks {

	/**
	 * Query variable carrying the path after /etn/.
	 */
	public const QUERY_VAR = 'eventin_pro_etn_path';

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'add_rewrite_rule' ) );
		add_filter( 'query_vars', array( self::class, 'query_vars' ) );
		add_action( 'parse_request', array( self::class, 'redirect' ) );
	}

	/**
	 * The rule for Eventin's links (in the rules rebuilt after an install).
	 */
	public static function add_rewrite_rule(): void {
		add_rewrite_rule( '^etn/(.+?)/?$', 'index.php?' . self::QUERY_VAR . '=$matches[1]', 'top' );
	}

	/**
	 * Makes the path a public query variable.
	 *
	 * @param string[] $vars Public query variables.
	 * @return string[]
	 */
	public static function query_vars( array $vars ): array {
		$vars[] = self::QUERY_VAR;
		return $vars;
	}

	/**
	 * A request for an Eventin link: 301 to the event's permalink (query string
	 * kept). Without a publicly viewable event at that path, the request goes on
	 * as a page path, as it would without this rule.
	 *
	 * @param WP $wp The request.
	 */
	public static function redirect( WP $wp ): void {
		if ( ! isset( $wp->query_vars[ self::QUERY_VAR ] ) ) {
			return;
		}
		$path  = (string) $wp->query_vars[ self::QUERY_VAR ];
		$event = get_page_by_path( $path, OBJECT, Events::POST_TYPE );
		if ( ! $event instanceof \WP_Post || ! is_post_publicly_viewable( $event ) ) {
			// Not an event: the request is what it was without this rule (a page under /etn/, or not found).
			$wp->query_vars = array( 'pagename' => 'etn/' . $path );
			return;
		}
		$target = (string) get_permalink( $event );
		$query  = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_parse_url( esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ), PHP_URL_QUERY ) : '';
		wp_safe_redirect( '' === $query ? $target : $target . ( false === strpos( $target, '?' ) ? '?' : '&' ) . $query, 301 );
		exit;
	}
}
