<?php
/**
 * GET /attendees/export: the list's rows as CSV, a page per request, the
 * header on page 1, extra fields as columns, formulas neutralised.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Attendees;

use EventinPro\Attendees\AttendeesService;
use EventinPro\Attendees\CsvExport;
use EventinPro\Tests\Bookings\BookingsTestCase;

/**
 * Attendees export.
 */
final class AttendeesExportTest extends BookingsTestCase {

	private const ROUTE = '/eventin/v2/attendees/export';

	/**
	 * Rows of an export answer (the header row included on page 1).
	 *
	 * @param array<string,mixed> $query Query.
	 * @return array{0:array<int,array<int,string>>,1:\WP_REST_Response,2:string}
	 */
	private function export( array $query ): array {
		$response = $this->request( 'GET', self::ROUTE, $query );
		$this->assertStatus( 200, $response );
		$body = CsvExport::body( $response );
		$rows = array();
		foreach ( preg_split( '/\r?\n/', rtrim( $body, "\n" ) ) as $line ) {
			if ( '' !== $line ) {
				$rows[] = str_getcsv( $line, ',', '"', '' );
			}
		}
		return array( $rows, $response, $body );
	}

	public function test_the_rows_of_the_filter_page_by_page_with_one_header(): void {
		$event   = self::make_event( array( 'Standard' => 50 ) );
		$other   = self::make_event( array( 'Standard' => 50 ) );
		$booking = self::book( $event, 'Standard', 3 );
		self::book( $other, 'Standard', 2 );
		$this->as_user( 'administrator' );

		list( $rows, $response, $body ) = $this->export(
			array(
				'event_id' => $event['id'],
				'per_page' => 2,
			)
		);
		$this->assertSame( 'text/csv; charset=utf-8', $response->get_headers()['Content-Type'] );
		$this->assertSame( '3', $response->get_headers()['X-WP-Total'] );
		$this->assertStringStartsWith( "\xEF\xBB\xBF", $body );
		$this->assertSame( "\xEF\xBB\xBFID", $rows[0][0] );
		$this->assertSame( array( 'Name', 'E-mail', 'Phone', 'Event', 'Ticket type', 'Ticket ID' ), array_slice( $rows[0], 1, 6 ) );
		$this->assertCount( 3, $rows, 'header and two rows' );
		$ids = ( new AttendeesService() )->ids_of_booking( $booking['id'] );
		$this->assertSame( 'Booked event', $rows[1][4] );
		$this->assertSame( 'Dana Lee', $rows[1][1] );
		$this->assertSame( (string) $booking['id'], $rows[1][11] );

		list( $second, , $body2 ) = $this->export(
			array(
				'event_id' => $event['id'],
				'per_page' => 2,
				'paged'    => 2,
			)
		);
		$this->assertCount( 1, $second, 'no header on page 2' );
		$this->assertStringNotContainsString( "\xEF\xBB\xBF", $body2 );
		$this->assertEqualsCanonicalizing( array_map( 'strval', $ids ), array( $rows[1][0], $rows[2][0], $second[0][0] ) );
	}

	public function test_cells_a_spreadsheet_would_run_are_neutralised_and_extra_fields_are_columns(): void {
		$event = self::make_event( array( 'Standard' => 5 ) );
		$id    = ( new AttendeesService() )->create(
			$event['id'],
			array(
				'name'         => '=HYPERLINK("http://evil.example","x")',
				'email'        => 'a@example.org',
				'phone'        => '+1 555',
				'extra_fields' => array(
					'company' => '@SUM(1+1)',
					'diet'    => '-vegan',
				),
			)
		);
		$this->as_user( 'administrator' );
		list( $rows ) = $this->export( array( 'event_id' => $event['id'] ) );
		$header       = $rows[0];
		$row          = array_combine( $header, $rows[1] );
		$this->assertSame( (string) $id, $row["\xEF\xBB\xBFID"] );
		$this->assertSame( '\'=HYPERLINK("http://evil.example","x")', $row['Name'] );
		$this->assertSame( "'+1 555", $row['Phone'] );
		$this->assertSame( "'@SUM(1+1)", $row['Company'] );
		$this->assertSame( "'-vegan", $row['Diet'] );
		$this->assertSame( 'a@example.org', $row['E-mail'], 'others as they are' );
	}

	public function test_the_export_needs_the_attendee_permission(): void {
		self::book( self::make_event( array( 'Standard' => 5 ) ), 'Standard', 1 );
		$this->assertStatus( 401, $this->request( 'GET', self::ROUTE ) );
		$this->as_user( 'editor' );
		$response = $this->request( 'GET', self::ROUTE );
		$this->assertStatus( 403, $response );
		$this->assertStringNotContainsString( 'dana@example.org', CsvExport::body( $response ) . wp_json_encode( $response->get_data() ) );
		$this->as_user( 'administrator' );
		$this->assertStatus( 400, $this->request( 'GET', self::ROUTE, array( 'per_page' => 2001 ) ) );
	}
}
