<?php
/**
 * The weekly check_license on WP-Cron.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\License;

use EventinPro\License\LicenseCron;
use EventinPro\Support\Uninstaller;

/**
 * Scheduled status check.
 */
final class LicenseCronTest extends LicenseTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->as_user( 'administrator' );
	}

	public function test_a_weekly_recurrence_exists(): void {
		$schedules = wp_get_schedules();
		$this->assertArrayHasKey( LicenseCron::RECURRENCE, $schedules );
		$this->assertSame( WEEK_IN_SECONDS, (int) $schedules[ LicenseCron::RECURRENCE ]['interval'] );
		// Also when nothing else provides one.
		$this->assertSame( WEEK_IN_SECONDS, LicenseCron::add_weekly_schedule( array() )['weekly']['interval'] );
	}

	public function test_activation_schedules_a_weekly_check_and_deactivation_clears_it(): void {
		$this->assertFalse( $this->scheduled() );
		$this->assertStatus( 200, $this->activate() );
		$next = wp_next_scheduled( LicenseCron::HOOK );
		$this->assertIsInt( $next );
		$this->assertEqualsWithDelta( time() + WEEK_IN_SECONDS, $next, 60 );
		$this->assertSame( 'weekly', wp_get_schedule( LicenseCron::HOOK ) );

		$this->assertStatus( 200, $this->request( 'POST', self::DEACTIVATE ) );
		$this->assertFalse( $this->scheduled() );
	}

	public function test_the_check_updates_the_stored_status(): void {
		$this->assertStatus( 200, $this->activate() );
		$before = $this->stored();
		// The site was deactivated from the vendor's side.
		LicenseServer::call( 'deactivate_license', LicenseServer::TEST_KEY, $this->site() );
		sleep( 1 );
		do_action( LicenseCron::HOOK );

		$after = $this->stored();
		$this->assertSame( 'site_inactive', $after['license'] );
		$this->assertNotSame( $before['checked_at'], $after['checked_at'] );
		$this->assertSame( $before['license_key'], $after['license_key'] );
		$this->assertSame( 'site_inactive', $this->json( $this->request( 'GET', self::ROUTE ) )['data']['license'] );

		// And back once the site is active again.
		LicenseServer::call( 'activate_license', LicenseServer::TEST_KEY, $this->site() );
		do_action( LicenseCron::HOOK );
		$this->assertSame( 'valid', $this->stored()['license'] );
	}

	public function test_an_unreachable_server_leaves_the_status_unchanged(): void {
		$this->assertStatus( 200, $this->activate() );
		$before           = $this->stored();
		$this->server_url = LicenseServer::closed_url();
		do_action( LicenseCron::HOOK );
		$this->assertSame( $before, $this->stored() );

		$this->server_url = LicenseServer::url() . '/html';
		do_action( LicenseCron::HOOK );
		$this->assertSame( $before, $this->stored() );
	}

	public function test_the_check_without_a_license_does_nothing(): void {
		$this->server_url = LicenseServer::closed_url();
		do_action( LicenseCron::HOOK );
		$this->assertNull( $this->stored() );
	}

	public function test_plugin_deactivation_stops_the_check_and_activation_restarts_it(): void {
		$plugin = plugin_basename( EVENTIN_PRO_FILE );
		$this->assertNotFalse( has_action( "deactivate_$plugin", array( LicenseCron::class, 'clear' ) ) );
		$this->assertNotFalse( has_action( "activate_$plugin", array( LicenseCron::class, 'ensure_scheduled' ) ) );
		// The activation hook also runs the installer (a schema change would end the test's transaction): call ours alone.
		LicenseCron::ensure_scheduled();
		$this->assertFalse( $this->scheduled(), 'nothing to check without a license' );

		$this->assertStatus( 200, $this->activate() );
		LicenseCron::clear();
		$this->assertFalse( $this->scheduled() );
		LicenseCron::ensure_scheduled();
		$this->assertTrue( $this->scheduled() );
		$this->assertNotNull( $this->stored() );
	}

	public function test_uninstall_forgets_the_license_and_the_schedule(): void {
		$this->assertStatus( 200, $this->activate() );
		Uninstaller::uninstall();
		$this->assertFalse( $this->scheduled() );
		$this->assertNull( $this->stored() );
		LicenseServer::call( 'deactivate_license', LicenseServer::TEST_KEY, $this->site() );
	}
}
