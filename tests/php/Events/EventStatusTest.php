<?php
/**
 * The status rule across timezones and around midnight, with a fixed clock, and
 * the parsing it relies on.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

use EventinPro\Events\EventStatus;
use EventinPro\Events\EventTime;
use EventinPro\Support\Formats;

/**
 * Status: shown on the item and used by the filter, always the same.
 */
final class EventStatusTest extends EventsTestCase {

	/**
	 * Timezones and their UTC offset in January 2026 (no DST anywhere here but New York's standard time).
	 *
	 * @return array<string,array{0:string,1:string|null}>
	 */
	public function timezones(): array {
		return array(
			'IANA'            => array( 'Asia/Dhaka', '+06:00' ),
			'IANA with DST'   => array( 'America/New_York', '-05:00' ),
			'old IANA alias'  => array( 'Asia/Calcutta', '+05:30' ),
			'UTC+6'           => array( 'UTC+6', '+06:00' ),
			'UTC-3:30'        => array( 'UTC-3:30', '-03:30' ),
			'UTC+5.5'         => array( 'UTC+5.5', '+05:30' ),
			'UTC+5.75'        => array( 'UTC+5.75', '+05:45' ),
			'+06:00'          => array( '+06:00', '+06:00' ),
			'-09:30'          => array( '-09:30', '-09:30' ),
			'UTC'             => array( 'UTC', '+00:00' ),
			'unknown name'    => array( 'Mars/Olympus', null ),
			'offset too big'  => array( 'UTC+15', null ),
			'minutes too big' => array( '+06:75', null ),
			'words'           => array( 'Dhaka time', null ),
			'abbreviation'    => array( 'EST5EDT6', null ),
		);
	}

	/**
	 * @dataProvider timezones
	 *
	 * @param string      $name   Timezone.
	 * @param string|null $offset Expected offset, null when invalid.
	 */
	public function test_timezone_parsing( string $name, ?string $offset ): void {
		$zone = EventTime::timezone( $name );
		if ( null === $offset ) {
			$this->assertNull( $zone );
			$this->assertFalse( EventTime::is_valid_timezone( $name ) );
			return;
		}
		$this->assertNotNull( $zone );
		$this->assertSame( $offset, ( new \DateTimeImmutable( '2026-01-15 12:00', $zone ) )->format( 'P' ) );
	}

	public function test_empty_timezone_is_the_sites(): void {
		update_option( 'timezone_string', 'Asia/Tokyo' );
		$this->assertSame( 'Asia/Tokyo', EventTime::timezone( '' )->getName() );
		$normal = EventTime::normalized( array( 'start_date' => '2026-03-10' ) );
		$this->assertSame( '2026-03-09 15:00:00', $normal['start_utc'] );
	}

	/**
	 * Stored times in the formats seen in the wild.
	 *
	 * @return array<string,array{0:mixed,1:string|null}>
	 */
	public function stored_times(): array {
		return array(
			'24h'          => array( '09:30', '09:30' ),
			'no leading 0' => array( '9:30', '09:30' ),
			'seconds'      => array( '23:59:59', '23:59' ),
			'AM'           => array( '9:00 AM', '09:00' ),
			'PM'           => array( '5:15 pm', '17:15' ),
			'12 AM'        => array( '12:00 AM', '00:00' ),
			'12 PM'        => array( '12:00 PM', '12:00' ),
			'25:00'        => array( '25:00', null ),
			'13 PM'        => array( '13:00 PM', null ),
			'empty'        => array( '', null ),
			'array'        => array( array( '09:00' ), null ),
		);
	}

	/**
	 * @dataProvider stored_times
	 *
	 * @param mixed       $value    Stored.
	 * @param string|null $expected Parsed.
	 */
	public function test_stored_time_parsing( $value, ?string $expected ): void {
		$this->assertSame( $expected, Formats::stored_time( $value ) );
	}

	public function test_dates_are_strict(): void {
		$this->assertSame( '2028-02-29', Formats::date( '2028-02-29' ) );
		foreach ( array( '2026-13-40', '2026-02-29', '2026-2-3', '26-01-01', '2026-01-01T00:00', 'tomorrow', '' ) as $bad ) {
			$this->assertNull( Formats::date( $bad ), $bad );
		}
		$this->assertNull( Formats::input_time( '24:00' ) );
		$this->assertNull( Formats::input_time( '9:00' ) );
		$this->assertSame( '23:59', Formats::input_time( '23:59' ) );
	}

	/**
	 * Events and moments: [fields, now (UTC), expected status].
	 *
	 * @return array<string,array{0:array<string,string>,1:string,2:string}>
	 */
	public function moments(): array {
		$dhaka = array(
			'start_date' => '2026-03-10',
			'start_time' => '02:00',
			'end_time'   => '05:00',
			'timezone'   => 'Asia/Dhaka',
		);
		$day   = array(
			'start_date' => '2026-03-10',
			'timezone'   => 'UTC',
		);
		$ny    = array(
			'start_date' => '2026-03-10',
			'start_time' => '22:00',
			'end_date'   => '2026-03-10',
			'end_time'   => '23:30',
			'timezone'   => 'America/New_York',
		);
		return array(
			// 02:00-05:00 in Dhaka on the 10th is 20:00-23:00 UTC on the 9th.
			'Dhaka: before, UTC already on the 9th'      => array( $dhaka, '2026-03-09 19:59:59', 'upcoming' ),
			'Dhaka: ongoing while UTC is the day before' => array( $dhaka, '2026-03-09 21:00:00', 'ongoing' ),
			'Dhaka: at its start'                        => array( $dhaka, '2026-03-09 20:00:00', 'ongoing' ),
			'Dhaka: at its end'                          => array( $dhaka, '2026-03-09 23:00:00', 'ongoing' ),
			'Dhaka: over before UTC reaches its date'    => array( $dhaka, '2026-03-09 23:00:01', 'expired' ),
			'Dhaka as UTC+6 offset'                      => array( array( 'timezone' => 'UTC+6' ) + $dhaka, '2026-03-09 21:00:00', 'ongoing' ),
			// A whole day: 00:00 to 23:59:59.
			'day: one second before midnight'            => array( $day, '2026-03-09 23:59:59', 'upcoming' ),
			'day: at midnight'                           => array( $day, '2026-03-10 00:00:00', 'ongoing' ),
			'day: last second'                           => array( $day, '2026-03-10 23:59:59', 'ongoing' ),
			'day: next midnight'                         => array( $day, '2026-03-11 00:00:00', 'expired' ),
			// 22:00-23:30 in New York (EDT from March 8th, UTC-4) is 02:00-03:30 UTC on the 11th.
			'New York: UTC already on the next day'      => array( $ny, '2026-03-11 01:00:00', 'upcoming' ),
			'New York: ongoing after UTC midnight'       => array( $ny, '2026-03-11 03:00:00', 'ongoing' ),
			'New York: over'                             => array( $ny, '2026-03-11 03:31:00', 'expired' ),
		);
	}

	/**
	 * @dataProvider moments
	 *
	 * @param array<string,string> $fields   Event fields.
	 * @param string               $now      Fixed now (UTC).
	 * @param string               $expected Status.
	 */
	public function test_status_shown_and_filtered_agree( array $fields, string $now, string $expected ): void {
		$this->as_user( 'administrator' );
		$this->freeze_now( $now );
		$id = $this->event( $fields + array( 'title' => 'Status probe' ) );

		$this->assertSame( $expected, $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) )['status'] );

		$filter = 'expired' === $expected ? 'past' : $expected;
		foreach ( array( 'upcoming', 'ongoing', 'past' ) as $status ) {
			$ids = array_column( $this->json( $this->request( 'GET', self::ROUTE, array( 'status' => $status ) ) )['items'], 'id' );
			$this->assertSame( $status === $filter, in_array( $id, $ids, true ), "status=$status" );
		}
	}

	public function test_drafts_are_draft_whatever_the_dates(): void {
		$this->as_user( 'administrator' );
		$this->freeze_now( '2026-03-10 12:00:00' );
		$id = $this->event(
			array(
				'start_date'  => '2026-03-10',
				'post_status' => 'draft',
			)
		);
		$this->assertSame( 'draft', $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) )['status'] );
		$this->assertSame( array( $id ), array_column( $this->json( $this->request( 'GET', self::ROUTE, array( 'status' => 'draft' ) ) )['items'], 'id' ) );
		foreach ( array( 'upcoming', 'ongoing', 'past' ) as $status ) {
			$this->assertSame( 0, $this->json( $this->request( 'GET', self::ROUTE, array( 'status' => $status ) ) )['total_items'], $status );
		}
	}

	public function test_status_follows_the_clock_without_saving_again(): void {
		$this->as_user( 'administrator' );
		$this->freeze_now( '2026-01-01 00:00:00' );
		$id     = $this->event(
			array(
				'start_date' => '2026-03-10',
				'end_date'   => '2026-03-12',
			)
		);
		$status = function () use ( $id ): string {
			return $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) )['status'];
		};
		$this->assertSame( 'upcoming', $status() );
		$this->freeze_now( '2026-03-11 08:00:00' );
		$this->assertSame( 'ongoing', $status() );
		$this->freeze_now( '2026-03-13 00:00:00' );
		$this->assertSame( 'expired', $status() );
	}

	public function test_the_rule_itself(): void {
		$now = '2026-03-10 12:00:00';
		$this->assertSame( 'draft', EventStatus::of( 'draft', '2020-01-01 00:00:00', '2020-01-01 00:00:00', $now ) );
		$this->assertSame( 'draft', EventStatus::of( 'pending', '2020-01-01 00:00:00', '2020-01-01 00:00:00', $now ) );
		$this->assertSame( 'upcoming', EventStatus::of( 'publish', '2026-03-10 12:00:01', '2026-03-11 00:00:00', $now ) );
		$this->assertSame( 'ongoing', EventStatus::of( 'publish', $now, $now, $now ) );
		$this->assertSame( 'expired', EventStatus::of( 'private', '2026-03-10 11:00:00', '2026-03-10 11:59:59', $now ) );
		$this->assertSame( 'upcoming', EventStatus::of( 'publish', EventTime::UNDATED_UTC, EventTime::UNDATED_UTC, $now ), 'an undated event has not happened yet' );
	}

	public function test_normalized_keys_of_odd_stored_dates(): void {
		$backwards = EventTime::normalized(
			array(
				'start_date' => '2021-03-30',
				'start_time' => '14:53',
				'end_date'   => '2021-03-23',
				'timezone'   => 'UTC',
			)
		);
		$this->assertSame( '2021-03-30 23:59:59', $backwards['end_utc'], 'an end before the start is read as the end of the start day' );
		$undated = EventTime::normalized( array( 'start_date' => 'soon' ) );
		$this->assertSame( EventTime::UNDATED_UTC, $undated['start_utc'] );
		$this->assertSame( '', $undated['start_local'] );
		$bad_zone = EventTime::normalized(
			array(
				'start_date' => '2026-03-10',
				'timezone'   => 'Nowhere/Land',
			)
		);
		$this->assertSame( '2026-03-10 00:00:00', $bad_zone['start_utc'], 'an unknown stored timezone falls back to the site\'s (UTC here)' );
	}
}
