<?php
/**
 * The "Eventin" admin menu: one page, with submenu links to the dashboard's hash
 * routes that the features declare.
 *
 * @package EventinPro
 */

namespace EventinPro\Admin;

use EventinPro\AccessControl\Permissions;
use EventinPro\Support\Features;

defined( 'ABSPATH' ) || exit;

/**
 * Admin menu.
 */
final class Menu {

	public const SLUG = 'eventin';

	public const HOOK = 'toplevel_page_eventin';

	/**
	 * Registers the top-level page and its section links.
	 */
	public static function register(): void {
		$held = Permissions::current_user_keys();
		// The page opens for anyone holding one permission; the dashboard's own guard does the rest.
		$page_cap = self::page_capability( $held );

		add_menu_page(
			__( 'Eventin', 'eventin-pro' ),
			__( 'Eventin', 'eventin-pro' ),
			$page_cap,
			self::SLUG,
			array( self::class, 'render' ),
			'dashicons-calendar-alt',
			26
		);

		$first = true;
		foreach ( Features::admin_sections() as $section ) {
			if ( ! current_user_can( $section['capability'] ) ) {
				continue;
			}
			if ( $first ) {
				// WordPress makes the first item the page itself, which the dashboard's
				// guard opens on the first section the user may see: name it after that section.
				add_submenu_page( self::SLUG, $section['label'], $section['label'], $page_cap, self::SLUG, array( self::class, 'render' ) );
				$first = false;
				continue;
			}
			add_submenu_page( self::SLUG, $section['label'], $section['label'], $section['capability'], 'admin.php?page=' . self::SLUG . '#/' . $section['route'] );
		}
	}

	/**
	 * Capability of the top-level page: any Eventin permission, or manage_options
	 * (an administrator-like role without Eventin keys still reaches Manage Access).
	 *
	 * @param string[] $held Eventin keys the user holds.
	 */
	private static function page_capability( array $held ): string {
		if ( $held ) {
			return $held[0];
		}
		return current_user_can( 'manage_options' ) ? 'manage_options' : Permissions::EVENT;
	}

	/**
	 * The mount point of the dashboard.
	 */
	public static function render(): void {
		echo '<div class="wrap eventin-wrap"><div id="eventin-dashboard" class="eventin-dashboard"><noscript>'
			. esc_html__( 'The Eventin dashboard needs JavaScript.', 'eventin-pro' )
			. '</noscript></div></div>';
	}
}
