<?php
/**
 * Eventin 4's schedule slots survive a save through this plugin.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Compat;

use EventinPro\Tests\Support\Eventin4Fixture;
use EventinPro\Tests\TestCase;

/**
 * Eventin 4 reads a slot's speakers under `speakers` and keeps keys such as
 * `is_active`: a save keeps both, and an unchanged save keeps the stored bytes.
 */
final class ScheduleSlotStorageTest extends TestCase {

	private const ROUTE = '/eventin/v2/schedules';

	/**
	 * Loads the fixture and signs in as its administrator.
	 */
	protected function setUp(): void {
		parent::setUp();
		Eventin4Fixture::load();
		$this->as_user( 1 );
	}

	public function test_saving_each_schedule_unchanged_keeps_its_stored_meta(): void {
		foreach ( Eventin4Fixture::posts( 'etn-schedule' ) as $schedule ) {
			$id   = (int) $schedule['ID'];
			$item = $this->json( $this->request( 'GET', self::ROUTE . "/$id" ) );
			$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . "/$id", $item ), "schedule $id" );
			$this->assertSame( Eventin4Fixture::stored_meta( $schedule ), Eventin4Fixture::raw_post_meta( $id ), "schedule $id" );
			$this->assertSame( $schedule['post_title'], get_post( $id )->post_title, "schedule $id" );
		}
	}

	public function test_slots_read_as_eventin_answers_them(): void {
		foreach ( Eventin4Fixture::response( 'schedules' )['items'] as $expected ) {
			$item = $this->json( $this->request( 'GET', self::ROUTE . '/' . $expected['id'] ) );
			$this->assertSame( $expected['program_title'], $item['program_title'] );
			$this->assertSame( $expected['date'], $item['date'] );
			$this->assertSame( array_column( $expected['schedule_slot'], 'etn_schedule_topic' ), array_column( $item['slots'], 'topic' ), 'schedule ' . $expected['id'] );
			$this->assertSame( array_column( $expected['schedule_slot'], 'speakers' ), array_column( $item['slots'], 'speakers' ), 'schedule ' . $expected['id'] );
		}
	}

	public function test_a_changed_slot_keeps_eventin_keys(): void {
		$item = $this->json( $this->request( 'GET', self::ROUTE . '/12' ) );
		$this->assertSame( array( 2, 3 ), $item['slots'][1]['speakers'] );
		$item['slots'][1]['speakers'] = array( 3 );
		$item['slots'][0]['topic']    = 'Opening keynote, extended';
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . '/12', array( 'slots' => $item['slots'] ) ) );

		$slots = get_post_meta( 12, 'etn_schedule_topics', true );
		$this->assertSame( 'Opening keynote, extended', $slots[0]['etn_schedule_topic'] );
		$this->assertSame( '09:00 AM', $slots[0]['etn_shedule_start_time'], 'an unchanged time keeps its stored form' );
		$this->assertSame( array( 2 ), $slots[0]['speakers'] );
		$this->assertSame( array( 3 ), $slots[1]['speakers'] );
		foreach ( $slots as $slot ) {
			$this->assertTrue( $slot['is_active'] );
			$this->assertArrayNotHasKey( 'etn_shedule_speaker', $slot );
		}
	}

	public function test_speakers_stored_by_earlier_versions_move_where_eventin_reads_them(): void {
		$slots = get_post_meta( 12, 'etn_schedule_topics', true );

		$slots[0]['etn_shedule_speaker'] = $slots[0]['speakers'];
		unset( $slots[0]['speakers'] );
		update_post_meta( 12, 'etn_schedule_topics', $slots );
		$item = $this->json( $this->request( 'GET', self::ROUTE . '/12' ) );
		$this->assertSame( array( 2 ), $item['slots'][0]['speakers'] );

		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . '/12', $item ) );
		$stored = get_post_meta( 12, 'etn_schedule_topics', true );
		$this->assertSame( array( 2 ), $stored[0]['speakers'] );
		$this->assertArrayNotHasKey( 'etn_shedule_speaker', $stored[0] );
		$this->assertTrue( $stored[0]['is_active'] );
	}

	public function test_a_new_slot_stores_its_speakers_where_eventin_reads_them(): void {
		$item            = $this->json( $this->request( 'GET', self::ROUTE . '/13' ) );
		$item['slots'][] = array(
			'start_time' => '18:00',
			'end_time'   => '19:00',
			'topic'      => 'Dinner talk',
			'speakers'   => array( 2 ),
		);
		$this->assertStatus( 200, $this->request( 'PUT', self::ROUTE . '/13', array( 'slots' => $item['slots'] ) ) );

		$slots = get_post_meta( 13, 'etn_schedule_topics', true );
		$this->assertCount( 3, $slots );
		$this->assertSame( 'Dinner talk', $slots[2]['etn_schedule_topic'] );
		$this->assertSame( array( 2 ), $slots[2]['speakers'] );
		$this->assertArrayNotHasKey( 'etn_shedule_speaker', $slots[2] );
		$this->assertSame( '2:00 pm', $slots[0]['etn_shedule_start_time'] );
		$this->assertTrue( $slots[0]['is_active'] );
	}
}
