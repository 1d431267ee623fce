<?php
/**
 * Real parallel visitors (separate PHP processes, each with its own database
 * connection, released at the same moment) posting the booking form for the
 * last places of an event: exactly those places are sold.
 *
 * The test commits its data (the workers cannot see an open transaction) and deletes it afterwards.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Checkout;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Checkout\CheckoutHandler;
use EventinPro\Tests\Support\ParallelRequests;

/**
 * Parallel bookings from the form.
 */
final class ParallelCheckoutTest extends CheckoutTestCase {

	use ParallelRequests;

	/**
	 * Removes what the test committed, and commits that too.
	 */
	protected function tearDown(): void {
		$this->remove_committed();
		parent::tearDown();
	}

	/**
	 * A worker's job: a logged-out visitor posts the booking form.
	 *
	 * @param array<string,mixed> $payload {post: the form's fields, ip: the visitor's address}.
	 * @return array{status:int,id:int}
	 */
	public static function post_form_job( array $payload ): array {
		$result = CheckoutHandler::process( (array) $payload['post'], (string) $payload['ip'] );
		return array(
			'status' => $result['status'],
			'id'     => $result['booking']['id'] ?? 0,
		);
	}

	public function test_fifty_parallel_visitors_for_the_last_ten_places_get_exactly_ten(): void {
		$event = self::make_event( array( 'Standard' => 50 ), 0.0 );
		for ( $i = 0; $i < 4; $i++ ) {
			$this->assertIsArray( self::book( $event, 'Standard', 10 ) );
		}
		$this->commit_for_workers( (int) $event['id'] );

		$payloads = array();
		for ( $n = 0; $n < 50; $n++ ) {
			$payloads[] = array(
				'post' => $this->post( $event, array( 'Standard' => 1 ), array( 'email' => "v$n@example.org" ) ),
				'ip'   => "192.0.2.$n",
			);
		}
		$outputs = $this->run_parallel( self::class . '::post_form_job', $payloads );

		$this->assertCount( 10, array_filter( array_column( $outputs, 'id' ) ), 'exactly the ten places left' );
		$statuses = array_count_values( array_column( $outputs, 'status' ) );
		$this->assertSame( 10, $statuses[303] ?? 0 );
		$this->assertSame( 40, ( $statuses[400] ?? 0 ) + ( $statuses[409] ?? 0 ), 'the others are sent back to the form' );
		$this->assertSame( 50, ( new AttendeesService() )->sold_counts( array( $event['id'] ) )[ $event['id'] ] );
	}
}
