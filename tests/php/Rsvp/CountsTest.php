<?php
/**
 * Each event's RSVP counts, kept in their table: always equal to the counts
 * summed from the answers, after our writes and anyone else's, and read in
 * one query.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Rsvp;

use EventinPro\Rsvp\Rsvp;
use EventinPro\Rsvp\RsvpCounts;
use EventinPro\Rsvp\RsvpRepository;
use EventinPro\Rsvp\RsvpService;

/**
 * Counts.
 */
final class CountsTest extends RsvpTestCase {

	/**
	 * The stored row of an event, or null.
	 *
	 * @param int $event Event id.
	 * @return array<string,int>|null
	 */
	private static function row( int $event ): ?array {
		global $wpdb;
		$table = RsvpCounts::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- the table under test.
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT ' . implode( ', ', RsvpCounts::COLUMNS ) . " FROM $table WHERE event_id = %d", $event ), ARRAY_A );
		return $row ? array_map( 'intval', $row ) : null;
	}

	/**
	 * Asserts that the event's kept counts equal the counts summed from its answers.
	 *
	 * @param int                $event    Event id.
	 * @param array<string,int>  $expected going, not_going, maybe, responses.
	 */
	private function assertCounts( int $event, array $expected ): void {
		$answers = new RsvpRepository();
		$this->assertSame( $expected, $answers->count_stored( array( $event ) )[ $event ], 'summed from the answers' );
		$this->assertSame( $expected, $answers->counts( array( $event ) )[ $event ], 'as read' );
		$this->assertSame( $expected, self::row( $event ), 'as kept' );
	}

	/**
	 * Counts: people per answer, then answers per answer.
	 *
	 * @param int $going     People going.
	 * @param int $not_going People not going.
	 * @param int $maybe     People maybe.
	 * @param int $going_answers     Answers going.
	 * @param int $not_going_answers Answers not going.
	 * @param int $maybe_answers     Answers maybe.
	 * @return array<string,int>
	 */
	private static function counts( int $going, int $not_going, int $maybe, int $going_answers, int $not_going_answers, int $maybe_answers ): array {
		return array(
			'going'             => $going,
			'not_going'         => $not_going,
			'maybe'             => $maybe,
			'going_answers'     => $going_answers,
			'not_going_answers' => $not_going_answers,
			'maybe_answers'     => $maybe_answers,
			'responses'         => $going_answers + $not_going_answers + $maybe_answers,
		);
	}

	public function test_answers_changes_cancels_and_deletes_keep_the_counts_exact(): void {
		$event = self::rsvp_event();
		$this->assertCounts( $event, self::counts( 0, 0, 0, 0, 0, 0 ) );

		list( $status, $grace ) = self::answer( self::going( $event ) );
		$this->assertSame( 201, $status );
		self::answer(
			self::going(
				$event,
				array(
					'email'  => 'ada@example.org',
					'status' => 'maybe',
					'people' => 3,
					'guests' => array(
						'A',
						'B',
					),
				)
			)
		);
		list( , $tim ) = self::answer(
			self::going(
				$event,
				array(
					'email'  => 'tim@example.org',
					'status' => 'not_going',
					'people' => 1,
					'guests' => array(),
				)
			)
		);
		$this->assertCounts( $event, self::counts( 2, 1, 3, 1, 1, 1 ) );

		$service = new RsvpService();
		$this->as_user( 'administrator' );
		$edited = $service->update(
			(int) $grace['answer']['id'],
			array(
				'status' => 'maybe',
				'people' => 1,
				'guests' => array(),
			)
		);
		$this->assertIsArray( $edited );
		$this->assertCounts( $event, self::counts( 0, 1, 4, 0, 1, 2 ) );

		$ada = ( new RsvpRepository() )->find_by_email( $event, 'ada@example.org' );
		$this->assertSame( 'cancelled', $service->cancel( $ada, ( new RsvpRepository() )->token( $ada ) ) );
		// Ada's three people now do not come.
		$this->assertCounts( $event, self::counts( 0, 4, 1, 0, 2, 1 ) );

		$this->assertTrue( $service->delete( (int) $tim['answer']['id'] ) );
		$this->assertCounts( $event, self::counts( 0, 3, 1, 0, 1, 1 ) );
	}

	public function test_answers_eventin_stored_are_counted_on_first_read_then_read_in_one_query(): void {
		$event = self::rsvp_event();
		self::eventin_answer( $event, 'Ann Lee', 'going', 3 );
		self::eventin_answer( $event, 'Bob Ray', 'not going', 1 );
		self::eventin_answer( $event, 'Di Fox', 'maybe', 2 );
		RsvpCounts::forget( array( $event ) ); // As after install: Eventin wrote them without us.
		$this->assertNull( self::row( $event ) );

		$this->assertSame( self::counts( 3, 1, 2, 1, 1, 1 ), ( new RsvpRepository() )->counts( array( $event ) )[ $event ] );
		$this->assertSame( self::counts( 3, 1, 2, 1, 1, 1 ), self::row( $event ) );

		$queries = array();
		$count   = $this->count_queries(
			static function () use ( $event ): void {
				( new RsvpRepository() )->counts( array( $event ) );
			},
			$queries
		);
		$this->assertSame( 1, $count, implode( "\n", $queries ) );
		$this->assertStringContainsString( RsvpCounts::table(), $queries[0] );
	}

	public function test_someone_elses_writes_to_answers_are_counted_again(): void {
		$event = self::rsvp_event();
		$other = self::rsvp_event( array(), 'Other party' );
		$ann   = self::eventin_answer( $event, 'Ann Lee', 'going', 3 );
		$bob   = self::eventin_answer( $event, 'Bob Ray', 'maybe', 1 );
		$this->assertCounts( $event, self::counts( 3, 0, 1, 1, 0, 1 ) );

		update_post_meta( $ann, 'etn_rsvp_value', 'not going' );
		$this->assertCounts( $event, self::counts( 0, 3, 1, 0, 1, 1 ) );

		update_post_meta( $bob, 'number_of_attendee', '4' );
		$this->assertCounts( $event, self::counts( 0, 3, 4, 0, 1, 1 ) );

		$this->assertCounts( $other, self::counts( 0, 0, 0, 0, 0, 0 ) );
		update_post_meta( $bob, 'event_id', (string) $other );
		$this->assertCounts( $event, self::counts( 0, 3, 0, 0, 1, 0 ) );
		$this->assertCounts( $other, self::counts( 0, 0, 4, 0, 0, 1 ) );

		wp_trash_post( $ann );
		$this->assertCounts( $event, self::counts( 0, 0, 0, 0, 0, 0 ) );
		wp_untrash_post( $ann );
		wp_publish_post( $ann );
		$this->assertCounts( $event, self::counts( 0, 3, 0, 0, 1, 0 ) );

		wp_delete_post( $bob, true );
		$this->assertCounts( $other, self::counts( 0, 0, 0, 0, 0, 0 ) );
	}

	public function test_a_deleted_events_row_goes_and_install_empties_the_table(): void {
		$event = self::rsvp_event();
		self::answer( self::going( $event ) );
		$this->assertNotNull( self::row( $event ) );
		wp_delete_post( $event, true );
		$this->assertNull( self::row( $event ) );

		$kept = self::rsvp_event( array(), 'Kept' );
		self::answer( self::going( $kept ) );
		$this->assertNotNull( self::row( $kept ) );
		Rsvp::install();
		$this->assertNull( self::row( $kept ) );
		$this->assertSame( 2, ( new RsvpRepository() )->counts( array( $kept ) )[ $kept ]['going'] );
	}

	public function test_a_row_left_wrong_is_never_negative_and_a_missing_row_is_recounted_by_the_writer(): void {
		global $wpdb;
		$event           = self::rsvp_event();
		list( , $grace ) = self::answer( self::going( $event ) );
		// A row someone emptied by hand: the delete cannot take it below zero.
		$wpdb->update( RsvpCounts::table(), array( 'going' => 0 ), array( 'event_id' => $event ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the table under test.
		( new RsvpService() )->delete( (int) $grace['answer']['id'] );
		$this->assertSame( 0, self::row( $event )['going'] );

		RsvpCounts::forget( array( $event ) );
		self::answer( self::going( $event, array( 'email' => 'ada@example.org' ) ) );
		$this->assertCounts( $event, self::counts( 2, 0, 0, 1, 0, 0 ) );
	}

	public function test_a_status_filters_total_is_the_kept_count_and_finds_both_spellings_of_not_going(): void {
		$this->as_user( 'administrator' );
		$event = self::rsvp_event();
		self::eventin_answer( $event, 'Ann Lee', 'not going', 1 );
		self::eventin_answer( $event, 'Bob Ray', 'not_going', 2 );
		self::eventin_answer( $event, 'Cy Dow', 'going', 2 );

		$response = $this->request( 'GET', "/eventin/v2/rsvp-report/$event", array( 'status' => 'not_going' ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( array( 'Bob Ray', 'Ann Lee' ), array_column( $this->json( $response )['items'], 'name' ) );
		$this->assertSame( 2, $this->json( $response )['total_items'] );
		$this->assertSame( '2', $response->get_headers()['X-WP-Total'] ?? null );
		$this->assertSame( 1, $this->json( $this->request( 'GET', "/eventin/v2/rsvp-report/$event" ) )['total_items'] );
		$this->assertSame( 3, $this->json( $this->request( 'GET', "/eventin/v2/rsvp-report/$event", array( 'status' => 'all' ) ) )['total_items'] );
	}

	public function test_eventins_limit_switch_turned_off_means_no_limit_whatever_the_amount(): void {
		$off = self::rsvp_event(
			array(
				'etn_rsvp_limit'        => '',
				'etn_rsvp_limit_amount' => 1,
			)
		);
		$on  = self::rsvp_event(
			array(
				'etn_rsvp_limit'        => 'on',
				'etn_rsvp_limit_amount' => 1,
			)
		);
		$this->assertSame( 0, \EventinPro\Rsvp\EventRsvp::of( $off, true )['limit'] );
		$this->assertSame( 1, \EventinPro\Rsvp\EventRsvp::of( $on, true )['limit'] );
		$this->assertSame( 10, \EventinPro\Rsvp\EventRsvp::of( self::rsvp_event(), true )['limit'], 'no switch: the amount' );
		list( $status ) = self::answer( self::going( $off ) );
		$this->assertSame( 201, $status, 'two people, no limit' );
		list( $status ) = self::answer( self::going( $on ) );
		$this->assertSame( 409, $status, 'two people, one place' );
	}
}
