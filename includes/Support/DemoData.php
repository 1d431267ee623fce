<?php
/**
 * Demo content for the development site. Each set is seeded once.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

use EventinPro\Taxonomies\Taxonomies;

defined( 'ABSPATH' ) || exit;

/**
 * Idempotent demo data seeder.
 */
final class DemoData {

	public const OPTION = 'eventin_demo_data';

	/**
	 * Seeds every set not seeded yet.
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
	 * Named seeders, in order.
	 *
	 * @return array<string,callable>
	 */
	private static function sets(): array {
		return array(
			'taxonomies' => array( self::class, 'seed_taxonomies' ),
		);
	}

	/**
	 * Event categories (with sub-categories) and tags.
	 */
	public static function seed_taxonomies(): void {
		$categories = array(
			'Conference' => array( 'Keynote', 'Workshop' ),
			'Meetup'     => array(),
			'Concert'    => array( 'Jazz' ),
			'Webinar'    => array(),
		);
		foreach ( $categories as $name => $children ) {
			$parent = self::term( $name, Taxonomies::CATEGORY, 0, "Demo category: $name events." );
			foreach ( $children as $child ) {
				self::term( $child, Taxonomies::CATEGORY, $parent, '' );
			}
		}
		foreach ( array( 'WordPress', 'Networking', 'Free', 'Online', 'Family' ) as $tag ) {
			self::term( $tag, Taxonomies::TAG, 0, '' );
		}
	}

	/**
	 * Creates a term unless one with that name exists; returns its id.
	 *
	 * @param string $name        Name.
	 * @param string $taxonomy    Taxonomy.
	 * @param int    $parent      Parent id.
	 * @param string $description Description.
	 */
	private static function term( string $name, string $taxonomy, int $parent, string $description ): int {
		$existing = term_exists( $name, $taxonomy, $parent );
		if ( $existing ) {
			return (int) $existing['term_id'];
		}
		$created = wp_insert_term(
			$name,
			$taxonomy,
			array(
				'parent'      => $parent,
				'description' => $description,
			)
		);
		return is_wp_error( $created ) ? 0 : (int) $created['term_id'];
	}
}
