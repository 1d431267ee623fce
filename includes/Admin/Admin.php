<?php
/**
 * Admin feature facade: the dashboard menu and its assets, made of what the
 * other features declare (their submenu items and the REST paths to preload).
 *
 * @package EventinPro
 */

namespace EventinPro\Admin;

use EventinPro\Support\BaseFeature;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Admin extends BaseFeature {

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
