<?php
/**
 * Bookings feature facade: for now only its section of the dashboard (the
 * purchase report); its storage (`etn-order` posts) and routes come with it.
 *
 * @package EventinPro
 */

namespace EventinPro\Bookings;

use EventinPro\AccessControl\Permissions;
use EventinPro\Support\BaseFeature;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Bookings extends BaseFeature {

	/**
	 * No hooks yet.
	 */
	public static function register(): void {
	}

	/**
	 * The Bookings submenu item.
	 *
	 * @return array<int,array{route:string,label:string,capability:string,position:int}>
	 */
	public static function admin_sections(): array {
		return array(
			self::section( 'purchase-report', __( 'Bookings', 'eventin-pro' ), Permissions::ORDER, 70 ),
		);
	}
}
