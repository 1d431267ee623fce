<?php
/**
 * Object-level rights on events: a holder of the event permission who lacks
 * edit_others_posts changes (edits, publishes, deletes, clones) only the
 * events they wrote, and still reads and lists everyone's.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

/**
 * Who may change whose event.
 */
final class EventOwnershipTest extends EventsTestCase {

	/**
	 * A user of a custom role holding only the event permission.
	 */
	private function event_manager(): int {
		return $this->make_user( 'event_desk', array( 'etn_manage_event' ) );
	}

	/**
	 * An event written by $author.
	 *
	 * @param int                 $author User.
	 * @param array<string,mixed> $fields Fields.
	 */
	private function event_by( int $author, array $fields = array() ): int {
		wp_set_current_user( $author );
		$id = $this->event( $fields + array( 'title' => 'Theirs' ) );
		wp_set_current_user( 0 );
		return $id;
	}

	public function test_others_events_cannot_be_changed_and_the_answer_says_why(): void {
		$theirs = $this->event_by( $this->event_manager(), array( 'post_status' => 'draft' ) );
		$this->as_user( $this->event_manager() );
		$attempts = array(
			'publish' => array( 'PUT', self::ROUTE . "/$theirs", array( 'post_status' => 'publish' ) ),
			'edit'    => array( 'POST', self::ROUTE . "/$theirs", array( 'title' => 'Mine now' ) ),
			'delete'  => array( 'DELETE', self::ROUTE . "/$theirs", array() ),
			'clone'   => array( 'GET', self::ROUTE . "/$theirs/clone", array() ),
		);
		$count    = $this->event_count();
		foreach ( $attempts as $name => list( $method, $path, $params ) ) {
			$response = $this->request( $method, $path, $params );
			$this->assertStatus( 403, $response, $name );
			$this->assertStringContainsString( 'events you created', $this->json( $response )['message'], $name );
		}
		$this->assertSame( 'draft', get_post_status( $theirs ) );
		$this->assertSame( 'Theirs', get_post( $theirs )->post_title );
		$this->assertSame( $count, $this->event_count() );
	}

	public function test_own_events_can_be_published_cloned_and_deleted(): void {
		$me   = $this->event_manager();
		$mine = $this->event_by( $me, array( 'post_status' => 'draft' ) );
		$this->as_user( $me );
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . "/$mine", array( 'post_status' => 'publish' ) ) );
		$this->assertSame( 'publish', get_post_status( $mine ) );
		$copy = $this->json( $this->request( 'GET', self::ROUTE . "/$mine/clone" ) );
		$this->assertSame( $me, (int) get_post( $copy['id'] )->post_author, 'the copy is theirs' );
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . '/' . $copy['id'], array( 'title' => 'My copy' ) ) );
		$this->assertStatus( 200, $this->request( 'DELETE', self::ROUTE . "/$mine" ) );
	}

	public function test_bulk_delete_deletes_own_events_and_reports_the_others(): void {
		$me     = $this->event_manager();
		$mine   = $this->event_by( $me );
		$theirs = $this->event_by( $this->make_user( 'administrator' ) );
		$this->as_user( $me );
		$body = $this->json( $this->request( 'DELETE', self::ROUTE, array( 'ids' => "$mine,$theirs" ) ) );
		$this->assertSame( array( $mine ), $body['deleted'] );
		$this->assertSame( array( $theirs ), array_column( $body['failed'], 'id' ) );
		$this->assertStringContainsString( 'events you created', $body['failed'][0]['message'] );
		$this->assertSame( 'publish', get_post_status( $theirs ) );
	}

	public function test_occurrences_belong_to_whoever_wrote_the_recurring_event(): void {
		$me     = $this->event_manager();
		$parent = $this->event_by(
			$me,
			array(
				'recurring_enabled' => 'yes',
				'recurrence'        => array(
					'frequency' => 'daily',
					'interval'  => 1,
					'until'     => '2026-06-03',
				),
			)
		);
		$admin  = $this->as_user( 'administrator' );
		$longer = array(
			'frequency' => 'daily',
			'interval'  => 1,
			'until'     => '2026-06-05',
		);
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . "/$parent", array( 'recurrence' => $longer ) ) );
		$added = get_posts(
			array(
				'post_type'   => 'etn',
				'post_parent' => $parent,
				'author'      => $admin,
				'post_status' => 'any',
				'fields'      => 'ids',
			)
		);
		$this->assertNotEmpty( $added, 'the administrator\'s change added occurrences' );
		wp_set_current_user( $me );
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . '/' . $added[0], array( 'title' => 'One day only' ) ) );
	}

	public function test_editors_and_administrators_are_unaffected(): void {
		$theirs = $this->event_by( $this->event_manager() );
		get_role( 'editor' )->add_cap( 'etn_manage_event' );
		foreach ( array( 'editor', 'administrator' ) as $role ) {
			$this->as_user( $role );
			$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . "/$theirs", array( 'title' => "Edited by the $role" ) ), $role );
			$this->assertStatus( 201, $this->request( 'GET', self::ROUTE . "/$theirs/clone" ), $role );
		}
	}

	public function test_deleting_others_events_is_delete_others_posts(): void {
		$theirs = $this->event_by( $this->event_manager() );
		$this->as_user( $this->make_user( 'event_editor', array( 'etn_manage_event', 'edit_others_posts' ) ) );
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . "/$theirs", array( 'title' => 'Edited' ) ) );
		$this->assertStatus( 403, $this->request( 'DELETE', self::ROUTE . "/$theirs" ) );
		$this->assertSame( 'publish', get_post_status( $theirs ) );
	}

	public function test_everyone_s_events_are_listed_and_read(): void {
		$theirs = $this->event_by( $this->make_user( 'administrator' ), array( 'title' => 'Listed for all' ) );
		$this->as_user( $this->event_manager() );
		$titles = array_column( $this->json( $this->request( 'GET', self::ROUTE, array( 'search' => 'Listed for all' ) ) )['items'], 'title' );
		$this->assertSame( array( 'Listed for all' ), $titles );
		$this->assertStatus( 200, $this->request( 'GET', self::ROUTE . "/$theirs" ) );
	}

	public function test_the_read_alias_takes_no_writes(): void {
		$id = $this->event_by( $this->make_user( 'administrator' ) );
		foreach ( array( 'administrator', 'event_desk' ) as $role ) {
			$this->as_user( 'event_desk' === $role ? $this->event_manager() : $role );
			$this->assertStatus( 404, $this->request( 'POST', "/eventin/v2/event/$id", array( 'title' => 'Changed' ) ), $role );
		}
		$this->assertSame( 'Theirs', get_post( $id )->post_title );
	}
}
