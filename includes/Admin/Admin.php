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
		add_action( 'admin_menu', array( BuilderPage::class, 'register' ) );
		add_action( 'admin_enqueue_scripts', array( Assets::class, 'enqueue' ) );
		add_action( 'admin_enqueue_scripts', array( BuilderPage::class, 'enqueue' ) );
		add_filter( 'parent_file', array( BuilderPage::class, 'parent_file' ) );
		add_filter( 'submenu_file', array( BuilderPage::class, 'submenu_file' ) );
		add_filter( 'admin_title', array( BuilderPage::class, 'admin_title' ), 10, 2 );
	}
}
