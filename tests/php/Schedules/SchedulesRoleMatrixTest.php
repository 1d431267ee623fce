<?php
/**
 * Who may use the schedules routes: every route × every role.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Schedules;

/**
 * Route × role matrix.
 */
final class SchedulesRoleMatrixTest extends SchedulesTestCase {

	/**
	 * Every schedules route, with a request that succeeds for an allowed user.
	 *
	 * @param int $id An existing schedule.
	 * @return array<string,array{0:string,1:string,2:array<string,mixed>}>
	 */
	private function routes( int $id ): array {
		return array(
			'list'        => array( 'GET', self::ROUTE, array() ),
			'create'      => array(
				'POST',
				self::ROUTE,
				array(
					'program_title' => 'Matrix new',
					'date'          => '2026-06-01',
					'slots'         => array( $this->slot( '09:00', '10:00' ) ),
				),
			),
			'bulk delete' => array( 'DELETE', self::ROUTE, array( 'ids' => (string) $id ) ),
			'read'        => array( 'GET', self::ROUTE . "/$id", array() ),
			'update'      => array( 'PUT', self::ROUTE . "/$id", array( 'program_title' => 'Matrix renamed' ) ),
			'patch'       => array( 'PATCH', self::ROUTE . "/$id", array( 'date' => '2026-06-02' ) ),
			'POST edit'   => array( 'POST', self::ROUTE . "/$id", array( 'program_title' => 'Matrix posted' ) ),
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
				'event-only role'     => array( 'event_only', array( 'etn_manage_event' ), false ),
				'organizer-only role' => array( 'organizer_only', array( 'etn_manage_organizer' ), false ),
				'schedule-only role'  => array( 'schedule_only', array( 'etn_manage_schedule' ), true ),
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
			$id                             = $this->schedule(
				array(
					'program_title' => 'Matrix target',
					'date'          => '2026-06-01',
				)
			);
			list( $method, $path, $params ) = $this->routes( $id )[ $name ];
			$count                          = $this->schedule_count();

			wp_set_current_user( $user );
			$response = $this->request( $method, $path, $params );
			if ( $allowed ) {
				$this->assertContains( $response->get_status(), array( 200, 201 ), "$name: $method $path" );
				continue;
			}
			$this->assertStatus( 0 === $role ? 401 : 403, $response, "$name: $method $path" );
			$this->assertSame( 'rest_forbidden', $this->json( $response )['code'] );
			$this->assertArrayNotHasKey( 'items', $this->json( $response ), 'no data leaks' );
			$this->assertArrayNotHasKey( 'program_title', $this->json( $response ), 'no data leaks' );
			$this->assertSame( 'Matrix target', get_post( $id )->post_title, "$name: nothing changed" );
			$this->assertSame( '2026-06-01', get_post_meta( $id, 'etn_schedule_date', true ), "$name: nothing changed" );
			$this->assertSame( $count, $this->schedule_count(), "$name: nothing created or deleted" );
		}
	}

	public function test_the_permission_follows_the_role(): void {
		$this->as_user( $this->make_user( 'changing_role', array( 'etn_manage_schedule' ) ) );
		$this->assertStatus( 200, $this->request( 'GET', self::ROUTE ) );
		get_role( 'changing_role' )->remove_cap( 'etn_manage_schedule' );
		$id = get_current_user_id();
		wp_set_current_user( 0 );
		$this->as_user( $id );
		$this->assertStatus( 403, $this->request( 'GET', self::ROUTE ) );
	}
}
