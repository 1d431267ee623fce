<?php
/**
 * License feature facade: the license routes, the weekly status check and the
 * address of the license server.
 *
 * @package EventinPro
 */

namespace EventinPro\License;

use EventinPro\Support\BaseFeature;
use EventinPro\Support\RestRoutes;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class License extends BaseFeature {

	/**
	 * The vendor's store, used unless wp-config.php (or an mu-plugin) points
	 * the site at another server, e.g. the local one of scripts/license-server.mjs.
	 */
	public const DEFAULT_SERVER = 'https://themewinter.com';

	/**
	 * Hooks.
	 */
	public static function register(): void {
		if ( ! defined( 'EVENTIN_PRO_LICENSE_SERVER' ) ) {
			define( 'EVENTIN_PRO_LICENSE_SERVER', self::DEFAULT_SERVER );
		}
		RestRoutes::add(
			static function (): void {
				( new LicenseController() )->register_routes();
			}
		);
		add_filter( 'cron_schedules', array( LicenseCron::class, 'add_weekly_schedule' ) );
		add_action( LicenseCron::HOOK, array( self::class, 'run_scheduled_check' ) );
		// Deactivating the plugin stops the check; activating it again restarts it for an active license.
		register_deactivation_hook( EVENTIN_PRO_FILE, array( LicenseCron::class, 'clear' ) );
		register_activation_hook( EVENTIN_PRO_FILE, array( LicenseCron::class, 'ensure_scheduled' ) );
	}

	/**
	 * The service with its collaborators.
	 */
	public static function service(): LicenseService {
		return new LicenseService( new LicenseRepository(), new LicenseClient() );
	}

	/**
	 * The weekly check_license (WP-Cron).
	 */
	public static function run_scheduled_check(): void {
		self::service()->check();
	}

	/**
	 * The License submenu item (site administrators).
	 *
	 * @return array<int,array{route:string,label:string,capability:string,position:int}>
	 */
	public static function admin_sections(): array {
		return array(
			self::section( 'license', __( 'License', 'eventin-pro' ), 'manage_options', 90 ),
		);
	}

	/**
	 * Removes the stored license and the scheduled check (uninstall), content or not.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content = false ): void {
		LicenseCron::clear();
		delete_option( LicenseRepository::OPTION );
	}
}
