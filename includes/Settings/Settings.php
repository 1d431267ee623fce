<?php
/**
 * Settings feature facade: the stored settings and their REST route.
 *
 * @package EventinPro
 */

namespace EventinPro\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Settings {

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action(
			'rest_api_init',
			static function () {
				( new SettingsController( new SettingsRepository() ) )->register_routes();
			}
		);
	}
}
