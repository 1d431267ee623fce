<?php
/**
 * The Attendees feature: its post type is for holders of the attendee
 * permission only, and it counts sold tickets for events.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Attendees;

use EventinPro\AccessControl\Permissions;
use EventinPro\Attendees\Attendees;
use EventinPro\Attendees\AttendeesRepository;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Tests\TestCase;

/**
 * Attendees.
 */
final class AttendeesTest extends TestCase {

	/**
	 * An event id (the attendees only point at it).
	 */
	private function event(): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => 'etn',
				'post_status' => 'publish',
				'post_title'  => 'Counted event',
			)
		);
	}

	public function test_only_the_attendee_permission_reads_or_changes_attendees(): void {
		$attendee = ( new AttendeesService() )->create(
			$this->event(),
			array(
				'name'  => 'Ada Lovelace',
				'email' => 'ada@example.org',
			)
		);
		$this->assertIsInt( $attendee );
		$type = get_post_type_object( Attendees::POST_TYPE );
		foreach ( array( 'editor', 'author', 'contributor', 'subscriber' ) as $role ) {
			$user = $this->make_user( $role );
			foreach ( array( 'read_post', 'edit_post', 'delete_post' ) as $cap ) {
				$this->assertFalse( user_can( $user, $cap, $attendee ), "$role: $cap" );
			}
			$this->assertFalse( user_can( $user, $type->cap->create_posts ), "$role: create" );
		}
		$desk = $this->make_user( 'attendee_desk_caps', array( Permissions::ATTENDEE ) );
		foreach ( array( 'read_post', 'edit_post', 'delete_post' ) as $cap ) {
			$this->assertTrue( user_can( $desk, $cap, $attendee ), "holder of the key: $cap" );
		}
		$this->assertTrue( user_can( $this->make_user( 'administrator' ), 'edit_post', $attendee ) );
	}

	public function test_sold_tickets_of_many_events_cost_one_query(): void {
		$service = new AttendeesService();
		$events  = array( $this->event(), $this->event(), $this->event() );
		foreach ( array( 'success', 'success', 'failed', 'pending', 'refunded' ) as $status ) {
			$service->create( $events[0], array( 'payment_status' => $status ) );
		}
		$service->create( $events[1], array( 'payment_status' => 'failed' ) );

		$counts = null;
		$this->assertSame(
			1,
			$this->count_queries(
				static function () use ( $service, $events, &$counts ) {
					$counts = $service->sold_counts( $events );
				}
			)
		);
		$this->assertSame( array_combine( $events, array( 3, 0, 0 ) ), $counts, 'failed and refunded attendees sold nothing' );
		$this->assertTrue( $service->has_attendees( $events[1] ) );
		$this->assertFalse( $service->has_attendees( $events[2] ) );
	}

	public function test_the_stored_keys_are_eventin_4s(): void {
		$event = $this->event();
		$id    = ( new AttendeesService() )->create(
			$event,
			array(
				'name'  => 'Grace Hopper',
				'email' => 'grace@example.org',
			)
		);
		$this->assertSame( (string) $event, get_post_meta( $id, 'etn_event_id', true ) );
		$this->assertSame( 'Grace Hopper', get_post_meta( $id, 'etn_name', true ) );
		$this->assertSame( 'grace@example.org', get_post_meta( $id, 'etn_email', true ) );
		$this->assertSame( 'success', get_post_meta( $id, 'etn_status', true ) );
		$this->assertSame( 'unused', get_post_meta( $id, 'etn_attendeee_ticket_status', true ) );
	}

	public function test_activation_indexed_postmeta_for_attendee_counts(): void {
		global $wpdb;
		$indexes = $wpdb->get_col( "SHOW INDEX FROM {$wpdb->postmeta}", 2 );
		$this->assertContains( AttendeesRepository::META_VALUE_INDEX, $indexes );
		$this->assertSame(
			1,
			$this->count_queries(
				static function () {
					AttendeesRepository::ensure_meta_value_index();
				}
			),
			'present already: no schema change (it would commit the open transaction)'
		);
	}
}
