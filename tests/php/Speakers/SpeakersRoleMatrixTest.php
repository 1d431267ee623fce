<?php
/**
 * Who may use the speaker and speaker-group routes: every route × every role.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Speakers;

use EventinPro\Speakers\Speakers;

/**
 * Route × role matrix.
 */
final class SpeakersRoleMatrixTest extends SpeakersTestCase {

	/**
	 * Every route, with a request that succeeds for an allowed user.
	 *
	 * @param int $speaker An existing speaker.
	 * @param int $group   An existing group.
	 * @return array<string,array{0:string,1:string,2:array<string,mixed>}>
	 */
	private function routes( int $speaker, int $group ): array {
		return array(
			'speakers list'     => array( 'GET', self::ROUTE, array() ),
			'speaker create'    => array(
				'POST',
				self::ROUTE,
				array(
					'name'     => 'Matrix new',
					'email'    => 'matrix-' . wp_rand() . '@example.org',
					'category' => array( 'speaker' ),
				),
			),
			'speaker bulk del'  => array( 'DELETE', self::ROUTE, array( 'ids' => (string) $speaker ) ),
			'speaker read'      => array( 'GET', self::ROUTE . "/$speaker", array() ),
			'speaker update'    => array( 'PUT', self::ROUTE . "/$speaker", array( 'name' => 'Matrix renamed' ) ),
			'speaker POST edit' => array( 'POST', self::ROUTE . "/$speaker", array( 'name' => 'Matrix renamed' ) ),
			'speaker patch'     => array( 'PATCH', self::ROUTE . "/$speaker", array( 'designation' => 'Patched' ) ),
			'speaker delete'    => array( 'DELETE', self::ROUTE . "/$speaker", array() ),
			'groups list'       => array( 'GET', self::GROUPS, array() ),
			'group create'      => array( 'POST', self::GROUPS, array( 'name' => 'Matrix group ' . wp_rand() ) ),
			'group bulk delete' => array( 'DELETE', self::GROUPS, array( 'ids' => (string) $group ) ),
			'group read'        => array( 'GET', self::GROUPS . "/$group", array() ),
			'group update'      => array( 'PUT', self::GROUPS . "/$group", array( 'name' => 'Matrix renamed ' . wp_rand() ) ),
			'group POST edit'   => array( 'POST', self::GROUPS . "/$group", array( 'name' => 'Matrix renamed ' . wp_rand() ) ),
			'group delete'      => array( 'DELETE', self::GROUPS . "/$group", array() ),
		);
	}

	/**
	 * Routes that need a WordPress capability beyond the permission key: a
	 * speaker is a new account, so creating one needs create_users.
	 */
	private const ALSO_NEEDS = array( 'speaker create' => 'create_users' );

	/**
	 * Roles and whether they may.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:bool}>
	 */
	public function roles(): array {
		return self::matrix_roles(
			array(
				'event-only role'       => array( 'event_only', array( 'etn_manage_event' ), false ),
				'schedule-only role'    => array( 'schedule_only', array( 'etn_manage_schedule' ), false ),
				'organizer-only role'   => array( 'organizer_only', array( 'etn_manage_organizer' ), true ),
				'organizer + new users' => array( 'organizer_users', array( 'etn_manage_organizer', 'create_users' ), true ),
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
		foreach ( array_keys( $this->routes( 0, 0 ) ) as $name ) {
			wp_set_current_user( 0 );
			$group                          = $this->group( 'Matrix target ' . wp_rand() );
			$speaker                        = $this->speaker(
				array(
					'name'              => 'Matrix target',
					'speaker_group_ids' => array( $group ),
				)
			);
			list( $method, $path, $params ) = $this->routes( $speaker, $group )[ $name ];
			$users                          = $this->user_count();
			$groups                         = (int) wp_count_terms(
				array(
					'taxonomy'   => Speakers::GROUP_TAXONOMY,
					'hide_empty' => false,
				)
			);

			wp_set_current_user( $user );
			$response = $this->request( $method, $path, $params );
			$needs    = self::ALSO_NEEDS[ $name ] ?? '';
			if ( $allowed && ( '' === $needs || 'administrator' === $role || in_array( $needs, $caps, true ) ) ) {
				$this->assertContains( $response->get_status(), array( 200, 201 ), "$name: $method $path " . wp_json_encode( $response->get_data() ) );
				continue;
			}
			$this->assertStatus( 0 === $role ? 401 : 403, $response, "$name: $method $path" );
			$body = $this->json( $response );
			$this->assertSame( 'rest_forbidden', $body['code'] );
			$this->assertArrayNotHasKey( 0, $body, 'no data leaks' );
			$this->assertArrayNotHasKey( 'items', $body, 'no data leaks' );
			clean_user_cache( $speaker );
			$this->assertSame( 'Matrix target', get_userdata( $speaker )->display_name, "$name: nothing changed" );
			$this->assertSame( $users, $this->user_count(), "$name: no user created or deleted" );
			$this->assertSame(
				$groups,
				(int) wp_count_terms(
					array(
						'taxonomy'   => Speakers::GROUP_TAXONOMY,
						'hide_empty' => false,
					)
				),
				"$name: no group created or deleted"
			);
		}
	}
}
