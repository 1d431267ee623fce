<?php
/**
 * EventPage feature facade: the event's own page for visitors (the etn post's single view).
 *
 * @package EventinPro
 */

namespace EventinPro\EventPage;

use EventinPro\Support\BaseFeature;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class EventPage extends BaseFeature {

	/**
	 * Hooks.
	 */
	public static function register(): void {
	}
}
