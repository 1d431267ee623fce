<?php
/**
 * Checkout feature facade: booking tickets from the event page (the form, its POST, the confirmation page and the buyer's mails).
 *
 * @package EventinPro
 */

namespace EventinPro\Checkout;

use EventinPro\Support\BaseFeature;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Checkout extends BaseFeature {

	/**
	 * Hooks.
	 */
	public static function register(): void {
	}
}
