<?php
/**
 * Schedules feature facade: the `etn-schedule` post type, its REST routes and
 * what happens to events when a schedule they show is deleted.
 *
 * @package EventinPro
 */

namespace EventinPro\Schedules;

use EventinPro\AccessControl\Permissions;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Schedules {

	public const POST_TYPE = 'etn-schedule';

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_post_type' ) );
		add_action( 'rest_api_init', array( self::class, 'register_routes' ) );
		add_action( 'deleted_post', array( self::class, 'forget_deleted' ), 10, 2 );
	}

	/**
	 * Registers the schedule post type (storage key shared with Eventin 4).
	 * No screen of its own and not in core's REST API: the dashboard manages it
	 * through /eventin/v2/schedules, and only etn_manage_schedule may edit it.
	 */
	public static function register_post_type(): void {
		$cap = Permissions::SCHEDULE;
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'          => array(
					'name'          => __( 'Schedules', 'eventin-pro' ),
					'singular_name' => __( 'Schedule', 'eventin-pro' ),
				),
				'public'          => false,
				'show_ui'         => false,
				'show_in_rest'    => false,
				'rewrite'         => false,
				'query_var'       => false,
				'supports'        => array( 'title' ),
				'capability_type' => 'etn_schedule',
				'map_meta_cap'    => true,
				// Every primitive capability of the type is the one permission key.
				'capabilities'    => array(
					'edit_posts'             => $cap,
					'edit_others_posts'      => $cap,
					'edit_private_posts'     => $cap,
					'edit_published_posts'   => $cap,
					'publish_posts'          => $cap,
					'read_private_posts'     => $cap,
					'delete_posts'           => $cap,
					'delete_private_posts'   => $cap,
					'delete_published_posts' => $cap,
					'delete_others_posts'    => $cap,
					'create_posts'           => $cap,
				),
			)
		);
	}

	/**
	 * REST routes /eventin/v2/schedules.
	 */
	public static function register_routes(): void {
		( new SchedulesController() )->register_routes();
	}

	/**
	 * A deleted schedule leaves the events that listed it, whoever deleted it,
	 * so that those events still read and save cleanly.
	 *
	 * @param int           $post_id Deleted post.
	 * @param \WP_Post|null $post    The post as it was.
	 */
	public static function forget_deleted( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post && self::POST_TYPE === $post->post_type ) {
			( new SchedulesRepository() )->detach_from_events( (int) $post_id );
		}
	}
}
