<?php
/**
 * Activation and version upgrades: every feature's install step, once, under a
 * lock. Safe to run any number of times.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Runs the features' install steps and records the schema version.
 */
final class Installer {

	public const VERSION_OPTION = 'eventin_pro_version';

	/**
	 * Held while an install runs; its value is the Unix time the hold expires.
	 */
	public const LOCK_OPTION = 'eventin_pro_install_lock';

	/**
	 * 'yes' after an install: the next init, once every post type is
	 * registered, rebuilds the rewrite rules and sets it to 'no'.
	 */
	public const FLUSH_OPTION = 'eventin_pro_flush_rewrite_rules';

	/**
	 * How long a lock holds when its run dies before releasing it, in seconds.
	 */
	public const LOCK_TTL = 600;

	/**
	 * Hooks: upgrades first thing on init, the rewrite flush last.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'maybe_upgrade' ), 1 );
		add_action( 'init', array( self::class, 'maybe_flush_rewrite_rules' ), 999 );
		register_deactivation_hook( EVENTIN_PRO_FILE, array( self::class, 'deactivate' ) );
		// After WordPress made the new site's tables (priority 10).
		add_action( 'wp_initialize_site', array( self::class, 'install_new_site' ), 100 );
		add_filter( 'wpmu_drop_tables', array( self::class, 'site_tables' ), 10, 2 );
	}

	/**
	 * Activation hook. Network-wide on a network: every site is installed now
	 * (each under its own lock, in its own tables), not only the current one.
	 *
	 * @param bool $network_wide Whether the plugin is activated for the whole network.
	 */
	public static function activate( $network_wide = false ): void {
		if ( ! $network_wide || ! is_multisite() ) {
			self::install();
			return;
		}
		self::on_every_site( array( self::class, 'install' ) );
	}

	/**
	 * Runs $work on every site of the current network, switched to each in turn.
	 *
	 * @param callable $work Called without arguments.
	 */
	public static function on_every_site( callable $work ): void {
		$offset = 0;
		do {
			$sites = get_sites(
				array(
					'fields'     => 'ids',
					'network_id' => get_current_network_id(),
					'number'     => 100,
					'offset'     => $offset,
					'orderby'    => 'id',
				)
			);
			foreach ( $sites as $site ) {
				switch_to_blog( (int) $site );
				try {
					$work();
				} finally {
					restore_current_blog();
				}
			}
			$offset += 100;
			$more    = 100 === count( $sites );
		} while ( $more );
	}

	/**
	 * A site added to a network where the plugin is network-active gets its
	 * tables, roles and capabilities at once.
	 *
	 * @param \WP_Site $site The new site.
	 */
	public static function install_new_site( $site ): void {
		if ( ! $site instanceof \WP_Site || ! self::network_active() ) {
			return;
		}
		switch_to_blog( (int) $site->blog_id );
		try {
			self::install();
		} finally {
			restore_current_blog();
		}
	}

	/**
	 * Adds the plugin's tables of a site WordPress deletes to those it drops.
	 *
	 * @param string[] $tables  Tables WordPress drops.
	 * @param int      $site_id The site.
	 * @return string[]
	 */
	public static function site_tables( $tables, $site_id = 0 ): array {
		global $wpdb;
		$prefix = $wpdb->get_blog_prefix( (int) $site_id );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the schema as it is now; nothing to cache.
		$ours = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $prefix . 'eventin_' ) . '%' ) );
		return array_values( array_unique( array_merge( (array) $tables, $ours ) ) );
	}

	/**
	 * Whether the plugin is active for the whole network.
	 */
	private static function network_active(): bool {
		if ( ! is_multisite() ) {
			return false;
		}
		$plugins = (array) get_site_option( 'active_sitewide_plugins', array() );
		return isset( $plugins[ plugin_basename( EVENTIN_PRO_FILE ) ] );
	}

	/**
	 * Deactivation hook: WordPress rebuilds the rewrite rules without our post
	 * types on its next request (on every site, when deactivated network-wide).
	 *
	 * @param bool $network_wide Whether the plugin is deactivated for the whole network.
	 */
	public static function deactivate( $network_wide = false ): void {
		$forget = static function (): void {
			delete_option( 'rewrite_rules' );
		};
		if ( $network_wide && is_multisite() ) {
			self::on_every_site( $forget );
			return;
		}
		$forget();
	}

	/**
	 * Upgrades when the code is newer than what was installed. Costs no query
	 * when nothing is due (the version option is autoloaded).
	 */
	public static function maybe_upgrade(): void {
		if ( get_option( self::VERSION_OPTION ) === EVENTIN_PRO_VERSION ) {
			return;
		}
		self::run( true );
	}

	/**
	 * Installs now (activation), unless another request is installing.
	 *
	 * @return bool Whether this call ran the install.
	 */
	public static function install(): bool {
		return self::run( false );
	}

	/**
	 * Rebuilds the rewrite rules once after an install, so that the event
	 * permalinks (/events/<slug>/) resolve. Hooked late on init: after every
	 * post type is registered.
	 */
	public static function maybe_flush_rewrite_rules(): void {
		if ( 'yes' !== get_option( self::FLUSH_OPTION ) ) {
			return;
		}
		update_option( self::FLUSH_OPTION, 'no', true );
		flush_rewrite_rules( false );
	}

	/**
	 * Removes the installer's own options (uninstall).
	 */
	public static function forget(): void {
		delete_option( self::VERSION_OPTION );
		delete_option( self::FLUSH_OPTION );
		self::release_lock();
	}

	/**
	 * Every feature's install step, under the lock.
	 *
	 * @param bool $only_if_outdated Skip when the stored version is current by the time the lock is held.
	 * @return bool Whether the install ran.
	 */
	private static function run( bool $only_if_outdated ): bool {
		if ( ! self::acquire_lock() ) {
			return false; // Another request is installing.
		}
		try {
			// Another request may have finished the same upgrade between our check and the lock.
			if ( $only_if_outdated && self::stored_version() === EVENTIN_PRO_VERSION ) {
				return false;
			}
			foreach ( Features::all() as $feature ) {
				$feature::install();
			}
			update_option( self::FLUSH_OPTION, 'yes', true );
			update_option( self::VERSION_OPTION, EVENTIN_PRO_VERSION, true );
			/**
			 * Fires after an install or upgrade ran.
			 *
			 * @param string $version The version installed.
			 */
			do_action( 'eventin_pro_installed', EVENTIN_PRO_VERSION );
			return true;
		} finally {
			self::release_lock();
		}
	}

	/**
	 * Takes the lock: one atomic insert, or the takeover of an expired hold.
	 * (An options row rather than GET_LOCK(): the development site runs on SQLite.)
	 */
	private static function acquire_lock(): bool {
		global $wpdb;
		$until = (string) ( time() + self::LOCK_TTL );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- a mutex needs the atomic statement, not the options API (its add_option() is an upsert).
		$wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')",
				self::LOCK_OPTION,
				$until
			)
		);
		if ( 1 !== (int) $wpdb->rows_affected ) {
			// Held. A hold past its expiry belongs to a run that died: take it over, atomically.
			$wpdb->query(
				$wpdb->prepare(
					"UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value < %s",
					$until,
					self::LOCK_OPTION,
					(string) time()
				)
			);
		}
		// phpcs:enable
		return 1 === (int) $wpdb->rows_affected;
	}

	/**
	 * Releases the lock.
	 */
	private static function release_lock(): void {
		global $wpdb;
		$wpdb->delete( $wpdb->options, array( 'option_name' => self::LOCK_OPTION ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- see acquire_lock().
	}

	/**
	 * The installed version as stored now (not the copy loaded with the page).
	 */
	private static function stored_version(): string {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- must bypass the options cache; runs only when an upgrade is due.
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::VERSION_OPTION ) );
	}
}
