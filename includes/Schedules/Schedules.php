<?php
/**
 * Schedules feature facade: the `etn-schedule` post type, its REST routes and
 * the notice that a schedule was deleted.
 *
 * @package EventinPro
 */

namespace EventinPro\Schedules;

use EventinPro\AccessControl\Permissions;
use EventinPro\Support\BaseFeature;
use EventinPro\Support\RestRoutes;
use EventinPro\Support\Uninstaller;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Schedules extends BaseFeature {

	public const POST_TYPE = 'etn-schedule';

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_post_type' ) );
		RestRoutes::add( array( self::class, 'register_routes' ) );
		add_action( 'deleted_post', array( self::class, 'forget_deleted' ), 10, 2 );
	}

	/**
	 * Registers the schedule post type (storage key shared with Eventin 4).
	 * No screen of its own and not in core's REST API: the dashboard manages it
	 * through /eventin/v2/schedules, and only etn_manage_schedule may edit it.
	 */
	public static function register_post_type(): void {
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
				'capabilities'    => self::post_type_capabilities( Permissions::SCHEDULE ),
			)
		);
	}

	/**
	 * Uninstall: schedules go with the content.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
		if ( $delete_content ) {
			Uninstaller::delete_posts( self::POST_TYPE );
		}
	}

	/**
	 * Demo schedules (after the speakers and events they name).
	 *
	 * @return array<string,callable>
	 */
	public static function demo_data(): array {
		return array( 'schedules' => array( SchedulesDemoData::class, 'seed' ) );
	}

	/**
	 * The Schedules submenu item.
	 *
	 * @return array<int,array{route:string,label:string,capability:string,position:int}>
	 */
	public static function admin_sections(): array {
		return array(
			self::section( 'schedules', __( 'Schedules', 'eventin-pro' ), Permissions::SCHEDULE, 50 ),
		);
	}

	/**
	 * REST routes /eventin/v2/schedules.
	 */
	public static function register_routes(): void {
		( new SchedulesController() )->register_routes();
	}

	/**
	 * Tells other features that a schedule is gone, whoever deleted it (events
	 * that listed it forget it).
	 *
	 * @param int           $post_id Deleted post.
	 * @param \WP_Post|null $post    The post as it was.
	 */
	public static function forget_deleted( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post && self::POST_TYPE === $post->post_type ) {
			/**
			 * Fires after a schedule was deleted for good.
			 *
			 * @param int $schedule_id The deleted schedule's id.
			 */
			do_action( 'eventin_schedule_deleted', (int) $post_id );
		}
	}
}
