<?php
/**
 * Two PHP processes that find the same upgrade due at the same moment (a new
 * version deployed on a site served by several nodes): the install runs once,
 * under the lock in the database, and leaves one consistent state.
 *
 * These tests commit (the workers cannot see an open transaction) and leave
 * the site installed at the current version afterwards.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Support;

use EventinPro\AccessControl\Permissions;
use EventinPro\Support\Installer;
use EventinPro\Tests\TestCase;

/**
 * Parallel upgrades and activations.
 */
final class InstallerParallelTest extends TestCase {

	use ParallelRequests;

	/**
	 * Leaves the site as the run installed it.
	 */
	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", Installer::LOCK_OPTION ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s", EVENTIN_PRO_VERSION, Installer::VERSION_OPTION ) );
		$wpdb->query( 'COMMIT' );
		parent::tearDown();
	}

	/**
	 * A worker's job: a request that loaded the options after the new code was
	 * deployed (the stored version is older) upgrades, or finds another doing it.
	 *
	 * @param array<string,mixed> $payload {activate: run the activation instead}.
	 * @return array{installed:int,returned:bool}
	 */
	public static function upgrade_job( array $payload ): array {
		// This process loaded the options before the test made the version old: read them again.
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( Installer::VERSION_OPTION, 'options' );
		$before = did_action( 'eventin_pro_installed' );
		if ( ! empty( $payload['activate'] ) ) {
			Installer::activate();
			$returned = true;
		} else {
			Installer::maybe_upgrade();
			$returned = true;
		}
		return array(
			'installed' => did_action( 'eventin_pro_installed' ) - $before,
			'returned'  => $returned,
		);
	}

	/**
	 * Makes the stored version old and commits it, once the workers wait.
	 *
	 * @return callable
	 */
	private static function deploy_new_version(): callable {
		return static function (): void {
			global $wpdb;
			$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = '0.0.1' WHERE option_name = %s", Installer::VERSION_OPTION ) );
			$wpdb->query( 'COMMIT' );
		};
	}

	/**
	 * The plugin's tables.
	 *
	 * @return string[]
	 */
	private static function tables(): array {
		global $wpdb;
		return $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'eventin_' ) . '%' ) );
	}

	/**
	 * Asserts the state every install leaves, read from the database.
	 */
	private function assert_installed(): void {
		global $wpdb;
		wp_cache_flush();
		$this->assertSame( EVENTIN_PRO_VERSION, $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Installer::VERSION_OPTION ) ) );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Installer::LOCK_OPTION ) ), 'the lock is released' );
		$this->assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name = %s", Installer::VERSION_OPTION ) ) );
		unset( $GLOBALS['wp_user_roles'] );
		wp_roles()->for_site();
		$this->assertTrue( get_role( 'administrator' )->has_cap( Permissions::EVENT ) );
		$this->assertNotNull( get_role( 'etn-speaker' ) );
	}

	public function test_two_requests_finding_the_upgrade_due_at_once_run_it_once(): void {
		$tables   = self::tables();
		$outcomes = $this->run_parallel( self::class . '::upgrade_job', array( array(), array() ), 0, self::deploy_new_version() );
		$this->assertSame( 1, $outcomes[0]['installed'] + $outcomes[1]['installed'], 'exactly one of the two ran the install' );
		$this->assertTrue( $outcomes[0]['returned'] && $outcomes[1]['returned'] );
		$this->assert_installed();
		$this->assertSame( $tables, self::tables(), 'the same tables, each once' );
	}

	public function test_two_activations_at_once_leave_one_consistent_install(): void {
		$tables   = self::tables();
		$roles    = get_option( wp_roles()->role_key );
		$outcomes = $this->run_parallel(
			self::class . '::upgrade_job',
			array( array( 'activate' => true ), array( 'activate' => true ) ),
			0,
			self::deploy_new_version()
		);
		$installed = $outcomes[0]['installed'] + $outcomes[1]['installed'];
		$this->assertGreaterThanOrEqual( 1, $installed );
		$this->assertLessThanOrEqual( 2, $installed, 'the second ran only after the first released the lock' );
		$this->assert_installed();
		$this->assertSame( $tables, self::tables() );
		$this->assertSame( $roles, get_option( wp_roles()->role_key ), 'roles and capabilities as one install leaves them' );
	}
}
