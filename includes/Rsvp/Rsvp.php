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
use EventinPro\Support\BaseFeature;

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
		add_action( 'rest_api_init', array( self::class, 'register_routes' ) );
		add_action( 'parse_request', array( RsvpLinks::class, 'maybe_serve' ), 0 );
		add_filter( 'eventin_event_rsvp_form', array( RsvpForm::class, 'render' ), 10, 2 );
		// The form's plain POST; public on purpose, like its REST twin (RegistrationController).
		add_action( 'admin_post_' . RsvpForm::ACTION, array( RsvpForm::class, 'handle' ) );
		add_action( 'admin_post_nopriv_' . RsvpForm::ACTION, array( RsvpForm::class, 'handle' ) );
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
	}
}
