<?php
/**
 * Demo templates.
 *
 * @package EventinPro
 */

namespace EventinPro\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Demo data of the feature, for other features' demo sets.
 */
final class TemplatesDemoData {

	/**
	 * The demo certificate template, created once: a placeholder with a real id
	 * for demo events to point at, until the template builder seeds real ones.
	 */
	public static function certificate(): int {
		$existing = get_posts(
			array(
				'post_type'   => Templates::POST_TYPE,
				'post_status' => 'any',
				'title'       => 'Demo certificate',
				'fields'      => 'ids',
				'numberposts' => 1,
			)
		);
		if ( $existing ) {
			return (int) $existing[0];
		}
		$id = wp_insert_post(
			array(
				'post_type'    => Templates::POST_TYPE,
				'post_status'  => 'draft',
				'post_title'   => 'Demo certificate',
				'post_content' => '<!-- wp:paragraph --><p></p><!-- /wp:paragraph -->',
			)
		);
		if ( $id ) {
			update_post_meta( $id, 'type', 'certificate' );
		}
		return (int) $id;
	}
}
