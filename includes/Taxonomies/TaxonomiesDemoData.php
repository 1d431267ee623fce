<?php
/**
 * Demo event categories and tags.
 *
 * @package EventinPro
 */

namespace EventinPro\Taxonomies;

use EventinPro\Support\DemoData;

defined( 'ABSPATH' ) || exit;

/**
 * Demo data sets of the feature (see Support\DemoData).
 */
final class TaxonomiesDemoData {

	/**
	 * Event categories (with sub-categories) and tags.
	 */
	public static function seed(): void {
		$categories = array(
			'Conference' => array( 'Keynote', 'Workshop' ),
			'Meetup'     => array(),
			'Concert'    => array( 'Jazz' ),
			'Webinar'    => array(),
		);
		$colours    = array(
			'Conference' => '#6b2ee5',
			'Meetup'     => '#13a10e',
			'Concert'    => '#d83b01',
		);
		foreach ( $categories as $name => $children ) {
			$parent = DemoData::term( $name, Taxonomies::CATEGORY, 0, "Demo category: $name events." );
			if ( $parent && isset( $colours[ $name ] ) ) {
				add_term_meta( $parent, TermsRepository::META_COLOR, $colours[ $name ], true );
			}
			foreach ( $children as $child ) {
				DemoData::term( $child, Taxonomies::CATEGORY, $parent, '' );
			}
		}
		foreach ( array( 'WordPress', 'Networking', 'Free', 'Online', 'Family' ) as $tag ) {
			DemoData::term( $tag, Taxonomies::TAG, 0, '' );
		}
	}
}
