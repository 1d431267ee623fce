<?php
/**
 * The events list's Sold column read from the list's table: after every change
 * that can alter a sold count, the stored count is the one the rule gives
 * (AttendeesService::sold_counts()), and install recounts what was written past
 * the hooks.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Bookings;

use EventinPro\Attendees\AttendeesRepository;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Bookings\BookingsService;
use EventinPro\Events\Events;
use EventinPro\Events\EventsListTable;
use EventinPro\Events\EventsRepository;
use EventinPro\Events\EventsService;

/**
 * Tests.
 */
final class StoredSoldCountsTest extends BookingsTestCase {

	/**
	 * The count as the list's table stores it (null without a row).
	 *
	 * @param int $event_id Event id.
	 */
	private static function stored( int $event_id ): ?int {
		global $wpdb;
		$sold = $wpdb->get_var( $wpdb->prepare( 'SELECT sold FROM ' . EventsListTable::name() . ' WHERE event_id = %d', $event_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- our own table name.
		return null === $sold ? null : (int) $sold;
	}

	/**
	 * Asserts that the list's table, the events list's read and the rule agree on $expected.
	 *
	 * @param array<string,mixed> $event    Event.
	 * @param int                 $expected Sold tickets.
	 * @param string              $step     What just happened.
	 */
	private function assert_sold( array $event, int $expected, string $step ): void {
		$id = (int) $event['id'];
		$this->assertSame( $expected, ( new AttendeesService() )->sold_counts( array( $id ) )[ $id ], "$step: the rule" );
		$this->assertSame( $expected, self::stored( $id ), "$step: the list's table" );
		$this->assertSame( array( $id => $expected ), ( new EventsRepository() )->sold_counts( array( $id ) ), "$step: the list's read" );
		$this->assertSame( $expected, ( new EventsService() )->get( $id )['sold_tickets'], "$step: the API item" );
	}

	public function test_the_stored_count_follows_every_status_change_refund_and_delete(): void {
		$this->assertTrue( EventsListTable::ready() );
		$event   = self::make_event( array( 'Standard' => 100 ) );
		$service = new BookingsService();
		$this->assert_sold( $event, 0, 'new event' );

		$paid = self::book( $event, 'Standard', 2 );
		$this->assert_sold( $event, 2, 'completed booking' );
		$pending = self::book( $event, 'Standard', 3, 'pending' );
		$this->assert_sold( $event, 5, 'pending booking' );
		self::book( $event, 'Standard', 4, 'failed' );
		$this->assert_sold( $event, 5, 'failed booking' );

		$this->assertIsArray( $service->transition( $pending['id'], 'completed' ) );
		$this->assert_sold( $event, 5, 'pending → completed' );
		$cancelled = self::book( $event, 'Standard', 1, 'pending' );
		$this->assert_sold( $event, 6, 'another pending booking' );
		$this->assertIsArray( $service->transition( $cancelled['id'], 'cancelled' ) );
		$this->assert_sold( $event, 5, 'pending → cancelled' );
		$this->assertIsArray( $service->refund( $paid['id'] ) );
		$this->assert_sold( $event, 3, 'refund' );

		$this->assertTrue( ( new AttendeesService() )->delete( ( new AttendeesService() )->ids_of_booking( $pending['id'] )[0] ) );
		$this->assert_sold( $event, 2, 'one attendee deleted' );
		$this->assertTrue( $service->delete( $pending['id'] ) );
		$this->assert_sold( $event, 0, 'booking deleted with its attendees' );
	}

	public function test_attendees_without_a_booking_are_counted_when_added_and_changed(): void {
		$event     = self::make_event( array( 'Standard' => 10 ) );
		$attendees = new AttendeesService();
		$walk_in   = $attendees->create( $event['id'], array( 'payment_status' => 'success' ) );
		$this->assert_sold( $event, 1, 'paid attendee without a booking' );
		$attendees->create( $event['id'], array( 'payment_status' => 'failed' ) );
		$this->assert_sold( $event, 1, 'failed attendee without a booking' );
		$this->assertTrue( $attendees->update( $walk_in, array( 'payment_status' => 'refunded' ) ) );
		$this->assert_sold( $event, 0, 'refunded' );
		$this->assertTrue( $attendees->update( $walk_in, array( 'payment_status' => 'pending' ) ) );
		$this->assert_sold( $event, 1, 'pending again' );

		$other = self::make_event( array( 'Standard' => 10 ) );
		$this->assertTrue( $attendees->update( $walk_in, array( 'event_id' => $other['id'] ) ) );
		$this->assert_sold( $event, 0, 'moved away' );
		$this->assert_sold( $other, 1, 'moved in' );

		wp_trash_post( $walk_in );
		$this->assert_sold( $other, 0, 'trashed' );
		wp_untrash_post( $walk_in );
		$this->assert_sold( $other, 1, 'restored' );
		wp_delete_post( $walk_in, true );
		$this->assert_sold( $other, 0, 'deleted past the service' );
	}

	public function test_install_recounts_counts_written_past_the_hooks(): void {
		global $wpdb;
		$event = self::make_event( array( 'Standard' => 10 ) );
		self::book( $event, 'Standard', 2 );
		$quiet = self::make_event( array( 'Standard' => 10 ) );
		// An attendee Eventin itself wrote (postmeta only), and a count gone wrong.
		$legacy = wp_insert_post(
			array(
				'post_type'   => 'etn-attendee',
				'post_status' => 'publish',
			)
		);
		add_post_meta( $legacy, 'etn_event_id', (string) $quiet['id'] );
		add_post_meta( $legacy, 'etn_status', 'success' );
		$wpdb->update( EventsListTable::name(), array( 'sold' => 7 ), array( 'event_id' => $event['id'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertSame( 7, self::stored( $event['id'] ) );
		$this->assertSame( 0, self::stored( $quiet['id'] ) );

		Events::install();

		$this->assert_sold( $event, 2, 'recounted' );
		$this->assert_sold( $quiet, 1, 'counted' );
		$this->assertSame( 0, EventsListTable::recount_all_sold(), 'a second run changes nothing' );
	}

	public function test_the_install_pass_over_all_attendees_counts_as_the_rule_does(): void {
		$events    = array( self::make_event( array( 'Standard' => 50 ) ), self::make_event( array( 'Standard' => 50 ) ), self::make_event( array( 'Standard' => 50 ) ) );
		$attendees = new AttendeesService();
		self::book( $events[0], 'Standard', 3 );
		self::book( $events[0], 'Standard', 2, 'pending' );
		self::book( $events[1], 'Standard', 4, 'failed' );
		$refunded = self::book( $events[1], 'Standard', 2 );
		( new BookingsService() )->refund( $refunded['id'] );
		$attendees->create( $events[1]['id'], array( 'payment_status' => 'success' ) );
		$attendees->create( $events[2]['id'], array( 'payment_status' => 'failed' ) );
		$ids = array_map( 'intval', array_column( $events, 'id' ) );

		$rule = $attendees->sold_counts( $ids );
		$this->assertSame( array_combine( $ids, array( 5, 1, 0 ) ), $rule );
		$all = $attendees->sold_counts_of_all_events();
		$this->assertSame( array_filter( $rule ), array_intersect_key( $all, array_flip( $ids ) ), 'events that sold nothing are left out' );
		$this->assertSame( $all, ( new AttendeesRepository() )->sold_of_all_events( 3 ), 'the same in ranges of 3 attendee ids' );
	}

	public function test_a_page_of_counts_is_one_primary_key_read_and_counts_events_without_a_row(): void {
		global $wpdb;
		$events = array( self::make_event( array( 'Standard' => 10 ) ), self::make_event( array( 'Standard' => 10 ) ) );
		self::book( $events[0], 'Standard', 3 );
		self::book( $events[1], 'Standard', 1 );
		$ids     = array_map( 'intval', array_column( $events, 'id' ) );
		$queries = array();
		$read    = static function () use ( $ids ) {
			( new EventsRepository() )->sold_counts( $ids );
		};
		$this->assertSame( 1, $this->count_queries( $read, $queries ) );
		$this->assertStringContainsString( EventsListTable::name(), $queries[0] );
		$this->assertSame( array_combine( $ids, array( 3, 1 ) ), ( new EventsRepository() )->sold_counts( $ids ) );

		$wpdb->delete( EventsListTable::name(), array( 'event_id' => $ids[1] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertSame( array_combine( $ids, array( 3, 1 ) ), ( new EventsRepository() )->sold_counts( $ids ), 'an event without a row is counted' );
	}
}
