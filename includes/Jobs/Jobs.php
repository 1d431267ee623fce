<?php
/**
 * Job queue feature facade: mails to many attendees (the certificates of an
 * event) queued in two own tables and sent in batches by WP-Cron, with the
 * progress route running a batch when cron does not.
 *
 * @package EventinPro
 */

namespace EventinPro\Jobs;

use EventinPro\Support\BaseFeature;
use EventinPro\Support\RestRoutes;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Jobs extends BaseFeature {

	/**
	 * Hooks: the routes, the runner, and a deleted event's jobs leave the tables.
	 */
	public static function register(): void {
		RestRoutes::add( array( self::class, 'register_routes' ) );
		add_action( JobsService::HOOK, array( JobsService::class, 'run_hook' ), 10, 2 );
		add_action( 'deleted_post', array( self::class, 'event_deleted' ), 10, 2 );
	}

	/**
	 * REST routes: /events/{id}/send_certificate and /jobs/{id}.
	 */
	public static function register_routes(): void {
		( new JobsController() )->register_routes();
	}

	/**
	 * A deleted event's jobs go with it (deleted_post).
	 *
	 * @param int           $id   Post id.
	 * @param \WP_Post|null $post The post.
	 */
	public static function event_deleted( $id, $post = null ): void {
		if ( $post instanceof \WP_Post && \EventinPro\Events\Events::POST_TYPE === $post->post_type ) {
			( new JobsRepository() )->forget_event( (int) $id );
		}
	}

	/**
	 * Install and upgrade: the queue's tables (dbDelta).
	 */
	public static function install(): void {
		JobsRepository::create_tables();
	}

	/**
	 * Uninstall: scheduled batches always go; the tables (mail history) only
	 * with the content.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
		wp_unschedule_hook( JobsService::HOOK );
		if ( $delete_content ) {
			JobsRepository::drop_tables();
		}
	}
}
