<?php
/**
 * RSVP feature facade: `etn_rsvp` answers (Eventin Pro 4's post type), the
 * public answer route, the organisers' report routes, and the pages behind
 * the mailed links.
 *
 * @package EventinPro
 */

namespace EventinPro\Rsvp;

use EventinPro\AccessControl\Permissions;
use EventinPro\Attendees\Attendees;
use EventinPro\Events\Events;
use EventinPro\Support\BaseFeature;
use EventinPro\Support\ListTableHooks;
use EventinPro\Support\RestRoutes;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Rsvp extends BaseFeature {

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action( 'init', array( self::class, 'register_post_type' ) );
		ListTableHooks::add( RsvpListTable::class );
		RestRoutes::add( array( self::class, 'register_routes' ) );
		add_action( 'parse_request', array( RsvpLinks::class, 'maybe_serve' ), 0 );
		add_filter( 'eventin_event_rsvp_form', array( RsvpForm::class, 'render' ), 10, 2 );
		// The form's plain POST; public on purpose, like its REST twin (RegistrationController).
		add_action( 'admin_post_' . RsvpForm::ACTION, array( RsvpForm::class, 'handle' ) );
		add_action( 'admin_post_nopriv_' . RsvpForm::ACTION, array( RsvpForm::class, 'handle' ) );
		// Someone else's write to an answer: its event's counts are counted again (RsvpCounts).
		foreach ( array( 'update_post_metadata', 'delete_post_metadata' ) as $filter ) {
			add_filter( $filter, array( self::class, 'before_meta_change' ), 10, 3 );
		}
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $action ) {
			add_action( $action, array( self::class, 'after_meta_change' ), 10, 3 );
		}
		add_action( 'before_delete_post', array( self::class, 'before_post_change' ) );
		add_action( 'wp_trash_post', array( self::class, 'before_post_change' ) );
		add_action( 'untrash_post', array( self::class, 'before_post_change' ) );
		add_action( 'deleted_post', array( self::class, 'after_post_change' ) );
		add_action( 'trashed_post', array( self::class, 'after_post_change' ) );
		add_action( 'untrashed_post', array( self::class, 'after_post_change' ) );
		add_action( 'transition_post_status', array( self::class, 'status_changed' ), 10, 3 );
		add_filter( 'eventin_job_types', array( self::class, 'job_types' ) );
		add_action( 'deleted_post', array( self::class, 'event_deleted' ), 10, 2 );
	}

	/**
	 * The invitation job type (eventin_job_types).
	 *
	 * @param array<string,\EventinPro\Jobs\JobType> $types Types.
	 * @return array<string,\EventinPro\Jobs\JobType>
	 */
	public static function job_types( $types ): array {
		return array( InvitationService::JOB_TYPE => new InvitationJob() ) + (array) $types;
	}

	/**
	 * A deleted event's invitations go with it (deleted_post).
	 *
	 * @param int           $id   Post id.
	 * @param \WP_Post|null $post The post.
	 */
	public static function event_deleted( $id, $post = null ): void {
		if ( $post instanceof \WP_Post && Events::POST_TYPE === $post->post_type ) {
			( new InvitationsRepository() )->forget_event( (int) $id );
		}
	}

	/**
	 * Install and upgrade: the counts table, emptied (counted again on read),
	 * the invitations' table and the answers list's table (filled in steps).
	 */
	public static function install(): void {
		RsvpCounts::install();
		InvitationsRepository::create_table();
		RsvpListTable::instance()->create();
		RsvpListTable::instance()->fill();
	}

	/**
	 * Uninstall: the counts and list tables (derived data) always go, the
	 * invitations with the content.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
		RsvpCounts::uninstall();
		RsvpListTable::instance()->drop();
		if ( $delete_content ) {
			InvitationsRepository::drop_table();
		}
	}

	/**
	 * Events whose counts another request's write is about to change
	 * (the answer's event before the change), by post id.
	 *
	 * @var array<int,int>
	 */
	private static $changing = array();

	/**
	 * Meta keys the counts are made of.
	 */
	private const COUNTED_KEYS = array( RsvpRepository::META_EVENT, RsvpRepository::META_STATUS, RsvpRepository::META_PEOPLE );

	/**
	 * Before someone else changes or deletes a counted meta key of an answer:
	 * remembers the answer's event (update_post_metadata, delete_post_metadata).
	 *
	 * @param mixed      $check    Short-circuit value, passed through.
	 * @param int|string $post_id  Post id.
	 * @param string     $meta_key Meta key.
	 * @return mixed
	 */
	public static function before_meta_change( $check, $post_id, $meta_key ) {
		if ( in_array( $meta_key, self::COUNTED_KEYS, true ) ) {
			self::before_post_change( $post_id );
		}
		return $check;
	}

	/**
	 * After someone else wrote a counted meta key of an answer: its event's
	 * counts (before and after) are counted again.
	 *
	 * @param mixed      $meta_id  Meta id(s).
	 * @param int|string $post_id  Post id.
	 * @param string     $meta_key Meta key.
	 */
	public static function after_meta_change( $meta_id, $post_id, $meta_key ): void {
		if ( in_array( $meta_key, self::COUNTED_KEYS, true ) ) {
			self::after_post_change( $post_id );
		}
	}

	/**
	 * An answer's publication changed: counted again when not our write.
	 *
	 * @param string   $new_status New status.
	 * @param string   $old_status Old status.
	 * @param \WP_Post $post       Post.
	 */
	public static function status_changed( $new_status, $old_status, $post ): void {
		if ( $new_status !== $old_status && $post instanceof \WP_Post && RsvpRepository::POST_TYPE === $post->post_type ) {
			self::after_post_change( $post->ID );
		}
	}

	/**
	 * Before someone else deletes, trashes or changes an answer, or deletes an
	 * event: remembers the event concerned.
	 *
	 * @param int|string $post_id Post id.
	 */
	public static function before_post_change( $post_id ): void {
		$post_id = (int) $post_id;
		if ( RsvpRepository::writing() ) {
			return;
		}
		$type = get_post_type( $post_id );
		if ( RsvpRepository::POST_TYPE === $type ) {
			self::$changing[ $post_id ] = (int) get_post_meta( $post_id, RsvpRepository::META_EVENT, true );
		} elseif ( Events::POST_TYPE === $type ) {
			self::$changing[ $post_id ] = $post_id;
		}
	}

	/**
	 * After someone else's change to an answer, or an event's deletion: the
	 * counts of the events concerned are counted again on next read.
	 *
	 * @param int|string $post_id Post id.
	 */
	public static function after_post_change( $post_id ): void {
		$post_id = (int) $post_id;
		$events  = array( self::$changing[ $post_id ] ?? 0 );
		unset( self::$changing[ $post_id ] );
		if ( RsvpRepository::writing() ) {
			return;
		}
		if ( RsvpRepository::POST_TYPE === get_post_type( $post_id ) ) {
			$events[] = (int) get_post_meta( $post_id, RsvpRepository::META_EVENT, true );
		}
		RsvpCounts::forget( $events );
	}

	/**
	 * The answers' post type: no screen, no public page, every capability
	 * the event permission (answers belong to events).
	 */
	public static function register_post_type(): void {
		Attendees::register_private_post_type( RsvpRepository::POST_TYPE, __( 'RSVP answers', 'eventin-pro' ), __( 'RSVP answer', 'eventin-pro' ), 'etn_rsvp', Permissions::EVENT );
	}

	/**
	 * Demo answers for the soonest upcoming event.
	 *
	 * @return array<string,callable>
	 */
	public static function demo_data(): array {
		return array( 'rsvp' => array( RsvpDemoData::class, 'seed' ) );
	}

	/**
	 * REST routes.
	 */
	public static function register_routes(): void {
		( new RegistrationController() )->register_routes();
		( new RsvpController() )->register_routes();
		( new InvitationsController() )->register_routes();
	}
}
