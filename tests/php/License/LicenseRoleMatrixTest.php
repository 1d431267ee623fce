<?php
/**
 * Who may use the license routes: every route × every role.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\License;

/**
 * Route × role matrix: manage_options only.
 */
final class LicenseRoleMatrixTest extends LicenseTestCase {

	/**
	 * Roles and whether they may.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:bool}>
	 */
	public function roles(): array {
		return self::matrix_roles(
			array(
				'settings-only role' => array( 'license_settings_only', array( 'etn_manage_settings' ), false ),
				'event-only role'    => array( 'license_event_only', array( 'etn_manage_event' ), false ),
			)
		);
	}

	/**
	 * @dataProvider roles
	 *
	 * @param string|int $role    Role (0 = anonymous).
	 * @param string[]   $caps    Caps of a custom role.
	 * @param bool       $allowed Whether every route must succeed.
	 */
	public function test_role_matrix( $role, array $caps, bool $allowed ): void {
		$user   = $this->matrix_user( $role, $caps );
		$routes = array(
			'read'       => array( 'GET', self::ROUTE, array() ),
			'activate'   => array(
				'POST',
				self::ACTIVATE,
				array(
					'name'        => 'Matrix',
					'email'       => 'matrix@example.org',
					'license_key' => LicenseServer::TEST_KEY,
				),
			),
			'deactivate' => array( 'POST', self::DEACTIVATE, array() ),
		);
		foreach ( $routes as $name => list( $method, $path, $params ) ) {
			wp_set_current_user( $user );
			$before   = $this->stored();
			$response = $this->request( $method, $path, $params );
			if ( $allowed ) {
				$this->assertStatus( 200, $response, $name );
				continue;
			}
			$this->assertStatus( 0 === $role ? 401 : 403, $response, $name );
			$this->assertSame( 'rest_forbidden', $this->json( $response )['code'] );
			$this->assertArrayNotHasKey( 'data', array_diff_key( $this->json( $response ), array( 'data' => 1 ) ) );
			$this->assertSame( $before, $this->stored(), "$name: nothing changed" );
		}
		if ( ! $allowed ) {
			$this->assertNull( $this->stored(), 'no license was stored' );
		}
	}
}
