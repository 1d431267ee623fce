<?php
/**
 * Install and upgrade run once, under a lock, and stay idempotent.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

use EventinPro\AccessControl\Permissions;
use EventinPro\Support\Installer;
use EventinPro\Tests\TestCase;

/**
 * Installer lock.
 */
final class InstallerLockTest extends TestCase {

	/**
	 * Installs seen so far in this process.
	 */
	private function installs(): int {
		return did_action( 'eventin_pro_installed' );
	}

	public function test_two_upgrade_checks_in_a_row_install_once(): void {
		update_option( Installer::VERSION_OPTION, '0.0.1' );
		$before = $this->installs();
		Installer::maybe_upgrade();
		Installer::maybe_upgrade();
		$this->assertSame( $before + 1, $this->installs() );
		$this->assertSame( EVENTIN_PRO_VERSION, get_option( Installer::VERSION_OPTION ) );
		$this->assertFalse( get_option( Installer::LOCK_OPTION ), 'the lock is released' );
	}

	public function test_a_held_lock_makes_a_second_caller_skip(): void {
		update_option( Installer::VERSION_OPTION, '0.0.1' );
		add_option( Installer::LOCK_OPTION, (string) ( time() + 300 ), '', false ); // Another request is installing.
		$before = $this->installs();
		Installer::maybe_upgrade();
		$this->assertFalse( Installer::install() );
		$this->assertSame( $before, $this->installs() );
		$this->assertSame( '0.0.1', get_option( Installer::VERSION_OPTION ) );
	}

	public function test_an_expired_lock_of_a_run_that_died_is_taken_over(): void {
		update_option( Installer::VERSION_OPTION, '0.0.1' );
		add_option( Installer::LOCK_OPTION, (string) ( time() - 1 ), '', false );
		Installer::maybe_upgrade();
		$this->assertSame( EVENTIN_PRO_VERSION, get_option( Installer::VERSION_OPTION ) );
	}

	public function test_an_upgrade_another_request_finished_meanwhile_does_not_run_again(): void {
		// This request loaded the options while the version was old; another request has upgraded since.
		update_option( Installer::VERSION_OPTION, EVENTIN_PRO_VERSION );
		$stale = static function () {
			return '0.0.1';
		};
		add_filter( 'pre_option_' . Installer::VERSION_OPTION, $stale );
		$before = $this->installs();
		Installer::maybe_upgrade();
		remove_filter( 'pre_option_' . Installer::VERSION_OPTION, $stale );
		$this->assertSame( $before, $this->installs() );
	}

	public function test_an_up_to_date_request_costs_no_query(): void {
		$this->assertSame( EVENTIN_PRO_VERSION, get_option( Installer::VERSION_OPTION ) );
		$this->assertSame(
			0,
			$this->count_queries(
				static function () {
					Installer::maybe_upgrade();
					Installer::maybe_flush_rewrite_rules();
				}
			)
		);
	}

	public function test_activation_installs(): void {
		get_role( 'administrator' )->remove_cap( Permissions::EVENT );
		delete_option( Installer::VERSION_OPTION );
		$before = $this->installs();
		Installer::activate();
		$this->assertSame( $before + 1, $this->installs() );
		$this->assertTrue( get_role( 'administrator' )->has_cap( Permissions::EVENT ) );
		$this->assertSame( EVENTIN_PRO_VERSION, get_option( Installer::VERSION_OPTION ) );
		$this->assertSame( 'yes', get_option( Installer::FLUSH_OPTION ), 'the next request rebuilds the rewrite rules' );
	}

	public function test_activating_twice_changes_nothing_the_first_did_not(): void {
		Installer::activate();
		$roles = get_option( wp_roles()->role_key );
		Installer::activate();
		$this->assertSame( $roles, get_option( wp_roles()->role_key ) );
	}
}
