<?php
/**
 * Checkout feature facade: booking tickets from the event page (the form, its
 * POST, the confirmation page, the buyer's, attendees' and site's mails, and
 * the job that cancels unpaid bookings).
 *
 * @package EventinPro
 */

namespace EventinPro\Checkout;

use EventinPro\Events\Events;
use EventinPro\Support\BaseFeature;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Checkout extends BaseFeature {

	/**
	 * admin-post.php action of the booking form.
	 */
	public const ACTION = 'eventin_book';

	/**
	 * The built-in payment method: the booking stays pending until an admin marks it paid.
	 */
	public const PAY_LATER = 'pay_later';

	/**
	 * The honeypot field's name (a field people never see).
	 */
	public const HONEYPOT = 'eventin_website';

	/**
	 * Query argument carrying a returned form's state key.
	 */
	public const FORM_STATE_ARG = 'eventin_form';

	/**
	 * admin-ajax.php action answering a fresh nonce for a booking form.
	 */
	public const NONCE_ACTION = 'eventin_booking_nonce';

	/**
	 * The hourly job cancelling unpaid bookings.
	 */
	public const EXPIRY_HOOK = 'eventin_cancel_unpaid_bookings';

	/**
	 * Hooks. Nothing loads until a hook runs: the form only on event pages that print it.
	 */
	public static function register(): void {
		add_filter( 'eventin_event_booking_form', array( BookingForm::class, 'render' ), 10, 2 );
		add_action( 'admin_post_' . self::ACTION, array( CheckoutHandler::class, 'handle' ) );
		add_action( 'admin_post_nopriv_' . self::ACTION, array( CheckoutHandler::class, 'handle' ) );
		add_action( 'wp_ajax_' . self::NONCE_ACTION, array( self::class, 'send_nonce' ) );
		add_action( 'wp_ajax_nopriv_' . self::NONCE_ACTION, array( self::class, 'send_nonce' ) );
		add_action( self::EXPIRY_HOOK, array( PendingExpiry::class, 'run' ) );
		add_action( 'wp_enqueue_scripts', array( self::class, 'style' ) );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only decides whether to add a filter.
		if ( isset( $_GET[ Confirmation::BOOKING_ARG ] ) ) {
			// The confirmation opens the event's content whatever the event's state now
			// (the booking may have taken its last places: the event page then prints no form).
			add_filter( 'the_content', array( Confirmation::class, 'content' ), 30 );
			add_filter( 'wp_robots', 'wp_robots_no_robots' );
		}
	}

	/**
	 * The form's style in the head of single event pages (printed with the
	 * form, late in the body, it would move the page once loaded).
	 */
	public static function style(): void {
		if ( is_singular( Events::POST_TYPE ) && is_readable( EVENTIN_PRO_DIR . 'build/booking.css' ) ) {
			wp_enqueue_style( BookingForm::HANDLE, EVENTIN_PRO_URL . 'build/booking.css', array(), (string) filemtime( EVENTIN_PRO_DIR . 'build/booking.css' ) );
		}
	}

	/**
	 * Nonce action of an event's booking form.
	 *
	 * @param int $event_id Event id.
	 */
	public static function nonce_action( int $event_id ): string {
		return self::ACTION . '_' . $event_id;
	}

	/**
	 * URL the booking script asks for a fresh nonce just before sending the
	 * form: a page served from a full-page cache may carry an expired one.
	 *
	 * @param int $event_id Event id.
	 */
	public static function nonce_url( int $event_id ): string {
		return add_query_arg(
			array(
				'action'   => self::NONCE_ACTION,
				'event_id' => $event_id,
			),
			admin_url( 'admin-ajax.php' )
		);
	}

	/**
	 * admin-ajax callback: `{ "nonce": "…" }` for the event's booking form,
	 * never cached. Public on purpose: it changes nothing and gives what any
	 * visitor gets by loading the event page; the user's own nonce when
	 * logged in.
	 */
	public static function send_nonce(): void {
		nocache_headers();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- hands out a nonce; reads nothing else.
		$event_id = isset( $_GET['event_id'] ) ? absint( wp_unslash( $_GET['event_id'] ) ) : 0;
		if ( $event_id < 1 ) {
			wp_send_json( array( 'message' => __( 'This event does not exist.', 'eventin-pro' ) ), 400 );
		}
		wp_send_json( array( 'nonce' => wp_create_nonce( self::nonce_action( $event_id ) ) ) );
	}

	/**
	 * Install step: the hourly expiry job.
	 */
	public static function install(): void {
		if ( ! wp_next_scheduled( self::EXPIRY_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', self::EXPIRY_HOOK );
		}
	}

	/**
	 * Uninstall: the job goes.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
		wp_clear_scheduled_hook( self::EXPIRY_HOOK );
	}
}
