<?php
/**
 * Counts and lists follow a write made by another PHP process (another web
 * node): each is read once, so that whatever the site caches is cached, then
 * other processes book, and the next request here reads every count anew. In
 * the Redis pass the cache is shared: only invalidation by the writes, never
 * time, keeps it right.
 *
 * This test commits its event (the workers cannot see an open transaction)
 * and deletes it with its bookings afterwards.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Bookings;

use EventinPro\Events\EventsService;
use EventinPro\Tests\Support\ParallelRequests;

/**
 * Counts after another process's bookings.
 */
final class CrossProcessCacheTest extends BookingsTestCase {

	use ParallelRequests;

	/**
	 * Deletes the committed event, its bookings and attendees.
	 */
	protected function tearDown(): void {
		$this->remove_committed();
		parent::tearDown();
	}

	/**
	 * A worker's job: books tickets of the event's Standard type.
	 *
	 * @param array<string,mixed> $payload {event, quantity}.
	 * @return array{id?:int,error?:string}
	 */
	public static function book_job( array $payload ): array {
		$event   = ( new EventsService() )->get( (int) $payload['event'] );
		$booking = self::book( (array) $event, 'Standard', (int) $payload['quantity'] );
		return is_wp_error( $booking ) ? array( 'error' => $booking->get_error_code() ) : array( 'id' => (int) $booking['id'] );
	}

	/**
	 * Every count of the event as the dashboard reads it.
	 *
	 * @param int $event Event id.
	 * @return array<string,mixed>
	 */
	private function counts( int $event ): array {
		$list = $this->json( $this->request( 'GET', '/eventin/v2/events', array( 'per_page' => 100 ) ) );
		$row  = array_values(
			array_filter(
				$list['items'],
				static function ( array $item ) use ( $event ): bool {
					return $item['id'] === $event;
				}
			)
		);
		$one  = $this->json( $this->request( 'GET', "/eventin/v2/events/$event" ) );
		return array(
			'list sold'      => $row[0]['sold_tickets'] ?? null,
			'event sold'     => $one['sold_tickets'],
			'variation sold' => array_column( $one['ticket_variations'], 'sold' ),
			'bookings'       => $this->json( $this->request( 'GET', '/eventin/v2/orders', array( 'event_id' => $event ) ) )['total_items'],
			'attendees'      => $this->json( $this->request( 'GET', '/eventin/v2/attendees', array( 'event_id' => $event ) ) )['total_items'],
		);
	}

	public function test_bookings_made_by_other_processes_show_in_every_count_at_the_next_request(): void {
		$admin = $this->as_user( 'administrator' );
		$event = self::make_event( array( 'Standard' => 10 ) );
		$this->assertIsArray( self::book( $event, 'Standard', 1 ) );
		$this->end_request(); // Its list rows are written before the commit: the workers write the same totals' rows.
		$this->commit_for_workers( $event['id'] );
		$this->assertSame(
			array(
				'list sold'      => 1,
				'event sold'     => 1,
				'variation sold' => array( 1 ),
				'bookings'       => 1,
				'attendees'      => 1,
			),
			$this->counts( $event['id'] )
		);
		$this->end_request();
		$GLOBALS['wpdb']->query( 'COMMIT' ); // Reading holds no lock the workers wait for.

		$outcomes = $this->run_parallel(
			self::class . '::book_job',
			array(
				array(
					'event'    => $event['id'],
					'quantity' => 2,
				),
				array(
					'event'    => $event['id'],
					'quantity' => 3,
				),
			),
			$admin
		);
		$this->assertArrayHasKey( 'id', $outcomes[0], wp_json_encode( $outcomes ) );
		$this->assertArrayHasKey( 'id', $outcomes[1], wp_json_encode( $outcomes ) );
		$this->assertSame(
			array(
				'list sold'      => 6,
				'event sold'     => 6,
				'variation sold' => array( 6 ),
				'bookings'       => 3,
				'attendees'      => 6,
			),
			$this->counts( $event['id'] )
		);
	}
}
