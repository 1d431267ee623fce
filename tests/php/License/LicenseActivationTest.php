<?php
/**
 * Activating and deactivating a license against the local license server.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\License;

use EventinPro\License\LicenseRepository;

/**
 * Activation and deactivation.
 */
final class LicenseActivationTest extends LicenseTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->as_user( 'administrator' );
	}

	public function test_no_license_reads_as_falsy_data(): void {
		$response = $this->request( 'GET', self::ROUTE );
		$this->assertStatus( 200, $response );
		$this->assertSame( array( 'data' => false ), $this->json( $response ) );
	}

	public function test_activating_the_test_key_stores_it_and_shows_it_masked(): void {
		$response = $this->activate();
		$this->assertStatus( 200, $response );
		$data = $this->json( $response )['data'];
		$this->assertSame( 'Ada Lovelace', $data['name'] );
		$this->assertSame( 'ada@example.org', $data['email'] );
		$this->assertSame( str_repeat( '*', strlen( LicenseServer::TEST_KEY ) - 4 ) . '0000', $data['license_key'] );
		$this->assertSame( 'valid', $data['license'] );
		$this->assertSame( 'lifetime', $data['expires'] );
		$this->assertNotEmpty( $data['activated_at'] );
		$this->assertNotEmpty( $data['checked_at'] );

		// Stored in full, not autoloaded; the full key never appears in a response.
		$this->assertSame( LicenseServer::TEST_KEY, $this->stored()['license_key'] );
		global $wpdb;
		$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", LicenseRepository::OPTION ) );
		$this->assertContains( $autoload, array( 'no', 'off' ) );
		$read = $this->request( 'GET', self::ROUTE );
		$this->assertSame( $data, $this->json( $read )['data'] );
		$this->assertStringNotContainsString( 'TEST-0000-0000', (string) wp_json_encode( $this->json( $read ) ) );

		// The server counts this site now.
		$this->assertSame( 'valid', LicenseServer::call( 'check_license', LicenseServer::TEST_KEY, $this->site() )['license'] );
		$this->assertTrue( $this->scheduled() );
	}

	public function test_deactivating_frees_the_site_and_forgets_the_license(): void {
		$this->assertStatus( 200, $this->activate() );
		$response = $this->request( 'POST', self::DEACTIVATE );
		$this->assertStatus( 200, $response );
		$this->assertSame( array( 'data' => false ), $this->json( $response ) );
		$this->assertNull( $this->stored() );
		$this->assertFalse( $this->scheduled() );
		$this->assertSame( 'site_inactive', LicenseServer::call( 'check_license', LicenseServer::TEST_KEY, $this->site() )['license'] );
		$this->assertSame( array( 'data' => false ), $this->json( $this->request( 'GET', self::ROUTE ) ) );
	}

	/**
	 * Keys the server refuses, and what the user reads.
	 *
	 * @return array<string,array{0:string,1:string,2:string}>
	 */
	public function refused_keys(): array {
		return array(
			'unknown key'  => array( 'EVENTIN-PRO-NOPE-1234', 'missing', 'This license key does not exist. Check the key and try again.' ),
			'expired key'  => array( LicenseServer::EXPIRED_KEY, 'expired', 'This license key expired on January 31, 2020. Renew it to activate it again.' ),
			'disabled key' => array( LicenseServer::DISABLED_KEY, 'disabled', 'This license key has been disabled. Contact support.' ),
		);
	}

	/**
	 * @dataProvider refused_keys
	 *
	 * @param string $key     Key.
	 * @param string $reason  EDD error code.
	 * @param string $message Human message.
	 */
	public function test_a_refused_key_is_a_400_with_a_human_reason_and_nothing_is_stored( string $key, string $reason, string $message ): void {
		$response = $this->activate( $key );
		$this->assertStatus( 400, $response );
		$body = $this->json( $response );
		$this->assertSame( 'eventin_license_invalid', $body['code'] );
		$this->assertSame( $message, $body['message'] );
		$this->assertSame( $reason, $body['data']['reason'] );
		$this->assertSame( $message, $body['data']['params']['license_key'] );
		$this->assertNull( $this->stored() );
		$this->assertFalse( $this->scheduled() );
	}

	public function test_a_one_site_key_used_elsewhere_has_no_activations_left(): void {
		// Another site holds the only activation; this site does not.
		LicenseServer::call( 'deactivate_license', LicenseServer::ONE_SITE_KEY, $this->site() );
		$this->assertTrue( LicenseServer::call( 'activate_license', LicenseServer::ONE_SITE_KEY, 'https://other-site.test' )['success'] );

		$response = $this->activate( LicenseServer::ONE_SITE_KEY );
		$this->assertStatus( 400, $response );
		$this->assertSame( 'no_activations_left', $this->json( $response )['data']['reason'] );
		$this->assertStringContainsString( 'activation limit', $this->json( $response )['message'] );
		$this->assertNull( $this->stored() );

		// Once the other site lets go, this one may take it.
		LicenseServer::call( 'deactivate_license', LicenseServer::ONE_SITE_KEY, 'https://other-site.test' );
		try {
			$response = $this->activate( LicenseServer::ONE_SITE_KEY );
			$this->assertStatus( 200, $response );
			$this->assertSame( '2099-12-31 23:59:59', $this->json( $response )['data']['expires'] );
		} finally {
			LicenseServer::call( 'deactivate_license', LicenseServer::ONE_SITE_KEY, $this->site() );
		}
	}

	public function test_a_second_activation_is_refused_while_a_license_is_active(): void {
		$this->assertStatus( 200, $this->activate() );
		$response = $this->activate( LicenseServer::EXPIRED_KEY );
		$this->assertStatus( 400, $response );
		$this->assertSame( 'eventin_license_active', $this->json( $response )['code'] );
		$this->assertSame( LicenseServer::TEST_KEY, $this->stored()['license_key'] );
	}

	public function test_deactivating_without_a_license_is_a_400(): void {
		$response = $this->request( 'POST', self::DEACTIVATE );
		$this->assertStatus( 400, $response );
		$this->assertSame( 'eventin_license_none', $this->json( $response )['code'] );
	}

	public function test_server_down_changes_nothing_and_says_so(): void {
		$this->server_url = LicenseServer::closed_url();
		$response         = $this->activate();
		$this->assertStatus( 502, $response );
		$body = $this->json( $response );
		$this->assertSame( 'eventin_license_server_unreachable', $body['code'] );
		$this->assertStringStartsWith( 'Could not reach the license server.', $body['message'] );
		$this->assertNull( $this->stored() );

		// With a license active, a deactivation that cannot reach the server keeps it.
		$this->server_url = LicenseServer::url();
		$this->assertStatus( 200, $this->activate() );
		$this->server_url = LicenseServer::closed_url();
		$response         = $this->request( 'POST', self::DEACTIVATE );
		$this->assertStatus( 502, $response );
		$this->assertSame( 'eventin_license_server_unreachable', $this->json( $response )['code'] );
		$this->assertSame( LicenseServer::TEST_KEY, $this->stored()['license_key'] );
		$this->assertTrue( $this->scheduled() );
	}

	/**
	 * Why a server cannot be reached, as WordPress's HTTP API words it.
	 *
	 * @return array<string,array{0:string|null}>
	 */
	public function transport_failures(): array {
		return array(
			'a closed port (real)' => array( null ),
			'an unknown host'      => array( 'cURL error 6: Could not resolve host: licenses.internal.example' ),
			'a refused address'    => array( 'cURL error 7: Failed to connect to 10.0.12.7 port 8443 after 3 ms: Connection refused' ),
		);
	}

	/**
	 * @dataProvider transport_failures
	 *
	 * @param string|null $failure The transport's message (null: a real closed port).
	 */
	public function test_an_unreachable_server_s_address_stays_out_of_the_answer( ?string $failure ): void {
		$this->server_url = LicenseServer::closed_url();
		$fail             = static function ( $preempt ) use ( $failure ) {
			return null === $failure ? $preempt : new \WP_Error( 'http_request_failed', $failure );
		};
		$logged           = array();
		$log              = static function ( \WP_Error $error ) use ( &$logged ): void {
			$logged[] = $error->get_error_message();
		};
		add_filter( 'pre_http_request', $fail, 5 );
		add_action( 'eventin_license_request_failed', $log );
		$response = $this->activate();
		remove_action( 'eventin_license_request_failed', $log );
		remove_filter( 'pre_http_request', $fail, 5 );

		$this->assertStatus( 502, $response );
		$this->assertSame( 'eventin_license_server_unreachable', $this->json( $response )['code'] );
		$this->assertSame( 'Could not reach the license server. Check the site\'s internet connection and try again.', $this->json( $response )['message'], 'no host, address, port or transport detail' );
		$this->assertCount( 1, $logged, 'the detail goes to the log hook' );
		if ( null !== $failure ) {
			$this->assertSame( $failure, $logged[0] );
		}
		$this->assertNull( $this->stored() );
	}

	/**
	 * Paths of the local server that do not speak the protocol.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function unexpected_replies(): array {
		return array(
			'an HTML page' => array( '/html', 'its answer was not a license reply' ),
			'HTTP 404'     => array( '/nope', 'HTTP status 404' ),
		);
	}

	/**
	 * @dataProvider unexpected_replies
	 *
	 * @param string $path   Path on the license server.
	 * @param string $detail Part of the message.
	 */
	public function test_an_unexpected_reply_changes_nothing( string $path, string $detail ): void {
		$this->server_url = LicenseServer::url() . $path;
		$response         = $this->activate();
		$this->assertStatus( 502, $response );
		$body = $this->json( $response );
		$this->assertSame( 'eventin_license_server_invalid_reply', $body['code'] );
		$this->assertStringContainsString( $detail, $body['message'] );
		$this->assertNull( $this->stored() );
		$this->assertFalse( $this->scheduled() );
	}
}
