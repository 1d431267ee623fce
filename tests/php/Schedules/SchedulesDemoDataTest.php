<?php
/**
 * The 'schedules' demo data set.
 *
 * @package EventinPro\Tests
 */

namespace EventinPro\Tests\Schedules;

use EventinPro\Events\EventsDemoData;
use EventinPro\Schedules\SchedulesDemoData;

/**
 * Demo schedules.
 */
final class SchedulesDemoDataTest extends SchedulesTestCase {

	public function test_seeds_six_schedules_over_two_years_once(): void {
		$speaker = $this->speaker();
		$org     = $this->speaker( 'etn-organizer' );
		EventsDemoData::seed();
		SchedulesDemoData::seed();
		SchedulesDemoData::seed();
		$this->as_user( 'administrator' );

		$items = $this->json( $this->request( 'GET', self::ROUTE, array( 'per_page' => 100 ) ) )['items'];
		$this->assertCount( 6, $items, 'seeding twice adds nothing' );
		$year  = (int) wp_date( 'Y' );
		$years = array_count_values(
			array_map(
				static function ( array $item ): int {
					return (int) substr( $item['date'], 0, 4 );
				},
				$items
			)
		);
		$this->assertSame( array( $year - 1, $year ), array_keys( $years ) );
		$named = array();
		foreach ( $items as $item ) {
			$this->assertGreaterThanOrEqual( 2, count( $item['slots'] ), $item['program_title'] );
			$this->assertLessThanOrEqual( 4, count( $item['slots'] ), $item['program_title'] );
			foreach ( $item['slots'] as $slot ) {
				$named = array_merge( $named, $slot['speakers'] );
			}
		}
		$this->assertEqualsCanonicalizing( array( $speaker, $org ), array_values( array_unique( $named ) ), 'the demo people speak' );

		$conference = get_posts(
			array(
				'post_type'   => 'etn',
				'title'       => 'Spring Conference',
				'post_status' => 'any',
				'fields'      => 'ids',
			)
		)[0];
		$event      = $this->json( $this->request( 'GET', "/eventin/v2/events/$conference" ) );
		$titles     = array_column( $items, 'program_title', 'id' );
		$this->assertSame( array( 'Conference Day One', 'Conference Day Two' ), array_map( static function ( $id ) use ( $titles ) { return $titles[ $id ]; }, $event['schedules'] ) ); // phpcs:ignore
	}

	public function test_without_speakers_the_slots_name_nobody(): void {
		foreach ( get_users( array( 'role__in' => array( 'etn-speaker', 'etn-organizer' ) ) ) as $user ) {
			wp_delete_user( $user->ID );
		}
		SchedulesDemoData::seed();
		$this->as_user( 'administrator' );
		$items = $this->json( $this->request( 'GET', self::ROUTE, array( 'per_page' => 100 ) ) )['items'];
		$this->assertCount( 6, $items );
		foreach ( $items as $item ) {
			$this->assertSame( array(), array_merge( ...array_column( $item['slots'], 'speakers' ) ), $item['program_title'] );
		}
	}
}
