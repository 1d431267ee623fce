<?php
/**
 * A feature with nothing to install, remove, seed or show in the menu: a new
 * feature extends this and overrides only what it has.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Defaults of the Feature interface (register() stays for each feature to write).
 */
abstract class BaseFeature implements Feature {

	/**
	 * Nothing to install.
	 */
	public static function install(): void {
	}

	/**
	 * Nothing to remove.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
	}

	/**
	 * No demo data.
	 *
	 * @return array<string,callable>
	 */
	public static function demo_data(): array {
		return array();
	}

	/**
	 * No submenu item.
	 *
	 * @return array<int,array{route:string,label:string,capability:string,position:int}>
	 */
	public static function admin_sections(): array {
		return array();
	}

	/**
	 * Nothing to preload.
	 *
	 * @return string[]
	 */
	public static function preload_paths(): array {
		return array();
	}
}
