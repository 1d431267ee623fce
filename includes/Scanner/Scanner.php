<?php
/**
 * Ticket scanner feature facade: the scanner page, its verification call,
 * its REST routes (manifest, offline sync, undo, live count), the admin
 * menu link, and Eventin 4's ticket URLs sent on to the page.
 *
 * @package EventinPro
 */

namespace EventinPro\Scanner;

use EventinPro\AccessControl\Permissions;
use EventinPro\Admin\Menu;
use EventinPro\Support\BaseFeature;
use EventinPro\Support\RestRoutes;

defined( 'ABSPATH' ) || exit;

/**
 * Feature facade.
 */
final class Scanner extends BaseFeature {

	/**
	 * admin-ajax action answering fresh nonces for a scanner page left open.
	 */
	public const NONCE_ACTION = 'eventin_scanner_nonces';

	/**
	 * Hooks.
	 */
	public static function register(): void {
		add_action( 'parse_request', array( ScannerPage::class, 'maybe_serve' ), 0 );
		add_action( 'save_post_page', array( ScannerPage::class, 'on_save' ), 10, 2 );
		RestRoutes::add( array( self::class, 'register_routes' ) );
		add_action( 'admin_menu', array( self::class, 'menu' ), 20 );
		add_action( 'load-edit.php', array( self::class, 'send_eventin_ticket_url_on' ) );
		add_action( 'wp_ajax_' . self::NONCE_ACTION, array( self::class, 'nonces' ) );
		// Public on purpose: a visitor whose login expired gets a 401 saying so, and nothing else.
		add_action( 'wp_ajax_nopriv_' . self::NONCE_ACTION, array( self::class, 'nonces' ) );
	}

	/**
	 * REST routes.
	 */
	public static function register_routes(): void {
		( new ScannerController() )->register_routes();
	}

	/**
	 * The "Ticket Scanner" link under the Eventin menu, for all events.
	 */
	public static function menu(): void {
		add_submenu_page( Menu::SLUG, __( 'Ticket Scanner', 'eventin-pro' ), __( 'Ticket Scanner', 'eventin-pro' ), Permissions::QR_SCAN, ScannerPage::url() );
	}

	/**
	 * A ticket's QR code opened by a phone's own camera app leads to Eventin
	 * 4's scanner URL in wp-admin; it goes on to the scanner page, which
	 * shows that ticket and asks before checking it in (load-edit.php).
	 */
	public static function send_eventin_ticket_url_on(): void {
		// phpcs:ignore WordPress.Security.NonceVerification -- a redirect that changes nothing.
		$target = self::eventin_ticket_target( wp_unslash( $_GET ) );
		if ( null !== $target ) {
			wp_safe_redirect( $target );
			exit;
		}
	}

	/**
	 * Where Eventin 4's scanner URL goes on to: the scanner page with the
	 * ticket's two ids; null for other edit.php requests.
	 *
	 * @param array<string,mixed> $get Query arguments (unslashed).
	 */
	public static function eventin_ticket_target( array $get ): ?string {
		if ( 'ticket_scanner' !== ( $get['etn_action'] ?? '' ) ) {
			return null;
		}
		$args = array();
		foreach ( array( 'attendee_id', 'ticket_id' ) as $arg ) {
			if ( isset( $get[ $arg ] ) && is_string( $get[ $arg ] ) ) {
				$args[ $arg ] = rawurlencode( sanitize_text_field( $get[ $arg ] ) );
			}
		}
		return add_query_arg( $args, ScannerPage::url() );
	}

	/**
	 * Fresh nonces for the scanner page (admin-ajax, GET): its own and the
	 * REST one, for a user holding the scan permission; a 401/403 otherwise.
	 */
	public static function nonces(): void {
		nocache_headers();
		if ( ! is_user_logged_in() ) {
			wp_send_json_error( array( 'message' => __( 'Log in to scan tickets.', 'eventin-pro' ) ), 401 );
		}
		if ( ! current_user_can( Permissions::QR_SCAN ) ) {
			wp_send_json_error( array( 'message' => __( 'You do not have permission to scan tickets.', 'eventin-pro' ) ), 403 );
		}
		wp_send_json_success(
			array(
				'nonce'     => Verification::nonce(),
				'restNonce' => wp_create_nonce( 'wp_rest' ),
			)
		);
	}

	/**
	 * Install and upgrade: the scanner page.
	 */
	public static function install(): void {
		ScannerPage::create();
	}

	/**
	 * Uninstall: the page goes with the content.
	 *
	 * @param bool $delete_content Whether content goes too.
	 */
	public static function uninstall( bool $delete_content ): void {
		if ( $delete_content ) {
			ScannerPage::delete();
		}
	}
}
