<?php
/**
 * Our REST routes, registered only for requests that may reach them.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

use EventinPro\Rest\Controller;

defined( 'ABSPATH' ) || exit;

/**
 * The one way a feature registers its routes.
 *
 * WordPress runs rest_api_init on every REST request, and building our
 * controllers and their schemas costs about 2 MiB. A request to another
 * namespace (core's /wp/v2/posts, another plugin's) can never reach our
 * routes, so they are not built for it; the index (/wp-json/), our own
 * namespace, batch requests and requests made from PHP (rest_do_request,
 * preloading, tests: no rest_route) get them all.
 */
final class RestRoutes {

	/**
	 * Registers routes on rest_api_init when the request may use them.
	 *
	 * @param callable $register Registers the routes (a controller's register_routes()).
	 */
	public static function add( callable $register ): void {
		add_action(
			'rest_api_init',
			static function () use ( $register ): void {
				if ( self::wanted() ) {
					$register();
				}
			}
		);
	}

	/**
	 * Whether the current request may reach our routes.
	 */
	public static function wanted(): bool {
		$wp    = $GLOBALS['wp'] ?? null;
		$route = $wp instanceof \WP ? ( $wp->query_vars['rest_route'] ?? null ) : null;
		return self::wanted_for( is_string( $route ) ? $route : null );
	}

	/**
	 * Whether a request for a route may reach ours (null: not an HTTP REST
	 * request, e.g. rest_do_request() from PHP).
	 *
	 * @param string|null $route Requested route, e.g. '/wp/v2/posts'.
	 */
	public static function wanted_for( ?string $route ): bool {
		if ( null === $route || ! preg_match( '#^/+([^/]+/[^/]+)#', $route, $match ) ) {
			return true; // PHP's own requests, the index.
		}
		return in_array( strtolower( $match[1] ), array( Controller::NAMESPACE_V2, 'batch/v1' ), true );
	}
}
