<?php
/**
 * Demo content for the development site: every feature's sets, each seeded once.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Idempotent demo data seeder.
 */
final class DemoData {

	public const OPTION = 'eventin_demo_data';

	/**
	 * Seeds every set not seeded yet, in the order of the features.
	 *
	 * @return string[] Names of the sets seeded by this call.
	 */
	public static function seed(): array {
		$done   = (array) get_option( self::OPTION, array() );
		$seeded = array();
		foreach ( self::sets() as $name => $seeder ) {
			if ( ! empty( $done[ $name ] ) ) {
				continue;
			}
			$seeder();
			$done[ $name ] = time();
			$seeded[]      = $name;
		}
		update_option( self::OPTION, $done, false );
		return $seeded;
	}

	/**
	 * Every feature's named seeders, in order.
	 *
	 * @return array<string,callable>
	 */
	public static function sets(): array {
		$sets = array();
		foreach ( Features::all() as $feature ) {
			$sets += $feature::demo_data();
		}
		return $sets;
	}

	/**
	 * Creates a term unless one with that name exists; returns its id (0 on failure).
	 *
	 * @param string $name        Name.
	 * @param string $taxonomy    Taxonomy.
	 * @param int    $parent      Parent id.
	 * @param string $description Description.
	 */
	public static function term( string $name, string $taxonomy, int $parent, string $description ): int {
		$existing = term_exists( $name, $taxonomy, $parent );
		if ( $existing ) {
			return (int) ( is_array( $existing ) ? $existing['term_id'] : $existing );
		}
		$created = wp_insert_term(
			$name,
			$taxonomy,
			array(
				'parent'      => max( 0, $parent ),
				'description' => $description,
			)
		);
		return is_wp_error( $created ) ? 0 : (int) $created['term_id'];
	}
}
