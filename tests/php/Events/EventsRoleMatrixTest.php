<?php
/**
 * Who may use the events routes: every route × every role.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

/**
 * Route × role matrix.
 */
final class EventsRoleMatrixTest extends EventsTestCase {

	/**
	 * Every events route, with a request that succeeds for an allowed user.
	 *
	 * @param int $id An existing event.
	 * @return array<string,array{0:string,1:string,2:array<string,mixed>}>
	 */
	private function routes( int $id ): array {
		return array(
			'list'        => array( 'GET', self::ROUTE, array() ),
			'create'      => array(
				'POST',
				self::ROUTE,
				array(
					'title'      => 'Matrix new',
					'start_date' => '2026-06-01',
				),
			),
			'bulk delete' => array( 'DELETE', self::ROUTE, array( 'ids' => (string) $id ) ),
			'read'        => array( 'GET', self::ROUTE . "/$id", array() ),
			'read alias'  => array( 'GET', "/eventin/v2/event/$id", array() ),
			'update'      => array( 'PUT', self::ROUTE . "/$id", array( 'title' => 'Matrix renamed' ) ),
			'patch'       => array( 'PATCH', self::ROUTE . "/$id", array( 'title' => 'Matrix patched' ) ),
			'delete'      => array( 'DELETE', self::ROUTE . "/$id", array() ),
			'clone'       => array( 'GET', self::ROUTE . "/$id/clone", array() ),
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
				'organizer-only role' => array( 'organizer_only', array( 'etn_manage_organizer' ), false ),
				'attendee-only role'  => array( 'attendee_only', array( 'etn_manage_attendee' ), false ),
				'event-only role'     => array( 'event_only', array( 'etn_manage_event' ), true ),
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
			$id                             = $this->event( array( 'title' => 'Matrix target' ) );
			list( $method, $path, $params ) = $this->routes( $id )[ $name ];
			$count                          = $this->event_count();

			wp_set_current_user( $user );
			$response = $this->request( $method, $path, $params );
			if ( $allowed ) {
				$this->assertContains( $response->get_status(), array( 200, 201 ), "$name: $method $path" );
				continue;
			}
			$this->assertStatus( 0 === $role ? 401 : 403, $response, "$name: $method $path" );
			$this->assertSame( 'rest_forbidden', $this->json( $response )['code'] );
			$this->assertArrayNotHasKey( 'items', $this->json( $response ), 'no data leaks' );
			$this->assertSame( 'Matrix target', get_post( $id )->post_title, "$name: nothing changed" );
			$this->assertSame( $count, $this->event_count(), "$name: nothing created or deleted" );
		}
	}
}
