<?php
/**
 * Base of the license tests: the plugin talks to the local license server.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\License;

use EventinPro\License\LicenseCron;
use EventinPro\License\LicenseRepository;
use EventinPro\Tests\TestCase;

/**
 * Points the plugin at the local server (or wherever a test says).
 */
abstract class LicenseTestCase extends TestCase {

	public const ACTIVATE   = '/eventin/v2/license/activate';
	public const DEACTIVATE = '/eventin/v2/license/deactivate';
	public const ROUTE      = '/eventin/v2/license';

	/**
	 * Where the plugin sends license requests in this test.
	 *
	 * @var string
	 */
	protected $server_url = '';

	/**
	 * Filter callback.
	 *
	 * @var callable
	 */
	private $point;

	protected function setUp(): void {
		parent::setUp();
		$this->server_url = LicenseServer::url();
		$this->point      = function () {
			return $this->server_url;
		};
		add_filter( 'eventin_license_server_url', $this->point );
		add_filter( 'pre_http_request', array( LicenseServer::class, 'let_loopback_through' ), 10, 3 );
		// The cron array is an option: rolled back with the transaction, but cached in memory.
		wp_cache_delete( 'alloptions', 'options' );
	}

	protected function tearDown(): void {
		remove_filter( 'eventin_license_server_url', $this->point );
		remove_filter( 'pre_http_request', array( LicenseServer::class, 'let_loopback_through' ), 10 );
		parent::tearDown();
	}

	/**
	 * The site's address as the server sees it.
	 */
	protected function site(): string {
		return home_url();
	}

	/**
	 * Activates a key through the REST route as an administrator.
	 *
	 * @param string $key License key.
	 * @return \WP_REST_Response
	 */
	protected function activate( string $key = LicenseServer::TEST_KEY ) {
		return $this->request(
			'POST',
			self::ACTIVATE,
			array(
				'name'        => 'Ada Lovelace',
				'email'       => 'ada@example.org',
				'license_key' => $key,
			)
		);
	}

	/**
	 * What is stored.
	 *
	 * @return array<string,string>|null
	 */
	protected function stored(): ?array {
		return ( new LicenseRepository() )->get();
	}

	/**
	 * Whether the weekly check is scheduled.
	 */
	protected function scheduled(): bool {
		return (bool) wp_next_scheduled( LicenseCron::HOOK );
	}
}
