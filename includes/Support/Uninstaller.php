<?php
/**
 * Removes the plugin's footprint. Content goes only when the site asked for it
 * (setting delete_data_on_uninstall = 'on'); capabilities and our own options always go.
 *
 * @package EventinPro
 */

namespace EventinPro\Support;

use EventinPro\AccessControl\Permissions;
use EventinPro\Events\Events;
use EventinPro\Events\EventsMaintenance;
use EventinPro\License\License;
use EventinPro\Settings\SettingsRepository;
use EventinPro\Speakers\Speakers;
use EventinPro\Taxonomies\Taxonomies;

defined( 'ABSPATH' ) || exit;

/**
 * Uninstall routine.
 */
final class Uninstaller {

	/**
	 * Runs the uninstall.
	 */
	public static function uninstall(): void {
		$delete_content = 'on' === ( new SettingsRepository() )->get( 'delete_data_on_uninstall' );

		foreach ( wp_roles()->role_objects as $role ) {
			foreach ( Permissions::keys() as $cap ) {
				$role->remove_cap( $cap );
			}
		}
		Speakers::remove_roles();
		delete_option( Installer::VERSION_OPTION );
		delete_option( DemoData::OPTION );
		License::uninstall();
		if ( defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			// A schema change commits any open transaction: only on the real uninstall, not when tests call this.
			EventsMaintenance::drop_meta_value_index();
		}

		if ( ! $delete_content ) {
			return;
		}
		Events::register_post_type();
		Taxonomies::register_taxonomies();
		Speakers::register_taxonomy();
		foreach ( array( Taxonomies::CATEGORY, Taxonomies::TAG, Speakers::GROUP_TAXONOMY ) as $taxonomy ) {
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
		$posts = get_posts(
			array(
				'post_type'   => array( Events::POST_TYPE ),
				'post_status' => 'any',
				'numberposts' => -1,
				'fields'      => 'ids',
			)
		);
		foreach ( $posts as $id ) {
			wp_delete_post( (int) $id, true );
		}
		delete_option( SettingsRepository::OPTION );
	}
}
