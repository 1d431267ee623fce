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
			'POST edit'   => array( 'POST', self::ROUTE . "/$id", array( 'title' => 'Matrix posted' ) ),
			'unpublish'   => array( 'PUT', self::ROUTE . "/$id", array( 'post_status' => 'draft' ) ),
			'delete'      => array( 'DELETE', self::ROUTE . "/$id", array() ),
			'clone'       => array( 'GET', self::ROUTE . "/$id/clone", array() ),
		);
	}

	/**
	 * Routes that only read: open to every holder of the event permission,
	 * whoever wrote the event (events are public pages; editing is not).
	 */
	private const READS = array( 'list', 'create', 'read', 'read alias' );

	/**
	 * Roles and whether they may: true, false, or 'own' (the events the user
	 * wrote; others' can be read but not changed).
	 *
	 * @return array<string,array{0:string|int,1:string[],2:bool|string}>
	 */
	public function roles(): array {
		return self::matrix_roles(
			array(
				'organizer-only role'         => array( 'organizer_only', array( 'etn_manage_organizer' ), false ),
				'attendee-only role'          => array( 'attendee_only', array( 'etn_manage_attendee' ), false ),
				'event-only role'             => array( 'event_only', array( 'etn_manage_event' ), 'own' ),
				'event + others\' posts role' => array( 'event_others', array( 'etn_manage_event', 'edit_others_posts', 'delete_others_posts' ), true ),
			)
		);
	}

	/**
	 * @dataProvider roles
	 *
	 * @param string|int  $role    Role (0 = anonymous).
	 * @param string[]    $caps    Caps of a custom role.
	 * @param bool|string $allowed Whether every route must succeed ('own': on the user's own events).
	 */
	public function test_role_matrix( $role, array $caps, $allowed ): void {
		$user   = $this->matrix_user( $role, $caps );
		$owners = array(
			'someone else\'s event' => $this->make_user( 'administrator' ),
			'their own event'       => $user,
		);
		$owners = array_filter( $owners );
		foreach ( $owners as $whose => $owner ) {
			foreach ( array_keys( $this->routes( 0 ) ) as $name ) {
				wp_set_current_user( $owner );
				$id                             = $this->event( array( 'title' => 'Matrix target' ) );
				list( $method, $path, $params ) = $this->routes( $id )[ $name ];
				$count                          = $this->event_count();
				$label                          = "$name on $whose: $method $path";

				wp_set_current_user( $user );
				$response = $this->request( $method, $path, $params );
				if ( true === $allowed || ( 'own' === $allowed && ( $owner === $user || in_array( $name, self::READS, true ) ) ) ) {
					$this->assertContains( $response->get_status(), array( 200, 201 ), $label );
					if ( 'bulk delete' === $name ) {
						$this->assertSame( array( $id ), $this->json( $response )['deleted'], $label );
					}
					continue;
				}
				if ( 'own' === $allowed && 'bulk delete' === $name ) {
					$this->assertStatus( 200, $response, $label );
					$this->assertSame( array( $id ), array_column( $this->json( $response )['failed'], 'id' ), "$label: reported, not hidden" );
				} else {
					$this->assertStatus( 0 === $role ? 401 : 403, $response, $label );
					$this->assertSame( 'rest_forbidden', $this->json( $response )['code'] );
					$this->assertArrayNotHasKey( 'items', $this->json( $response ), 'no data leaks' );
				}
				$this->assertSame( 'Matrix target', get_post( $id )->post_title, "$label: nothing changed" );
				$this->assertSame( 'publish', get_post_status( $id ), "$label: nothing changed" );
				$this->assertSame( $count, $this->event_count(), "$label: nothing created or deleted" );
			}
		}
	}
}
