<?php
/**
 * Overview feature facade: the dashboard's landing page (#/dashboard) and its
 * one read-only route, GET /eventin/v2/overview.
 *
 * @package EventinPro
 */

namespace EventinPro\Overview;

use EventinPro\AccessControl\Permissions;
use EventinPro\Support\BaseFeature;
use EventinPro\Support\RestRoutes;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade. It stores nothing: every figure comes from the Events,
 * Attendees, Bookings and Check-ins services.
 */
final class Overview extends BaseFeature {

	/**
	 * Hooks.
	 */
	public static function register(): void {
		RestRoutes::add( array( self::class, 'register_routes' ) );
	}

	/**
	 * REST route /eventin/v2/overview.
	 */
	public static function register_routes(): void {
		( new OverviewController() )->register_routes();
	}

	/**
	 * Demo sales over the last 30 days, after the demo bookings.
	 *
	 * @return array<string,callable>
	 */
	public static function demo_data(): array {
		return array( 'overview-sales' => array( OverviewDemoData::class, 'seed' ) );
	}

	/**
	 * The Dashboard submenu item, first for holders of the event permission
	 * (WordPress makes the first item the page itself).
	 *
	 * @return array<int,array{route:string,label:string,capability:string,position:int}>
	 */
	public static function admin_sections(): array {
		return array(
			self::section( 'dashboard', __( 'Dashboard', 'eventin-pro' ), Permissions::EVENT, 5 ),
		);
	}
}
