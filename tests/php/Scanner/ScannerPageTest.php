<?php
/**
 * The scanner page: made once on install, private (in no menu, list or
 * sitemap), found by its path or id, sent to the login page and back for
 * visitors, a clear refusal without the scan permission, and the scanner's
 * own lean document (its script and boot data only) for scanners.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Scanner;

use EventinPro\AccessControl\Permissions;
use EventinPro\Admin\Assets;
use EventinPro\Admin\Menu;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Scanner\Scanner;
use EventinPro\Scanner\ScannerPage;
use EventinPro\Scanner\Verification;
use EventinPro\Settings\SettingsRepository;
use EventinPro\Support\Installer;
use EventinPro\Tests\Bookings\BookingsTestCase;
use EventinPro\Tests\Support\WPDieException;

/**
 * Scanner page.
 */
final class ScannerPageTest extends BookingsTestCase {

	/**
	 * The stored page id.
	 */
	private static function page_id(): int {
		return (int) get_option( ScannerPage::OPTION )['id'];
	}

	/**
	 * A parsed request with these query variables.
	 *
	 * @param array<string,string> $vars Query variables.
	 */
	private static function wp( array $vars ): \WP {
		$wp             = new \WP();
		$wp->query_vars = $vars;
		return $wp;
	}

	/**
	 * The boot data printed on a scanner document.
	 *
	 * @param string $html Document.
	 * @return array<string,mixed>
	 */
	private static function boot_of( string $html ): array {
		self::forget_assets(); // The next document of the test prints them again.
		if ( ! preg_match( '/window\.eventinScannerBoot = (\{.*?\});\n/s', $html, $found ) ) {
			return array();
		}
		return (array) json_decode( $found[1], true );
	}

	/**
	 * Forgets the scanner's script and style, printed or not: each request
	 * prints them once, and a test makes several documents.
	 */
	private static function forget_assets(): void {
		foreach ( array( wp_scripts(), wp_styles() ) as $assets ) {
			$assets->remove( ScannerPage::HANDLE );
			$assets->done = array_values( array_diff( $assets->done, array( ScannerPage::HANDLE ) ) );
		}
	}

	protected function tearDown(): void {
		self::forget_assets();
		parent::tearDown();
	}

	public function test_install_makes_one_private_page_and_running_it_again_keeps_it(): void {
		$id   = self::page_id();
		$page = get_post( $id );
		$this->assertSame( 'page', $page->post_type );
		$this->assertSame( 'private', $page->post_status, 'in no menu, page list, sitemap or search' );
		$this->assertSame( 'ticket-scanner', $page->post_name );
		$this->assertSame( 'Ticket Scanner', $page->post_title );

		Installer::install();
		ScannerPage::create();
		$this->assertSame( $id, self::page_id() );
		$this->assertCount(
			1,
			get_posts(
				array(
					'post_type'   => 'page',
					'post_status' => 'any',
					'name'        => 'ticket-scanner',
					'fields'      => 'ids',
				)
			)
		);
		$this->assertNotContains( $id, wp_list_pluck( get_pages(), 'ID' ), 'not listed to visitors' );

		wp_trash_post( $id );
		ScannerPage::create();
		$this->assertNotSame( $id, self::page_id(), 'a trashed page is made again' );
	}

	public function test_the_page_is_found_by_its_path_or_id_and_follows_a_rename(): void {
		$id = self::page_id();
		$this->assertTrue( ScannerPage::is_requested( self::wp( array( 'pagename' => 'ticket-scanner' ) ) ) );
		$this->assertTrue( ScannerPage::is_requested( self::wp( array( 'page_id' => (string) $id ) ) ) );
		$this->assertFalse( ScannerPage::is_requested( self::wp( array( 'pagename' => 'about' ) ) ) );
		$this->assertFalse( ScannerPage::is_requested( self::wp( array() ) ) );

		wp_update_post(
			array(
				'ID'        => $id,
				'post_name' => 'door',
			)
		);
		$this->assertTrue( ScannerPage::is_requested( self::wp( array( 'pagename' => 'door' ) ) ) );
		$this->assertFalse( ScannerPage::is_requested( self::wp( array( 'pagename' => 'ticket-scanner' ) ) ) );
		$this->assertSame( get_permalink( $id ), ScannerPage::url() );
		$this->assertSame( add_query_arg( 'event_id', 7, ScannerPage::url() ), ScannerPage::url( 7 ) );

		wp_delete_post( $id, true );
		$this->assertSame( home_url( '/?eventin-scanner=1' ), ScannerPage::url(), 'without its page the scanner answers on the home URL' );
		$_GET[ ScannerPage::QUERY_ARG ] = '1';
		try {
			$this->assertTrue( ScannerPage::is_requested( self::wp( array() ) ) );
		} finally {
			unset( $_GET[ ScannerPage::QUERY_ARG ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the request under test.
		}
	}

	public function test_a_visitor_goes_to_the_login_page_and_comes_back_to_the_ticket(): void {
		$this->as_user( 0 );
		$response = ScannerPage::response(
			array(
				'event_id'    => '12',
				'attendee_id' => '5',
				'ticket_id'   => 'abc_DEF-123',
			)
		);
		$this->assertSame( 302, $response['status'] );
		$this->assertSame( '', $response['body'] );
		$back = add_query_arg(
			array(
				'attendee_id' => '5',
				'ticket_id'   => 'abc_DEF-123',
			),
			ScannerPage::url( 12 )
		);
		$this->assertSame( wp_login_url( $back ), $response['headers']['Location'] );
	}

	public function test_without_the_scan_permission_a_clear_message_and_no_scanner(): void {
		$this->as_user( $this->make_user( 'scanner_page_attendees', array( Permissions::ATTENDEE, Permissions::EVENT ) ) );
		$response = ScannerPage::response( array() );
		$this->assertSame( 403, $response['status'] );
		$this->assertStringContainsString( 'You do not have permission to scan tickets.', $response['body'] );
		$this->assertStringNotContainsString( 'eventinScannerBoot', $response['body'] );
		$this->assertStringNotContainsString( 'id="eventin-scanner"', $response['body'] );
	}

	public function test_a_scan_only_user_gets_the_scanner_document_with_its_boot_data(): void {
		$event   = self::make_event( array( 'Standard' => 10 ) );
		$booking = self::book( $event, 'Standard', 2 );
		( new \EventinPro\Checkins\CheckinsService() )->check_in( ( new AttendeesService() )->ids_of_booking( $booking['id'] ), 'dashboard' );
		( new SettingsRepository() )->update( array( 'attendee_verification_style' => 'off' ) );
		$user = $this->as_user( $this->make_user( 'scanner_page_scan_only', array( Permissions::QR_SCAN ) ) );

		$response = ScannerPage::response( array( 'event_id' => (string) $event['id'] ) );
		$this->assertSame( 200, $response['status'] );
		$this->assertSame( 'noindex, nofollow', $response['headers']['X-Robots-Tag'] );
		$this->assertSame( 'no-referrer', $response['headers']['Referrer-Policy'] );
		$this->assertSame( 'camera=(self)', $response['headers']['Permissions-Policy'] );
		$html = $response['body'];
		$this->assertStringContainsString( '<div id="eventin-scanner" class="eventin-scanner">', $html );
		$this->assertStringContainsString( '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">', $html );
		$this->assertMatchesRegularExpression( '#<script[^>]+src="[^"]+/build/scanner\.js\?ver=#', $html );
		$this->assertStringNotContainsString( 'wp-block-library', $html, "no theme or block styles: the scanner's own only" );

		$boot = self::boot_of( $html );
		$this->assertSame( ScannerPage::url(), $boot['pageUrl'] );
		$this->assertSame( 1, wp_verify_nonce( $boot['nonce'], Verification::NONCE_ACTION ) );
		$this->assertSame( 1, wp_verify_nonce( $boot['restNonce'], 'wp_rest' ) );
		$this->assertTrue( $boot['twoStep'], "attendee_verification_style 'off' asks first" );
		$this->assertSame( 'Something went wrong! Please try again.', $boot['failureMessage'] );
		$this->assertSame( 60, $boot['undoSeconds'] );
		$this->assertSame(
			array(
				'id'        => $event['id'],
				'title'     => 'Booked event',
				'checkedIn' => 2,
				'total'     => 2,
			),
			$boot['event']
		);
		$this->assertNull( $boot['prefill'] );
		$this->assertSame( $user, $boot['user']['id'] );
		$this->assertSame( array( 'http://example.org' ), $boot['siteOrigins'] );
		$this->assertSame( wp_login_url( ScannerPage::url( $event['id'] ) ), $boot['loginUrl'] );
		$this->assertStringEndsWith( 'admin-ajax.php?action=' . Scanner::NONCE_ACTION, $boot['nonceUrl'] );

		( new SettingsRepository() )->update( array( 'attendee_verification_style' => 'on' ) );
		$boot = self::boot_of( ScannerPage::response( array() )['body'] );
		$this->assertFalse( $boot['twoStep'] );
		$this->assertNull( $boot['event'], 'all events' );
	}

	public function test_eventin_4_ticket_urls_go_on_to_the_scanner_with_the_ticket(): void {
		$this->assertNull( Scanner::eventin_ticket_target( array( 'post_type' => 'etn-attendee' ) ) );
		$target = Scanner::eventin_ticket_target(
			array(
				'post_type'   => 'etn-attendee',
				'etn_action'  => 'ticket_scanner',
				'attendee_id' => '41',
				'ticket_id'   => 'Ab3_x-<script>',
			)
		);
		$this->assertSame(
			add_query_arg(
				array(
					'attendee_id' => '41',
					'ticket_id'   => 'Ab3_x-',
				),
				ScannerPage::url()
			),
			$target
		);
		$this->assertSame( 10, has_action( 'load-edit.php', array( Scanner::class, 'send_eventin_ticket_url_on' ) ) );

		$this->as_user( 'administrator' );
		$boot = self::boot_of(
			ScannerPage::response(
				array(
					'attendee_id' => '41',
					'ticket_id'   => 'Ab3_x-',
				)
			)['body']
		);
		$this->assertSame(
			array(
				'attendeeId' => 41,
				'ticketId'   => 'Ab3_x-',
			),
			$boot['prefill']
		);
	}

	public function test_fresh_nonces_for_a_page_left_open_need_the_scan_permission(): void {
		$answer = static function (): array {
			add_filter( 'wp_doing_ajax', '__return_true' );
			ob_start();
			try {
				Scanner::nonces();
			} catch ( WPDieException $e ) {
				unset( $e ); // wp_send_json() ends the request.
			} finally {
				$body = (string) ob_get_clean();
				remove_filter( 'wp_doing_ajax', '__return_true' );
			}
			return (array) json_decode( $body, true );
		};
		$this->as_user( 0 );
		$this->assertSame(
			array(
				'success' => false,
				'data'    => array( 'message' => 'Log in to scan tickets.' ),
			),
			$answer()
		);
		$this->as_user( 'subscriber' );
		$this->assertFalse( $answer()['success'] );

		$this->as_user( $this->make_user( 'scanner_nonce_scan_only', array( Permissions::QR_SCAN ) ) );
		$fresh = $answer();
		$this->assertTrue( $fresh['success'] );
		$this->assertSame( 1, wp_verify_nonce( $fresh['data']['nonce'], Verification::NONCE_ACTION ) );
		$this->assertSame( 1, wp_verify_nonce( $fresh['data']['restNonce'], 'wp_rest' ) );
	}

	public function test_the_admin_menu_links_to_the_scanner_for_holders_of_the_permission(): void {
		global $submenu;
		$this->as_user( $this->make_user( 'scanner_menu_scan_only', array( Permissions::QR_SCAN ) ) );
		$submenu = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- a fresh admin menu.
		Menu::register();
		Scanner::menu();
		$items = array_column( $submenu[ Menu::SLUG ] ?? array(), 2, 0 );
		$this->assertSame( ScannerPage::url(), $items['Ticket Scanner'] ?? null );
		$this->assertSame( ScannerPage::url(), Assets::boot_data()['scannerUrl'] );
	}

	public function test_uninstall_with_content_deletes_the_page(): void {
		$id = self::page_id();
		Scanner::uninstall( false );
		$this->assertNotNull( get_post( $id ) );
		Scanner::uninstall( true );
		$this->assertNull( get_post( $id ) );
		$this->assertFalse( get_option( ScannerPage::OPTION ) );
	}

	public function test_the_page_costs_other_requests_no_query(): void {
		$wp = self::wp( array( 'pagename' => 'about' ) );
		get_option( ScannerPage::OPTION ); // Autoloaded with every option.
		$this->assertSame(
			0,
			$this->count_queries(
				static function () use ( $wp ): void {
					ScannerPage::is_requested( $wp );
				}
			)
		);
	}
}
