<?php
/**
 * Bad input on the role permission write routes: 400 naming the field, with a
 * reason, no PHP warning, nothing changed.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\AccessControl;

use EventinPro\Tests\TestCase;

/**
 * Bad-input tables.
 */
final class RolePermissionsBadInputTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->as_user( 'administrator' );
	}

	/**
	 * Every role's capabilities, to show nothing changed.
	 *
	 * @return array<string,array<string,bool>>
	 */
	private function snapshot(): array {
		$caps = array();
		foreach ( wp_roles()->role_objects as $name => $role ) {
			$caps[ $name ] = $role->capabilities;
		}
		return $caps;
	}

	/**
	 * Asserts a 400 naming $field; optionally its exact reason.
	 *
	 * @param string            $field    Field.
	 * @param \WP_REST_Response $response Response.
	 * @param string            $reason   Exact reason ('' = any).
	 */
	private function assertInvalidField( string $field, \WP_REST_Response $response, string $reason = '' ): void {
		$this->assertStatus( 400, $response );
		$body = $this->json( $response );
		$this->assertContains( $body['code'], array( 'rest_invalid_param', 'rest_missing_callback_param' ) );
		$params = (array) ( $body['data']['params'] ?? array() );
		$this->assertTrue( isset( $params[ $field ] ) || in_array( $field, $params, true ), "names $field: " . wp_json_encode( $body ) );
		if ( '' !== $reason ) {
			$this->assertSame( $reason, $params[ $field ] );
		}
	}

	/**
	 * Bad `permissions` bodies.
	 *
	 * @return array<string,array{0:mixed,1:string}>
	 */
	public function bad_permissions(): array {
		return array(
			'empty list'      => array( array(), 'Please select at least one permission!' ),
			'a string'        => array( 'etn_manage_event', 'permissions must be a list of permission keys.' ),
			'a number'        => array( 7, 'permissions must be a list of permission keys.' ),
			'an object'       => array( array( 'event' => 'etn_manage_event' ), 'permissions must be a list of permission keys.' ),
			'a nested list'   => array( array( array( 'etn_manage_event' ) ), 'permissions must be a list of permission keys.' ),
			'a number item'   => array( array( 'etn_manage_event', 3 ), 'permissions must be a list of permission keys.' ),
			'a null item'     => array( array( null ), 'permissions must be a list of permission keys.' ),
			'unknown key'     => array( array( 'etn_manage_event', 'etn_manage_world' ), 'Unknown permission: "etn_manage_world".' ),
			'WordPress cap'   => array( array( 'manage_options' ), 'Unknown permission: "manage_options".' ),
			'key in capitals' => array( array( 'ETN_MANAGE_EVENT' ), 'Unknown permission: "ETN_MANAGE_EVENT".' ),
			'HTML payload'    => array( array( '<script>alert(1)</script>etn_x' ), 'Unknown permission: "etn_x".' ),
			'HTML only'       => array( array( '<img src=x onerror=alert(1)>' ), 'Unknown permission.' ),
			'huge key'        => array( array( str_repeat( 'k', 5000 ) ), 'Unknown permission: "' . str_repeat( 'k', 60 ) . '".' ),
		);
	}

	/**
	 * @dataProvider bad_permissions
	 *
	 * @param mixed  $permissions Bad value.
	 * @param string $reason      Reason.
	 */
	public function test_post_and_put_reject_bad_permissions( $permissions, string $reason ): void {
		$before = $this->snapshot();
		foreach ( array( 'POST', 'PUT' ) as $method ) {
			$this->assertInvalidField( 'permissions', $this->request( $method, '/eventin/v2/permissions/author', array( 'permissions' => $permissions ) ), $reason );
		}
		$this->assertSame( $before, $this->snapshot() );
	}

	public function test_missing_permissions_is_named(): void {
		foreach ( array( 'POST', 'PUT' ) as $method ) {
			$this->assertInvalidField( 'permissions', $this->request( $method, '/eventin/v2/permissions/author', array() ) );
		}
	}

	/**
	 * Role names that are no role.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function unknown_roles(): array {
		return array(
			'unknown'      => array( 'wizard', 'No such role: "wizard".' ),
			'capitalised'  => array( 'Editor', 'No such role: "Editor".' ),
			'HTML'         => array( '<i>x', 'No such role: "x".' ),
			'a capability' => array( 'manage_options', 'No such role: "manage_options".' ),
		);
	}

	/**
	 * @dataProvider unknown_roles
	 *
	 * @param string $role   Role in the path.
	 * @param string $reason Reason.
	 */
	public function test_unknown_roles_are_named( string $role, string $reason ): void {
		$before = $this->snapshot();
		$body   = array( 'permissions' => array( 'etn_manage_event' ) );
		$this->assertInvalidField( 'role', $this->request( 'POST', "/eventin/v2/permissions/$role", $body ), $reason );
		$this->assertInvalidField( 'role', $this->request( 'PUT', "/eventin/v2/permissions/$role", $body ), $reason );
		$this->assertInvalidField( 'role', $this->request( 'DELETE', "/eventin/v2/permissions/roles/$role" ), $reason );
		$this->assertSame( $before, $this->snapshot() );
	}

	public function test_administrator_cannot_lose_a_permission_or_be_removed(): void {
		$before = $this->snapshot();
		$this->assertInvalidField( 'role', $this->request( 'PUT', '/eventin/v2/permissions/administrator', array( 'permissions' => array( 'etn_manage_event' ) ) ) );
		$this->assertInvalidField( 'role', $this->request( 'POST', '/eventin/v2/permissions/administrator', array( 'permissions' => array( 'etn_manage_event' ) ) ) );
		$this->assertInvalidField( 'role', $this->request( 'DELETE', '/eventin/v2/permissions/roles/administrator' ) );
		$this->assertSame( $before, $this->snapshot() );
	}
}
