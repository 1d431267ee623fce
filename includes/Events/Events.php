<?php
/**
 * Events feature facade: the `etn` post type, its REST routes and the hooks
 * that keep stored events consistent.
 *
 * @package EventinPro
 */

namespace EventinPro\Events;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Events {

	public const POST_TYPE = 'etn';

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_post_type' ) );
		// After the default priority, so that the Attendees feature's own registration wins.
		add_action( 'init', array( self::class, 'register_attendee_post_type' ), 11 );
		add_action( 'rest_api_init', array( self::class, 'register_routes' ) );
		add_action( 'before_delete_post', array( self::class, 'delete_children' ), 10, 2 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( EventsMaintenance::class, 'on_meta_change' ), 10, 3 );
		}
	}

	/**
	 * Registers the event post type (storage key shared with Eventin 4).
	 */
	public static function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'       => array(
					'name'          => __( 'Events', 'eventin-pro' ),
					'singular_name' => __( 'Event', 'eventin-pro' ),
				),
				'public'       => true,
				'show_ui'      => false,
				'show_in_rest' => false,
				'has_archive'  => false,
				'supports'     => array( 'title', 'editor', 'thumbnail', 'excerpt' ),
				'rewrite'      => array( 'slug' => 'events' ),
			)
		);
	}

	/**
	 * A minimal `etn-attendee` post type, so that attendees (which events count as
	 * sold tickets) are a known type. The Attendees feature will own this
	 * registration; until then it lives here, and it steps aside if that feature
	 * (or Eventin itself) registered the type already.
	 */
	public static function register_attendee_post_type(): void {
		if ( post_type_exists( EventsRepository::ATTENDEE_POST_TYPE ) ) {
			return;
		}
		register_post_type(
			EventsRepository::ATTENDEE_POST_TYPE,
			array(
				'labels'       => array(
					'name'          => __( 'Attendees', 'eventin-pro' ),
					'singular_name' => __( 'Attendee', 'eventin-pro' ),
				),
				'public'       => false,
				'show_ui'      => false,
				'show_in_rest' => false,
				'rewrite'      => false,
				'supports'     => array( 'title' ),
			)
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
}
