<?php
/**
 * The local template catalogue (scripts/template-catalogue-server.mjs) for
 * the PHP tests.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Templates;

use EventinPro\Tests\License\LicenseServer;
use EventinPro\Tests\Support\NodeServer;

/**
 * Starts one catalogue server for the whole PHPUnit run, the first time a
 * test asks for it, on a free port (NodeServer).
 */
final class CatalogueServer {

	/**
	 * The running server.
	 *
	 * @var NodeServer|null
	 */
	private static $server = null;

	/**
	 * The URL, starting the server on first use.
	 */
	public static function url(): string {
		if ( null === self::$server || '' === self::$server->url ) {
			self::$server = NodeServer::start( 'template-catalogue-server.mjs', 'template-catalogue' );
		}
		return self::$server->url;
	}

	/**
	 * pre_http_request: requests to a loopback address really go out (see
	 * LicenseServer::let_loopback_through), after the check WP_Http makes
	 * right after this filter for wp_safe_remote_*(): an address that
	 * wp_http_validate_url() refuses fails as it would on a real site.
	 *
	 * @param false|array|\WP_Error $preempt A response already decided.
	 * @param array                 $args    Request arguments.
	 * @param string                $url     URL.
	 * @return false|array|\WP_Error
	 */
	public static function let_through( $preempt, $args, $url ) {
		if ( false !== $preempt || '127.0.0.1' !== wp_parse_url( (string) $url, PHP_URL_HOST ) ) {
			return $preempt;
		}
		if ( ! empty( $args['reject_unsafe_urls'] ) && ! wp_http_validate_url( (string) $url ) ) {
			return new \WP_Error( 'http_request_failed', 'A valid URL was not provided.' );
		}
		return LicenseServer::let_loopback_through( $preempt, $args, $url );
	}
}
