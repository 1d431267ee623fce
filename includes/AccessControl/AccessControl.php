<?php
/**
 * Access-control feature facade: permission keys and their REST routes.
 *
 * @package EventinPro
 */

namespace EventinPro\AccessControl;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class AccessControl {

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action(
			'rest_api_init',
			static function () {
				( new PermissionsController() )->register_routes();
			}
		);
	}
}
