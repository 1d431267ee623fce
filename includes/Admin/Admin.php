<?php
/**
 * Admin feature facade: the dashboard menu and its assets.
 *
 * @package EventinPro
 */

namespace EventinPro\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Admin {

	/**
	 * Hooks. Nothing runs outside wp-admin.
	 */
	public static function register(): void {
		if ( ! is_admin() ) {
			return;
		}
		add_action( 'admin_menu', array( Menu::class, 'register' ) );
		add_action( 'admin_enqueue_scripts', array( Assets::class, 'enqueue' ) );
	}
}
