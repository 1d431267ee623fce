<?php
/**
 * Tickets feature facade: each attendee's ticket page with its QR code.
 *
 * @package EventinPro
 */

namespace EventinPro\Tickets;

use EventinPro\Support\BaseFeature;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Tickets extends BaseFeature {

	/**
	 * Hooks.
	 */
	public static function register(): void {
	}
}
