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
	 * The primitive capabilities of a post type that WordPress maps meta capabilities to.
	 */
	private const POST_TYPE_PRIMITIVES = array( 'create_posts', 'edit_posts', 'edit_others_posts', 'edit_private_posts', 'edit_published_posts', 'publish_posts', 'read_private_posts', 'delete_posts', 'delete_private_posts', 'delete_published_posts', 'delete_others_posts' );

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
	 * One submenu item, for admin_sections().
	 *
	 * @param string $route      Dashboard hash route ('events' for #/events).
	 * @param string $label      Translated label.
	 * @param string $capability Capability that shows it.
	 * @param int    $position   Place in the submenu (lower first).
	 * @return array{route:string,label:string,capability:string,position:int}
	 */
	protected static function section( string $route, string $label, string $capability, int $position ): array {
		return array(
			'route'      => $route,
			'label'      => $label,
			'capability' => $capability,
			'position'   => $position,
		);
	}

	/**
	 * A post type's `capabilities` argument (with map_meta_cap): every primitive
	 * capability is the one permission key, except those given.
	 *
	 * @param string               $permission Permission key.
	 * @param array<string,string> $except     Primitive => capability that differs.
	 * @return array<string,string>
	 */
	protected static function post_type_capabilities( string $permission, array $except = array() ): array {
		return array_merge( array_fill_keys( self::POST_TYPE_PRIMITIVES, $permission ), $except );
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
