<?php
/**
 * Who may use the templates routes: every route × every role (the
 * catalogue's read from the local catalogue server).
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Templates;

/**
 * Route × role matrix.
 */
final class TemplatesRoleMatrixTest extends CatalogueTestCase {

	/**
	 * Every templates route, with a request that succeeds for an allowed user.
	 *
	 * @param int $id An existing template.
	 * @return array<string,array{0:string,1:string,2:array<string,mixed>}>
	 */
	private function routes( int $id ): array {
		return array(
			'list'        => array( 'GET', self::ROUTE, array() ),
			'create'      => array(
				'POST',
				self::ROUTE,
				array(
					'name' => 'Matrix new',
					'type' => 'certificate',
				),
			),
			'bulk delete' => array( 'DELETE', self::ROUTE, array( 'ids' => (string) $id ) ),
			'read'        => array( 'GET', self::ROUTE . "/$id", array() ),
			'update'      => array(
				'PUT',
				self::ROUTE . "/$id",
				array(
					'name'        => 'Matrix renamed',
					'orientation' => 'portrait',
					'content'     => '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
					'status'      => 'publish',
					'type'        => 'ticket',
					'thumbnail'   => self::jpeg(),
				),
			),
			'patch'       => array( 'PATCH', self::ROUTE . "/$id", array( 'status' => 'publish' ) ),
			'POST edit'   => array( 'POST', self::ROUTE . "/$id", array( 'name' => 'Matrix posted' ) ),
			'delete'      => array( 'DELETE', self::ROUTE . "/$id", array() ),
			'clone'       => array( 'GET', self::ROUTE . "/$id/clone", array() ),
			'POST clone'  => array( 'POST', self::ROUTE . "/$id/clone", array() ),
			'catalogue'   => array( 'GET', self::CATALOGUE, array( 'type' => 'certificate' ) ),
			'use design'  => array( 'POST', self::CATALOGUE . '/classic-certificate', array() ),
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
				'event-only role'    => array( 'event_only', array( 'etn_manage_event' ), false ),
				'schedule-only role' => array( 'schedule_only', array( 'etn_manage_schedule' ), false ),
				'template-only role' => array( 'template_only', array( 'etn_manage_template' ), true ),
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
		foreach ( array_keys( $this->routes( 0 ) ) as $name ) {
			wp_set_current_user( 0 );
			$id                             = $this->template(
				array(
					'name'    => 'Matrix target',
					'type'    => 'certificate',
					'content' => '<!-- wp:paragraph --><p>Secret layout</p><!-- /wp:paragraph -->',
				)
			);
			list( $method, $path, $params ) = $this->routes( $id )[ $name ];
			$count                          = $this->template_count();

			wp_set_current_user( $user );
			$response = $this->request( $method, $path, $params );
			if ( $allowed ) {
				$this->assertContains( $response->get_status(), array( 200, 201 ), "$name: $method $path " . wp_json_encode( $response->get_data() ) );
				continue;
			}
			$this->assertStatus( 0 === $role ? 401 : 403, $response, "$name: $method $path" );
			$body = $this->json( $response );
			$this->assertSame( 'rest_forbidden', $body['code'] );
			$this->assertStringNotContainsString( 'Secret layout', (string) wp_json_encode( $body ), 'no data leaks' );
			$this->assertArrayNotHasKey( 'items', $body, 'no data leaks' );
			$this->assertSame( 'Matrix target', get_post( $id )->post_title, "$name: nothing changed" );
			$this->assertSame( 'draft', get_post( $id )->post_status, "$name: nothing changed" );
			$this->assertSame( 'certificate', get_post_meta( $id, 'type', true ), "$name: nothing changed" );
			$this->assertSame( $count, $this->template_count(), "$name: nothing created or deleted" );
		}
	}

	public function test_the_permission_follows_the_role(): void {
		$this->as_user( $this->make_user( 'changing_role', array( 'etn_manage_template' ) ) );
		$this->assertStatus( 200, $this->request( 'GET', self::ROUTE ) );
		get_role( 'changing_role' )->remove_cap( 'etn_manage_template' );
		$id = get_current_user_id();
		wp_set_current_user( 0 );
		$this->as_user( $id );
		$this->assertStatus( 403, $this->request( 'GET', self::ROUTE ) );
	}

	public function test_core_paths_map_the_post_type_to_the_permission(): void {
		$id = $this->template();
		foreach ( array( 'editor', 'author' ) as $role ) {
			$this->as_user( $role );
			foreach ( array( 'edit_post', 'delete_post', 'read_post' ) as $cap ) {
				$this->assertFalse( current_user_can( $cap, $id ), "$role: $cap" );
			}
		}
		$this->as_user( $this->make_user( 'template_only', array( 'etn_manage_template' ) ) );
		foreach ( array( 'edit_post', 'delete_post', 'read_post' ) as $cap ) {
			$this->assertTrue( current_user_can( $cap, $id ), "template permission: $cap" );
		}
		$type = get_post_type_object( 'etn-template' );
		$this->assertFalse( $type->public );
		$this->assertFalse( $type->show_ui );
		$this->assertFalse( $type->show_in_rest );
		$this->assertSame( 'etn_manage_template', $type->cap->edit_posts );
		$this->assertSame( 'etn_manage_template', $type->cap->delete_others_posts );
	}
}
