<?php
/**
 * Attendees as Eventin 4 stored them read back through the repository, new
 * ones written under Eventin's keys with unguessable ticket ids, the list
 * filters, and the one sold rule.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Attendees;

use EventinPro\Attendees\Attendees;
use EventinPro\Attendees\AttendeesRepository;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Attendees\TicketIds;
use EventinPro\Attendees\Transaction;
use EventinPro\Tests\Support\Eventin4Fixture;
use EventinPro\Tests\Bookings\BookingsTestCase;

/**
 * Attendee storage.
 */
final class AttendeesStorageTest extends BookingsTestCase {

	/**
	 * An event id (attendees only point at it).
	 */
	private function event(): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => 'etn',
				'post_status' => 'publish',
				'post_title'  => 'Event',
			)
		);
	}

	/**
	 * A booking post with a status, as Eventin stores one.
	 *
	 * @param string $status Status.
	 */
	private function booking( string $status ): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'   => 'etn-order',
				'post_status' => 'draft',
			)
		);
		update_post_meta( $id, 'status', $status );
		return $id;
	}

	public function test_eventin_4s_attendees_read_with_eventins_values(): void {
		Eventin4Fixture::load();
		$eventin = array_column( Eventin4Fixture::response( 'attendees' )['items'], null, 'id' );
		$ours    = ( new AttendeesService() )->get_many( array_keys( $eventin ) );
		$this->assertCount( 6, $ours );
		foreach ( $eventin as $id => $item ) {
			$attendee = $ours[ $id ];
			$this->assertSame( $item['etn_name'], $attendee['name'] );
			$this->assertSame( $item['etn_email'], $attendee['email'] );
			$this->assertSame( $item['etn_phone'], $attendee['phone'] );
			$this->assertSame( (int) $item['etn_event_id'], $attendee['event_id'] );
			$this->assertSame( (int) $item['eventin_order_id'], $attendee['booking_id'] );
			$this->assertSame( $item['etn_unique_ticket_id'], $attendee['ticket_id'] );
			$this->assertSame( $item['ticket_name'], $attendee['ticket_name'] );
			$this->assertSame( $item['ticket_slug'], $attendee['ticket_slug'] );
			$this->assertSame( (float) $item['etn_ticket_price'], $attendee['ticket_price'] );
			$this->assertSame( $item['etn_attendeee_ticket_status'], $attendee['ticket_status'] );
			$this->assertSame( $item['etn_status'], $attendee['payment_status'] );
			$this->assertSame( $item['etn_info_edit_token'], $attendee['edit_token'] );
			$this->assertSame( 30 === (int) $item['eventin_order_id'] ? 'failed' : 'completed', $attendee['booking_status'] );
		}
		$this->assertSame( 25, ( new AttendeesService() )->find_by_ticket_id( 'th9whtrhqh' ), "Eventin's 10-character ids keep working" );
	}

	public function test_eventin_4s_sold_counts_come_out_of_the_one_rule(): void {
		Eventin4Fixture::load();
		$service = new AttendeesService();
		$this->assertSame( array( 15 => 5 ), $service->sold_counts( array( 15 ) ), 'five tickets of the completed order; none of the failed one' );
		$this->assertSame(
			array(
				'community' => 2,
				'standard'  => 3,
			),
			self::sorted( $service->sold_by_ticket( 15 ) )
		);
		// What Eventin itself stored per variation.
		$stored = array_column( get_post_meta( 15, 'etn_ticket_variations', true ), 'etn_sold_tickets', 'etn_ticket_slug' );
		$this->assertSame( self::sorted( $stored ), self::sorted( $service->sold_by_ticket( 15 ) ) );
	}

	/**
	 * An array sorted by key.
	 *
	 * @param array<string,int> $counts Counts.
	 * @return array<string,int>
	 */
	private static function sorted( array $counts ): array {
		ksort( $counts );
		return $counts;
	}

	/**
	 * The sold rule: booking status first, the attendee's own status without a booking.
	 *
	 * @return array<string,array{0:string,1:string,2:bool}>
	 */
	public function sold_rule(): array {
		return array(
			'completed booking'               => array( 'completed', 'success', true ),
			'pending booking'                 => array( 'pending', 'pending', true ),
			'failed booking'                  => array( 'failed', 'success', false ),
			'refunded booking'                => array( 'refunded', 'refunded', false ),
			'cancelled booking'               => array( 'cancelled', 'failed', false ),
			'no booking, success'             => array( '', 'success', true ),
			'no booking, pending'             => array( '', 'pending', true ),
			'no booking, failed'              => array( '', 'failed', false ),
			'no booking, refunded'            => array( '', 'refunded', false ),
			'booking wins over its attendees' => array( 'refunded', 'success', false ),
		);
	}

	/**
	 * The SQL count and the PHP rule agree, row by row.
	 *
	 * @dataProvider sold_rule
	 *
	 * @param string $booking Booking status ('' for no booking).
	 * @param string $own     The attendee's own status.
	 * @param bool   $counted Whether it is sold.
	 */
	public function test_the_sold_rule( string $booking, string $own, bool $counted ): void {
		$event   = $this->event();
		$service = new AttendeesService();
		$fields  = array( 'payment_status' => $own );
		if ( '' !== $booking ) {
			$fields['booking_id'] = $this->booking( $booking );
		}
		$id = $service->create( $event, $fields );
		$this->assertSame( $counted ? 1 : 0, $service->sold_counts( array( $event ) )[ $event ] );
		$this->assertSame( $counted, $service->is_counted( $service->get( $id ) ) );
	}

	public function test_a_new_attendee_is_stored_under_eventin_4s_keys(): void {
		$event    = $this->event();
		$id       = ( new AttendeesService() )->create(
			$event,
			array(
				'name'           => 'Grace Hopper',
				'email'          => 'grace@example.org',
				'phone'          => '+1 555 0100',
				'ticket_name'    => 'VIP',
				'ticket_slug'    => 'vip-x1',
				'ticket_price'   => 99.5,
				'payment_status' => 'pending',
				'seat'           => 'A-12',
				'extra_fields'   => array( 'company' => 'Navy' ),
			)
		);
		$expected = array(
			'etn_event_id'                     => (string) $event,
			'etn_name'                         => 'Grace Hopper',
			'etn_email'                        => 'grace@example.org',
			'etn_phone'                        => '+1 555 0100',
			'ticket_name'                      => 'VIP',
			'ticket_slug'                      => 'vip-x1',
			'etn_ticket_price'                 => '99.5',
			'etn_status'                       => 'pending',
			'etn_attendeee_ticket_status'      => 'unused',
			'attendee_seat'                    => 'A-12',
			'etn_attendee_extra_field_company' => 'Navy',
		);
		foreach ( $expected as $key => $value ) {
			$this->assertSame( $value, get_post_meta( $id, $key, true ), $key );
		}
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9_-]{22}$/', get_post_meta( $id, 'etn_unique_ticket_id', true ) );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', get_post_meta( $id, 'etn_info_edit_token', true ) );
		$this->assertSame( array( 'company' => 'Navy' ), ( new AttendeesService() )->get( $id )['extra_fields'] );
	}

	public function test_ticket_ids_are_128_random_bits_and_distinct(): void {
		$event = $this->event();
		$ids   = array();
		for ( $i = 0; $i < 40; $i++ ) {
			$ids[] = get_post_meta( ( new AttendeesService() )->create( $event, array() ), 'etn_unique_ticket_id', true );
		}
		$this->assertCount( 40, array_unique( $ids ) );
		foreach ( $ids as $ticket ) {
			$this->assertSame( 22, strlen( $ticket ) );
			$this->assertSame( 16, strlen( (string) base64_decode( strtr( $ticket, '-_', '+/' ) . '==', true ) ), '16 bytes: 128 bits' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
			$this->assertTrue( TicketIds::is_valid( $ticket ) );
		}
		$this->assertTrue( TicketIds::is_valid( 'th9whtrhqh' ) );
		$this->assertFalse( TicketIds::is_valid( 'https://evil.example/x' ) );
		$this->assertSame( 0, ( new AttendeesService() )->find_by_ticket_id( "' OR 1=1 --" ) );
	}

	public function test_a_ticket_id_already_held_is_drawn_again(): void {
		$held  = ( new AttendeesService() )->create( $this->event(), array() );
		$taken = (string) get_post_meta( $held, 'etn_unique_ticket_id', true );
		$bytes = base64_decode( strtr( $taken, '-_', '+/' ) . '==', true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
		$draws = array( $bytes, str_repeat( "\x01", 16 ) );
		$ids   = new TicketIds(
			static function () use ( &$draws ) {
				return array_shift( $draws );
			}
		);
		$fresh = Transaction::run( array( $ids, 'generate' ) );
		$this->assertSame( 'AQEBAQEBAQEBAQEBAQEBAQ', $fresh, 'the second draw' );

		$stuck = new TicketIds(
			static function () use ( $bytes ) {
				return $bytes;
			}
		);
		$this->assertNull( Transaction::run( array( $stuck, 'generate' ) ), 'a source that keeps repeating gives up' );
	}

	public function test_an_id_another_connection_reserved_is_drawn_again(): void {
		$taken = str_repeat( "\x02", 16 );
		$id    = rtrim( strtr( base64_encode( $taken ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
		$other = self::second_connection();
		$other->query( 'INSERT INTO ' . TicketIds::table() . " (ticket_id) VALUES ('$id')" ); // Committed (autocommit).
		try {
			$draws = array( $taken, str_repeat( "\x03", 16 ) );
			$fresh = Transaction::run(
				array(
					new TicketIds(
						static function () use ( &$draws ) {
							return array_shift( $draws );
						}
					),
					'generate',
				)
			);
			$this->assertSame( 'AwMDAwMDAwMDAwMDAwMDAw', $fresh );
		} finally {
			$GLOBALS['wpdb']->query( 'ROLLBACK' ); // Ends this test's transaction before the other connection cleans up.
			$other->query( 'DELETE FROM ' . TicketIds::table() . " WHERE ticket_id = '$id'" );
			$other->close();
		}
	}

	public function test_a_site_not_yet_upgraded_still_makes_ticket_ids(): void {
		$missing = static function ( $sql ) {
			return str_replace( TicketIds::table(), TicketIds::table() . '_not_installed', (string) $sql );
		};
		add_filter( 'query', $missing );
		try {
			$id = ( new AttendeesService() )->create( self::make_event( array( 'Standard' => 5 ) )['id'], array( 'name' => 'Early' ) );
		} finally {
			remove_filter( 'query', $missing );
		}
		$this->assertIsInt( $id );
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9_-]{22}$/', get_post_meta( $id, 'etn_unique_ticket_id', true ) );
	}

	public function test_uninstall_drops_the_ticket_id_table_only_with_the_content(): void {
		$this->assert_tables_follow_uninstall( Attendees::class, 'eventin_ticket_ids', array( TicketIds::table() ) );
	}

	public function test_an_update_merges_and_an_unchanged_one_writes_nothing(): void {
		Eventin4Fixture::load();
		$before  = Eventin4Fixture::raw_post_meta( 25 );
		$service = new AttendeesService();
		$current = $service->get( 25 );
		$writes  = 0;
		$this->count_queries(
			static function () use ( $service, $current, &$writes ) {
				$writes = (int) $service->update( 25, array_intersect_key( $current, array_flip( array( 'name', 'email', 'phone', 'ticket_status', 'payment_status' ) ) ) );
			},
			$queries
		);
		$this->assertSame( 0, $writes );
		$this->assertSame( array(), preg_grep( '/^\s*(INSERT|UPDATE|DELETE)/i', (array) $queries ), 'no write' );
		$this->assertSame( $before, Eventin4Fixture::raw_post_meta( 25 ) );

		$this->assertTrue( $service->update( 25, array( 'phone' => '555-0199' ) ) );
		$after = Eventin4Fixture::raw_post_meta( 25 );
		$this->assertSame( '555-0199', $after['etn_phone'] );
		unset( $after['etn_phone'], $before['etn_phone'] );
		$this->assertSame( $before, $after, "every other key, Eventin's own ('post_status', 'id', 'etn_option_selections') included, as stored" );
	}

	public function test_the_list_filters_search_and_pages_in_a_constant_number_of_queries(): void {
		$service = new AttendeesService();
		$events  = array( $this->event(), $this->event() );
		$made    = array();
		foreach ( array( 'Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Linus Torvalds', 'Margaret Hamilton' ) as $n => $name ) {
			$made[ $name ] = $service->create(
				$events[ $n % 2 ],
				array(
					'name'           => $name,
					'email'          => strtolower( strtok( $name, ' ' ) ) . '@example.org',
					'payment_status' => 0 === $n % 3 ? 'pending' : 'success',
					'ticket_status'  => 4 === $n ? 'used' : 'unused',
				)
			);
		}
		$names = static function ( array $result ): array {
			return array_column( $result[0], 'name' );
		};
		$this->assertSame( array( 'Margaret Hamilton', 'Grace Hopper', 'Ada Lovelace' ), $names( $service->find( array( 'event_id' => $events[0] ) ) ), 'newest first' );
		$this->assertSame( array( 'Linus Torvalds', 'Ada Lovelace' ), $names( $service->find( array( 'payment_status' => 'pending' ) ) ) );
		$this->assertSame( array( 'Margaret Hamilton' ), $names( $service->find( array( 'ticket_status' => 'used' ) ) ) );
		$this->assertSame( array( 'Alan Turing', 'Ada Lovelace' ), $names( $service->find( array( 'search' => 'a' ) ) ), 'the start of a name or address' );
		$this->assertSame( array( 'Grace Hopper' ), $names( $service->find( array( 'search' => 'grace@' ) ) ) );
		$this->assertSame( array(), $names( $service->find( array( 'search' => '%' ) ) ), 'LIKE wildcards are literal' );
		$ticket = (string) get_post_meta( $made['Linus Torvalds'], 'etn_unique_ticket_id', true );
		$this->assertSame( array( 'Linus Torvalds' ), $names( $service->find( array( 'search' => $ticket ) ) ), 'a whole ticket id' );

		$page = $service->find( array(), 2, 2 );
		$this->assertSame( array( 'Grace Hopper', 'Alan Turing' ), $names( $page ) );
		$this->assertSame( 5, $page[1] );

		wp_cache_flush();
		$small = $this->count_queries(
			static function () use ( $service ) {
				$service->find( array( 'search' => 'a' ), 1, 1 );
			}
		);
		wp_cache_flush();
		$large = $this->count_queries(
			static function () use ( $service ) {
				$service->find( array( 'search' => 'a' ), 1, 50 );
			}
		);
		$this->assertLessThanOrEqual( $small, $large, 'a larger page costs no more queries (a last page needs no count)' );
		$this->assertLessThanOrEqual( 6, $large, 'the options (emptied from the cache above), the ids, the count, the attendees, their meta and their bookings' );
	}

	public function test_the_filters_are_served_by_the_postmeta_index(): void {
		global $wpdb;
		$event = $this->event();
		( new AttendeesService() )->create( $event, array( 'name' => 'Indexed' ) );
		$sql  = null;
		$grab = static function ( $query ) use ( &$sql ) {
			if ( false !== strpos( $query, 'SELECT p.ID' ) ) {
				$sql = $query;
			}
			return $query;
		};
		add_filter( 'query', $grab );
		// The list reads postmeta while its table is being filled.
		( new AttendeesRepository() )->find_ids_in_postmeta(
			array(
				'event_id' => $event,
				'search'   => 'Ind',
			),
			1,
			10
		);
		remove_filter( 'query', $grab );
		$plan = $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		// On a few rows the optimizer may pick any usable index; what matters is that ours is usable and nothing is scanned whole.
		foreach ( $plan as $step ) {
			$this->assertNotSame( 'ALL', $step['type'], (string) wp_json_encode( $plan ) );
			if ( in_array( $step['table'], array( 'm0', 's' ), true ) ) {
				$this->assertContains( AttendeesRepository::META_VALUE_INDEX, explode( ',', (string) $step['possible_keys'] ), (string) wp_json_encode( $step ) );
			}
		}
	}
}
