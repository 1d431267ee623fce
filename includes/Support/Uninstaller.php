<?php
/**
 * Removes the plugin's footprint: every feature removes its own. Content goes
 * only when the site asked for it (setting delete_data_on_uninstall = 'on');
 * settings kept by features, roles and capabilities always go.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Uninstall routine.
 */
final class Uninstaller {

	/**
	 * Runs the uninstall. Later features go first: they may rely on earlier ones
	 * (taxonomies on the event post type, attendees on events).
	 */
	public static function uninstall(): void {
		/**
		 * Whether to delete the plugin's content too (the Settings feature answers).
		 *
		 * @param bool $delete Default false: content stays.
		 */
		$delete_content = true === apply_filters( 'eventin_delete_data_on_uninstall', false );

		foreach ( array_reverse( Features::all() ) as $feature ) {
			$feature::uninstall( $delete_content );
		}
		Installer::forget();
		delete_option( DemoData::OPTION );
	}

	/**
	 * Uninstalls from every site of the network (each site's settings decide
	 * about its content), or from the site when it is not a network.
	 */
	public static function uninstall_network(): void {
		if ( ! is_multisite() ) {
			self::uninstall();
			return;
		}
		Installer::on_every_site( array( self::class, 'uninstall' ) );
	}

	/**
	 * Deletes every post of a post type, any status, with its meta (uninstall helper).
	 *
	 * @param string $post_type Post type.
	 */
	public static function delete_posts( string $post_type ): void {
		do {
			$ids     = get_posts(
				array(
					'post_type'        => $post_type,
					'post_status'      => array( 'any', 'trash', 'auto-draft' ),
					'numberposts'      => 100,
					'fields'           => 'ids',
					'suppress_filters' => true,
				)
			);
			$deleted = 0;
			foreach ( $ids as $id ) {
				$deleted += wp_delete_post( (int) $id, true ) ? 1 : 0;
			}
		} while ( $deleted > 0 ); // Stops when nothing is left, or when what is left cannot be deleted.
	}

	/**
	 * Deletes every term of a taxonomy (uninstall helper). The taxonomy must be registered.
	 *
	 * @param non-empty-string $taxonomy Taxonomy.
	 */
	public static function delete_terms( string $taxonomy ): void {
		$ids = get_terms(
			array(
				'taxonomy'   => $taxonomy,
				'hide_empty' => false,
				'fields'     => 'ids',
			)
		);
		foreach ( is_array( $ids ) ? $ids : array() as $id ) {
			wp_delete_term( (int) $id, $taxonomy );
		}
	}
}
