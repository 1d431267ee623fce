<?php
/**
 * Our routes are built only for requests that may reach them.
 *
 * @package EventinPro
 */

namespace EventinPro\Tests\Support;

use EventinPro\Support\RestRoutes;
use EventinPro\Tests\TestCase;

/**
 * RestRoutes test.
 */
final class RestRoutesTest extends TestCase {

	/**
	 * Which requested routes get our routes built.
	 */
	public function test_which_requests_get_our_routes(): void {
		foreach ( array( null, '/', '', '/eventin/v2', '/eventin/v2/events', '//eventin/v2/events/3', '/EVENTIN/V2/events', '/batch/v1', '/wp' ) as $route ) {
			$this->assertTrue( RestRoutes::wanted_for( $route ), (string) wp_json_encode( $route ) );
		}
		foreach ( array( '/wp/v2/posts', '/wp/v2/block-renderer/eventin-pro/organizers', '/oembed/1.0/embed', '/eventin/v1/events', '/eventin-e2e/v1/users', '/wc/v3/orders' ) as $route ) {
			$this->assertFalse( RestRoutes::wanted_for( $route ), $route );
		}
	}

	/**
	 * A real server built for a core route has none of ours; one built for
	 * ours (or from PHP) has them all.
	 */
	public function test_server_for_a_core_route_has_none_of_ours(): void {
		$GLOBALS['wp']->query_vars['rest_route'] = '/wp/v2/posts';
		$routes                                  = $this->fresh_server_routes();
		$this->assertArrayHasKey( '/wp/v2/posts', $routes );
		$this->assertSame( array(), preg_grep( '#^/eventin/v2#', array_keys( $routes ) ) );

		$GLOBALS['wp']->query_vars['rest_route'] = '/eventin/v2/events';
		$this->assertArrayHasKey( '/eventin/v2/events', $this->fresh_server_routes() );

		unset( $GLOBALS['wp']->query_vars['rest_route'] );
		$this->assertArrayHasKey( '/eventin/v2/shortcodes', $this->fresh_server_routes() );
	}

	/**
	 * The routes of a REST server started afresh, as for a new request.
	 *
	 * @return array<string,mixed>
	 */
	private function fresh_server_routes(): array {
		$GLOBALS['wp_rest_server'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- a new request's server.
		$routes                    = rest_get_server()->get_routes();
		$GLOBALS['wp_rest_server'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- the next test builds its own.
		return $routes;
	}

	/**
	 * Leaves the request as it was.
	 */
	protected function tearDown(): void {
		unset( $GLOBALS['wp']->query_vars['rest_route'] );
		$GLOBALS['wp_rest_server'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- a fresh server for the next test.
		parent::tearDown();
	}
}
