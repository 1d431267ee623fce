<?php
/**
 * The "Eventin" admin menu: one page, with submenu links to the dashboard's hash routes.
 *
 * @package EventinPro
 */

namespace EventinPro\Admin;

use EventinPro\AccessControl\Permissions;

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
		add_submenu_page( self::SLUG, __( 'Eventin', 'eventin-pro' ), __( 'Dashboard', 'eventin-pro' ), $page_cap, self::SLUG, array( self::class, 'render' ) );

		foreach ( self::sections() as $route => list( $label, $cap ) ) {
			add_submenu_page( self::SLUG, $label, $label, $cap, 'admin.php?page=' . self::SLUG . '#/' . $route );
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
	 * Hash route => [ label, capability ] for the submenu.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	private static function sections(): array {
		return array(
			'events'          => array( __( 'Events', 'eventin-pro' ), Permissions::EVENT ),
			'categories'      => array( __( 'Event Categories', 'eventin-pro' ), Permissions::EVENT ),
			'tags'            => array( __( 'Event Tags', 'eventin-pro' ), Permissions::EVENT ),
			'speakers'        => array( __( 'Speakers', 'eventin-pro' ), Permissions::ORGANIZER ),
			'schedules'       => array( __( 'Schedules', 'eventin-pro' ), Permissions::SCHEDULE ),
			'attendees'       => array( __( 'Attendees', 'eventin-pro' ), Permissions::ATTENDEE ),
			'purchase-report' => array( __( 'Bookings', 'eventin-pro' ), Permissions::ORDER ),
			'access-control'  => array( __( 'Manage Access', 'eventin-pro' ), 'manage_options' ),
			'license'         => array( __( 'License', 'eventin-pro' ), 'manage_options' ),
		);
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
