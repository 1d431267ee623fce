<?php
/**
 * /eventin/v2/settings in the route × role matrix: read by any holder of an
 * Eventin permission (every screen reads it), written with
 * etn_manage_settings, and written the same way whatever the verb: WordPress
 * takes POST and PATCH for PUT.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Settings;

use EventinPro\Settings\SettingsRepository;
use EventinPro\Tests\TestCase;

/**
 * Route × role matrix of the settings.
 */
final class SettingsRoleMatrixTest extends TestCase {

	private const ROUTE = '/eventin/v2/settings';

	/**
	 * Roles, whether they may read, whether they may write.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:bool,3:bool}>
	 */
	public function roles(): array {
		$rows = self::matrix_roles(
			array(
				'event-only role'    => array( 'matrix_settings_event', array( 'etn_manage_event' ), false ),
				'scanner-only role'  => array( 'matrix_settings_scan', array( 'etn_manage_qr_scan' ), false ),
				'settings-only role' => array( 'matrix_settings_only', array( 'etn_manage_settings' ), true ),
			)
		);
		foreach ( $rows as &$row ) {
			// Reading needs any Eventin permission; writing is the row's verdict.
			$row = array( $row[0], $row[1], 'administrator' === $row[0] || (bool) $row[1], $row[2] );
		}
		return $rows;
	}

	/**
	 * @dataProvider roles
	 *
	 * @param string|int $role  Role (0 = anonymous).
	 * @param string[]   $caps  Caps of a custom role.
	 * @param bool       $read  Whether GET succeeds.
	 * @param bool       $write Whether a write succeeds.
	 */
	public function test_role_matrix( $role, array $caps, bool $read, bool $write ): void {
		$user   = $this->matrix_user( $role, $caps );
		$denied = 0 === $role ? 401 : 403;
		wp_set_current_user( $user );
		$this->assertStatus( $read ? 200 : $denied, $this->request( 'GET', self::ROUTE ), 'GET' );
		foreach ( array( 'PUT', 'POST', 'PATCH' ) as $method ) {
			delete_option( SettingsRepository::OPTION );
			$response = $this->request( $method, self::ROUTE, array( 'disable_category_and_tags' => 'on' ) );
			$this->assertStatus( $write ? 200 : $denied, $response, $method );
			$this->assertSame( $write ? 'on' : 'off', ( new SettingsRepository() )->get( 'disable_category_and_tags' ), "$method: changed only when allowed" );
			if ( ! $write ) {
				$this->assertSame( 'rest_forbidden', $this->json( $response )['code'], $method );
			}
		}
	}
}
