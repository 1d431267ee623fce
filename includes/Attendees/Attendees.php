<?php
/**
 * Attendees feature facade: the `etn-attendee` post type (one post per ticket
 * holder) and the sold-ticket counts events show.
 *
 * @package EventinPro
 */

namespace EventinPro\Attendees;

use EventinPro\AccessControl\Permissions;
use EventinPro\Support\BaseFeature;
use EventinPro\Support\Uninstaller;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Attendees extends BaseFeature {

	public const POST_TYPE = 'etn-attendee';

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_post_type' ) );
		CsvExport::register();
		add_action(
			'rest_api_init',
			static function (): void {
				( new AttendeesController() )->register_routes();
			}
		);
	}

	/**
	 * Registers the attendee post type (storage key shared with Eventin 4).
	 */
	public static function register_post_type(): void {
		self::register_private_post_type( self::POST_TYPE, __( 'Attendees', 'eventin-pro' ), __( 'Attendee', 'eventin-pro' ), 'etn_attendee', Permissions::ATTENDEE );
	}

	/**
	 * Registers a post type of personal data (attendees here, bookings in the
	 * Bookings feature): no public view, no wp-admin screen, no wp/v2 route, and
	 * every capability, reading included, is the one permission key, so that no
	 * core path (XML-RPC, quick edit, wp/v2) shows or changes them without it.
	 *
	 * @param string $type            Post type.
	 * @param string $name            Plural label.
	 * @param string $singular        Singular label.
	 * @param string $capability_type Capability type.
	 * @param string $permission      Permission key.
	 */
	public static function register_private_post_type( string $type, string $name, string $singular, string $capability_type, string $permission ): void {
		if ( post_type_exists( $type ) ) {
			return;
		}
		register_post_type(
			$type,
			array(
				'labels'          => array(
					'name'          => $name,
					'singular_name' => $singular,
				),
				'public'          => false,
				'show_ui'         => false,
				'show_in_rest'    => false,
				'rewrite'         => false,
				'query_var'       => false,
				'supports'        => array( 'title' ),
				'capability_type' => $capability_type,
				'map_meta_cap'    => true,
				'capabilities'    => self::post_type_capabilities( $permission, array( 'read' => $permission ) ),
			)
		);
	}

	/**
	 * Install step: the postmeta index that counting attendees per event relies
	 * on, and the table that keeps ticket ids unique.
	 */
	public static function install(): void {
		AttendeesRepository::ensure_meta_value_index();
		TicketIds::create_table();
	}

	/**
	 * Uninstall: attendees and the ticket id table go with the content; the index always goes.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
		if ( defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			// A schema change commits any open transaction: only on the real uninstall, not when tests call this.
			AttendeesRepository::drop_meta_value_index();
		}
		if ( $delete_content ) {
			Uninstaller::delete_posts( self::POST_TYPE );
			TicketIds::drop_table();
		}
	}

	/**
	 * The Attendees submenu item.
	 *
	 * @return array<int,array{route:string,label:string,capability:string,position:int}>
	 */
	public static function admin_sections(): array {
		return array(
			self::section( 'attendees', __( 'Attendees', 'eventin-pro' ), Permissions::ATTENDEE, 60 ),
		);
	}
}
