<?php
/**
 * The ticket scanner's page: a private WordPress page (made on activation,
 * `/ticket-scanner/`) served as a full-screen document of its own, for users
 * holding the scan permission, and the endpoint of its verification call.
 *
 * @package EventinPro
 */

namespace EventinPro\Scanner;

use EventinPro\AccessControl\Permissions;
use EventinPro\Settings\SettingsRepository;
use EventinPro\Support\BuildAssets;
use EventinPro\Tickets\PrivateLink;

defined( 'ABSPATH' ) || exit;

/**
 * Page.
 *
 * The page is private so that it is in no menu, page list, sitemap or search
 * of the site; it is matched while WordPress parses the request (by its path
 * or id, kept in an autoloaded option), before the main query, which would
 * not let a user without the read_private_pages capability see it. Its
 * content does not matter. If it is deleted, the scanner still answers at
 * `?eventin-scanner=1` (url() says which).
 */
final class ScannerPage {

	public const OPTION = 'eventin_scanner_page';

	public const QUERY_ARG = 'eventin-scanner';

	public const HANDLE = 'eventin-scanner';

	/**
	 * Makes the page unless it exists (install; idempotent).
	 */
	public static function create(): void {
		$stored = self::stored();
		$page   = $stored['id'] ? get_post( $stored['id'] ) : null;
		if ( ! $page || 'page' !== $page->post_type || 'trash' === $page->post_status ) {
			$id = wp_insert_post(
				array(
					'post_type'    => 'page',
					'post_status'  => 'private',
					'post_title'   => __( 'Ticket Scanner', 'eventin-pro' ),
					'post_name'    => 'ticket-scanner',
					'post_content' => '<!-- wp:paragraph --><p>' . esc_html__( 'Event staff scan tickets on this page. Its content is not shown.', 'eventin-pro' ) . '</p><!-- /wp:paragraph -->',
				),
				true
			);
			if ( is_wp_error( $id ) ) {
				return;
			}
			$page = get_post( $id );
			if ( null === $page ) {
				return;
			}
		}
		self::remember( $page );
	}

	/**
	 * Deletes the page (uninstall with content).
	 */
	public static function delete(): void {
		$stored = self::stored();
		if ( $stored['id'] && 'page' === get_post_type( $stored['id'] ) ) {
			wp_delete_post( $stored['id'], true );
		}
		delete_option( self::OPTION );
	}

	/**
	 * Keeps the stored path when the page is renamed or moved (save_post_page).
	 *
	 * @param int      $id   Page id.
	 * @param \WP_Post $post Page.
	 */
	public static function on_save( $id, $post ): void {
		if ( self::stored()['id'] === (int) $id && $post instanceof \WP_Post ) {
			self::remember( $post );
		}
	}

	/**
	 * The scanner's URL, for one event or all (0).
	 *
	 * @param int $event_id Event id.
	 */
	public static function url( int $event_id = 0 ): string {
		$stored = self::stored();
		$link   = $stored['id'] && 'page' === get_post_type( $stored['id'] ) && 'trash' !== get_post_status( $stored['id'] ) ? get_permalink( $stored['id'] ) : false;
		$url    = $link ? $link : add_query_arg( self::QUERY_ARG, '1', home_url( '/' ) );
		return $event_id > 0 ? add_query_arg( 'event_id', $event_id, $url ) : $url;
	}

	/**
	 * Serves the page when the request is for it (parse_request), and ends the request.
	 *
	 * @param \WP $wp The request.
	 */
	public static function maybe_serve( $wp ): void {
		if ( ! self::is_requested( $wp ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification -- the verification call checks its nonce; the page itself changes nothing.
		$params = wp_unslash( 'POST' === ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ? array_merge( $_GET, $_POST ) : $_GET );
		PrivateLink::send( self::response( is_array( $params ) ? $params : array() ) );
		exit;
	}

	/**
	 * The page's answer to a request, as the current user: the verification
	 * call's JSON, the login redirect, the refusal, or the scanner.
	 *
	 * @param array<string,mixed> $params Request parameters (unslashed).
	 * @return array{status:int,headers:array<string,string>,body:string}
	 */
	public static function response( array $params ): array {
		if ( Verification::is_call( $params ) ) {
			list( $status, $body ) = ( new Verification() )->answer( $params );
			return array(
				'status'  => $status,
				'headers' => array(
					'Content-Type' => 'application/json; charset=UTF-8',
					'X-Robots-Tag' => 'noindex',
				),
				'body'    => (string) wp_json_encode( $body ),
			);
		}
		$event_id = isset( $params['event_id'] ) && is_string( $params['event_id'] ) && ctype_digit( $params['event_id'] ) ? (int) $params['event_id'] : 0;
		if ( ! is_user_logged_in() ) {
			$back = self::url( $event_id );
			foreach ( array( 'attendee_id', 'ticket_id' ) as $arg ) {
				if ( isset( $params[ $arg ] ) && is_string( $params[ $arg ] ) && '' !== $params[ $arg ] ) {
					$back = add_query_arg( $arg, rawurlencode( sanitize_text_field( $params[ $arg ] ) ), $back );
				}
			}
			return array(
				'status'  => 302,
				'headers' => array( 'Location' => wp_sanitize_redirect( wp_login_url( $back ) ) ) + self::headers(),
				'body'    => '',
			);
		}
		if ( ! current_user_can( Permissions::QR_SCAN ) ) {
			return array(
				'status'  => 403,
				'headers' => self::headers(),
				'body'    => self::document(
					'<main class="eventin-scanner-refusal"><h1>' . esc_html__( 'Ticket Scanner', 'eventin-pro' ) . '</h1><p>'
					. esc_html__( 'You do not have permission to scan tickets. Ask an administrator to give your role the Ticket Scanner permission.', 'eventin-pro' )
					. '</p><p><a href="' . esc_url( home_url( '/' ) ) . '">' . esc_html__( 'Go to the site', 'eventin-pro' ) . '</a></p></main>',
					false
				),
			);
		}
		$built = self::register_assets( $params );
		return array(
			'status'  => 200,
			'headers' => self::headers(),
			'body'    => self::document(
				$built
					? '<div id="eventin-scanner" class="eventin-scanner"><noscript>' . esc_html__( 'The ticket scanner needs JavaScript.', 'eventin-pro' ) . '</noscript></div>'
					: '<main class="eventin-scanner-refusal"><p>' . esc_html__( 'The scanner\'s script is missing. Run "npm run build".', 'eventin-pro' ) . '</p></main>',
				$built
			),
		);
	}

	/**
	 * Whether a parsed request is for the scanner page.
	 *
	 * @param \WP $wp The request.
	 */
	public static function is_requested( $wp ): bool {
		$vars = $wp->query_vars;
		// phpcs:ignore WordPress.Security.NonceVerification -- a routing flag.
		if ( isset( $_GET[ self::QUERY_ARG ] ) ) {
			return true;
		}
		$stored = self::stored();
		if ( ! $stored['id'] ) {
			return false;
		}
		if ( isset( $vars['page_id'] ) && (int) $vars['page_id'] === $stored['id'] ) {
			return true;
		}
		return isset( $vars['pagename'] ) && '' !== $stored['path'] && trim( (string) $vars['pagename'], '/' ) === $stored['path'];
	}

	/**
	 * The boot data of the page's script (src/scanner/boot.ts reads it).
	 *
	 * @param array<string,mixed> $params Request parameters.
	 * @return array<string,mixed>
	 */
	public static function boot_data( array $params ): array {
		$scanner  = new ScannerService();
		$event_id = isset( $params['event_id'] ) && is_string( $params['event_id'] ) && ctype_digit( $params['event_id'] ) ? (int) $params['event_id'] : 0;
		$event    = $event_id > 0 ? $scanner->event( $event_id ) : null;
		$settings = new SettingsRepository();
		$user     = wp_get_current_user();
		$prefill  = null;
		$ticket   = isset( $params['ticket_id'] ) && is_string( $params['ticket_id'] ) ? sanitize_text_field( $params['ticket_id'] ) : '';
		if ( '' !== $ticket ) {
			$prefill = array(
				'attendeeId' => isset( $params['attendee_id'] ) && is_string( $params['attendee_id'] ) && ctype_digit( $params['attendee_id'] ) ? (int) $params['attendee_id'] : 0,
				'ticketId'   => $ticket,
			);
		}
		$counts = $event ? $scanner->counts( $event['id'] ) : null;
		return array(
			'pageUrl'        => self::url(),
			'nonce'          => Verification::nonce(),
			'restRoot'       => esc_url_raw( rest_url() ),
			'restNonce'      => wp_create_nonce( 'wp_rest' ),
			'nonceUrl'       => admin_url( 'admin-ajax.php?action=' . Scanner::NONCE_ACTION ),
			'loginUrl'       => wp_login_url( self::url( $event ? $event['id'] : 0 ) ),
			'siteOrigins'    => self::origins(),
			'twoStep'        => 'off' === $settings->get( 'attendee_verification_style' ),
			'failureMessage' => (string) $settings->get( 'scanner_failure_message' ),
			'undoSeconds'    => ScannerService::UNDO_SECONDS,
			'event'          => $event && $counts ? array(
				'id'        => $event['id'],
				'title'     => $event['title'],
				'checkedIn' => $counts['checked_in'],
				'total'     => $counts['total'],
			) : null,
			'prefill'        => $prefill,
			'user'           => array(
				'id'   => (int) $user->ID,
				'name' => $user->display_name,
			),
		);
	}

	/**
	 * The origins a ticket's QR URL may have: the site's, its WordPress
	 * address' and its admin's (Eventin 4's tickets point into wp-admin).
	 *
	 * @return string[]
	 */
	public static function origins(): array {
		$origins = array();
		foreach ( array( home_url( '/' ), site_url( '/' ), admin_url() ) as $url ) {
			$parts = wp_parse_url( $url );
			if ( isset( $parts['scheme'], $parts['host'] ) ) {
				$origins[] = strtolower( $parts['scheme'] . '://' . $parts['host'] ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
			}
		}
		return array_values( array_unique( $origins ) );
	}

	/**
	 * Registers the script, its translations and boot data, and its style.
	 *
	 * @param array<string,mixed> $params Request parameters.
	 * @return bool False when the build is missing.
	 */
	private static function register_assets( array $params ): bool {
		$asset_file = EVENTIN_PRO_DIR . 'build/scanner.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return false;
		}
		$asset = require $asset_file;
		BuildAssets::register_script( self::HANDLE, 'scanner' );
		wp_add_inline_script( self::HANDLE, 'window.eventinScannerBoot = ' . wp_json_encode( self::boot_data( $params ) ) . ';', 'before' );
		if ( is_readable( EVENTIN_PRO_DIR . 'build/scanner.css' ) ) {
			wp_register_style( self::HANDLE, EVENTIN_PRO_URL . 'build/scanner.css', array(), $asset['version'] );
		}
		return true;
	}

	/**
	 * A lean document: no theme, only the scanner's style and script.
	 *
	 * @param string $body    Body HTML, escaped by the caller.
	 * @param bool   $scanner Whether to print the scanner's style and script.
	 */
	private static function document( string $body, bool $scanner ): string {
		ob_start();
		?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex, nofollow">
<meta name="theme-color" content="#1b1530">
<title><?php echo esc_html( __( 'Ticket Scanner', 'eventin-pro' ) . ' – ' . get_bloginfo( 'name' ) ); ?></title>
		<?php
		if ( $scanner && wp_style_is( self::HANDLE, 'registered' ) ) {
			wp_print_styles( array( self::HANDLE ) );
		}
		?>
</head>
<body class="eventin-scanner-page">
		<?php
		echo $body; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by the callers.
		if ( $scanner ) {
			wp_print_scripts( array( self::HANDLE ) );
		}
		?>
</body>
</html>
		<?php
		return (string) ob_get_clean();
	}

	/**
	 * Headers of the page: never cached or indexed, no referrer, the camera for this origin only.
	 *
	 * @return array<string,string>
	 */
	public static function headers(): array {
		return array(
			'Content-Type'       => 'text/html; charset=UTF-8',
			'X-Robots-Tag'       => 'noindex, nofollow',
			'Referrer-Policy'    => 'no-referrer',
			'Permissions-Policy' => 'camera=(self)',
		);
	}

	/**
	 * The stored page id and path.
	 *
	 * @return array{id:int,path:string}
	 */
	private static function stored(): array {
		$stored = get_option( self::OPTION );
		return array(
			'id'   => is_array( $stored ) ? (int) ( $stored['id'] ?? 0 ) : 0,
			'path' => is_array( $stored ) ? (string) ( $stored['path'] ?? '' ) : '',
		);
	}

	/**
	 * Stores a page as the scanner's (id and path, autoloaded: read on every front-end request).
	 *
	 * @param \WP_Post $page Page.
	 */
	private static function remember( \WP_Post $page ): void {
		update_option(
			self::OPTION,
			array(
				'id'   => $page->ID,
				'path' => trim( (string) get_page_uri( $page ), '/' ),
			),
			true
		);
	}
}
