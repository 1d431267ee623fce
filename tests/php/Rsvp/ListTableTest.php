<?php
/**
 * The answers list read from its table (RsvpListTable) gives what the
 * postmeta path gives, for every filter, with guests left out, and a page
 * reads the table, not postmeta.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Rsvp;

use EventinPro\Rsvp\RsvpListTable;
use EventinPro\Support\PostListTable;

/**
 * List table.
 */
final class ListTableTest extends RsvpTestCase {

	public function test_the_table_and_postmeta_answer_every_filter_alike(): void {
		$this->as_user( 'administrator' );
		$event = self::rsvp_event();
		$other = self::rsvp_event( array(), 'Other' );
		self::eventin_answer( $event, 'Ann Lee', 'not going', 1, '2026-01-05 10:00:00' );
		self::eventin_answer( $event, 'Bob Ray', 'not_going', 1, '2026-02-05 10:00:00' );
		self::eventin_answer( $event, 'Anders Berg', 'maybe', 2, '2026-03-05 10:00:00' );
		self::eventin_answer( $other, 'Ann Other', 'going', 1 );
		self::answer( self::going( $event, array( 'name' => 'Grace Hopper' ) ) ); // With a guest, Alan Turing.
		$this->assertTrue( RsvpListTable::instance()->ready() );

		$queries    = array(
			array(),
			array( 'status' => 'all' ),
			array( 'status' => 'not_going' ),
			array( 'status' => 'maybe' ),
			array(
				'status' => 'all',
				'search' => 'an',
			),
			array(
				'status' => 'all',
				'search' => 'alan',
			),
			array(
				'status'    => 'all',
				'date_from' => '2026-02-01',
				'date_to'   => '2026-03-31',
			),
			array(
				'status'   => 'all',
				'per_page' => 2,
				'paged'    => 2,
			),
		);
		$read       = function ( array $params ) use ( $event ): array {
			$response = $this->request( 'GET', "/eventin/v2/rsvp-report/$event", $params );
			$this->assertStatus( 200, $response );
			$data = $this->json( $response );
			return array( array_column( $data['items'], 'name' ), $data['total_items'] );
		};
		$from_table = array_map( $read, $queries );
		$this->assertSame( array( array( 'Grace Hopper' ), 1 ), $from_table[0] );
		$this->assertSame( array( array( 'Bob Ray', 'Ann Lee' ), 2 ), $from_table[2] );
		$this->assertSame( array( array( 'Anders Berg', 'Ann Lee' ), 2 ), $from_table[4] );
		$this->assertSame( array( array(), 0 ), $from_table[5], 'guests are not answers' );
		$this->assertSame( array( array( 'Anders Berg', 'Bob Ray' ), 2 ), $from_table[6] );
		$this->assertSame( array( array( 'Bob Ray', 'Ann Lee' ), 4 ), $from_table[7] );

		$queries_sent = array();
		$this->count_queries(
			function () use ( $read ): void {
				$read( array( 'status' => 'going' ) );
			},
			$queries_sent
		);
		$this->assertNotEmpty( preg_grep( '/eventin_rsvp_list/', $queries_sent ), 'a page reads the table' );

		update_option( RsvpListTable::instance()->option(), 'off' );
		$this->assertSame( $from_table, array_map( $read, $queries ), 'postmeta answers the same' );
	}

	public function test_a_changed_answer_moves_in_the_table(): void {
		$this->as_user( 'administrator' );
		$event           = self::rsvp_event();
		list( , $grace ) = self::answer( self::going( $event ) );
		update_post_meta( (int) $grace['answer']['id'], 'etn_rsvp_value', 'maybe' );
		PostListTable::flush_all();
		$maybe = $this->json( $this->request( 'GET', "/eventin/v2/rsvp-report/$event", array( 'status' => 'maybe' ) ) );
		$this->assertSame( 1, $maybe['total_items'] );
		$this->assertSame( 0, $this->json( $this->request( 'GET', "/eventin/v2/rsvp-report/$event" ) )['total_items'] );
	}
}
