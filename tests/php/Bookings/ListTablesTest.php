<?php
/**
 * The attendee and booking lists' tables: every filter, search and page they
 * answer is the one postmeta answers; their rows and running totals follow
 * every change, by anyone; concurrent writers move the totals once; install
 * repairs what changed past the hooks; a table being filled is not read.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Bookings;

use EventinPro\Attendees\AttendeeListTable;
use EventinPro\Attendees\Attendees;
use EventinPro\Attendees\AttendeesRepository;
use EventinPro\Attendees\AttendeesService;
use EventinPro\Bookings\BookingListTable;
use EventinPro\Bookings\Bookings;
use EventinPro\Bookings\BookingsRepository;
use EventinPro\Bookings\BookingsService;
use EventinPro\Checkins\CheckinsService;
use EventinPro\Support\Installer;
use EventinPro\Support\ListTableHooks;
use EventinPro\Support\PostListTable;

// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- our own tables' names; the tests read them directly.

/**
 * Both list tables.
 */
final class ListTablesTest extends BookingsTestCase {

	/**
	 * Two events with bookings in every status, attendees outside bookings,
	 * some checked in.
	 *
	 * @return array{events:int[],bookings:int[],attendees:int[]}
	 */
	private function site(): array {
		$this->as_user( 'administrator' );
		$service  = new BookingsService();
		$events   = array( self::make_event( array( 'VIP' => 50 ) ), self::make_event( array( 'VIP' => 50 ) ) );
		$bookings = array();
		foreach ( array( 'completed', 'pending', 'failed', 'completed', 'pending', 'completed' ) as $n => $status ) {
			$booking    = self::book( $events[ $n % 2 ], 'VIP', 1 + $n % 3, $status );
			$bookings[] = $booking['id'];
		}
		$service->refund( $bookings[3] );
		$service->transition( $bookings[4], 'cancelled' );
		update_post_meta( $bookings[5], 'customer_fname', 'Zoë' );
		update_post_meta( $bookings[5], 'customer_email', 'zoe@example.org' );

		$attendees = new AttendeesService();
		$made      = array();
		foreach ( array( 'Ada Lovelace', 'Alan Turing', 'Grace Hopper' ) as $n => $name ) {
			$made[] = $attendees->create(
				$events[ $n % 2 ]['id'],
				array(
					'name'           => $name,
					'email'          => strtolower( strtok( $name, ' ' ) ) . '@example.org',
					'payment_status' => array( 'pending', 'success', 'failed' )[ $n ],
				)
			);
		}
		$all = $attendees->find( array(), 1, 100 )[0];
		( new CheckinsService() )->check_in( array( $all[0]['id'], $all[2]['id'], $made[1] ), 'dashboard' );
		return array(
			'events'    => array_column( $events, 'id' ),
			'bookings'  => $bookings,
			'attendees' => array_column( $all, 'id' ),
		);
	}

	/**
	 * Every filter combination, search and page of both lists: the table's
	 * answer is postmeta's (ids in order, and the total).
	 */
	public function test_every_filter_search_and_page_answers_as_postmeta_does(): void {
		$site      = $this->site();
		$attendees = new AttendeesRepository();
		$ticket_id = (string) get_post_meta( $site['attendees'][1], AttendeesRepository::META_TICKET_ID, true );
		$compared  = 0;
		$non_empty = 0;
		$events    = array_merge( array( '' ), $site['events'] );
		$payments  = array_merge( array( '' ), AttendeesRepository::PAYMENT_STATUSES );
		$tickets   = array_merge( array( '' ), AttendeesRepository::TICKET_STATUSES );
		$searches  = array( '', 'ada', 'DANA', 'grace@', $ticket_id, 'nobody', '%' );
		$this->assertTrue( AttendeeListTable::instance()->ready() );
		foreach ( $events as $event ) {
			foreach ( $payments as $payment ) {
				foreach ( $tickets as $ticket ) {
					foreach ( $searches as $search ) {
						$filters = array_filter(
							compact( 'search' ) + array(
								'event_id'       => $event,
								'payment_status' => $payment,
								'ticket_status'  => $ticket,
							),
							'strlen'
						);
						foreach ( array( 1, 2, 3 ) as $page ) {
							$expected = $attendees->find_ids_in_postmeta( $filters, $page, 2 );
							$this->assertSame( $expected, $attendees->find_ids( $filters, $page, 2 ), wp_json_encode( $filters ) . " page $page" );
							++$compared;
							$non_empty += $expected[0] ? 1 : 0;
						}
					}
				}
			}
		}
		$this->assertGreaterThan( 100, $non_empty, "the combinations find attendees ($compared compared)" );

		$bookings  = new BookingsRepository();
		$today     = wp_date( 'Y-m-d' );
		$ranges    = array( array( '', '' ), array( $today, $today ), array( '', '2020-01-01' ), array( $today, '' ) );
		$non_empty = 0;
		foreach ( $events as $event ) {
			foreach ( array_merge( array( '' ), BookingsRepository::STATUSES ) as $status ) {
				foreach ( array( '', 'dana', 'LEE', 'zo', 'zoë', 'zoe@example', 'nobody' ) as $search ) {
					foreach ( $ranges as list( $start, $end ) ) {
						$filters = array_filter(
							compact( 'search', 'status' ) + array(
								'event_id'   => $event,
								'start_date' => $start,
								'end_date'   => $end,
							),
							'strlen'
						);
						foreach ( array( 1, 2 ) as $page ) {
							$expected = $bookings->find_ids_in_postmeta( $filters, $page, 2 );
							$this->assertSame( $expected, $bookings->find_ids( $filters, $page, 2 ), wp_json_encode( $filters ) . " page $page" );
							$non_empty += $expected[0] ? 1 : 0;
						}
					}
				}
			}
		}
		$this->assertGreaterThan( 50, $non_empty );
	}

	/**
	 * Each filter and the search can be served by one of the table's keys.
	 */
	public function test_the_filters_and_the_search_can_use_the_keys(): void {
		global $wpdb;
		$site  = $this->site();
		$table = AttendeeListTable::instance()->table();
		$cases = array(
			'by_event'   => array( 'event_id' => $site['events'][0] ),
			'by_payment' => array( 'payment_status' => 'pending' ),
			'by_ticket'  => array( 'ticket_status' => 'used' ),
			'by_name'    => array( 'search' => 'Ada' ),
			'by_booking' => array( 'booking_id' => $site['bookings'][0] ),
		);
		foreach ( $cases as $key => $filters ) {
			$sql  = null;
			$grab = static function ( $query ) use ( &$sql, $table ) {
				if ( 0 === strpos( $query, "SELECT id FROM $table" ) ) {
					$sql = $query;
				}
				return $query;
			};
			add_filter( 'query', $grab );
			( new AttendeesRepository() )->find_ids( $filters, 1, 1 );
			remove_filter( 'query', $grab );
			$this->assertNotNull( $sql, $key );
			$plan = $wpdb->get_row( 'EXPLAIN ' . $sql, ARRAY_A );
			$this->assertContains( $key, explode( ',', (string) $plan['possible_keys'] ), (string) wp_json_encode( $plan ) );
		}
	}

	/**
	 * The overview's sales per day from the booking list's table are the ones
	 * postmeta gives (tickets: the quantities, one attendee each).
	 */
	public function test_sales_per_day_from_the_table_are_postmeta_s(): void {
		$this->site();
		$starts_utc   = array();
		$starts_local = array();
		for ( $day = -3; $day <= 2; $day++ ) {
			$moment         = strtotime( gmdate( 'Y-m-d 00:00:00' ) ) + $day * DAY_IN_SECONDS;
			$starts_utc[]   = gmdate( 'Y-m-d H:i:s', $moment );
			$starts_local[] = wp_date( 'Y-m-d H:i:s', $moment );
		}
		$repository = new BookingsRepository();
		$from_table = $repository->sales_per_day( $starts_utc, $starts_local );
		update_option( BookingListTable::instance()->option(), PostListTable::BUILDING );
		$from_meta = $repository->sales_per_day( $starts_utc, $starts_local );
		BookingListTable::instance()->fill();

		$this->assertNotEmpty( $from_meta );
		$this->assertSame( 2, array_sum( array_column( $from_meta, 'bookings' ) ), 'the completed bookings (one was refunded)' );
		$this->assertSame( $from_meta, $from_table );
	}

	/**
	 * Rows and totals after changes through the services, the meta API, trash,
	 * restore and delete: always what the posts say.
	 */
	public function test_rows_and_totals_follow_every_change_by_anyone(): void {
		$site = $this->site();
		$this->assert_in_step();

		$attendee = $site['attendees'][0];
		update_post_meta( $attendee, AttendeesRepository::META_STATUS, 'refunded' ); // Another plugin, through the meta API.
		update_post_meta( $site['attendees'][1], AttendeesRepository::META_NAME, 'Renamed Person' );
		delete_post_meta( $site['attendees'][2], AttendeesRepository::META_EVENT_ID );
		$this->assert_in_step();

		wp_trash_post( $attendee );
		wp_trash_post( $site['bookings'][0] );
		$this->assert_in_step();
		wp_untrash_post( $attendee );
		$this->assert_in_step();

		wp_delete_post( $site['attendees'][3], true );
		( new BookingsService() )->delete( $site['bookings'][2] );
		$this->assertIsArray( ( new BookingsService() )->transition( $site['bookings'][1], 'completed' ) );
		$this->assert_in_step();
	}

	/**
	 * Two writers of one row at once: the second's compare-and-set misses, it
	 * reads the row again and finds it written; the totals move once.
	 */
	public function test_concurrent_writers_of_one_row_move_the_totals_once(): void {
		global $wpdb;
		$site     = $this->site();
		$attendee = $site['attendees'][0];
		PostListTable::flush_all();
		update_post_meta( $attendee, AttendeesRepository::META_STATUS, 'refunded' ); // Marks it in the shared instance.
		$other = new AttendeeListTable(); // Another request that changed the same attendee.
		$other->mark( $attendee );
		$table  = AttendeeListTable::instance()->table();
		$raced  = 0;
		$racing = static function ( $sql ) use ( &$racing, $other, $table, &$raced ) {
			if ( 0 === strpos( ltrim( $sql ), "UPDATE $table " ) ) {
				remove_filter( 'query', $racing );
				$other->flush(); // It gets there first, between our read and our write.
				++$raced;
			}
			return $sql;
		};
		add_filter( 'query', $racing );
		AttendeeListTable::instance()->flush();
		remove_filter( 'query', $racing );
		$this->assertSame( 1, $raced, 'the other writer ran in between' );
		$this->assertSame( 'refunded', $wpdb->get_var( $wpdb->prepare( "SELECT payment_status FROM $table WHERE id = %d", $attendee ) ) );
		$this->assert_in_step();
	}

	/**
	 * Rows changed past WordPress's hooks (a database import): install makes
	 * them what the posts say again.
	 */
	public function test_install_repairs_rows_and_totals_changed_past_the_hooks(): void {
		global $wpdb;
		$site  = $this->site();
		$table = AttendeeListTable::instance()->table();
		PostListTable::flush_all();
		$wpdb->update(
			$wpdb->postmeta,
			array( 'meta_value' => 'failed' ),
			array(
				'post_id'  => $site['attendees'][0],
				'meta_key' => AttendeesRepository::META_STATUS,
			)
		);
		$wpdb->delete( $table, array( 'id' => $site['attendees'][1] ) );
		$wpdb->insert(
			$table,
			array(
				'id'             => 999999,
				'event_id'       => 1,
				'payment_status' => 'success',
			)
		);
		$wpdb->query( 'UPDATE ' . BookingListTable::instance()->totals_table() . ' SET n = n + 5' );
		wp_cache_flush();

		$this->assertTrue( Installer::install() );
		$this->assert_in_step();
	}

	/**
	 * While install fills a table (a new site, an upgrade of its definition)
	 * the list reads postmeta; rows are written meanwhile.
	 */
	public function test_a_table_being_filled_is_written_not_read(): void {
		$site = $this->site();
		update_option( AttendeeListTable::instance()->option(), PostListTable::BUILDING );
		$this->assertNull( AttendeeListTable::instance()->page( array(), null, null, 0, 20 ) );
		$repository = new AttendeesRepository();
		$this->assertSame( $repository->find_ids_in_postmeta( array(), 1, 20 ), $repository->find_ids( array(), 1, 20 ) );

		update_post_meta( $site['attendees'][0], AttendeesRepository::META_NAME, 'Written Meanwhile' );
		PostListTable::flush_all();
		global $wpdb;
		$this->assertSame( 'Written Meanwhile', $wpdb->get_var( $wpdb->prepare( 'SELECT name FROM ' . AttendeeListTable::instance()->table() . ' WHERE id = %d', $site['attendees'][0] ) ) );

		AttendeeListTable::instance()->fill();
		$this->assertTrue( AttendeeListTable::instance()->ready() );
		$this->assert_in_step();
	}

	/**
	 * A fill that runs out of time keeps its place and leaves the rest to a
	 * WP-Cron event, which goes on from there; the table is read once complete.
	 */
	public function test_a_long_fill_goes_on_in_steps_of_wp_cron(): void {
		$site  = $this->site();
		$table = AttendeeListTable::instance();
		PostListTable::flush_all(); // The end of the request that made them.
		update_option( $table->option(), PostListTable::BUILDING );
		$event = array( ListTableHooks::FILL_HOOK, array( AttendeeListTable::class ) );
		wp_clear_scheduled_hook( ...$event );

		$steps   = 0;
		$written = 0;
		do {
			list( $done, $rows ) = $table->fill( 0.0, 4 ); // One batch of 4 posts per step.
			$written            += $rows;
			++$steps;
			$this->assertSame( ! $done, (bool) wp_next_scheduled( ...$event ), 'a step that did not finish left the next to WP-Cron' );
			$this->assertSame( $done, $table->ready(), 'read only once complete' );
			if ( ! $done ) {
				wp_clear_scheduled_hook( ...$event ); // As WP-Cron takes the event off before running it.
			}
		} while ( ! $done && $steps < 100 );
		$this->assertGreaterThanOrEqual( (int) ceil( count( $site['attendees'] ) / 4 ), $steps );
		$this->assertSame( 0, $written, 'rows already right are not written again' );
		$this->assertFalse( get_option( 'eventin_attendee_list_fill_cursor' ), 'the place is forgotten once done' );

		// WP-Cron's step itself.
		global $wpdb;
		$wpdb->delete( $table->table(), array( 'id' => $site['attendees'][0] ) );
		update_option( $table->option(), PostListTable::BUILDING );
		do_action( ListTableHooks::FILL_HOOK, AttendeeListTable::class ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- our own hook, by its constant.
		$this->assertTrue( $table->ready() );
		do_action( ListTableHooks::FILL_HOOK, 'WP_Post' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- not a list table: ignored.
		$this->assert_in_step();
	}

	/**
	 * Uninstall drops what is derived; install builds it again, filled.
	 */
	public function test_uninstall_forgets_the_tables_and_install_brings_them_back(): void {
		$site = $this->site();
		Attendees::uninstall( false );
		Bookings::uninstall( false );
		$this->assertFalse( AttendeeListTable::instance()->ready() );
		$this->assertFalse( BookingListTable::instance()->ready() );
		$this->assertSame( count( $site['bookings'] ), ( new BookingsRepository() )->find_ids( array(), 1, 20 )[1], 'the list answers from postmeta' );

		Attendees::install();
		Bookings::install();
		$this->assertTrue( AttendeeListTable::instance()->ready() );
		$this->assert_in_step();
	}

	/**
	 * Asserts both tables hold exactly the rows the posts ask for, and that
	 * the running totals are the rows' counts.
	 */
	private function assert_in_step(): void {
		global $wpdb;
		PostListTable::flush_all();
		$lists = array(
			array( AttendeeListTable::instance(), Attendees::POST_TYPE, AttendeeListTable::class ),
			array( BookingListTable::instance(), Bookings::POST_TYPE, BookingListTable::class ),
		);
		foreach ( $lists as list( $list, $type ) ) {
			$table   = $list->table();
			$columns = 'attendee' === substr( $table, -13, 8 ) ? 'payment_status, ticket_status' : 'status';
			$posts   = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_status IN ('publish','draft','pending','private','future') ORDER BY ID", $type ) );
			$rows    = $wpdb->get_results( "SELECT * FROM $table ORDER BY id", ARRAY_A );
			$this->assertSame( array_map( 'intval', $posts ), array_map( 'intval', array_column( $rows, 'id' ) ), "$table: one row per listed post" );
			foreach ( $rows as $row ) {
				$id = (int) $row['id'];
				wp_cache_delete( $id, 'post_meta' );
				if ( Attendees::POST_TYPE === $type ) {
					$expected = array(
						'event_id'       => (string) (int) get_post_meta( $id, AttendeesRepository::META_EVENT_ID, true ),
						'payment_status' => (string) get_post_meta( $id, AttendeesRepository::META_STATUS, true ),
						'ticket_status'  => (string) get_post_meta( $id, AttendeesRepository::META_TICKET_STATUS, true ),
						'name'           => (string) get_post_meta( $id, AttendeesRepository::META_NAME, true ),
						'ticket_id'      => (string) get_post_meta( $id, AttendeesRepository::META_TICKET_ID, true ),
					);
				} else {
					$expected = array(
						'event_id'   => (string) (int) get_post_meta( $id, BookingsRepository::META_EVENT_ID, true ),
						'status'     => (string) get_post_meta( $id, BookingsRepository::META_STATUS, true ),
						'booked_at'  => get_post( $id )->post_date,
						'first_name' => (string) get_post_meta( $id, 'customer_fname', true ),
					);
				}
				$this->assertSame( $expected, array_intersect_key( $row, $expected ), "$table row $id" );
			}
			$kept    = $wpdb->get_results( "SELECT grain, scope, $columns, n FROM {$list->totals_table()} WHERE n <> 0 ORDER BY grain, scope, $columns", ARRAY_A );
			$counted = $wpdb->get_results( "SELECT 0 AS grain, 0 AS scope, $columns, COUNT(*) AS n FROM $table GROUP BY $columns UNION ALL SELECT 1, event_id, $columns, COUNT(*) FROM $table GROUP BY event_id, $columns ORDER BY grain, scope, $columns", ARRAY_A );
			$this->assertEquals( $counted, $kept, "{$list->totals_table()}: the running totals are the rows' counts" );
		}
	}
}
