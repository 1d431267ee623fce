<?php
/**
 * Access-control feature facade: permission keys (granted on install, taken
 * from every role on uninstall) and their REST routes.
 *
 * @package EventinPro
 */

namespace EventinPro\AccessControl;

use EventinPro\Support\BaseFeature;
use EventinPro\Support\RestRoutes;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class AccessControl extends BaseFeature {

	/**
	 * Hooks.
	 */
	public static function register(): void {
		RestRoutes::add(
			static function (): void {
				( new PermissionsController() )->register_routes();
			}
		);
	}

	/**
	 * Install step: the administrator holds every permission.
	 */
	public static function install(): void {
		Permissions::grant_all_to_administrator();
	}

	/**
	 * Uninstall: no role keeps a permission key.
	 *
	 * @param bool $delete_content Whether content goes too (no content here).
	 */
	public static function uninstall( bool $delete_content ): void {
		foreach ( wp_roles()->role_objects as $role ) {
			foreach ( Permissions::keys() as $cap ) {
				$role->remove_cap( $cap );
			}
		}
	}

	/**
	 * The Manage Access submenu item (site administrators).
	 *
	 * @return array<int,array{route:string,label:string,capability:string,position:int}>
	 */
	public static function admin_sections(): array {
		return array(
			self::section( 'access-control', __( 'Manage Access', 'eventin-pro' ), 'manage_options', 80 ),
		);
	}

	/**
	 * The current user's permissions: the dashboard's guard reads them first.
	 *
	 * @return string[]
	 */
	public static function preload_paths(): array {
		return array( '/eventin/v2/permissions/current-user' );
	}
}
