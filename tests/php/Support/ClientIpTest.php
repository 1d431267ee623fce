<?php
/**
 * The address every rate limit counts.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

use EventinPro\Support\ClientIp;
use EventinPro\Tests\TestCase;

/**
 * ClientIp.
 */
final class ClientIpTest extends TestCase {

	/**
	 * The server variables before a test.
	 *
	 * @var array<string,mixed>
	 */
	private $server;

	protected function setUp(): void {
		parent::setUp();
		$this->server = $_SERVER;
	}

	protected function tearDown(): void {
		$_SERVER = $this->server; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotValidated -- restoring.
		remove_all_filters( 'eventin_client_ip' );
		remove_all_filters( 'eventin_checkout_client_ip' );
		remove_all_actions( 'deprecated_hook_run' );
		parent::tearDown();
	}

	public function test_remote_addr_and_never_a_header_the_visitor_writes(): void {
		$_SERVER['REMOTE_ADDR']          = '203.0.113.7';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.1';
		$_SERVER['HTTP_CLIENT_IP']       = '198.51.100.2';
		$this->assertSame( '203.0.113.7', ClientIp::get() );
		unset( $_SERVER['REMOTE_ADDR'] );
		$this->assertSame( '', ClientIp::get() );
	}

	public function test_a_site_behind_a_proxy_filters_it_and_the_old_filter_still_works_deprecated(): void {
		$_SERVER['REMOTE_ADDR'] = '10.0.0.2';
		add_filter(
			'eventin_client_ip',
			static function ( string $ip ): string {
				return '10.0.0.2' === $ip ? '203.0.113.9' : $ip;
			}
		);
		$this->assertSame( '203.0.113.9', ClientIp::get() );

		$deprecated = array();
		add_action(
			'deprecated_hook_run',
			static function ( $hook ) use ( &$deprecated ) {
				$deprecated[] = $hook;
			}
		);
		add_filter( 'deprecated_hook_trigger_error', '__return_false' );
		add_filter(
			'eventin_checkout_client_ip',
			static function ( string $ip ): string {
				return $ip . '-old';
			}
		);
		$this->assertSame( '203.0.113.9-old', ClientIp::get() );
		$this->assertSame( array( 'eventin_checkout_client_ip' ), $deprecated );
		remove_filter( 'deprecated_hook_trigger_error', '__return_false' );
	}
}
