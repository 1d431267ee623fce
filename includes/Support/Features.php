<?php
/**
 * The features of this plugin, as the bootstrap registered them.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Registry. Support code iterates it without knowing any feature by name.
 */
final class Features {

	/**
	 * Feature classes, in registration order.
	 *
	 * @var array<int,class-string<Feature>>
	 */
	private static $features = array();

	/**
	 * Records the features (Plugin::boot()).
	 *
	 * @param array<int,class-string<Feature>> $features Feature classes, dependencies first.
	 */
	public static function set( array $features ): void {
		foreach ( $features as $feature ) {
			if ( ! is_subclass_of( $feature, Feature::class ) ) {
				throw new \InvalidArgumentException( esc_html( "$feature does not implement " . Feature::class ) );
			}
		}
		self::$features = array_values( $features );
	}

	/**
	 * Feature classes, in registration order.
	 *
	 * @return array<int,class-string<Feature>>
	 */
	public static function all(): array {
		return self::$features;
	}

	/**
	 * Every feature's submenu items, ordered by position (then registration order).
	 *
	 * @return array<int,array{route:string,label:string,capability:string,position:int}>
	 */
	public static function admin_sections(): array {
		$sections = array();
		foreach ( self::$features as $feature ) {
			foreach ( $feature::admin_sections() as $section ) {
				$sections[] = $section;
			}
		}
		// usort is stable from PHP 8 only: the index breaks ties on 7.4.
		$order = array();
		foreach ( $sections as $index => $section ) {
			$order[] = array( $section['position'], $index );
		}
		sort( $order );
		$sorted = array();
		foreach ( $order as $key ) {
			$sorted[] = $sections[ $key[1] ];
		}
		return $sorted;
	}
}
