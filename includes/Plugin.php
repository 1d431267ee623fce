<?php
/**
 * Wires every feature's facade to WordPress. The one bootstrap.
 *
 * @package EventinPro
 */

namespace EventinPro;

defined( 'ABSPATH' ) || exit;

/**
 * Bootstrap.
 */
final class Plugin {

	/**
	 * Feature facades, each with a static register().
	 *
	 * @var string[]
	 */
	private const FEATURES = array(
		Support\Installer::class,
		AccessControl\AccessControl::class,
		License\License::class,
		Settings\Settings::class,
		Events\Events::class,
		Taxonomies\Taxonomies::class,
		Speakers\Speakers::class,
		Schedules\Schedules::class,
		Admin\Admin::class,
	);

	/**
	 * Registers all features once.
	 */
	public static function boot(): void {
		static $booted = false;
		if ( $booted ) {
			return;
		}
		$booted = true;
		foreach ( self::FEATURES as $feature ) {
			$feature::register();
		}
	}
}
