<?php
/**
 * The "Add to calendar" file: RFC 5545 text escaping, CRLF lines, folding,
 * and no property injection through the event's fields.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\EventPage;

use EventinPro\EventPage\EventCalendar;
use EventinPro\Events\EventsService;

/**
 * Calendar file.
 */
final class EventCalendarTest extends EventPageTestCase {

	/**
	 * The file of an event.
	 *
	 * @param array<string,mixed> $fields Event fields.
	 */
	private function ics( array $fields ): string {
		return EventCalendar::ics( ( new EventsService() )->get( $this->event( $fields ) ) );
	}

	/**
	 * Unfolds content lines (RFC 5545 §3.1).
	 *
	 * @param string $ics File.
	 * @return string[]
	 */
	private static function unfolded( string $ics ): array {
		return explode( "\r\n", rtrim( str_replace( "\r\n ", '', $ics ), "\r\n" ) );
	}

	/**
	 * Line breaks and separators in the title, description and address
	 * cannot start a property of their own.
	 */
	public function test_fields_cannot_inject_properties(): void {
		$ics   = $this->ics(
			array(
				'title'       => "Party\r\nATTENDEE:mailto:evil@example.org\nEND:VEVENT",
				'description' => "Line one\rDTSTART:19700101T000000Z\\; a, b",
				'location'    => array(
					'type'    => 'offline',
					'address' => "Main St; 5, Town\nORGANIZER:mailto:x@example.org",
				),
			)
		);
		$lines = self::unfolded( $ics );
		$names = array_map(
			static function ( string $line ): string {
				return (string) preg_split( '/[:;]/', $line, 2 )[0];
			},
			$lines
		);
		$this->assertNotContains( 'ATTENDEE', $names );
		$this->assertNotContains( 'ORGANIZER', $names );
		$this->assertSame( 1, substr_count( $ics, "\r\nEND:VEVENT\r\n" ), 'one event' );
		$this->assertCount( 1, array_keys( $names, 'DTSTART', true ), 'only the event\'s own start' );
		$this->assertContains( 'SUMMARY:Party\\nATTENDEE:mailto:evil@example.org\\nEND:VEVENT', $lines );
		$this->assertContains( 'DESCRIPTION:Line one\\nDTSTART:19700101T000000Z\\\\\\; a\\, b', $lines );
		$this->assertContains( 'LOCATION:Main St\\; 5\\, Town\\nORGANIZER:mailto:x@example.org', $lines );
	}

	/**
	 * CRLF everywhere, no bare LF or CR, and every physical line at most 75 octets.
	 */
	public function test_crlf_and_folding(): void {
		$ics = $this->ics(
			array(
				'title'       => str_repeat( 'Ünïcödé ', 30 ),
				'description' => str_repeat( 'x', 400 ),
			)
		);
		$this->assertStringStartsWith( "BEGIN:VCALENDAR\r\n", $ics );
		$this->assertStringEndsWith( "END:VCALENDAR\r\n", $ics );
		$this->assertSame( 0, preg_match( "/(?<!\r)\n|\r(?!\n)/", $ics ), 'no bare line breaks' );
		foreach ( explode( "\r\n", $ics ) as $line ) {
			$this->assertLessThanOrEqual( 75, strlen( $line ), $line );
			$this->assertTrue( mb_check_encoding( $line, 'UTF-8' ), 'folded between characters' );
		}
		$this->assertContains( 'SUMMARY:' . trim( str_repeat( 'Ünïcödé ', 30 ) ), self::unfolded( $ics ) );
	}

	/**
	 * Times in UTC; an event without a start time is all-day with an exclusive end.
	 */
	public function test_dates(): void {
		$timed = self::unfolded(
			$this->ics(
				array(
					'start_date' => '2026-06-01',
					'start_time' => '09:00',
					'end_time'   => '10:30',
					'timezone'   => 'Asia/Dhaka',
				)
			)
		);
		$this->assertContains( 'DTSTART:20260601T030000Z', $timed );
		$this->assertContains( 'DTEND:20260601T043000Z', $timed );
		$all_day = self::unfolded(
			$this->ics(
				array(
					'start_date' => '2026-06-01',
					'end_date'   => '2026-06-02',
				)
			)
		);
		$this->assertContains( 'DTSTART;VALUE=DATE:20260601', $all_day );
		$this->assertContains( 'DTEND;VALUE=DATE:20260603', $all_day );
	}

	/**
	 * The download's file name holds no quote, break or path.
	 */
	public function test_file_name_is_safe(): void {
		$event = ( new EventsService() )->get( $this->event( array( 'title' => "a\"b\r\nX-Evil: 1/../c" ) ) );
		$this->assertMatchesRegularExpression( '/^[a-z0-9-]+\.ics$/', EventCalendar::filename( $event ) );
	}
}
