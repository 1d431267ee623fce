<?php
/**
 * The API description feature: GET /eventin/v2/openapi.
 *
 * @package EventinPro
 */

namespace EventinPro\Rest\OpenApi;

use EventinPro\Support\BaseFeature;
use EventinPro\Support\RestRoutes;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade. The document is built when the route is answered; every
 * other request only registers the route.
 */
final class OpenApi extends BaseFeature {

	/**
	 * Hooks.
	 */
	public static function register(): void {
		RestRoutes::add( array( self::class, 'register_routes' ) );
	}

	/**
	 * REST route /eventin/v2/openapi.
	 */
	public static function register_routes(): void {
		( new OpenApiController() )->register_routes();
	}
}
