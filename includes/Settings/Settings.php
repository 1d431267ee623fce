<?php
/**
 * Settings feature facade: the stored settings and their REST route.
 *
 * @package EventinPro
 */

namespace EventinPro\Settings;

use EventinPro\AccessControl\Permissions;
use EventinPro\Support\BaseFeature;
use EventinPro\Support\RestRoutes;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Settings extends BaseFeature {

	/**
	 * Hooks.
	 */
	public static function register(): void {
		RestRoutes::add(
			static function (): void {
				( new SettingsController() )->register_routes();
			}
		);
		add_filter( 'eventin_delete_data_on_uninstall', array( self::class, 'delete_data_on_uninstall' ) );
	}

	/**
	 * Whether the site asked for its content to go on uninstall.
	 */
	public static function delete_data_on_uninstall(): bool {
		return 'on' === ( new SettingsRepository() )->get( 'delete_data_on_uninstall' );
	}

	/**
	 * Uninstall: the settings go with the content (they say whether it goes).
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
		if ( $delete_content ) {
			delete_option( SettingsRepository::OPTION );
		}
	}

	/**
	 * Settings in the submenu, for holders of the settings permission.
	 *
	 * @return array<int,array{route:string,label:string,capability:string,position:int}>
	 */
	public static function admin_sections(): array {
		return array(
			self::section( 'settings', __( 'Settings', 'eventin-pro' ), Permissions::SETTINGS, 75 ),
		);
	}

	/**
	 * The settings: every screen reads them.
	 *
	 * @return string[]
	 */
	public static function preload_paths(): array {
		return array( '/eventin/v2/settings' );
	}
}
