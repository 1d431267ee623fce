<?php
/**
 * Real parallel answers (separate PHP processes, each with its own database
 * connection, released at the same moment): 30 "going" for 10 places record
 * exactly 10, and the others are told it is full and offered "maybe".
 *
 * The test commits its data (the workers cannot see an open transaction)
 * and deletes it afterwards.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Rsvp;

use EventinPro\Rsvp\RsvpRepository;
use EventinPro\Tests\Support\ParallelRequests;

/**
 * Parallel answers.
 */
final class ParallelRsvpTest extends RsvpTestCase {

	use ParallelRequests;

	/**
	 * Answers the test committed.
	 *
	 * @var int
	 */
	private $event = 0;

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		if ( $this->event ) {
			$ids = get_posts(
				array(
					'post_type'   => RsvpRepository::POST_TYPE,
					'post_status' => 'any',
					'numberposts' => -1,
					'fields'      => 'ids',
					'meta_key'    => 'event_id', // phpcs:ignore WordPress.DB.SlowDBQuery
					'meta_value'  => (string) $this->event, // phpcs:ignore WordPress.DB.SlowDBQuery
				)
			);
			foreach ( $ids as $id ) {
				wp_delete_post( (int) $id, true );
			}
			$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%eventin\\_rl\\_rsvp%'" );
			$wpdb->query( 'COMMIT' );
		}
		$this->remove_committed();
		parent::tearDown();
	}

	/**
	 * A worker's job: one answer.
	 *
	 * @param array<string,mixed> $payload The answer.
	 * @return array{status:int,code:string,offer:array<int,string>}
	 */
	public static function answer_job( array $payload ): array {
		// The workers share one address: its rate limit is not what this test is about.
		add_filter(
			'eventin_rsvp_rate_limit_ip',
			static function (): int {
				return 1000;
			}
		);
		list( $status, $body ) = self::answer( $payload );
		return array(
			'status' => $status,
			'code'   => (string) ( $body['code'] ?? $body['result'] ?? '' ),
			'offer'  => (array) ( $body['data']['offer'] ?? array() ),
		);
	}

	public function test_thirty_parallel_going_answers_for_ten_places_record_ten(): void {
		$this->event = self::rsvp_event( array( 'etn_rsvp_limit_amount' => 10 ) );
		$this->commit_for_workers( $this->event );
		$payloads = array();
		for ( $n = 1; $n <= 30; $n++ ) {
			$payloads[] = array(
				'event_id' => $this->event,
				'name'     => "Guest $n",
				'email'    => "parallel$n@example.org",
				'status'   => 'going',
				'people'   => 1,
			);
		}

		$outputs = $this->run_parallel( self::class . '::answer_job', $payloads, 0 );

		$statuses = array_count_values( array_column( $outputs, 'status' ) );
		ksort( $statuses );
		$this->assertSame(
			array(
				201 => 10,
				409 => 20,
			),
			$statuses
		);
		foreach ( $outputs as $output ) {
			if ( 409 === $output['status'] ) {
				$this->assertSame( 'eventin_rsvp_full', $output['code'] );
				$this->assertSame( array( 'maybe' ), $output['offer'] );
			}
		}
		$this->assertSame( 10, ( new RsvpRepository() )->counts( array( $this->event ) )[ $this->event ]['going'] );
	}
}
