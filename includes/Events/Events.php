<?php
/**
 * Events feature facade: the `etn` post type, its REST routes and the hooks
 * that keep stored events consistent.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

use EventinPro\AccessControl\Permissions;
use EventinPro\Support\BaseFeature;
use EventinPro\Support\RestRoutes;
use EventinPro\Support\Uninstaller;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Events extends BaseFeature {

	public const POST_TYPE = 'etn';

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_post_type' ) );
		RestRoutes::add( array( self::class, 'register_routes' ) );
		add_action( 'before_delete_post', array( self::class, 'delete_children' ), 10, 2 );
		add_action( 'eventin_schedule_deleted', array( self::class, 'forget_schedule' ) );
		add_action( 'eventin_tickets_sold', array( TicketVariations::class, 'write_sold' ), 10, 2 );
		add_action( 'eventin_tickets_sold', array( EventsListTable::class, 'recount_sold' ) );
		add_action( 'eventin_attendees_changed', array( EventsListTable::class, 'recount_sold' ) );
		add_action( 'wp_insert_post', array( EventsListTable::class, 'on_save' ), 10, 2 );
		add_action( 'deleted_post', array( EventsListTable::class, 'on_delete' ), 10, 2 );
		add_action( 'wp_insert_post', array( EventWords::class, 'on_save' ), 10, 2 );
		add_action( 'deleted_post', array( EventWords::class, 'on_delete' ), 10, 2 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( EventsMaintenance::class, 'on_meta_change' ), 10, 3 );
			add_action( $hook, array( EventsListTable::class, 'on_key_change' ), 10, 3 );
		}
		EventLinks::register();
	}

	/**
	 * Registers the event post type (storage key shared with Eventin 4).
	 *
	 * Its capabilities are the event permission, so that core paths (XML-RPC,
	 * quick edit, wp/v2) give nobody more than the dashboard does. Others' events
	 * also take WordPress's own edit_others_posts / delete_others_posts: a holder
	 * of the permission without them (an author, or a role given only the key)
	 * edits, publishes and deletes only the events they author.
	 */
	public static function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'          => array(
					'name'          => __( 'Events', 'eventin-pro' ),
					'singular_name' => __( 'Event', 'eventin-pro' ),
				),
				'public'          => true,
				'show_ui'         => false,
				'show_in_rest'    => false,
				'has_archive'     => false,
				// As Eventin registers it: occurrences are children of their series, so
				// their slugs need only be unique under the parent and keep their URLs.
				'hierarchical'    => true,
				'supports'        => array( 'title', 'editor', 'thumbnail', 'excerpt' ),
				'rewrite'         => array( 'slug' => 'events' ),
				'capability_type' => array( 'etn_event', 'etn_events' ),
				'map_meta_cap'    => true,
				'capabilities'    => self::post_type_capabilities(
					Permissions::EVENT,
					array(
						'edit_others_posts'   => 'edit_others_posts',
						'delete_others_posts' => 'delete_others_posts',
					)
				),
			)
		);
	}

	/**
	 * Install step: every event's normalized date keys (the list filters on them) follow its date meta again,
	 * and so does the list's table (created first, rewritten with the keys, rid of rows of deleted events, and
	 * read only from then on when it is new) and every event's sold count in it; the list's index on wp_posts is there;
	 * the search's word index of titles (EventWords) holds every event's words.
	 */
	public static function install(): void {
		EventsListTable::create();
		EventsMaintenance::recompute_normalized_keys();
		EventsListTable::recount_all_sold();
		EventsListTable::finish();
		EventsListIndex::ensure();
		EventWords::install();
	}

	/**
	 * Uninstall: events (their meta and term links with them) go with the content; the list's index and tables always go.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
		if ( defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			// A schema change commits any open transaction: only on the real uninstall, not when tests call this.
			EventsListIndex::drop();
		}
		EventsListTable::drop();
		EventWords::drop();
		if ( $delete_content ) {
			Uninstaller::delete_posts( self::POST_TYPE );
		}
	}

	/**
	 * Demo events.
	 *
	 * @return array<string,callable>
	 */
	public static function demo_data(): array {
		return array( 'events' => array( EventsDemoData::class, 'seed' ) );
	}

	/**
	 * The Events submenu item.
	 *
	 * @return array<int,array{route:string,label:string,capability:string,position:int}>
	 */
	public static function admin_sections(): array {
		return array(
			self::section( 'events', __( 'Events', 'eventin-pro' ), Permissions::EVENT, 10 ),
		);
	}

	/**
	 * REST routes /eventin/v2/events and /eventin/v2/event/{id}.
	 */
	public static function register_routes(): void {
		( new EventsController() )->register_routes();
	}

	/**
	 * Deleting an event deletes its recurrence children, whoever deletes it.
	 *
	 * @param int           $post_id Post being deleted.
	 * @param \WP_Post|null $post    Post.
	 */
	public static function delete_children( $post_id, $post = null ): void {
		if ( ! $post instanceof \WP_Post || self::POST_TYPE !== $post->post_type || 0 !== (int) $post->post_parent ) {
			return;
		}
		$repository = new EventsRepository();
		foreach ( $repository->children_ids( (int) $post_id ) as $child ) {
			$repository->delete( $child );
		}
	}

	/**
	 * A deleted schedule leaves the events that listed it, whoever deleted it,
	 * so that those events still read and save cleanly (fired by the Schedules feature).
	 *
	 * @param int $schedule_id Deleted schedule.
	 */
	public static function forget_schedule( $schedule_id ): void {
		( new EventsRepository() )->remove_schedule( (int) $schedule_id );
	}
}
