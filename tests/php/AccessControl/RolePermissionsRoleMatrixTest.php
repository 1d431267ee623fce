<?php
/**
 * Who may use the role permission routes: every route × every role.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\AccessControl;

use EventinPro\Tests\TestCase;

/**
 * Route × role matrix: manage_options for everything but current-user.
 */
final class RolePermissionsRoleMatrixTest extends TestCase {

	/**
	 * Every route, with a request that succeeds for an allowed user. The target
	 * role is "author" (no Eventin permission to begin with).
	 *
	 * @return array<string,array{0:string,1:string,2:array<string,mixed>}>
	 */
	private function routes(): array {
		return array(
			'permission keys' => array( 'GET', '/eventin/v2/permissions', array() ),
			'roles'           => array( 'GET', '/eventin/v2/permissions/roles', array() ),
			'configured'      => array( 'GET', '/eventin/v2/permissions/settings', array() ),
			'add'             => array( 'POST', '/eventin/v2/permissions/author', array( 'permissions' => array( 'etn_manage_event' ) ) ),
			'update'          => array( 'PUT', '/eventin/v2/permissions/author', array( 'permissions' => array( 'etn_manage_schedule' ) ) ),
			'delete'          => array( 'DELETE', '/eventin/v2/permissions/roles/author', array() ),
		);
	}

	/**
	 * Roles and whether they may.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:bool}>
	 */
	public function roles(): array {
		return self::matrix_roles(
			array(
				'event-only role'    => array( 'access_event_only', array( 'etn_manage_event' ), false ),
				'settings-only role' => array( 'access_settings_only', array( 'etn_manage_settings' ), false ),
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
		$user = $this->matrix_user( $role, $caps );
		foreach ( $this->routes() as $name => list( $method, $path, $params ) ) {
			$before = get_role( 'author' )->capabilities;
			wp_set_current_user( 0 );
			wp_set_current_user( $user );
			$response = $this->request( $method, $path, $params );
			if ( $allowed ) {
				$this->assertStatus( 200, $response, "$name: $method $path" );
				continue;
			}
			$this->assertStatus( 0 === $role ? 401 : 403, $response, "$name: $method $path" );
			$this->assertSame( 'rest_forbidden', $this->json( $response )['code'] );
			$this->assertSame( $before, get_role( 'author' )->capabilities, "$name: nothing changed" );
		}
	}

	/**
	 * @dataProvider roles
	 *
	 * @param string|int $role Role (0 = anonymous).
	 * @param string[]   $caps Caps of a custom role.
	 */
	public function test_current_user_is_open_to_every_logged_in_user( $role, array $caps ): void {
		$user = $this->matrix_user( $role, $caps );
		wp_set_current_user( $user );
		$response = $this->request( 'GET', '/eventin/v2/permissions/current-user' );
		$this->assertStatus( 0 === $role ? 401 : 200, $response );
		if ( $user ) {
			$this->assertEqualsCanonicalizing( 'administrator' === $role ? \EventinPro\AccessControl\Permissions::keys() : $caps, $this->json( $response )['permissions'] );
		}
	}
}
