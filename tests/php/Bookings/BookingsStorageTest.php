<?php
/**
 * Eventin 4's orders read through the repository with Eventin's values, the
 * bookings list filters, the post type's capabilities and the demo bookings.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Bookings;

use EventinPro\AccessControl\Permissions;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Bookings\Bookings;
use EventinPro\Bookings\BookingsDemoData;
use EventinPro\Bookings\BookingsService;
use EventinPro\Checkins\Checkins;
use EventinPro\Events\EventsDemoData;
use EventinPro\Events\EventsService;
use EventinPro\Tests\Support\Eventin4Fixture;

/**
 * Booking storage.
 */
final class BookingsStorageTest extends BookingsTestCase {

	public function test_eventin_4s_orders_read_with_eventins_values(): void {
		Eventin4Fixture::load();
		$eventin = array_column( Eventin4Fixture::response( 'orders' )['items'], null, 'id' );
		$service = new BookingsService();
		foreach ( $eventin as $id => $item ) {
			$booking = $service->get( $id );
			$this->assertSame( $item['customer_fname'], $booking['first_name'] );
			$this->assertSame( $item['customer_lname'], $booking['last_name'] );
			$this->assertSame( $item['customer_email'], $booking['email'] );
			$this->assertSame( $item['customer_phone'], $booking['phone'] );
			$this->assertSame( (int) $item['event_id'], $booking['event_id'] );
			$this->assertSame( $item['status'], $booking['status'] );
			$this->assertSame( (float) $item['total_price'], $booking['total_price'] );
			$this->assertSame( $item['date_time'], $booking['date_time'] );
			$this->assertSame( $item['payment_method'], $booking['payment_method'] );
			$this->assertSame(
				array_map(
					static function ( array $ticket ): array {
						return array( $ticket['etn_ticket_slug'], $ticket['etn_ticket_qty'] );
					},
					$item['ticket_items']
				),
				array_map(
					static function ( array $ticket ): array {
						return array( $ticket['slug'], $ticket['quantity'] );
					},
					$booking['tickets']
				)
			);
			$this->assertEqualsCanonicalizing( array_column( $item['attendees'], 'id' ), ( new AttendeesService() )->ids_of_booking( $id ) );
		}
		$this->assertSame( 5, (int) Eventin4Fixture::post( 24 )['meta']['customer_id']['raw'] );
		$this->assertSame( 5, $service->get( 24 )['user_id'], "Eventin's customer_id when no user_id is stored" );
	}

	public function test_the_fixtures_completed_order_refunds_and_its_sold_counts_follow(): void {
		Eventin4Fixture::load();
		$before = get_post_meta( 24 );
		$result = ( new BookingsService() )->refund( 24 );
		$this->assertIsArray( $result );
		$this->assertSame( array( 15 => 0 ), ( new AttendeesService() )->sold_counts( array( 15 ) ) );
		$this->assertSame(
			array(
				'standard'  => 0,
				'community' => 0,
			),
			self::stored_sold( 15 )
		);
		$after = get_post_meta( 24 );
		$this->assertSame( array( 'refunded' ), $after['status'] );
		unset( $before['status'], $after['status'] );
		$this->assertSame( $before, $after, "every other key of Eventin's order as stored" );
		$this->assertSame( 'refunded', get_post_meta( 25, 'etn_status', true ) );
	}

	public function test_the_list_filters_by_event_status_date_and_customer(): void {
		$first  = self::make_event( array( 'Standard' => 50 ) );
		$second = self::make_event( array( 'Standard' => 50 ) );
		self::book( $first, 'Standard', 1 );
		$pending = self::book( $first, 'Standard', 1, 'pending' );
		$other   = ( new BookingsService() )->create(
			array(
				'event_id'   => $second['id'],
				'first_name' => 'Grace',
				'last_name'  => 'Hopper',
				'email'      => 'grace@example.org',
				'tickets'    => array(
					array(
						'slug'     => self::slug( $second, 'Standard' ),
						'quantity' => 1,
					),
				),
			)
		);
		wp_update_post(
			array(
				'ID'        => $other['id'],
				'post_date' => '2025-01-15 10:00:00',
			)
		);
		$service = new BookingsService();
		$ids     = static function ( array $result ): array {
			return array_column( $result[0], 'id' );
		};
		$this->assertSame( 2, $service->find( array( 'event_id' => $first['id'] ) )[1] );
		$this->assertSame( array( $pending['id'] ), $ids( $service->find( array( 'status' => 'pending' ) ) ) );
		$this->assertSame(
			array( $other['id'] ),
			$ids(
				$service->find(
					array(
						'start_date' => '2025-01-15',
						'end_date'   => '2025-01-15',
					)
				)
			)
		);
		$this->assertSame( array( $other['id'] ), $ids( $service->find( array( 'search' => 'hop' ) ) ) );
		$this->assertSame( array( $other['id'] ), $ids( $service->find( array( 'search' => 'grace@' ) ) ) );
	}

	public function test_only_the_booking_permission_reads_or_changes_bookings(): void {
		$booking = self::book( self::make_event( array( 'Standard' => 5 ) ), 'Standard', 1 );
		foreach ( array( 'editor', 'author', 'subscriber', 'etn-organizer' ) as $role ) {
			$user = $this->make_user( $role );
			foreach ( array( 'read_post', 'edit_post', 'delete_post' ) as $cap ) {
				$this->assertFalse( user_can( $user, $cap, $booking['id'] ), "$role: $cap" );
			}
		}
		$desk = $this->make_user( 'booking_desk_caps', array( Permissions::ORDER ) );
		$this->assertTrue( user_can( $desk, 'edit_post', $booking['id'] ) );
		$this->assertFalse( user_can( $this->make_user( 'attendee_only_caps', array( Permissions::ATTENDEE ) ), 'read_post', $booking['id'] ) );
	}

	public function test_demo_bookings_come_in_every_status_and_their_sold_counts_match(): void {
		EventsDemoData::seed();
		BookingsDemoData::seed();
		Checkins::seed();
		$statuses = array();
		foreach ( ( new BookingsService() )->find( array(), 1, 100 )[0] as $booking ) {
			$statuses[ $booking['status'] ] = true;
		}
		ksort( $statuses );
		$this->assertSame( array( 'cancelled', 'completed', 'failed', 'pending', 'refunded' ), array_keys( $statuses ) );
		$this->assertGreaterThan( 0, ( new AttendeesService() )->find( array( 'ticket_status' => 'used' ) )[1], 'some checked in' );
		$this->assertGreaterThan( 0, ( new AttendeesService() )->find( array( 'ticket_status' => 'unused' ) )[1] );

		foreach ( array( 'Spring Conference', 'Jazz Night', 'WordPress Meetup Dhaka' ) as $title ) {
			$event = ( new EventsService() )->get( EventsDemoData::find( $title ) );
			$this->assertGreaterThan( 0, $event['sold_tickets'], $title );
			$this->assertSame( $event['sold_tickets'], array_sum( array_column( $event['ticket_variations'], 'sold' ) ), "$title: the editor's per-variation sold adds up to the list's Sold" );
		}
		$this->assertSame( Bookings::POST_TYPE, get_post_type( ( new BookingsService() )->find( array() )[0][0]['id'] ) );
	}
}
