<?php
/**
 * Shared setup of the booking and check-in tests: events with ticket types,
 * and bookings of them through the service.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Bookings;

use EventinPro\Bookings\BookingsService;
use EventinPro\Events\EventsService;
use EventinPro\Tests\TestCase;

/**
 * Base class.
 */
abstract class BookingsTestCase extends TestCase {

	/**
	 * Hooks a test may add callbacks to (the plugin itself adds none).
	 */
	private const TEST_HOOKS = array( 'eventin_booking_created', 'eventin_booking_status_changed', 'eventin_booking_refund', 'eventin_booking_refunded' );

	/**
	 * Removes the callbacks the test added, so that none reaches the next test.
	 */
	protected function tearDown(): void {
		foreach ( self::TEST_HOOKS as $hook ) {
			remove_all_filters( $hook );
		}
		parent::tearDown();
	}

	/**
	 * A published event with ticket types (name => capacity, -1 unlimited), as an administrator made it.
	 *
	 * @param array<string,int> $capacities Ticket type name => capacity.
	 * @param float             $price      Price of each ticket.
	 * @return array<string,mixed> The event (EventsService::get()).
	 */
	public static function make_event( array $capacities, float $price = 25.0 ): array {
		$tickets = array();
		foreach ( $capacities as $name => $capacity ) {
			$tickets[] = array(
				'name'     => $name,
				'price'    => $price,
				'capacity' => $capacity,
			);
		}
		$event = ( new EventsService() )->create(
			array(
				'title'             => 'Booked event',
				'post_status'       => 'publish',
				'start_date'        => gmdate( 'Y-m-d', time() + 7 * DAY_IN_SECONDS ),
				'start_time'        => '10:00',
				'end_time'          => '12:00',
				'ticket_variations' => $tickets,
			)
		);
		if ( is_wp_error( $event ) ) {
			throw new \RuntimeException( $event->get_error_message() );
		}
		return $event;
	}

	/**
	 * The slug of an event's ticket type by name.
	 *
	 * @param array<string,mixed> $event Event.
	 * @param string              $name  Ticket type name.
	 */
	public static function slug( array $event, string $name ): string {
		return (string) array_column( $event['ticket_variations'], 'slug', 'name' )[ $name ];
	}

	/**
	 * Books tickets of one type.
	 *
	 * @param array<string,mixed> $event    Event.
	 * @param string              $name     Ticket type name.
	 * @param int                 $quantity Tickets.
	 * @param string              $status   'completed', 'pending' or 'failed'.
	 * @return array<string,mixed>|\WP_Error
	 */
	public static function book( array $event, string $name, int $quantity, string $status = 'completed' ) {
		return ( new BookingsService() )->create(
			array(
				'event_id'   => $event['id'],
				'first_name' => 'Dana',
				'last_name'  => 'Lee',
				'email'      => 'dana@example.org',
				'tickets'    => array(
					array(
						'slug'     => self::slug( $event, $name ),
						'quantity' => $quantity,
					),
				),
				'status'     => $status,
			)
		);
	}

	/**
	 * Per-variation sold counts as stored in Eventin's key (slug => etn_sold_tickets).
	 *
	 * @param int $event_id Event id.
	 * @return array<string,int>
	 */
	public static function stored_sold( int $event_id ): array {
		wp_cache_delete( $event_id, 'post_meta' );
		$sold = array();
		foreach ( (array) get_post_meta( $event_id, 'etn_ticket_variations', true ) as $variation ) {
			$sold[ $variation['etn_ticket_slug'] ] = $variation['etn_sold_tickets'];
		}
		return $sold;
	}

	/**
	 * A second connection to the test database, in autocommit (another request).
	 */
	public static function second_connection(): \mysqli {
		$host   = DB_HOST;
		$socket = null;
		$port   = 0;
		if ( preg_match( '/^([^:]*):(\/.*)$/', $host, $m ) ) {
			$host   = '' === $m[1] ? 'localhost' : $m[1];
			$socket = $m[2];
		} elseif ( preg_match( '/^([^:]*):(\d+)$/', $host, $m ) ) {
			$host = $m[1];
			$port = (int) $m[2];
		}
		return new \mysqli( $host, DB_USER, DB_PASSWORD, DB_NAME, $port, (string) $socket ); // phpcs:ignore WordPress.DB.RestrictedClasses -- a second connection is the point.
	}

	/**
	 * A feature's own tables: created by activation, kept by an uninstall
	 * without the content, dropped by one with it, created again by install,
	 * and a second install changes no schema.
	 *
	 * @param class-string<\EventinPro\Support\Feature> $feature Feature facade.
	 * @param string                                      $prefix  Start of the tables' names (after the table prefix).
	 * @param string[]                                    $tables  The tables, sorted.
	 */
	protected function assert_tables_follow_uninstall( string $feature, string $prefix, array $tables ): void {
		global $wpdb;
		$found = static function () use ( $wpdb, $prefix ): array {
			return $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . $prefix ) . '%' ) );
		};
		$this->assertSame( $tables, $found(), 'activation created them' );
		$feature::uninstall( false );
		$this->assertSame( $tables, $found(), 'kept without the content setting' );

		// Real DDL (it ends the test's transaction, which holds nothing yet), then the tables come back.
		remove_filter( 'query', array( TestCase::class, 'temporary_tables' ) );
		try {
			$feature::uninstall( true );
			$this->assertSame( array(), $found() );
		} finally {
			$feature::install();
			// Its writes after the last DDL (the state options of tables it filled) stay for the next tests.
			$wpdb->query( 'COMMIT' );
			add_filter( 'query', array( TestCase::class, 'temporary_tables' ) );
		}
		$this->assertSame( $tables, $found(), 'install creates them again' );
		$this->count_queries( array( $feature, 'install' ), $queries );
		$this->assertSame( array(), preg_grep( '/^\s*(CREATE|ALTER|DROP)/i', (array) $queries ), 'a second install changes no schema' );
	}
}
