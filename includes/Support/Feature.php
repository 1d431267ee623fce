<?php
/**
 * What every feature facade (includes/<Feature>/<Feature>.php) provides, so that
 * the bootstrap, the installer, the uninstaller, the demo data and the admin
 * menu iterate one list of features instead of keeping lists of their own.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

defined( 'ABSPATH' ) || exit;

/**
 * A feature. Static, like the facades: WordPress calls them back by class name.
 * Extend BaseFeature to implement only the parts a feature has.
 */
interface Feature {

	/**
	 * Hooks and REST routes. Runs on every load, so it only adds hooks.
	 */
	public static function register(): void;

	/**
	 * Install and upgrade step: roles, capabilities, tables, repairs of stored
	 * data. Runs on activation and on version upgrades, under the installer's
	 * lock; must be idempotent.
	 */
	public static function install(): void;

	/**
	 * Removes what the feature keeps. Settings, roles, capabilities and
	 * scheduled events always go; content (posts, terms, user meta) only when
	 * the site asked for it.
	 *
	 * @param bool $delete_content Whether the setting delete_data_on_uninstall is on.
	 */
	public static function uninstall( bool $delete_content ): void;

	/**
	 * Demo data sets for the development site, in order: name => seeder. Each
	 * set is seeded once (DemoData); a seeder may run again without duplicating.
	 *
	 * @return array<string,callable>
	 */
	public static function demo_data(): array;

	/**
	 * The feature's items in WordPress's "Eventin" submenu: dashboard hash route,
	 * label, capability that shows it, and position (lower first).
	 *
	 * @return array<int,array{route:string,label:string,capability:string,position:int}>
	 */
	public static function admin_sections(): array;

	/**
	 * REST paths the dashboard reads when it opens, answered from the page
	 * itself (preloaded) so that they cost no round trip.
	 *
	 * @return string[]
	 */
	public static function preload_paths(): array;
}
