<?php
/**
 * Activation and version upgrades. Safe to run any number of times.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

use EventinPro\AccessControl\Permissions;
use EventinPro\Events\EventsMaintenance;
use EventinPro\Speakers\Speakers;

defined( 'ABSPATH' ) || exit;

/**
 * Installs capabilities (and, later, tables) and records the schema version.
 */
final class Installer {

	public const VERSION_OPTION = 'eventin_pro_version';

	/**
	 * Runs pending upgrades on every load where the stored version is behind.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'maybe_upgrade' ), 1 );
	}

	/**
	 * Activation hook.
	 */
	public static function activate(): void {
		self::install();
	}

	/**
	 * Upgrades when the code is newer than what was installed.
	 */
	public static function maybe_upgrade(): void {
		if ( get_option( self::VERSION_OPTION ) !== EVENTIN_PRO_VERSION ) {
			self::install();
		}
	}

	/**
	 * Idempotent install: grant every permission to administrators; index
	 * postmeta for counting attendees per event; give events saved by older
	 * code the normalized date keys the list filters on; the speaker and
	 * organizer roles.
	 */
	public static function install(): void {
		Permissions::grant_all_to_administrator();
		EventsMaintenance::ensure_meta_value_index();
		EventsMaintenance::backfill_utc_keys();
		Speakers::install();
		update_option( self::VERSION_OPTION, EVENTIN_PRO_VERSION, true );
	}
}
