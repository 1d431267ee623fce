<?php
/**
 * GET /eventin/v2/overview: the dashboard's landing page figures.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Overview;

use EventinPro\Bookings\BookingsDemoData;
use EventinPro\Checkins\Checkins;
use EventinPro\Checkins\CheckinsRepository;
use EventinPro\Checkins\CheckinsService;
use EventinPro\Events\EventsDemoData;
use EventinPro\Overview\OverviewDemoData;
use EventinPro\Overview\OverviewService;
use EventinPro\Tests\Bookings\BookingsTestCase;

/**
 * Shape, numbers on seeded data (site time zone day boundaries included),
 * permissions and the number of queries.
 */
final class OverviewTest extends BookingsTestCase {

	/**
	 * "Now" for the test: 2026-03-09 15:00 UTC, 11:00 in New York, the day
	 * after the clocks went forward (2026-03-08 had 23 hours there).
	 */
	private const NOW = '2026-03-09 15:00:00';

	/**
	 * The fixed clock.
	 *
	 * @var callable|null
	 */
	private $clock;

	/**
	 * New York time, a fixed "now", an administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( 'timezone_string', 'America/New_York' );
		$now         = (int) strtotime( self::NOW . ' UTC' );
		$this->clock = static function () use ( $now ): int {
			return $now;
		};
		add_filter( 'eventin_now', $this->clock );
		$this->as_user( 'administrator' );
	}

	/**
	 * Removes the clock.
	 */
	protected function tearDown(): void {
		remove_filter( 'eventin_now', $this->clock );
		parent::tearDown();
	}

	public function test_sales_are_grouped_by_site_day_across_a_clock_change(): void {
		$event = $this->dated_event( 'Spring conference', '2026-03-20', array( 'Standard' => 100 ), 25.0 );
		// 23:30 on March 8 in New York (UTC-4 since that morning), not March 9.
		$this->book_at( $event, 2, 'completed', '2026-03-09 03:30:00' );
		// 00:30 on March 9.
		$this->book_at( $event, 1, 'completed', '2026-03-09 04:30:00' );
		// 23:59 on February 7 (UTC-5): the day before the window.
		$this->book_at( $event, 1, 'completed', '2026-02-08 04:59:00' );
		// Midnight on February 8: the window's first day.
		$this->book_at( $event, 3, 'completed', '2026-02-08 05:00:00' );
		// Not sales: pending, failed and refunded bookings, and a completed one from tomorrow.
		$this->book_at( $event, 4, 'pending', '2026-03-09 12:00:00' );
		$this->book_at( $event, 4, 'failed', '2026-03-09 12:00:00' );
		$refunded = $this->book_at( $event, 1, 'completed', '2026-03-05 12:00:00' );
		update_post_meta( $refunded, 'status', 'refunded' );
		$this->book_at( $event, 1, 'completed', '2026-03-10 04:00:00' );
		// An Eventin 4 order: a draft whose post_date_gmt WordPress left at zero; its post_date is site time.
		$eventin = $this->book_at( $event, 2, 'completed', '2026-03-01 15:00:00' );
		$this->set_dates( $eventin, '2026-03-01 10:00:00', '0000-00-00 00:00:00' );

		$response = $this->request( 'GET', '/eventin/v2/overview' );
		$this->assertStatus( 200, $response );
		$sales = $this->json( $response )['sales'];

		$this->assertCount( 30, $sales );
		$this->assertSame( '2026-02-08', $sales[0]['date'] );
		$this->assertSame( '2026-03-09', $sales[29]['date'] );
		$this->assertSame( range( 0, 29 ), array_keys( $sales ), 'every day present, oldest first' );
		$by_date = array_column( $sales, null, 'date' );
		$this->assertEquals(
			array(
				'2026-02-08' => array( 3, 75.0 ),
				'2026-03-01' => array( 2, 50.0 ),
				'2026-03-08' => array( 2, 50.0 ),
				'2026-03-09' => array( 1, 25.0 ),
			),
			array_map(
				static function ( array $day ): array {
					return array( $day['tickets'], (float) $day['revenue'] );
				},
				array_filter(
					$by_date,
					static function ( array $day ): bool {
						return $day['tickets'] > 0 || $day['revenue'] > 0;
					}
				)
			)
		);
		$this->assertSame( 'USD', $this->json( $response )['currency'] );
	}

	public function test_the_days_follow_the_site_time_zone(): void {
		$days = OverviewService::days( (int) strtotime( self::NOW . ' UTC' ), new \DateTimeZone( 'America/New_York' ), 30 );
		$this->assertSame( '2026-03-08', $days[28]['date'] );
		$this->assertSame( array( '2026-03-08 05:00:00', '2026-03-09 04:00:00' ), array( $days[28]['start_utc'], $days[28]['end_utc'] ), 'a 23-hour day' );
		$this->assertSame( array( '2026-03-09 04:00:00', '2026-03-10 04:00:00' ), array( $days[29]['start_utc'], $days[29]['end_utc'] ) );
		$this->assertSame( '2026-03-09 00:00:00', $days[29]['start_local'] );
		// East of UTC, "today" starts the day before in UTC.
		$tokyo = OverviewService::days( (int) strtotime( '2026-03-09 16:00:00 UTC' ), new \DateTimeZone( 'Asia/Tokyo' ), 1 );
		$this->assertSame( array( '2026-03-10', '2026-03-09 15:00:00' ), array( $tokyo[0]['date'], $tokyo[0]['start_utc'] ) );
	}

	public function test_events_check_ins_today_and_the_event_at_the_door(): void {
		$later   = $this->dated_event( 'Later', '2026-04-02', array( 'Standard' => 10 ) );
		$sooner  = $this->dated_event( 'Sooner', '2026-03-12', array( 'Standard' => -1 ) );
		$door    = $this->dated_event( 'At the door', '2026-03-09', array( 'Standard' => 50 ), 10.0, '09:00', '18:00' );
		$past    = $this->dated_event( 'Over', '2026-03-01', array( 'Standard' => 5 ) );
		$draft   = $this->dated_event( 'Draft', '2026-03-15', array( 'Standard' => 5 ), 10.0, '10:00', '12:00', 'draft' );
		$booking = self::book( $door, 'Standard', 3 );
		self::book( $door, 'Standard', 2, 'pending' );
		self::book( $sooner, 'Standard', 1 );
		$ids = ( new \EventinPro\Attendees\AttendeesService() )->ids_of_booking( (int) $booking['id'] );
		( new CheckinsService() )->check_in( array( $ids[0], $ids[1] ), 'dashboard' );
		// Move the two ledger rows to 23:59 yesterday and 00:01 today, New York time.
		$this->set_checked_in_at( $ids[0], '2026-03-09 03:59:00' );
		$this->set_checked_in_at( $ids[1], '2026-03-09 04:01:00' );

		$body = $this->json( $this->request( 'GET', '/eventin/v2/overview' ) );

		$this->assertSame( array( $sooner['id'], $later['id'] ), array_column( $body['upcoming'], 'id' ), 'soonest first; no draft, no past event' );
		$this->assertSame( array( $door['id'] ), array_column( $body['ongoing'], 'id' ) );
		$this->assertSame(
			array(
				'id'           => $sooner['id'],
				'title'        => 'Sooner',
				'start_date'   => '2026-03-12',
				'start_time'   => '10:00',
				'timezone'     => 'America/New_York',
				'sold_tickets' => 1,
				'total_ticket' => -1,
				'link'         => get_permalink( $sooner['id'] ),
			),
			$body['upcoming'][0]
		);
		$this->assertSame( 5, $body['ongoing'][0]['sold_tickets'], 'completed and pending bookings count as sold' );
		$this->assertSame( 1, $body['checkins_today'] );
		$this->assertSame(
			array(
				'id'         => $door['id'],
				'title'      => 'At the door',
				'start'      => '2026-03-09T13:00:00Z',
				'link'       => get_permalink( $door['id'] ),
				'checked_in' => 2,
				'total'      => 5,
			),
			$body['next_event']
		);
		$this->assertNotContains( $past['id'], array_column( $body['upcoming'], 'id' ) );
		$this->assertNotContains( $draft['id'], array_column( $body['upcoming'], 'id' ) );
	}

	public function test_without_an_event_under_way_the_next_to_start_is_at_the_door(): void {
		$this->assertNull( $this->json( $this->request( 'GET', '/eventin/v2/overview' ) )['next_event'] );
		// A published event without a date (imported: the form asks for one) is listed
		// as upcoming, last, but has no door to open.
		$undated = $this->dated_event( 'Date to be announced', '2026-05-01', array( 'Standard' => 10 ) );
		delete_post_meta( $undated['id'], 'etn_start_date' );
		$body = $this->json( $this->request( 'GET', '/eventin/v2/overview' ) );
		$this->assertSame( array( $undated['id'] ), array_column( $body['upcoming'], 'id' ) );
		$this->assertSame( '', $body['upcoming'][0]['start_date'] );
		$this->assertNull( $body['next_event'] );

		$event = $this->dated_event( 'Next week', '2026-03-16', array( 'Standard' => 10 ) );
		self::book( $event, 'Standard', 2 );
		$body = $this->json( $this->request( 'GET', '/eventin/v2/overview' ) );
		$this->assertSame( array( $event['id'], 0, 2 ), array( $body['next_event']['id'], $body['next_event']['checked_in'], $body['next_event']['total'] ) );
	}

	public function test_a_series_shows_as_its_occurrences(): void {
		$series = ( new \EventinPro\Events\EventsService() )->create(
			array(
				'title'             => 'Weekly workshop',
				'post_status'       => 'publish',
				'start_date'        => '2026-03-10',
				'start_time'        => '17:00',
				'end_time'          => '19:00',
				'timezone'          => 'America/New_York',
				'recurring_enabled' => 'yes',
				'recurrence'        => array(
					'frequency' => 'weekly',
					'interval'  => 1,
					'until'     => '2026-04-28',
				),
			)
		);
		$this->assertIsArray( $series );
		$upcoming = $this->json( $this->request( 'GET', '/eventin/v2/overview' ) )['upcoming'];
		$this->assertCount( 5, $upcoming );
		$this->assertNotContains( $series['id'], array_column( $upcoming, 'id' ), 'not the series beside its occurrences' );
		$this->assertSame( array( '2026-03-10', '2026-03-17', '2026-03-24', '2026-03-31', '2026-04-07' ), array_column( $upcoming, 'start_date' ) );
	}

	public function test_each_list_holds_at_most_five_events(): void {
		for ( $day = 10; $day <= 16; $day++ ) {
			$this->dated_event( "Day $day", "2026-03-$day", array( 'Standard' => 10 ) );
		}
		$upcoming = $this->json( $this->request( 'GET', '/eventin/v2/overview' ) )['upcoming'];
		$this->assertSame( array( 'Day 10', 'Day 11', 'Day 12', 'Day 13', 'Day 14' ), array_column( $upcoming, 'title' ) );
	}

	public function test_the_demo_data_fills_every_card_and_seeds_once(): void {
		remove_filter( 'eventin_now', $this->clock );
		EventsDemoData::seed();
		BookingsDemoData::seed();
		Checkins::seed();
		OverviewDemoData::seed();
		$body  = $this->json( $this->request( 'GET', '/eventin/v2/overview' ) );
		$total = array_sum( array_column( $body['sales'], 'tickets' ) );
		$this->assertGreaterThanOrEqual( 20, count( array_filter( array_column( $body['sales'], 'tickets' ) ) ), 'tickets sold on most of the 30 days' );
		$this->assertGreaterThanOrEqual( 10, count( array_filter( array_column( $body['sales'], 'revenue' ) ) ), 'paid tickets on many' );
		$this->assertNotEmpty( $body['upcoming'] );
		$this->assertContains( 'Jazz Night', array_column( $body['ongoing'], 'title' ) );
		$this->assertSame( 'Jazz Night', $body['next_event']['title'] );
		$this->assertGreaterThan( 0, $body['next_event']['checked_in'] );
		$this->assertGreaterThan( $body['next_event']['checked_in'], $body['next_event']['total'] );
		$this->assertGreaterThan( 0, $body['checkins_today'] );

		OverviewDemoData::seed();
		$again = $this->json( $this->request( 'GET', '/eventin/v2/overview' ) );
		$this->assertSame( $total, array_sum( array_column( $again['sales'], 'tickets' ) ), 'seeding again adds nothing' );
	}

	/**
	 * Route × role matrix: who reads the overview, and who sees sales.
	 *
	 * @return array<string,array{0:string|int,1:string[],2:bool}>
	 */
	public function roles(): array {
		return self::matrix_roles(
			array(
				'events only'         => array( 'overview_events_only', array( 'etn_manage_event' ), true ),
				'events and orders'   => array( 'overview_events_orders', array( 'etn_manage_event', 'etn_manage_order' ), true ),
				'orders only'         => array( 'overview_orders_only', array( 'etn_manage_order' ), false ),
				'attendees only'      => array( 'overview_attendees_only', array( 'etn_manage_attendee' ), false ),
				'manage_options only' => array( 'overview_options_only', array( 'manage_options' ), false ),
			)
		);
	}

	/**
	 * The matrix.
	 *
	 * @dataProvider roles
	 * @param string|int $role    Role (0 = anonymous).
	 * @param string[]   $caps    Caps of a custom role.
	 * @param bool       $allowed Whether the overview opens.
	 */
	public function test_role_matrix( $role, array $caps, bool $allowed ): void {
		$event = $this->dated_event( 'Sold', '2026-03-20', array( 'Standard' => 10 ) );
		$this->book_at( $event, 2, 'completed', '2026-03-09 12:00:00' );
		$this->as_user( $this->matrix_user( $role, $caps ) );
		$response = $this->request( 'GET', '/eventin/v2/overview' );
		if ( ! $allowed ) {
			$this->assertStatus( 0 === $role ? 401 : 403, $response );
			$this->assertArrayNotHasKey( 'upcoming', (array) $response->get_data() );
			return;
		}
		$this->assertStatus( 200, $response );
		$body      = $this->json( $response );
		$has_order = 'administrator' === $role || in_array( 'etn_manage_order', $caps, true );
		$this->assertSame( array( 'upcoming', 'ongoing', 'sales', 'currency', 'checkins_today', 'next_event' ), array_keys( $body ) );
		if ( $has_order ) {
			$this->assertCount( 30, $body['sales'] );
			$this->assertSame( 2, array_sum( array_column( $body['sales'], 'tickets' ) ) );
		} else {
			$this->assertNull( $body['sales'], 'no revenue without the booking permission' );
		}
	}

	public function test_the_number_of_queries_does_not_grow_with_the_data(): void {
		$seed = function ( int $events ): void {
			for ( $n = 0; $n < $events; $n++ ) {
				$upcoming = $this->dated_event( "Upcoming $n", '2026-03-1' . ( $n % 9 ), array( 'Standard' => 50 ) );
				$ongoing  = $this->dated_event( "Ongoing $n", '2026-03-09', array( 'Standard' => 50 ), 10.0, '09:00', '18:00' );
				foreach ( array( $upcoming, $ongoing ) as $event ) {
					$this->book_at( $event, 2, 'completed', '2026-03-0' . ( 1 + $n % 8 ) . ' 12:00:00' );
				}
			}
		};
		$seed( 1 );
		$this->request( 'GET', '/eventin/v2/overview' ); // Warm the options and the user.
		wp_cache_flush();
		$this->as_user( 'administrator' );
		$small = $this->count_queries(
			function () {
				$this->request( 'GET', '/eventin/v2/overview' );
			}
		);
		$seed( 6 );
		wp_cache_flush();
		$this->as_user( 'administrator' );
		$large = $this->count_queries(
			function () {
				$this->request( 'GET', '/eventin/v2/overview' );
			},
			$queries
		);
		$body  = $this->json( $this->request( 'GET', '/eventin/v2/overview' ) );
		$this->assertCount( 5, $body['upcoming'] );
		$this->assertSame( 28, array_sum( array_column( $body['sales'], 'tickets' ) ) );
		$this->assertSame( $small, $large, "Queries:\n" . implode( "\n", (array) $queries ) );
		$this->assertLessThanOrEqual( 30, $large, "Queries:\n" . implode( "\n", (array) $queries ) );
	}

	/**
	 * A published event on one day of New York time, with ticket types (name => capacity).
	 *
	 * @param string            $title      Title.
	 * @param string            $date       Y-m-d.
	 * @param array<string,int> $capacities Ticket types.
	 * @param float             $price      Price of each ticket.
	 * @param string            $start      Start time.
	 * @param string            $end        End time.
	 * @param string            $status     Post status.
	 * @return array<string,mixed>
	 */
	private function dated_event( string $title, string $date, array $capacities, float $price = 25.0, string $start = '10:00', string $end = '12:00', string $status = 'publish' ): array {
		$tickets = array();
		foreach ( $capacities as $name => $capacity ) {
			$tickets[] = array(
				'name'     => $name,
				'price'    => $price,
				'capacity' => $capacity,
			);
		}
		$event = ( new \EventinPro\Events\EventsService() )->create(
			array(
				'title'             => $title,
				'post_status'       => $status,
				'start_date'        => $date,
				'end_date'          => $date,
				'start_time'        => $start,
				'end_time'          => $end,
				'timezone'          => 'America/New_York',
				'ticket_variations' => $tickets,
			)
		);
		if ( is_wp_error( $event ) ) {
			throw new \RuntimeException( $event->get_error_message() . ' ' . wp_json_encode( $event->get_error_data() ) );
		}
		return $event;
	}

	/**
	 * Books tickets and dates the booking at a UTC moment.
	 *
	 * @param array<string,mixed> $event    Event.
	 * @param int                 $quantity Tickets.
	 * @param string              $status   Booking status.
	 * @param string              $utc      When, UTC.
	 * @return int Booking id.
	 */
	private function book_at( array $event, int $quantity, string $status, string $utc ): int {
		$booking = self::book( $event, (string) $event['ticket_variations'][0]['name'], $quantity, $status );
		if ( is_wp_error( $booking ) ) {
			throw new \RuntimeException( $booking->get_error_message() );
		}
		$this->set_dates( (int) $booking['id'], get_date_from_gmt( $utc ), $utc );
		return (int) $booking['id'];
	}

	/**
	 * Sets a post's dates as stored.
	 *
	 * @param int    $id    Post id.
	 * @param string $local post_date.
	 * @param string $gmt   post_date_gmt.
	 */
	private function set_dates( int $id, string $local, string $gmt ): void {
		global $wpdb;
		$wpdb->update(
			$wpdb->posts,
			array(
				'post_date'     => $local,
				'post_date_gmt' => $gmt,
			),
			array( 'ID' => $id )
		);
		clean_post_cache( $id );
	}

	/**
	 * Moves an attendee's ledger row to a UTC moment.
	 *
	 * @param int    $attendee_id Attendee.
	 * @param string $utc         When.
	 */
	private function set_checked_in_at( int $attendee_id, string $utc ): void {
		global $wpdb;
		$wpdb->update( CheckinsRepository::table(), array( 'checked_in_at' => $utc ), array( 'attendee_id' => $attendee_id ) );
	}
}
