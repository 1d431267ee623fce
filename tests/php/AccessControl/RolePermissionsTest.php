<?php
/**
 * Reading and changing which Eventin permissions each role holds.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\AccessControl;

use EventinPro\AccessControl\Permissions;
use EventinPro\Tests\TestCase;

/**
 * Role permissions.
 */
final class RolePermissionsTest extends TestCase {

	private const ALL_KEYS = array(
		'etn_manage_event',
		'etn_manage_organizer',
		'etn_manage_schedule',
		'etn_manage_attendee',
		'etn_manage_order',
		'etn_manage_qr_scan',
		'etn_manage_template',
		'etn_manage_settings',
		'etn_manage_rsvp',
		'etn_manage_shortcode',
	);

	protected function setUp(): void {
		parent::setUp();
		$this->as_user( 'administrator' );
	}

	/**
	 * The role entry named $name in a list.
	 *
	 * @param array<int,array<string,mixed>> $roles Roles.
	 * @param string                         $name  Role name.
	 * @return array<string,mixed>|null
	 */
	private function entry( array $roles, string $name ): ?array {
		foreach ( $roles as $role ) {
			if ( $role['name'] === $name ) {
				return $role;
			}
		}
		return null;
	}

	/**
	 * Keys of a role as the API lists them.
	 *
	 * @param string $name Role name.
	 * @return string[]
	 */
	private function keys_of( string $name ): array {
		$role = $this->entry( $this->json( $this->request( 'GET', '/eventin/v2/permissions/roles' ) ), $name );
		return array_column( (array) ( $role['permissions'] ?? array() ), 'key' );
	}

	public function test_the_server_lists_every_permission_key_with_a_label(): void {
		$map = $this->json( $this->request( 'GET', '/eventin/v2/permissions' ) );
		$this->assertSame( self::ALL_KEYS, array_keys( $map ) );
		$this->assertSame( 'Events', $map['etn_manage_event'] );
		$this->assertSame( 'Template Builder', $map['etn_manage_template'] );
		$this->assertSame( 'Settings', $map['etn_manage_settings'] );
		$this->assertSame( 'Shortcode Generator', $map['etn_manage_shortcode'] );
		foreach ( $map as $label ) {
			$this->assertNotSame( '', $label );
		}
	}

	public function test_roles_lists_every_wordpress_role_with_its_keys(): void {
		$roles = $this->json( $this->request( 'GET', '/eventin/v2/permissions/roles' ) );
		$this->assertEqualsCanonicalizing( array_keys( wp_roles()->get_names() ), array_column( $roles, 'name' ) );
		$admin = $this->entry( $roles, 'administrator' );
		$this->assertSame( 'Administrator', $admin['label'] );
		$this->assertSame( self::ALL_KEYS, array_column( $admin['permissions'], 'key' ) );
		$this->assertSame( 'Events', $admin['permissions'][0]['label'] );
		$this->assertSame( array(), $this->entry( $roles, 'subscriber' )['permissions'] );
	}

	public function test_settings_lists_only_roles_holding_a_permission(): void {
		$names = array_column( $this->json( $this->request( 'GET', '/eventin/v2/permissions/settings' ) ), 'name' );
		$this->assertContains( 'administrator', $names );
		$this->assertNotContains( 'editor', $names );
		$this->assertNotContains( 'subscriber', $names );

		$this->assertStatus( 200, $this->request( 'POST', '/eventin/v2/permissions/editor', array( 'permissions' => array( 'etn_manage_organizer' ) ) ) );
		$configured = $this->json( $this->request( 'GET', '/eventin/v2/permissions/settings' ) );
		$editor     = $this->entry( $configured, 'editor' );
		$this->assertSame( 'Editor', $editor['label'] );
		$this->assertSame(
			array(
				array(
					'key'   => 'etn_manage_organizer',
					'label' => 'Speakers & Organizers',
				),
			),
			$editor['permissions']
		);
	}

	public function test_post_grants_exactly_the_list_and_refuses_a_configured_role(): void {
		$response = $this->request( 'POST', '/eventin/v2/permissions/author', array( 'permissions' => array( 'etn_manage_schedule', 'etn_manage_event', 'etn_manage_event' ) ) );
		$this->assertStatus( 200, $response );
		$body = $this->json( $response );
		$this->assertSame( 'author', $body['name'] );
		$this->assertSame( array( 'etn_manage_event', 'etn_manage_schedule' ), array_column( $body['permissions'], 'key' ) );
		$this->assertSame( array( 'etn_manage_event', 'etn_manage_schedule' ), $this->keys_of( 'author' ) );
		$this->assertTrue( get_role( 'author' )->has_cap( 'edit_posts' ), 'the role keeps its WordPress capabilities' );

		$again = $this->request( 'POST', '/eventin/v2/permissions/author', array( 'permissions' => array( 'etn_manage_order' ) ) );
		$this->assertStatus( 400, $again );
		$this->assertArrayHasKey( 'role', $this->json( $again )['data']['params'] );
		$this->assertSame( array( 'etn_manage_event', 'etn_manage_schedule' ), $this->keys_of( 'author' ) );
	}

	public function test_put_replaces_the_list(): void {
		$this->request( 'POST', '/eventin/v2/permissions/editor', array( 'permissions' => array( 'etn_manage_event', 'etn_manage_order' ) ) );
		$response = $this->request( 'PUT', '/eventin/v2/permissions/editor', array( 'permissions' => array( 'etn_manage_order', 'etn_manage_rsvp' ) ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( array( 'etn_manage_order', 'etn_manage_rsvp' ), array_column( $this->json( $response )['permissions'], 'key' ) );
		$this->assertFalse( get_role( 'editor' )->has_cap( 'etn_manage_event' ) );
		$this->assertTrue( get_role( 'editor' )->has_cap( 'etn_manage_rsvp' ) );
	}

	public function test_delete_removes_every_permission_but_keeps_the_wordpress_role(): void {
		$this->request( 'POST', '/eventin/v2/permissions/editor', array( 'permissions' => array( 'etn_manage_event', 'etn_manage_qr_scan' ) ) );
		$editor   = $this->make_user( 'editor' );
		$response = $this->request( 'DELETE', '/eventin/v2/permissions/roles/editor' );
		$this->assertStatus( 200, $response );
		$body = $this->json( $response );
		$this->assertTrue( $body['deleted'] );
		$this->assertFalse( $body['role_deleted'] );
		$this->assertSame( array( 'etn_manage_event', 'etn_manage_qr_scan' ), $body['removed'] );
		$this->assertStringContainsString( 'The WordPress role itself was not deleted.', $body['message'] );
		$this->assertNotNull( get_role( 'editor' ) );
		$this->assertTrue( get_role( 'editor' )->has_cap( 'edit_others_posts' ) );
		$this->assertSame( array( 'editor' ), get_userdata( $editor )->roles );
		$this->assertSame( array(), $this->keys_of( 'editor' ) );
		$this->assertNotContains( 'editor', array_column( $this->json( $this->request( 'GET', '/eventin/v2/permissions/settings' ) ), 'name' ) );
	}

	public function test_administrator_keeps_everything(): void {
		$put = $this->request( 'PUT', '/eventin/v2/permissions/administrator', array( 'permissions' => array( 'etn_manage_event' ) ) );
		$this->assertStatus( 400, $put );
		$this->assertStringContainsString( 'administrator role always holds every Eventin permission', $this->json( $put )['data']['params']['role'] );
		$delete = $this->request( 'DELETE', '/eventin/v2/permissions/roles/administrator' );
		$this->assertStatus( 400, $delete );
		$this->assertArrayHasKey( 'role', $this->json( $delete )['data']['params'] );
		$this->assertSame( self::ALL_KEYS, $this->keys_of( 'administrator' ) );
		// Saving it with every key is allowed (the edit dialog does that).
		$this->assertStatus( 200, $this->request( 'PUT', '/eventin/v2/permissions/administrator', array( 'permissions' => self::ALL_KEYS ) ) );
	}

	public function test_a_grant_applies_to_rest_checks_at_once_and_a_revoke_too(): void {
		$author = $this->make_user( 'author' );
		$cases  = array( array( Permissions::EVENT, '/eventin/v2/events' ) );
		if ( isset( rest_get_server()->get_routes()['/eventin/v2/schedules'] ) ) {
			$cases[] = array( Permissions::SCHEDULE, '/eventin/v2/schedules' );
		}
		foreach ( $cases as list( $key, $route ) ) {
			wp_set_current_user( $author );
			$this->assertStatus( 403, $this->request( 'GET', $route ), "$route before" );

			$this->as_user( 'administrator' );
			$this->assertStatus( 200, $this->request( 'PUT', '/eventin/v2/permissions/author', array( 'permissions' => array( $key ) ) ) );
			wp_set_current_user( 0 );
			wp_set_current_user( $author );
			$this->assertTrue( current_user_can( $key ) );
			$this->assertStatus( 200, $this->request( 'GET', $route ), "$route after the grant" );
			$this->assertSame( array( $key ), $this->json( $this->request( 'GET', '/eventin/v2/permissions/current-user' ) )['permissions'] );

			$this->as_user( 'administrator' );
			$this->assertStatus( 200, $this->request( 'DELETE', '/eventin/v2/permissions/roles/author' ) );
			wp_set_current_user( 0 );
			wp_set_current_user( $author );
			$this->assertFalse( current_user_can( $key ) );
			$this->assertStatus( 403, $this->request( 'GET', $route ), "$route after the revoke" );
		}
		$this->assertCount( 2, $cases, 'the schedules route is registered' );
	}

	public function test_settings_writes_need_the_settings_permission(): void {
		$change = array( 'disable_category_and_tags' => 'on' );
		$this->as_user( 'editor' );
		$this->assertStatus( 403, $this->request( 'PUT', '/eventin/v2/settings', $change ) );
		$this->as_user( $this->make_user( 'settings_keeper', array( Permissions::SETTINGS ) ) );
		$this->assertStatus( 200, $this->request( 'PUT', '/eventin/v2/settings', $change ) );
		$this->as_user( 'administrator' );
		$this->assertStatus( 200, $this->request( 'PUT', '/eventin/v2/settings', array( 'disable_category_and_tags' => 'off' ) ) );
	}

	public function test_current_user_payload_says_who_may_manage_options(): void {
		$body = $this->json( $this->request( 'GET', '/eventin/v2/permissions/current-user' ) );
		$this->assertTrue( $body['can_manage_options'] );
		$this->assertTrue( $body['is_super_admin'] );
		$this->as_user( $this->make_user( 'event_desk', array( Permissions::EVENT ) ) );
		$body = $this->json( $this->request( 'GET', '/eventin/v2/permissions/current-user' ) );
		$this->assertFalse( $body['can_manage_options'] );
		$this->assertSame( array( Permissions::EVENT ), $body['permissions'] );
	}

	public function test_role_lists_cost_the_same_queries_however_many_roles_exist(): void {
		$routes = array( '/eventin/v2/permissions/roles', '/eventin/v2/permissions/settings', '/eventin/v2/permissions' );
		$counts = array();
		foreach ( array( 3, 30 ) as $roles ) {
			for ( $i = 0; $i < $roles; $i++ ) {
				if ( ! get_role( "query_role_$i" ) ) {
					add_role(
						"query_role_$i",
						"Query Role $i",
						array(
							'read'             => true,
							Permissions::EVENT => true,
						)
					);
				}
			}
			foreach ( $routes as $route ) {
				$queries                    = array();
				$counts[ $route ][ $roles ] = $this->count_queries(
					function () use ( $route ) {
						$this->assertStatus( 200, $this->request( 'GET', $route ) );
					},
					$queries
				);
			}
		}
		foreach ( $routes as $route ) {
			$this->assertSame( $counts[ $route ][3], $counts[ $route ][30], "$route: " . wp_json_encode( $counts[ $route ] ) );
			$this->assertLessThanOrEqual( 2, $counts[ $route ][30], $route );
		}
		$this->assertCount(
			30 + 1,
			array_filter(
				array_column( $this->json( $this->request( 'GET', '/eventin/v2/permissions/settings' ) ), 'name' ),
				static function ( $name ) {
					return 0 === strpos( $name, 'query_role_' ) || 'administrator' === $name;
				}
			)
		);
	}

	public function test_replacing_the_permissions_of_a_role_that_does_not_exist_is_refused(): void {
		$result = ( new \EventinPro\AccessControl\RolePermissions() )->replace( 'no_such_role', array( Permissions::EVENT ) );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'No such role.', $result->get_error_message() );
		$this->assertNull( get_role( 'no_such_role' ), 'no role is made' );
	}
}
