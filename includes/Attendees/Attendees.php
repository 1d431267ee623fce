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
use EventinPro\Support\ListTableHooks;
use EventinPro\Support\RestRoutes;
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
		add_action( 'transition_post_status', array( self::class, 'status_changed' ), 10, 3 );
		add_action( 'before_delete_post', array( self::class, 'deleting' ), 10, 2 );
		add_action( 'deleted_post', array( self::class, 'deleted' ), 10, 2 );
		CsvExport::register();
		ListTableHooks::add( AttendeeListTable::class );
		RestRoutes::add(
			static function (): void {
				( new AttendeesController() )->register_routes();
			}
		);
	}

	/**
	 * Events of attendees being deleted (their meta is gone once deleted_post fires).
	 *
	 * @var array<int,int>
	 */
	private static $deleting = array();

	/**
	 * Hooked to transition_post_status: an attendee trashed or restored (by
	 * anyone, wp_trash_post() included) leaves or joins its event's sold count.
	 *
	 * @param string $new_status New status.
	 * @param string $old_status Old status ('new' on creation, counted by AttendeesService::create()).
	 * @param mixed  $post       Post.
	 */
	public static function status_changed( $new_status, $old_status, $post ): void {
		$gone = array( 'trash', 'auto-draft' );
		if ( $post instanceof \WP_Post && self::POST_TYPE === $post->post_type && 'new' !== $old_status
			&& in_array( $new_status, $gone, true ) !== in_array( $old_status, $gone, true ) ) {
			AttendeesService::changed( (int) get_post_meta( $post->ID, AttendeesRepository::META_EVENT_ID, true ) );
		}
	}

	/**
	 * Hooked to before_delete_post: remembers a deleted attendee's event.
	 *
	 * @param int   $id   Post id.
	 * @param mixed $post Post.
	 */
	public static function deleting( $id, $post = null ): void {
		if ( $post instanceof \WP_Post && self::POST_TYPE === $post->post_type ) {
			self::$deleting[ (int) $id ] = (int) get_post_meta( (int) $id, AttendeesRepository::META_EVENT_ID, true );
		}
	}

	/**
	 * Hooked to deleted_post: an attendee deleted by anyone leaves its event's sold count.
	 *
	 * @param int   $id   Post id.
	 * @param mixed $post Post.
	 */
	public static function deleted( $id, $post = null ): void {
		if ( isset( self::$deleting[ (int) $id ] ) ) {
			$event_id = self::$deleting[ (int) $id ];
			unset( self::$deleting[ (int) $id ] );
			AttendeesService::changed( $event_id );
		}
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
	 * @param lowercase-string&non-empty-string $type            Post type.
	 * @param string                            $name            Plural label.
	 * @param string                            $singular        Singular label.
	 * @param string                            $capability_type Capability type.
	 * @param string                            $permission      Permission key.
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
	 * on, the table that keeps ticket ids unique and the list's table.
	 */
	public static function install(): void {
		AttendeesRepository::ensure_meta_value_index();
		TicketIds::create_table();
		AttendeeListTable::instance()->create();
		AttendeeListTable::instance()->fill();
	}

	/**
	 * Uninstall: attendees and the ticket id table go with the content; the index and the list's table always go.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
		if ( defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			// A schema change commits any open transaction: only on the real uninstall, not when tests call this.
			AttendeesRepository::drop_meta_value_index();
		}
		AttendeeListTable::instance()->drop();
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
