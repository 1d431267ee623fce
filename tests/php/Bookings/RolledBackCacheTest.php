<?php
/**
 * A unit of work that fails halfway is rolled back in the database; what it
 * wrote to the object cache on the way must not outlive it. With a persistent
 * cache (the Redis pass) the next request, on any node, reads that cache.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Bookings;

use EventinPro\Attendees\Attendees;

/**
 * Caches after a rolled-back booking.
 */
final class RolledBackCacheTest extends BookingsTestCase {

	public function test_a_booking_that_fails_after_its_first_writes_leaves_nothing_behind(): void {
		$this->as_user( 'administrator' );
		$event = self::make_event( array( 'Standard' => 10 ) );
		$this->assertIsArray( self::book( $event, 'Standard', 1 ) );
		$this->end_request();
		$before = array(
			'orders'    => $this->json( $this->request( 'GET', '/eventin/v2/orders' ) )['total_items'],
			'attendees' => $this->json( $this->request( 'GET', '/eventin/v2/attendees' ) )['total_items'],
			'event'     => $this->json( $this->request( 'GET', '/eventin/v2/events/' . $event['id'] ) ),
		);
		$this->end_request();

		// The third attendee of a booking of three cannot be stored: the booking fails and rolls back.
		$written = array();
		$record  = static function ( $id, $post ) use ( &$written ) {
			$written[] = (int) $id;
		};
		$inserts = 0;
		$refuse  = static function ( $empty, $post ) use ( &$inserts ) {
			if ( Attendees::POST_TYPE === ( $post['post_type'] ?? '' ) && 3 === ++$inserts ) {
				return true;
			}
			return $empty;
		};
		add_action( 'wp_insert_post', $record, 10, 2 );
		add_filter( 'wp_insert_post_empty_content', $refuse, 10, 2 );
		$failed = self::book( $event, 'Standard', 3 );
		remove_filter( 'wp_insert_post_empty_content', $refuse, 10 );
		remove_action( 'wp_insert_post', $record, 10 );
		$this->assertWPError( $failed );
		$this->assertCount( 3, $written, 'the booking and two attendees were written, then rolled back' );
		$this->end_request();

		foreach ( $written as $n => $id ) {
			$this->assertNull( get_post( $id ), "post $id was rolled back" );
			$this->assertSame( array(), get_post_meta( $id ), "post $id has no meta" );
			// The booking first, then its attendees.
			$this->assertStatus( 404, $this->request( 'GET', '/eventin/v2/' . ( 0 === $n ? 'orders' : 'attendees' ) . "/$id" ) );
		}
		$this->assertSame( $before['orders'], $this->json( $this->request( 'GET', '/eventin/v2/orders' ) )['total_items'] );
		$this->assertSame( $before['attendees'], $this->json( $this->request( 'GET', '/eventin/v2/attendees' ) )['total_items'] );
		$this->assertSame( $before['event'], $this->json( $this->request( 'GET', '/eventin/v2/events/' . $event['id'] ) ), 'the event reads as before, sold tickets included' );
	}

	/**
	 * Asserts a WP_Error.
	 *
	 * @param mixed $value Value.
	 */
	private function assertWPError( $value ): void {
		$this->assertInstanceOf( \WP_Error::class, $value );
	}
}
