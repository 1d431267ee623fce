<?php
/**
 * Install-time repair of the normalized keys, and the events demo data.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Events;

use EventinPro\Events\EventsMaintenance;
use EventinPro\Events\EventsDemoData;
use EventinPro\Support\DemoData;
use EventinPro\Support\Installer;

/**
 * Lifecycle of events data.
 */
final class EventsLifecycleTest extends EventsTestCase {

	private const KEYS = array( '_etn_start_local', '_etn_end_local', '_etn_start_utc', '_etn_end_utc' );

	/**
	 * An event as older code stored it: date meta, no normalized keys.
	 *
	 * @param string $date     Start date.
	 * @param string $timezone Timezone.
	 */
	private function legacy_event( string $date, string $timezone ): int {
		$id = $this->event(
			array(
				'start_date' => $date,
				'start_time' => '02:00',
				'end_time'   => '05:00',
				'timezone'   => $timezone,
			)
		);
		foreach ( self::KEYS as $key ) {
			delete_post_meta( $id, $key );
		}
		return $id;
	}

	public function test_install_backfills_missing_keys_once(): void {
		$this->as_user( 'administrator' );
		$this->freeze_now( '2026-03-09 21:00:00' );
		$dhaka = $this->legacy_event( '2026-03-10', 'Asia/Dhaka' );
		$later = $this->legacy_event( '2026-04-10', 'UTC' );
		$fine  = $this->event( array( 'start_date' => '2026-05-01' ) );
		update_post_meta( $later, '_etn_start_utc', '2026-04-10 02:00:00' ); // Partly there: still repaired.

		$this->assertSame( 0, $this->json( $this->request( 'GET', self::ROUTE, array( 'status' => 'ongoing' ) ) )['total_items'], 'unfindable before the repair' );

		$this->assertSame( 2, EventsMaintenance::recompute_normalized_keys(), 'the two events whose keys were missing or partial' );
		$this->assertSame( '2026-03-09 20:00:00', get_post_meta( $dhaka, '_etn_start_utc', true ) );
		$this->assertSame( '2026-03-09 23:00:00', get_post_meta( $dhaka, '_etn_end_utc', true ) );
		$this->assertSame( '2026-03-10 02:00:00', get_post_meta( $dhaka, '_etn_start_local', true ) );
		$this->assertSame( '2026-04-10 05:00:00', get_post_meta( $later, '_etn_end_utc', true ) );
		$this->assertCount( 1, get_post_meta( $later, '_etn_start_utc' ), 'no duplicate rows' );
		$this->assertSame( array( $dhaka ), array_column( $this->json( $this->request( 'GET', self::ROUTE, array( 'status' => 'ongoing' ) ) )['items'], 'id' ) );

		$this->assertSame( 0, EventsMaintenance::recompute_normalized_keys(), 'nothing left to repair' );
		Installer::install();
		$this->assertNotEmpty( get_post_meta( $fine, '_etn_start_utc', true ) );
	}

	public function test_install_runs_the_repair(): void {
		$id = $this->legacy_event( '2026-03-10', 'UTC+6' );
		Installer::install();
		$this->assertSame( '2026-03-09 20:00:00', get_post_meta( $id, '_etn_start_utc', true ) );
	}

	public function test_direct_meta_writes_keep_the_keys_in_step(): void {
		$id = $this->event(
			array(
				'start_date' => '2026-03-10',
				'timezone'   => 'UTC',
			)
		);
		update_post_meta( $id, 'event_timezone', 'Asia/Dhaka' );
		$this->assertSame( '2026-03-09 18:00:00', get_post_meta( $id, '_etn_start_utc', true ) );
		update_post_meta( $id, 'etn_start_time', '06:00' );
		$this->assertSame( '2026-03-10 00:00:00', get_post_meta( $id, '_etn_start_utc', true ) );
		delete_post_meta( $id, 'event_timezone' );
		$this->assertSame( '2026-03-10 06:00:00', get_post_meta( $id, '_etn_start_utc', true ), 'back to the site timezone (UTC)' );
	}

	public function test_demo_events_cover_every_case(): void {
		delete_option( DemoData::OPTION );
		$this->assertSame( array( 'taxonomies', 'events' ), array_slice( DemoData::seed(), 0, 2 ), 'later sets (speakers, schedules, attendees) follow' );
		$count = $this->event_count();
		EventsDemoData::seed(); // Even run again by hand, it adds nothing.
		$this->assertSame( $count, $this->event_count() );

		$this->as_user( 'administrator' );
		$items = $this->json( $this->request( 'GET', self::ROUTE, array( 'per_page' => 100 ) ) )['items'];
		$by    = array_column( $items, null, 'title' );

		$this->assertEqualsCanonicalizing( array( 'draft', 'upcoming', 'ongoing', 'expired' ), array_values( array_unique( array_column( $items, 'status' ) ) ) );
		$this->assertSame( 'ongoing', $by['Jazz Night']['status'] );
		$this->assertSame( -1, $by['Jazz Night']['total_ticket'] );
		$this->assertSame( 3, $by['Jazz Night']['sold_tickets'], 'the failed attendee does not count' );
		$this->assertSame( 'expired', $by['Spring Conference']['status'] );
		$this->assertGreaterThan( 0, $by['Spring Conference']['certificate_template'] );
		$this->assertSame( 'Asia/Dhaka', $by['WordPress Meetup Dhaka']['timezone'] );
		$this->assertSame( 'upcoming', $by['WordPress Meetup Dhaka']['status'] );
		$this->assertSame( 'yes', $by['WordPress Meetup Dhaka']['ask_attendees'], 'the booking form asks attendees on one demo event' );
		$this->assertSame( array( 'T-shirt size', 'Company' ), array_column( $by['WordPress Meetup Dhaka']['extra_fields'], 'label' ) );
		$this->assertFalse( $by['Old Town Walk']['location_valid'] );
		$this->assertSame( 'Old Town Square, north gate', $by['Old Town Walk']['location']['address'] );
		$this->assertSame( 'draft', $by['Community Planning Session']['status'] );

		$series = $by['Weekly Block Editor Workshop'];
		$this->assertSame( 'yes', $series['recurring_enabled'] );
		$this->assertSame( 6, $this->json( $this->request( 'GET', self::ROUTE, array( 'parent' => $series['id'] ) ) )['total_items'] );
	}
}
