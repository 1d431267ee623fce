<?php
/**
 * GET /orders/export: the contract's columns in order, the Tickets cell, one
 * column per extra field (the same on every page), formulas neutralised.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Bookings;

use EventinPro\Attendees\CsvExport;
use EventinPro\Bookings\BookingsRepository;
use EventinPro\Bookings\BookingsService;

/**
 * Bookings export.
 */
final class BookingsExportTest extends BookingsTestCase {

	private const ROUTE = '/eventin/v2/orders/export';

	/**
	 * The columns before the extra fields, in the contract's order.
	 */
	private const COLUMNS = array( 'Booking ID', 'Date', 'First name', 'Last name', 'Email', 'Phone', 'Event', 'Tickets', 'Total', 'Currency', 'Payment method', 'Status' );

	/**
	 * Rows of an export answer (the header row included on page 1, after the
	 * byte order mark, which is left out) and the body.
	 *
	 * @param array<string,mixed> $query Query.
	 * @return array{0:array<int,array<int,string>>,1:string}
	 */
	private function export( array $query ): array {
		$response = $this->request( 'GET', self::ROUTE, $query );
		$this->assertStatus( 200, $response );
		$body = CsvExport::body( $response );
		$rows = array();
		foreach ( preg_split( '/\r?\n/', rtrim( preg_replace( '/^\xEF\xBB\xBF/', '', $body ), "\n" ) ) as $line ) {
			if ( '' !== $line ) {
				$rows[] = str_getcsv( $line, ',', '"', '' );
			}
		}
		return array( $rows, $body );
	}

	/**
	 * A manual booking with its own customer and tickets.
	 *
	 * @param array<string,mixed> $event   Event.
	 * @param array<string,int>   $tickets Ticket type name => quantity.
	 * @param array<string,mixed> $input   More input (first_name, extra_fields, ...).
	 * @return array<string,mixed>
	 */
	private static function booking( array $event, array $tickets, array $input = array() ): array {
		$wanted = array();
		foreach ( $tickets as $name => $quantity ) {
			$wanted[] = array(
				'slug'     => self::slug( $event, $name ),
				'quantity' => $quantity,
			);
		}
		$booking = ( new BookingsService() )->create(
			$input + array(
				'event_id'   => $event['id'],
				'first_name' => 'Ada',
				'last_name'  => 'Lovelace',
				'email'      => 'ada@example.org',
				'phone'      => '+44 20 7946 0000',
				'tickets'    => $wanted,
			)
		);
		if ( is_wp_error( $booking ) ) {
			throw new \RuntimeException( $booking->get_error_message() );
		}
		return $booking;
	}

	public function test_the_columns_in_order_with_the_tickets_cell(): void {
		$event   = self::make_event(
			array(
				'Standard' => 10,
				'VIP'      => 10,
			)
		);
		$booking = self::booking(
			$event,
			array(
				'VIP'      => 2,
				'Standard' => 1,
			)
		);
		$this->as_user( 'administrator' );

		list( $rows, $body ) = $this->export( array( 'event_id' => $event['id'] ) );
		$this->assertStringStartsWith( "\xEF\xBB\xBF", $body );
		$this->assertSame( self::COLUMNS, $rows[0], 'no extra field: the contract columns only' );
		$this->assertCount( 2, $rows );
		$row = array_combine( self::COLUMNS, $rows[1] );
		$this->assertSame( (string) $booking['id'], $row['Booking ID'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $row['Date'] );
		$this->assertSame( array( 'Ada', 'Lovelace', 'ada@example.org', "'+44 20 7946 0000", 'Booked event' ), array( $row['First name'], $row['Last name'], $row['Email'], $row['Phone'], $row['Event'] ) );
		$this->assertSame( "2 \u{00D7} VIP; 1 \u{00D7} Standard", $row['Tickets'] );
		$this->assertSame( array( '75', 'completed', 'manual' ), array( $row['Total'], $row['Status'], $row['Payment method'] ) );
		$this->assertNotSame( '', $row['Currency'] );
	}

	public function test_a_ticket_the_event_no_longer_has_shows_its_slug(): void {
		$event   = self::make_event( array( 'Standard' => 10 ) );
		$booking = self::booking( $event, array( 'Standard' => 3 ) );
		$stored  = get_post_meta( $booking['id'], BookingsRepository::META_TICKETS, true );

		$stored[] = array(
			'ticket_slug'     => 'gone-ticket',
			'ticket_quantity' => 1,
			'ticket_price'    => 5,
		);
		update_post_meta( $booking['id'], BookingsRepository::META_TICKETS, $stored );
		$this->as_user( 'administrator' );

		list( $rows ) = $this->export( array( 'event_id' => $event['id'] ) );
		$this->assertSame( "3 \u{00D7} Standard; 1 \u{00D7} gone-ticket", $rows[1][7] );
	}

	public function test_one_column_per_extra_field_empty_for_a_booking_without(): void {
		$event   = self::make_event( array( 'Standard' => 10 ) );
		$without = self::booking( $event, array( 'Standard' => 1 ), array( 'first_name' => 'Plain' ) );
		$with    = self::booking(
			$event,
			array( 'Standard' => 1 ),
			array(
				'first_name'   => 'Fields',
				'extra_fields' => array(
					'company_name' => 'ACME',
					'diet'         => 'vegan',
				),
			)
		);
		// Eventin's checkout stores a checkbox field's answers as a list.
		update_post_meta(
			$with['id'],
			'extra_fields',
			array(
				'company_name' => 'ACME',
				'diet'         => array( 'vegan', 'nut-free' ),
			)
		);
		$this->as_user( 'administrator' );

		list( $rows ) = $this->export( array( 'event_id' => $event['id'] ) );
		$this->assertSame( array_merge( self::COLUMNS, array( 'Company Name', 'Diet' ) ), $rows[0] );
		$this->assertCount( 3, $rows );
		$this->assertSame( array( (string) $with['id'], 'ACME', 'vegan, nut-free' ), array( $rows[1][0], $rows[1][12], $rows[1][13] ) );
		$this->assertSame( array( (string) $without['id'], '', '' ), array( $rows[2][0], $rows[2][12], $rows[2][13] ) );
		$this->assertCount( 14, $rows[2], 'every row has every column' );
	}

	public function test_the_extra_field_columns_follow_the_filter(): void {
		$event = self::make_event( array( 'Standard' => 10 ) );
		$other = self::make_event( array( 'Standard' => 10 ) );
		self::booking( $event, array( 'Standard' => 1 ), array( 'extra_fields' => array( 'badge' => 'Ada' ) ) );
		self::booking( $other, array( 'Standard' => 1 ), array( 'extra_fields' => array( 'room' => '12' ) ) );
		$this->as_user( 'administrator' );

		$this->assertSame( array( 'Badge' ), array_slice( $this->export( array( 'event_id' => $event['id'] ) )[0][0], 12 ) );
		$this->assertSame( array( 'Room' ), array_slice( $this->export( array( 'event_id' => $other['id'] ) )[0][0], 12 ) );
		$this->assertSame( array( 'Room', 'Badge' ), array_slice( $this->export( array() )[0][0], 12 ), 'all bookings: newest first' );
	}

	public function test_page_two_has_no_header_and_the_same_columns(): void {
		$event = self::make_event( array( 'Standard' => 10 ) );
		$old   = self::booking( $event, array( 'Standard' => 1 ), array( 'extra_fields' => array( 'badge' => 'Old' ) ) );
		$new   = self::booking( $event, array( 'Standard' => 2 ), array( 'extra_fields' => array( 'room' => '7' ) ) );
		$this->as_user( 'administrator' );
		$query = array(
			'event_id' => $event['id'],
			'per_page' => 1,
		);

		list( $first ) = $this->export( $query + array( 'paged' => 1 ) );
		$this->assertSame( array( 'Room', 'Badge' ), array_slice( $first[0], 12 ) );
		$this->assertSame( array( (string) $new['id'], '7', '' ), array( $first[1][0], $first[1][12], $first[1][13] ) );

		list( $second, $body ) = $this->export( $query + array( 'paged' => 2 ) );
		$this->assertStringStartsNotWith( "\xEF\xBB\xBF", $body );
		$this->assertCount( 1, $second, 'one row, no header' );
		$this->assertSame( array( (string) $old['id'], '', 'Old' ), array( $second[0][0], $second[0][12], $second[0][13] ) );
		$this->assertCount( count( $first[0] ), $second[0] );
	}

	public function test_formulas_in_names_and_extra_fields_are_neutralised(): void {
		$event = self::make_event( array( 'Standard' => 10 ) );
		self::booking(
			$event,
			array( 'Standard' => 1 ),
			array(
				'first_name'   => '=HYPERLINK("http://evil.example","x")',
				'last_name'    => '@SUM(1)',
				'extra_fields' => array(
					'=cmd' => '+1',
					'note' => '-2',
				),
			)
		);
		$this->as_user( 'administrator' );

		list( $rows ) = $this->export( array( 'event_id' => $event['id'] ) );
		$this->assertSame( array( "'=cmd", 'Note' ), array_slice( $rows[0], 12 ) );
		$this->assertSame( array( '\'=HYPERLINK("http://evil.example","x")', "'@SUM(1)" ), array( $rows[1][2], $rows[1][3] ) );
		$this->assertSame( array( "'+1", "'-2" ), array_slice( $rows[1], 12 ) );
	}

	public function test_the_extra_fields_are_read_from_a_bounded_number_of_bookings_in_constant_queries(): void {
		$event      = self::make_event( array( 'Standard' => 50 ) );
		$repository = new BookingsRepository();
		$filters    = array( 'event_id' => $event['id'] );
		$counted    = function ( array $expected ) use ( $repository, $filters ): int {
			$repository->extra_field_keys( $filters, 10, 30 ); // Whatever a first read after a write does once.
			return $this->count_queries(
				function () use ( $repository, $filters, $expected ) {
					$this->assertSame( $expected, $repository->extra_field_keys( $filters, 10, 30 ) );
				}
			);
		};
		self::booking( $event, array( 'Standard' => 1 ), array( 'extra_fields' => array( 'oldest' => 'x' ) ) );
		$one = $counted( array( 'oldest' ) );
		for ( $i = 0; $i < 5; $i++ ) {
			self::booking( $event, array( 'Standard' => 1 ), array( 'extra_fields' => array( "field_$i" => 'x' ) ) );
		}
		$many = $counted( array( 'field_4', 'field_3', 'field_2', 'field_1', 'field_0', 'oldest' ) );
		$this->assertSame( $one, $many, 'the same queries for 1 and 6 bookings' );
		$this->assertLessThanOrEqual( 3, $many, 'the page of ids, its total, the extra fields' );
		$this->assertSame( array( 'field_4', 'field_3' ), $repository->extra_field_keys( $filters, 2, 30 ), 'only the newest $limit bookings are read' );
		$this->assertSame( array( 'field_4', 'field_3', 'field_2' ), $repository->extra_field_keys( $filters, 10, 3 ), 'at most $max_keys' );
	}
}
